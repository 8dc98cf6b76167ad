// npm run admin:create -- --email admin@example.com --name "Ada Admin" [--password …]
// Creates the first admin (or promotes an existing account). Prints a generated password
// when none is given.
import "../host/env-file.ts";
import { parseArgs } from "node:util";
import { createOrPromoteAdmin } from "../app/server/accounts/admin-account.server";
import { config } from "../app/server/config.server";
import { openDatabase } from "../app/server/db/client.server";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
});
if (!values.email || !values.name) {
  console.error(
    'Usage: npm run admin:create -- --email admin@example.com --name "Full Name" [--password …]',
  );
  process.exit(2);
}
const { DATABASE_URL, DATA_DIR } = config();
const database = openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
try {
  await database.migrate();
  const result = await createOrPromoteAdmin(database.db, {
    email: values.email,
    name: values.name,
    password: values.password,
  });
  console.log(
    result.created ? `Created admin ${values.email}.` : `${values.email} is now an admin.`,
  );
  if (result.created && !values.password)
    console.log(`Generated password (shown once): ${result.password}`);
  console.log("At the first sign-in, the admin is asked to set up two-factor sign-in.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
