// `npm run db:migrate` and `npm run db:seed`: run against DATABASE_URL, or the embedded database.
import "../host/env-file.ts";
import { config } from "../app/server/config.server.ts";
import { openDatabase } from "../app/server/db/client.server.ts";
import { seedSampleJobs } from "../app/server/db/seed.server.ts";

const command = process.argv[2];
const { DATABASE_URL, DATA_DIR } = config();
const database = openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.engine}).`);
  if (command === "seed") {
    await seedSampleJobs(database.db);
    console.log("Sample job postings added.");
  }
} finally {
  await database.close();
}
