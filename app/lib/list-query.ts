/** The views every lead list offers, in the order the dashboard shows them. */
export const listViews = [
  { id: "mine", label: "Mine" },
  { id: "unassigned", label: "Unassigned" },
  { id: "due", label: "Due today" },
  { id: "overdue", label: "Overdue" },
  { id: "all", label: "All" },
] as const;
export type ListView = (typeof listViews)[number]["id"];

/** Columns a list sorts by (`sort=`), each with `dir=asc|desc`. */
export const sortKeys = ["date", "name", "status", "owner", "followUp"] as const;
export type SortKey = (typeof sortKeys)[number];

/** What a list shows: its view, filters, sort and page, read from and written to the URL. */
export type ListQuery = {
  view: ListView;
  status: string | null;
  q: string | null;
  /** Demo requests: a product slug. */
  product: string | null;
  /** Applications: a job id. */
  job: string | null;
  sort: SortKey;
  dir: "asc" | "desc";
  page: number;
};

export const defaultListQuery: ListQuery = {
  view: "all",
  status: null,
  q: null,
  product: null,
  job: null,
  sort: "date",
  dir: "desc",
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** A list's query from its URL; anything unknown falls back to the default. */
export function readListQuery(search: URLSearchParams): ListQuery {
  const text = (name: string) => search.get(name)?.trim().slice(0, 100) || null;
  const page = Math.floor(Number(search.get("page")));
  return {
    view:
      oneOf(
        listViews.map((v) => v.id),
        search.get("view"),
      ) ?? "all",
    status: text("status"),
    q: text("q"),
    product: text("product"),
    job: text("job"),
    sort: oneOf(sortKeys, search.get("sort")) ?? "date",
    dir: search.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The URL search of a list query, without the defaults ("" for the default list). */
export function listSearch(query: Partial<ListQuery>, changes: Partial<ListQuery> = {}): string {
  const merged = { ...defaultListQuery, ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultListQuery) as (keyof ListQuery)[]) {
    const value = merged[key];
    if (value !== null && value !== defaultListQuery[key]) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The search a record link carries (`?back=…`) so Back returns to the same list page. */
export function recordHref(kind: string, id: string, listSearchText: string): string {
  const back = listSearchText.replace(/^\?/, "");
  return `/admin/leads/${kind}/${id}${back ? `?${new URLSearchParams({ back })}` : ""}`;
}
