import type { Db } from "../db/client.server";
import { addLeadEvent } from "../leads/lead-events.server";

// What a meeting leaves on its lead's timeline (record 077). Its status moves are the lead's
// transitions (leads/transitions.server.ts, record 100).

export async function note(
  tx: Db,
  meeting: { leadKind: string; leadId: string; id: string },
  action: string,
  data: Record<string, string | null>,
  actor: { id: string; email: string } | null = null,
) {
  await addLeadEvent(tx, { kind: meeting.leadKind, id: meeting.leadId }, "meeting", actor, {
    action,
    meetingId: meeting.id,
    ...data,
  });
}
