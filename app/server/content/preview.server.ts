import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { isRecordId } from "~/lib/ids";
import { getSessionUser } from "../auth/session.server";
import { mayUse } from "../auth/staff-access.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems } from "../db/schema.server";
import { authSecret } from "../signing/secret.server";
import { liveSite, type PlacedRow, type Site, siteOf } from "./live.server";

/** How long a shared preview link works without an account. */
export const SHARE_DAYS = 7;

const signature = (payload: string) =>
  createHmac("sha256", authSecret()).update(`content-preview:${payload}`).digest("base64url");

/** A link token that shows one item's draft to anyone holding it, until it expires. */
export function shareToken(itemId: string, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + SHARE_DAYS * 86_400_000);
  const payload = `${itemId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${payload}.${signature(payload)}`, expiresAt };
}

function readShareToken(token: string, now: Date): string | null {
  const [itemId = "", expires = "", given = ""] = token.split(".");
  if (!isRecordId(itemId) || !/^\d+$/.test(expires)) return null;
  const expected = Buffer.from(signature(`${itemId}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return Number(expires) * 1000 > now.getTime() ? itemId : null;
}

export type Preview = { itemId: string; shared: boolean };

/**
 * Who may see a draft: staff of the content area with `?preview=<item id>`, or anyone with a
 * valid share token as `?preview=<token>`. Anything else is the live page.
 */
async function previewOf(request: Request, now: Date): Promise<Preview | null> {
  const value = new URL(request.url).searchParams.get("preview");
  if (!value) return null;
  if (value.includes(".")) {
    const itemId = readShareToken(value, now);
    return itemId ? { itemId, shared: true } : null;
  }
  if (!isRecordId(value)) return null;
  const viewer = await getSessionUser(request);
  return viewer && mayUse(viewer.role, "content") ? { itemId: value, shared: false } : null;
}

/** The live site with one item's draft in place of its live copy (or added, if never live). */
export async function siteWithDraft(itemId: string, db = defaultDb()): Promise<Site | null> {
  const [draft] = await db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      position: contentItems.position,
      slug: contentItems.slug,
      fields: contentItems.fields,
    })
    .from(contentItems)
    .where(eq(contentItems.id, itemId));
  if (!draft) return null;
  const live = await liveSite();
  const rows = live.rows.filter((row) => row.id !== itemId);
  const at = rows.findIndex((row) => row.type === draft.type && row.position > draft.position);
  const lastOfType = rows.findLastIndex((row) => row.type === draft.type);
  const index = at >= 0 ? at : lastOfType >= 0 ? lastOfType + 1 : rows.length;
  rows.splice(index, 0, draft as PlacedRow);
  return siteOf(rows);
}

export type PublicContent = { site: Site; preview: Preview | null };

/** What a public page shows: the live content, or a draft for those allowed to preview it. */
export async function publicContent(request: Request, now = new Date()): Promise<PublicContent> {
  const preview = await previewOf(request, now);
  const site = preview && (await siteWithDraft(preview.itemId));
  return site ? { site, preview } : { site: await liveSite(), preview: null };
}
