import { eq } from "drizzle-orm";
import type { WorkspaceHours } from "~/lib/business-hours";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { workspaceSettings } from "../db/schema.server";

export type WorkspaceSettings = WorkspaceHours & { digestHour: number };

export const defaultSettings: WorkspaceSettings = {
  digestHour: 8,
  businessDays: [1, 2, 3, 4, 5],
  businessStartHour: 9,
  businessEndHour: 17,
  untouchedAfterHours: 4,
};

/** The workspace's one settings row (the migration creates it; defaults if it is missing). */
export async function loadWorkspaceSettings(db: Db = defaultDb()): Promise<WorkspaceSettings> {
  const [row] = await db.select().from(workspaceSettings).where(eq(workspaceSettings.id, 1));
  if (!row) return defaultSettings;
  const { digestHour, businessDays, businessStartHour, businessEndHour, untouchedAfterHours } = row;
  return { digestHour, businessDays, businessStartHour, businessEndHour, untouchedAfterHours };
}

export async function saveWorkspaceSettings(settings: WorkspaceSettings, db: Db = defaultDb()) {
  await db
    .insert(workspaceSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({
      target: workspaceSettings.id,
      set: { ...settings, updatedAt: new Date() },
    });
}
