/**
 * The rows of a `db.execute` result. Both drivers (node-postgres, PGlite) answer with `{ rows }`,
 * but drizzle types the result per driver, so code written for either reads it here.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (
    typeof result === "object" &&
    result !== null &&
    "rows" in result &&
    Array.isArray(result.rows)
  )
    return result.rows;
  throw new Error("The statement returned no rows");
}
