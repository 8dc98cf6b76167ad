import type { LeadKind } from "./lead-kinds";

/**
 * My work's sections (record 082), most pressing first. `who` says whose leads a section
 * holds: the viewer's own, or also the unassigned ones when the viewer is an admin (admins hand
 * the unassigned out, so what nobody owns is theirs to see), or only the unassigned ones.
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
  total: number;
  rows: MyWorkRow[];
};

const queuePrefix = "my-work:";

/** The `queue` a record link carries so j/k walk this section (record 082). */
export function myWorkRecordHref(section: MyWorkSectionId, kind: LeadKind, id: string): string {
  return `/admin/records/${kind}/${id}?${new URLSearchParams({ queue: `${queuePrefix}${section}` })}`;
}

/** The My work section a record page's search names, if any. */
export function myWorkQueue(search: string | URLSearchParams): MyWorkSectionId | null {
  const queue = new URLSearchParams(search).get("queue") ?? "";
  if (!queue.startsWith(queuePrefix)) return null;
  const id = queue.slice(queuePrefix.length);
  return myWorkSections.find((section) => section.id === id)?.id ?? null;
}
