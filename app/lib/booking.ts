/** Meeting booking (record 077): what the browser and the server share. */

/** Stored ids of the meeting types (never renamed), with the lengths they start with. */
export const meetingTypeIds = ["demo", "discovery", "interview"] as const;
export type MeetingTypeId = (typeof meetingTypeIds)[number];

/** A wall-clock interval of one weekday, "HH:MM" to "HH:MM" in the staff member's zone. */
export type WorkingInterval = { start: string; end: string };
/** Working hours by weekday, 0 = Sunday … 6 = Saturday. */
export type WeeklyHours = Record<string, WorkingInterval[]>;

export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Monday to Friday, 9 to 5: what a new availability starts with. */
export const defaultWeeklyHours: WeeklyHours = Object.fromEntries(
  [1, 2, 3, 4, 5].map((day) => [String(day), [{ start: "09:00", end: "17:00" }]]),
);

/** Where a meeting stands. */
export const meetingStatuses = ["booked", "cancelled", "completed", "no-show"] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** Meetings (and their buffers) take whole blocks of this length (record 077). */
export const BLOCK_MINUTES = 15;
/** How far ahead visitors may book. */
export const BOOKING_DAYS = 14;
