import { addDays, type DayRange } from "./analytics";

/** A month of the site's time zone, "YYYY-MM". */
export type Month = string;

export const monthOf = (day: string): Month => day.slice(0, 7);

/** The days of `month`, both ends included. */
export function monthRange(month: Month): DayRange {
  const [year = 0, number = 1] = month.split("-").map(Number);
  const next = new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/** `count` months from `month` on (the goal form's choices). */
export function monthsFrom(month: Month, count: number): Month[] {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, number - 1 + i, 1)).toISOString().slice(0, 7),
  );
}

/** "November 2026". */
export const monthLabel = (month: Month) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Where a month's leads stand against its goal on `today`, and what it takes to reach it. */
export type GoalProgress = {
  month: Month;
  leads: number;
  /** Null when no goal is set for the month. */
  goal: number | null;
  /** Days of the month, and of them those gone by, today included. */
  days: number;
  daysGone: number;
  /** Leads a steady pace would have brought by the end of today. */
  expectedByNow: number | null;
  /**
   * Leads still to come, and how many a day that takes over the days left, today's included
   * (null once the month is over).
   */
  remaining: number | null;
  perDayNeeded: number | null;
};

export function goalProgress(
  month: Month,
  today: string,
  leads: number,
  goal: number | null,
): GoalProgress {
  const range = monthRange(month);
  const days = Number(range.to.slice(8));
  const daysGone = today < range.from ? 0 : today > range.to ? days : Number(today.slice(8, 10));
  // Today still counts as a day to bring leads in; after the month, none are left.
  const daysLeft = today < range.from ? days : today > range.to ? 0 : days - daysGone + 1;
  const counted = { month, leads, goal, days, daysGone };
  if (goal === null) {
    return { ...counted, expectedByNow: null, remaining: null, perDayNeeded: null };
  }
  const remaining = Math.max(goal - leads, 0);
  return {
    ...counted,
    expectedByNow: Math.round((goal * daysGone) / days),
    remaining,
    perDayNeeded: daysLeft === 0 ? null : remaining / daysLeft,
  };
}

/** The pace in words: "On pace (12 expected by today)" or "8 more needed: about 0.5 a day". */
export function paceText(progress: GoalProgress): string {
  const { goal, leads, remaining, perDayNeeded, expectedByNow } = progress;
  if (goal === null || remaining === null) return "No goal set.";
  if (remaining === 0) return "Goal reached.";
  if (perDayNeeded === null) return `Month over: ${remaining} short of the goal.`;
  const perDay = perDayNeeded < 10 ? perDayNeeded.toFixed(1) : String(Math.ceil(perDayNeeded));
  const pace =
    expectedByNow !== null && leads >= expectedByNow
      ? `On pace (${expectedByNow} expected by today).`
      : `Behind pace (${expectedByNow} expected by today).`;
  return `${pace} ${remaining} more needed: about ${perDay} a day.`;
}
