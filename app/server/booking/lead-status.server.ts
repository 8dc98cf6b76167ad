import type { Db } from "../db/client.server";
import { leadEvents } from "../db/schema.server";

// What a meeting leaves on its lead's timeline (record 077). Its status moves are the lead's
// transitions (leads/transitions.server.ts, record 100).

export async function note(
  tx: Db,
  meeting: { leadKind: string; leadId: string; id: string },
  action: string,
  data: Record<string, string | null>,
  actor: { id: string; email: string } | null = null,
) {
  await tx.insert(leadEvents).values({
    leadKind: meeting.leadKind,
    leadId: meeting.leadId,
    type: "meeting",
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    data: { action, meetingId: meeting.id, ...data },
  });
}
