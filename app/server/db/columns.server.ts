import { type AnyPgColumn, customType, timestamp, uuid } from "drizzle-orm/pg-core";

// Column builders the schema files share, so each such column is declared one way.

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A moment in time; the schema keeps every one with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A moment that is required and, unless given, the moment the row is written. */
export const timestamptzNow = (name: string) => timestamptz(name).notNull().defaultNow();

export const createdAt = () => timestamptzNow("created_at");

export const updatedAt = () => timestamptzNow("updated_at");

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const id = () => uuid("id").primaryKey().defaultRandom();

/** A row's parent, by its id: every row has one, and is deleted with it. */
export const partOf = (name: string, parentId: () => AnyPgColumn) =>
  uuid(name).notNull().references(parentId, { onDelete: "cascade" });
