import type { LeadKind } from "./lead-kinds";

/**
 * My work's sections (record 082), most pressing first. `who` says whose leads a section
 * holds: the viewer's own, or also the unassigned ones of the lists the viewer hands out (admins
 * every list, HR applications; record 101), or only the unassigned ones.
 */
export const myWorkSections = [
  { id: "overdue", label: "Overdue", who: "mine", empty: "No overdue follow-ups." },
  { id: "due", label: "Due today", who: "mine", empty: "Nothing due today." },
  {
    id: "awaiting",
    label: "Awaiting our answer",
    who: "mine-or-unassigned",
    empty: "No answers waiting for you.",
  },
  { id: "untouched", label: "Untouched", who: "mine-or-unassigned", empty: "No untouched leads." },
  { id: "mine", label: "Mine", who: "mine", empty: "You own no open leads." },
  { id: "unassigned", label: "Unassigned", who: "unassigned", empty: "Every lead has an owner." },
] as const;

export type MyWorkSectionId = (typeof myWorkSections)[number]["id"];

/** The largest number the My work badge shows; beyond it, "99+". */
export const BADGE_MAX = 99;

/** A badge's number: "99+" past BADGE_MAX. */
export function badgeNumber(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** At most this many rows per section on the page; its count says how many there are. */
export const MY_WORK_ROWS = 25;

/** One lead in a section: what a dense row shows. */
export type MyWorkRow = {
  kind: LeadKind;
  id: string;
  reference: number;
  name: string;
  status: string;
  createdAt: string;
  followUpAt: string | null;
  followUpAllDay: boolean;
  /** Null: nobody owns it (admins see these in the shared sections). */
  ownerId: string | null;
};

export type MyWorkSection = {
  id: MyWorkSectionId;
  label: string;
  empty: string;
  /** What the section counts, where its name alone could mislead (Untouched, record 118). */
  note?: string;
  total: number;
  /** Which MY_WORK_ROWS-long page of the section `rows` is, from 1. */
  page: number;
  rows: MyWorkRow[];
};

/** The highest page a section's URL may ask for: deeper than this, a list's filters serve better. */
const MAX_PAGE = 400;

/**
 * The page each section shows, from the URL (`?untouched=2`): a section's "and N more" pages
 * through it in place. Anything but a whole number from 1 is page 1.
 */
export function myWorkPages(search: string | URLSearchParams) {
  const params = new URLSearchParams(search);
  const pages: Partial<Record<MyWorkSectionId, number>> = {};
  for (const { id } of myWorkSections) {
    const value = params.get(id) ?? "";
    const page = /^\d{1,3}$/.test(value) ? Number(value) : 1;
    if (page > 1) pages[id] = Math.min(page, MAX_PAGE);
  }
  return pages;
}

/** The My work URL that shows `page` of one section, keeping the other sections' pages. */
export function myWorkPageHref(search: string, section: MyWorkSectionId, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(section, String(page));
  else params.delete(section);
  const query = params.toString();
  return `/admin/my-work${query ? `?${query}` : ""}#section-${section}`;
}

const queuePrefix = "my-work:";

/** The `queue` a record link carries so j/k walk this section (record 082). */
export function myWorkRecordHref(section: MyWorkSectionId, kind: LeadKind, id: string): string {
  return `/admin/leads/${kind}/${id}?${new URLSearchParams({ queue: `${queuePrefix}${section}` })}`;
}

/** The My work section a record page's search names, if any. */
export function myWorkQueue(search: string | URLSearchParams): MyWorkSectionId | null {
  const queue = new URLSearchParams(search).get("queue") ?? "";
  if (!queue.startsWith(queuePrefix)) return null;
  const id = queue.slice(queuePrefix.length);
  return myWorkSections.find((section) => section.id === id)?.id ?? null;
}

/** One content item in an editor's My work (record 101). */
export type ContentWorkRow = { id: string; name: string; type: string; at: string | null };

/** A section of an editor's My work: drafts, or items scheduled to go live. */
export type ContentWorkSection = {
  id: "drafts" | "scheduled";
  label: string;
  empty: string;
  /** What the section counts, where its name alone could mislead (Untouched, record 118). */
  note?: string;
  total: number;
  rows: ContentWorkRow[];
};
