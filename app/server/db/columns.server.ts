import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

// Column builders the schema files share, so each such column is declared one way.

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const id = () => uuid("id").primaryKey().defaultRandom();
