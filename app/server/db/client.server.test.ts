import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { rowsOf } from "./rows.server";
import { jobs } from "./schema.server";

describe(`database (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  it("applies the migrations and applying them again changes nothing", async () => {
    await database.migrate();
    const result = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('quotes','demo_requests','contact_submissions','jobs','job_applications','resume_files','email_outbox')`,
    );
    expect(rowsOf<unknown>(result)[0]).toEqual({ n: 7 });
  });

  it("defaults a job's type to Full-time", async () => {
    const [job] = await database.db
      .insert(jobs)
      .values({ title: "Data Engineer", location: "Austin, TX" })
      .returning();
    expect(job?.type).toBe("Full-time");
  });
});
