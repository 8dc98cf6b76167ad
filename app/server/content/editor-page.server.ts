import { site } from "~/content/site";
import { contentFields, isDated, itemName } from "~/lib/content/fields";
import {
  type ContentFields,
  type ContentType,
  contentPath,
  contentTypeOf,
} from "~/lib/content/types";
import { isRecordId } from "~/lib/ids";
import { zonedParts } from "~/lib/zoned-time";
import { db as defaultDb } from "../db/index.server";
import { invariantResponse } from "../http/responses.server";
import { seedRows } from "./content-seed.server";
import { linksTo } from "./editing.server";
import { listVersions } from "./history.server";
import { findItem, itemsOfType } from "./items.server";
import { markdownPreview } from "./markdown.server";
import { listMedia } from "./media.server";
import { statusOf } from "./status.server";

/** The generated illustrations editors may choose from (public/illustrations). */
export function illustrationChoices(current?: unknown): string[] {
  const seeded = seedRows().flatMap((row) =>
    typeof row.fields.imageSrc === "string" ? [row.fields.imageSrc] : [],
  );
  const extra =
    typeof current === "string" && current.startsWith("/illustrations/") ? [current] : [];
  return [...new Set([...seeded, ...extra])].sort();
}

/** Everything an item's edit page shows: the draft, where it stands, its history and links. */
export async function itemPage(id: string | undefined, db = defaultDb()) {
  invariantResponse(isRecordId(id), "Not Found", { status: 404 });
  const item = await findItem(db, id);
  invariantResponse(item, "Not Found", { status: 404 });
  const type = contentTypeOf(item.type);
  const versions = await listVersions(item.id, db);
  // The version waiting for the schedule (record 119), and whether the draft still matches it.
  const waiting = versions.find((version) => version.publishedAt === null);
  return {
    item: {
      id: item.id,
      type,
      slug: item.slug,
      fields: item.fields,
      revision: item.revision,
      status: statusOf(item),
      publishedSlug: item.publishedSlug,
      publishedAt: item.publishedAt?.toISOString() ?? null,
      scheduledAt: item.scheduledAt?.toISOString() ?? null,
      scheduledVersion: waiting ? { number: waiting.number, isDraft: waiting.isDraft } : null,
      updatedAt: item.updatedAt.toISOString(),
      livePath: item.publishedSlug ? contentPath(type, item.publishedSlug) : null,
      previewPath: `${contentPath(type, item.slug)}?preview=${item.id}`,
    },
    versions,
    previews: markdownPreviews(type, item.fields),
    links: await linksTo(item, db),
    choices: await formChoices(type, item.fields.imageSrc, db),
  };
}

/**
 * The lists a form's choice fields offer; types without an image get no image list. Image
 * fields pick from the media library (and, for page images, the illustrations).
 */
export async function formChoices(type: ContentType, image?: unknown, db = defaultDb()) {
  const hasImage = contentFields[type].some((spec) => spec.kind === "illustration");
  const hasUpload = contentFields[type].some((spec) => spec.kind === "upload");
  return {
    groups: type === "use-case" ? await namedChoices(db, "use-case-group") : [],
    caseStudies: type === "testimonial" ? await namedChoices(db, "case-study") : [],
    illustrations: hasImage ? illustrationChoices(image) : [],
    media: hasImage || hasUpload ? await listMedia("", db) : [],
  };
}

/** A picker's options: each item's slug as the value, shown by its name (record 080). */
async function namedChoices(db: ReturnType<typeof defaultDb>, type: ContentType) {
  return (await itemsOfType(db, type)).map((item) => ({
    value: item.slug,
    label: itemName(type, item.fields),
  }));
}

/** What the side-by-side preview needs: the item's name, where it stands, its draft's URL. */
export async function previewPage(id: string | undefined, db = defaultDb()) {
  invariantResponse(isRecordId(id), "Not Found", { status: 404 });
  const item = await findItem(db, id);
  invariantResponse(item, "Not Found", { status: 404 });
  const type = contentTypeOf(item.type);
  return {
    id: item.id,
    type,
    name: itemName(type, item.fields),
    revision: item.revision,
    status: statusOf(item),
    previewPath: `${contentPath(type, item.slug)}?preview=${item.id}`,
  };
}

/** Each Markdown field as the site shows it, for the editor's preview (docs/decisions/119). */
function markdownPreviews(type: ContentType, fields: ContentFields) {
  return Object.fromEntries(
    contentFields[type].flatMap((spec) => {
      const value = fields[spec.name];
      return spec.kind === "markdown" && typeof value === "string"
        ? [[spec.name, markdownPreview(value)]]
        : [];
    }),
  );
}

/**
 * What a new item's form starts with: a dated item (an article) is by the person writing it,
 * dated today on the office's calendar (docs/decisions/119); everything else starts blank.
 */
export function newItemFields(
  type: ContentType,
  viewer: { name: string | null },
  now = new Date(),
): ContentFields {
  if (!isDated(type)) return {};
  return { author: viewer.name ?? "", date: zonedParts(now, site.timeZone).date };
}
