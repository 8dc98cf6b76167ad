import type { LeadPage, Loaded } from "~/lib/dashboard";
import type { LeadKind } from "~/lib/lead-kinds";
import { LeadList } from "./lead-list";
import { LoadFailureNotice } from "./load-failure";
import { useLiveList } from "./use-live-list";

/** A lead list's page: the list, or the spec's load error for it. */
export function LeadScreen<K extends LeadKind>({ list }: { list: Loaded<LeadPage<K>> }) {
  useLiveList(list.ok ? list.value.kind : null);
  return list.ok ? <LeadList data={list.value} /> : <LoadFailureNotice failure={list.failure} />;
}
