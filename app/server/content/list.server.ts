import { redirect } from "react-router";
import { isDated, itemName } from "~/lib/content/fields";
import { firstListedType } from "~/lib/content/registry";
import {
  type ContentStatus,
  type ContentType,
  contentStatuses,
  contentTypeInfo,
  contentTypes,
  isContentType,
} from "~/lib/content/types";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { invariantResponse } from "../http/responses.server";
import { itemsOfType } from "./items.server";
import { statusOf } from "./status.server";

export const contentSorts = ["order", "date", "name", "updated", "status"] as const;
export type ContentSort = (typeof contentSorts)[number];

export type ContentListQuery = {
  type: ContentType;
  status: ContentStatus | null;
  q: string;
  sort: ContentSort;
};

/**
 * The list's filters from the URL. No type opens the first listed one; a type this build does
 * not know is a 404, never some other type's list (record 080). Unknown filters fall back.
 */
export function readListQuery(search: URLSearchParams): ContentListQuery {
  const type = search.get("type") ?? firstListedType;
  const named = isContentType(type) ? type : typeNamed(type);
  invariantResponse(named, "Not Found", { status: 404 });
  if (named !== type) {
    search.set("type", named);
    throw redirect(`/admin/content?${search}`);
  }
  const status = search.get("status");
  const sort = search.get("sort");
  // Dated types (articles) have no site order; other types have no date.
  const [usual, missing]: [ContentSort, ContentSort] = isDated(type)
    ? ["date", "order"]
    : ["order", "date"];
  return {
    type,
    status: (contentStatuses as readonly string[]).includes(status ?? "")
      ? (status as ContentStatus)
      : null,
    q: (search.get("q") ?? "").trim().slice(0, 100),
    sort:
      (contentSorts as readonly string[]).includes(sort ?? "") && sort !== missing
        ? (sort as ContentSort)
        : usual,
  };
}

/**
 * The type a person would type into the address: its list's name ("insights", "case-studies")
 * or its plural ("articles"); the list then opens at its own address.
 */
function typeNamed(name: string): ContentType | undefined {
  const wanted = name.trim().toLowerCase();
  const slug = (words: string) => words.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return contentTypes.find(
    (type) => wanted === `${type}s` || wanted === slug(contentTypeInfo[type].plural),
  );
}

/**
 * One type's items with where each stands. The lists are tens of items, so filtering and
 * sorting happen here rather than in SQL.
 */
export async function listContent(query: ContentListQuery, db: Db = defaultDb()) {
  const needle = query.q.toLowerCase();
  const rows = (await itemsOfType(db, query.type)).map((item, index) => ({
    id: item.id,
    order: index + 1,
    name: itemName(query.type, item.fields),
    slug: item.slug,
    group: typeof item.fields.group === "string" ? item.fields.group : null,
    author: typeof item.fields.author === "string" ? item.fields.author : null,
    date: typeof item.fields.date === "string" ? item.fields.date : null,
    status: statusOf(item),
    updatedAt: item.updatedAt.toISOString(),
    publishedAt: item.publishedAt?.toISOString() ?? null,
    scheduledAt: item.scheduledAt?.toISOString() ?? null,
  }));
  const shown = rows.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!needle || `${row.name} ${row.slug}`.toLowerCase().includes(needle)),
  );
  const by: Record<ContentSort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
    order: (a, b) => a.order - b.order,
    date: (a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.name.localeCompare(b.name),
    name: (a, b) => a.name.localeCompare(b.name),
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    status: (a, b) => a.status.localeCompare(b.status) || a.order - b.order,
  };
  return shown.sort(by[query.sort]);
}
