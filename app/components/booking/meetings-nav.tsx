import { SubNav } from "~/components/ui/sub-nav";

const views = [
  { path: "/admin/meetings", label: "List" },
  { path: "/admin/meetings/week", label: "Week" },
] as const;

/** The meetings' two views, List and Week (record 088), each its own URL. */
export function MeetingsViews() {
  return <SubNav label="Meetings views" items={views} look="pills" />;
}
