import { site } from "~/content/site";
import type { LeadRecord } from "~/lib/dashboard";
import type { LeadKind } from "~/lib/lead-kinds";
import { zonedParts } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { awaitingAnswer } from "../inbound/conversation.server";
import { eligibleOwners } from "./auto-assign.server";
import { leadTimeline } from "./timeline.server";

/**
 * What the record page shows beside the record: its timeline, whether an answer waits for us,
 * who may own it (and who does), and its follow-up as the form's date and time in the site's time zone.
 */
export async function recordWorkspace<K extends LeadKind>(
  kind: K,
  record: LeadRecord<K>,
  db: Db = defaultDb(),
) {
  const [timeline, owners] = await Promise.all([
    leadTimeline(kind, record.id, db),
    eligibleOwners(kind, db),
  ]);
  const owner = record.ownerId ? (owners.find((o) => o.id === record.ownerId) ?? null) : null;
  const followUp = record.followUpAt
    ? {
        at: record.followUpAt.toISOString(),
        allDay: record.followUpAllDay,
        ...zonedParts(record.followUpAt, site.timeZone),
      }
    : null;
  return { timeline, owners, owner, followUp, awaiting: awaitingAnswer(timeline) };
}
