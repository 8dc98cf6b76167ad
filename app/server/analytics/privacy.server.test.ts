import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { rowsOf } from "../db/rows.server";
import { hitOf } from "./page-view.server";
import { createPageViewRecorder } from "./recorder.server";
import { rollUpPending } from "./rollup.server";

const ADDRESS = "203.0.113.77";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) ProbeBrowser/9.9.1 Chrome/131.0 Safari/537.36";
const TABLES = ["analytics_events", "analytics_daily", "analytics_salts"];

describe(`what analytics keeps of a visitor (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  it("stores no network address and no User-Agent, in any column of any analytics table", async () => {
    const recorder = createPageViewRecorder(database.db, 60_000);
    for (const path of ["/", "/products?utm_source=probe&utm_campaign=probe", "/about"]) {
      const request = new Request(`https://brazos.example${path}`, {
        headers: { "user-agent": AGENT, referer: "https://search.example/?q=brazos" },
      });
      const hit = hitOf(request, { status: 200, contentType: "text/html" }, ADDRESS);
      if (hit) recorder.add(hit);
    }
    expect(await recorder.flush()).toBe(3);
    await recorder.stop();
    await rollUpPending(database.db);

    const columns = await database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_name in ('analytics_events', 'analytics_daily', 'analytics_salts')`);
    const names = rowsOf<{ column_name: string }>(columns).map((row) => row.column_name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => /ip|addr|agent|ua$/i.test(name))).toEqual([]);

    for (const table of TABLES) {
      const rows = await database.db.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      const text = rowsOf<{ row: string }>(rows)
        .map((row) => row.row)
        .join("\n");
      expect(text.length, table).toBeGreaterThan(0);
      for (const secret of [ADDRESS, "203.0.113", AGENT, "ProbeBrowser", "X11; Linux"])
        expect(text, `${table} holds ${secret}`).not.toContain(secret);
    }
  });
});
