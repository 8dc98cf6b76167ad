import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { businessHoursBetween, isUntouched, percentile } from "~/lib/business-hours";
import { toWholeMinutes } from "~/lib/durations";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import {
  type KindResponseTimes,
  type OwnerResponseTimes,
  type ResponseFigures,
  responseWindows,
} from "~/lib/response-times";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { users } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { loadWorkspaceSettings } from "../workspace/workspace-settings.server";

const WEEK = 7 * 86_400_000;

function figures(hours: number[]): ResponseFigures {
  return {
    count: hours.length,
    median: toWholeMinutes(percentile(hours, 0.5)),
    p90: toWholeMinutes(percentile(hours, 0.9)),
  };
}

/**
 * Time to first response in business hours, median and 90th percentile, per list and per owner,
 * over the last 4 and 12 weeks (by when the lead arrived), and how many leads are untouched now.
 */
export async function loadResponseTimes(db: Db = defaultDb(), now = new Date()) {
  const settings = await loadWorkspaceSettings(db);
  const since = new Date(now.getTime() - Math.max(...responseWindows) * WEEK);
  const perKind: KindResponseTimes[] = [];
  const perOwner = new Map<string, { at: Date; hours: number }[]>();
  // Only lists whose senders wait for an answer (not the newsletter's, record 079).
  for (const kind of leadKindIds.filter((k) => leadKinds[k].awaitsAnswer)) {
    const { table } = leadTables[kind];
    const firstResponseAt = sql<Date | null>`${table}.first_response_at`;
    const answered = (await db
      .select({
        createdAt: table.createdAt,
        firstResponseAt,
        owner: users.name,
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.ownerId))
      .where(and(gt(table.createdAt, since), isNotNull(firstResponseAt)))) as {
      createdAt: Date;
      firstResponseAt: Date;
      owner: string | null;
    }[];
    const timed = answered.map((row) => ({
      at: row.createdAt,
      owner: row.owner ?? "Unassigned",
      hours: businessHoursBetween(
        row.createdAt,
        new Date(row.firstResponseAt),
        settings,
        site.timeZone,
      ),
    }));
    for (const row of timed) perOwner.set(row.owner, [...(perOwner.get(row.owner) ?? []), row]);
    const waiting = (await db
      .select({ createdAt: table.createdAt })
      .from(table)
      .where(and(gt(table.createdAt, since), isNull(firstResponseAt)))) as {
      createdAt: Date;
    }[];
    perKind.push({
      kind,
      label: leadKinds[kind].label,
      windows: byWindow(timed, now),
      untouched: waiting.filter((lead) =>
        isUntouched({ ...lead, firstResponseAt: null }, settings, now, site.timeZone),
      ).length,
    });
  }
  const owners: OwnerResponseTimes[] = [...perOwner]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([owner, rows]) => ({ owner, windows: byWindow(rows, now) }));
  return { perKind, owners, untouchedAfterHours: settings.untouchedAfterHours };
}

function byWindow(rows: { at: Date; hours: number }[], now: Date): Record<number, ResponseFigures> {
  return Object.fromEntries(
    responseWindows.map((weeks) => [
      weeks,
      figures(
        rows.filter((row) => row.at.getTime() > now.getTime() - weeks * WEEK).map((r) => r.hours),
      ),
    ]),
  );
}
