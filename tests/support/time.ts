/** A day in milliseconds, for tests that move a clock or a record's date by whole days. */
export const DAY = 86_400_000;
