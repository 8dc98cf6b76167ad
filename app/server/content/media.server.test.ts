import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/content/slug";
import { contentInput } from "../../../tests/support/content";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { contentItems, contentVersions, users } from "../db/schema.server";
import { createItem, saveDraft } from "./editing.server";
import { imageVariant, storeImage } from "./images.server";
import { findItem } from "./items.server";
import { deleteImage, listMedia, replaceImage, setImageAlt } from "./media.server";
import { publishNow } from "./publishing.server";

const editor = { id: "ed-media", email: "media@example.com", name: "Mia Media", role: "editor" };

const png = (width: number, background: string) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background } })
    .png()
    .toBuffer()
    .then((bytes) => new File([new Uint8Array(bytes)], `logo-${width}.png`));

describe(`the media library and slugs (${engine})`, () => {
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values({ ...editor, emailVerified: true });
  });

  it("lists an upload with its name, size, dimensions, alt text and uses; replaces it in place; deletes it only when unused", async () => {
    const stored = await storeImage(await png(400, "#0a4"), editor.id);
    const src = stored.values?.src ?? "";
    const id = stored.values?.id ?? "";
    expect(stored.values).toMatchObject({ fileName: "logo-400.png", width: "400", height: "200" });
    expect((await setImageAlt(id, "  Hill   Country logo ")).ok).toBe(true);

    // A client logo without a slug field: its slug is made from its name, and kept.
    const created = await createItem(
      "client",
      contentInput("client", { name: "Hill Country Electric", logo: src, link: "" }),
      editor.id,
    );
    expect(created.ok).toBe(true);
    const client = await findItem(database.db, created.id ?? "");
    expect(client?.slug).toBe("hill-country-electric");
    await publishNow(client?.id ?? "", client?.revision ?? 0, editor.id);

    const [listed] = await listMedia("country");
    expect(listed).toMatchObject({ id, src, alt: "Hill Country logo", width: 400, height: 200 });
    expect(listed?.size).toBeGreaterThan(0);
    expect(listed?.uses).toEqual([
      { id: client?.id, type: "client", name: "Hill Country Electric" },
    ]);
    expect(await listMedia("nothing-like-it")).toEqual([]);

    // Delete is refused while the logo shows; the answer says where.
    const refused = await deleteImage(id);
    expect(refused.status).toBe(409);
    expect(refused.toast.description).toContain("Hill Country Electric");

    // Replaced: same library entry and alt text, new URL in the draft, the live copy and history.
    const replaced = await replaceImage(id, await png(600, "#a40"), editor.id);
    expect(replaced.ok).toBe(true);
    const newSrc = replaced.values?.src ?? "";
    expect(newSrc).toMatch(/-600\.png$/);
    const after = await findItem(database.db, client?.id ?? "");
    expect(after?.fields.logo).toBe(newSrc);
    expect(after?.published?.logo).toBe(newSrc);
    expect(after?.revision).toBeGreaterThan(client?.revision ?? 0);
    const [version] = await database.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.itemId, client?.id ?? ""));
    expect(version?.fields.logo).toBe(newSrc);
    const [entry] = await listMedia();
    expect(entry).toMatchObject({ id, alt: "Hill Country logo", width: 600 });
    expect(await imageVariant(newSrc.replace("/media/", ""))).not.toBeNull();
    expect(await imageVariant(src.replace("/media/", ""))).toBeNull();

    // Once nothing shows it, it may go.
    await database.db.delete(contentItems).where(eq(contentItems.id, client?.id ?? ""));
    expect((await deleteImage(id)).ok).toBe(true);
    expect(await listMedia()).toEqual([]);
  });

  it("keeps the 25-megapixel refusal when replacing", async () => {
    const stored = await storeImage(await png(300, "#123"), editor.id);
    const huge = await sharp({
      create: { width: 6000, height: 4200, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await replaceImage(
      stored.values?.id ?? "",
      new File([new Uint8Array(huge)], "huge.png"),
      editor.id,
    );
    expect(answer.status).toBe(413);
    expect(answer.fieldErrors?.image).toContain("at most 25 megapixels");
  });

  it("makes a page's slug from its title when left blank, and keeps a typed one", async () => {
    expect(slugify("Grid Outage Study — Café & Co. 2026!")).toBe(
      "grid-outage-study-cafe-and-co-2026",
    );
    const values = {
      name: "Río Grande Utilities",
      summary: "Power for the valley.",
      icon: "zap",
      title: "Río Grande",
      description: "Words.",
      keyOfferings: "One",
      imageSrc: "/illustrations/industries/utilities.svg",
      imageAlt: "A grid",
    };
    const made = await createItem(
      "industry",
      contentInput("industry", { ...values, slug: "" }),
      editor.id,
    );
    const item = await findItem(database.db, made.id ?? "");
    expect(item?.slug).toBe("rio-grande-utilities");
    const twin = await createItem(
      "industry",
      contentInput("industry", { ...values, slug: "" }),
      editor.id,
    );
    expect((await findItem(database.db, twin.id ?? ""))?.slug).toBe("rio-grande-utilities-2");
    const typed = { ...values, slug: "valley-power", revision: String(item?.revision) };
    const saved = await saveDraft(item?.id ?? "", contentInput("industry", typed), editor.id);
    expect(saved.ok).toBe(true);
    expect((await findItem(database.db, item?.id ?? ""))?.slug).toBe("valley-power");
  });

  it("gives a testimonial no slug field and keeps its slug when the person's name changes", async () => {
    const values = { quote: "Good work.", person: "Dana Ruiz", role: "", company: "Co-op" };
    const made = await createItem("testimonial", contentInput("testimonial", values), editor.id);
    const item = await findItem(database.db, made.id ?? "");
    expect(item?.slug).toBe("dana-ruiz");
    const renamed = {
      ...values,
      person: "Dana R.",
      slug: "ignored",
      revision: String(item?.revision),
    };
    await saveDraft(item?.id ?? "", contentInput("testimonial", renamed), editor.id);
    expect((await findItem(database.db, item?.id ?? ""))?.slug).toBe("dana-ruiz");
  });
});
