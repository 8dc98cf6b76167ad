import { sql } from "drizzle-orm";

/** Times come from the database clock, so that instances with skewed clocks agree. */
export const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
