// Upload bombs and scripts behind filters, sent the way an attacker would (record 066): a résumé
// posted anonymously to /careers, an image uploaded by an editor. Before the caps, the 0.5 MB PDF
// was answered 201 after inflating 512 MiB (peak resident memory +1.5 GB), the PNG was decoded
// whole and stored at 12000 px, and JavaScript behind ASCIIHex or ASCII85 went unseen.
import { describe, expect, it } from "vitest";
import { imageSources, storeImage } from "~/server/content/images.server";
import { contentImages, users } from "~/server/db/schema.server";
import { applyWithResume, openJob, storedApplications } from "../support/careers";
import { engine, ownDatabaseForThisFile } from "../support/test-database";
import {
  hugePng,
  inflatingDocx,
  inflatingPdf,
  pdfOf,
  pdfWithScriptInObjectStream,
  streamObject,
} from "../support/upload-bombs";

const MB = 1024 * 1024;

// Time and memory are the bench's to measure (npm run bench:uploads, record 066); here, that
// each bomb is refused and nothing is stored.

describe(`upload caps (${engine})`, () => {
  let jobId: string;
  const database = ownDatabaseForThisFile(async () => {
    jobId = await openJob(database.db);
    await database.db
      .insert(users)
      .values({ id: "editor", email: "ed@example.com", name: "Ed", role: "editor" });
  });

  const stored = () => storedApplications(database.db);

  const apply = (name: string, bytes: Uint8Array) =>
    applyWithResume(database.db, jobId, name, bytes);

  const refusal = {
    status: 415,
    toast: expect.objectContaining({ title: "Unsupported file", variant: "destructive" }),
  };

  it("refuses a 0.5 MB PDF that inflates to 512 MiB, and stores nothing", async () => {
    const before = await stored();
    const bomb = inflatingPdf(512 * MB);
    expect(bomb.length).toBeLessThan(0.6 * MB);
    const result = await apply("cv.pdf", bomb);
    expect(result).toMatchObject(refusal);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ["states its size", true],
    ["claims 1 KB", false],
  ])("refuses a DOCX whose document part inflates to 512 MiB and %s", async (_, honestHeader) => {
    const before = await stored();
    const result = await apply("cv.docx", inflatingDocx(512 * MB, { honestHeader }));
    expect(result).toMatchObject(refusal);
    expect(await stored()).toEqual(before);
  });

  it.each([
    [["ASCIIHexDecode", "FlateDecode"]],
    [["ASCII85Decode", "FlateDecode"]],
    [["ASCIIHexDecode"]],
    [["ASCII85Decode"]],
  ])("refuses JavaScript in an object stream encoded with %j", async (filters) => {
    const before = await stored();
    const answer = await apply("cv.pdf", pdfWithScriptInObjectStream(filters));
    expect(answer).toMatchObject(refusal);
    expect(answer.toast.description).toMatch(/contains scripts/);
    expect(await stored()).toEqual(before);
  });

  it("refuses an object stream in a filter the check does not decode", async () => {
    const lzw = streamObject(" /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode", Buffer.alloc(9, 1));
    const pdf = pdfOf([
      "<</Type /Catalog /Pages 2 0 R>>",
      "<</Type /Pages /Kids [] /Count 0>>",
      lzw,
    ]);
    expect(await apply("cv.pdf", pdf)).toMatchObject(refusal);
  });

  it("still takes an ordinary PDF résumé with a JPEG photo", async () => {
    const photo = streamObject(
      " /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode",
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
    );
    const pdf = pdfOf([
      "<</Type /Catalog /Pages 2 0 R>>",
      "<</Type /Pages /Kids [] /Count 0>>",
      photo,
    ]);
    expect((await apply("cv.pdf", pdf)).status).toBe(201);
  });

  it("refuses an editor's 0.4 MB PNG of 12000 × 12000 pixels from its header", async () => {
    const png = hugePng(12000, 12000);
    expect(png.length).toBeLessThan(0.5 * MB);
    const result = await storeImage(
      new File([new Uint8Array(png)], "huge.png"),
      "editor",
      database.db,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 413,
      fieldErrors: {
        image:
          "The image is 12000 × 12000 pixels; at most 25 megapixels are allowed. Save it smaller and upload it again.",
      },
    });
    expect(await imageSources(database.db)).toEqual([]);
    expect(await database.db.select().from(contentImages)).toEqual([]);
  });
});
