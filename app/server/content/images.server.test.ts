import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploadedSources } from "~/lib/content/images";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { hugePng } from "../../../tests/support/upload-bombs";
import { users } from "../db/schema.server";
import { imageSources, imageVariant, MAX_IMAGE_PIXELS, storeImage } from "./images.server";

describe(`uploaded images (${engine})`, () => {
  const database = ownDatabaseForThisFile(async () => {
    await database.db
      .insert(users)
      .values({ id: "nobody", email: "ed@example.com", name: "Ed", role: "editor" });
  });

  it("keeps a PNG by its content with WebP and PNG copies at the widths pages ask for", async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#0a4" },
    })
      .png()
      .toBuffer();
    const answer = await storeImage(new File([png], "shot.webp"), "nobody", database.db);
    expect(answer.ok).toBe(true);
    const src = answer.values?.src ?? "";
    expect(src).toMatch(/^\/media\/[0-9a-f]{20}-1200\.png$/);
    expect(await imageSources(database.db)).toEqual([src]);
    // The same bytes again are the same image.
    expect(
      (await storeImage(new File([png], "again.png"), "nobody", database.db)).values?.src,
    ).toBe(src);

    const sources = uploadedSources(src);
    expect(sources?.webp.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "480w",
      "960w",
      "1200w",
    ]);
    const hash = src.slice(7, 27);
    const webp = await imageVariant(`${hash}-480.webp`, database.db);
    expect(webp?.contentType).toBe("image/webp");
    expect((await sharp(webp?.data).metadata()).width).toBe(480);
    expect(await imageVariant(`${hash}-1600.webp`, database.db)).toBeNull();
    expect(await imageVariant("../etc/passwd", database.db)).toBeNull();
  });

  it("refuses an image of more than 25 megapixels from its header, before decoding it", async () => {
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    const answer = await storeImage(
      new File([new Uint8Array(hugePng(5001, 5000))], "wide.png"),
      "nobody",
      database.db,
    );
    expect(answer.status).toBe(413);
    expect(answer.fieldErrors?.image).toBe(
      "The image is 5001 × 5000 pixels; at most 25 megapixels are allowed. Save it smaller and upload it again.",
    );
    expect(answer.toast.title).toBe("Could not upload the image");
  });

  it("refuses what is not a PNG, JPEG or WebP, whatever its name", async () => {
    const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "logo.png");
    const answer = await storeImage(svg, "nobody", database.db);
    expect(answer.status).toBe(400);
    expect(answer.fieldErrors?.image).toBe("This file is not a PNG, JPEG or WebP image.");
    const text = await storeImage(new File(["hello"], "x.jpg"), "nobody", database.db);
    expect(text.fieldErrors?.image).toBe("This file is not a PNG, JPEG or WebP image.");
  });
});
