import { listReturnPath } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { myWorkQueue, myWorkSections } from "~/lib/my-work";
import type { SessionUser } from "../auth/session.server";
import { neighbours } from "../dashboard/neighbours.server";
import { myWorkNeighbours } from "./my-work.server";

/**
 * The queue a record page walks with j/k and returns to: a My work section when the record was
 * opened from there (`?queue=my-work:<section>`, record 082), else its own list with the view,
 * filters and sort it was opened from (`?back=…`).
 */
export async function recordQueue(viewer: SessionUser, kind: LeadKind, id: string, search: string) {
  const section = myWorkQueue(search);
  if (section) {
    const around = await myWorkNeighbours(viewer, section, { kind, id });
    const label = myWorkSections.find((s) => s.id === section)?.label ?? "";
    return {
      backHref: `/admin/my-work#section-${section}`,
      backLabel: `My work: ${label}`,
      ...around,
    };
  }
  const around = await neighbours(kind, id, search, { viewerId: viewer.id });
  return {
    backHref: listReturnPath(kind, search),
    backLabel: leadKinds[kind].label,
    prevHref: around.prevHref,
    nextHref: around.nextHref,
  };
}
