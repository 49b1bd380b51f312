import type { SlotRange } from "./slots";

// The company's calendar (`BOOKING_HOURS` and the other BOOKING_* settings, parsed by
// server/env.ts): plain data, so the server hands the browser the same value it checks
// with. The rules that read it are in ./day-rules.ts.

/** One weekday's consultation hours: whole-hour ranges, earliest first; empty when it has none. */
export type DayHours = readonly SlotRange[];
/** Sunday first, as `Date#getDay` counts. */
export type WeeklyHours = readonly DayHours[];

export interface CompanyCalendar {
  /** `BOOKING_HOURS`. */
  readonly hours: WeeklyHours;
  /** `BOOKING_LEAD_DAYS`: the earliest date is this many days after today (1: tomorrow). */
  readonly leadDays: number;
  /** `BOOKING_WINDOW_DAYS`: the latest date is this many days after today. */
  readonly windowDays: number;
  /** `BOOKING_BUFFER_MINUTES`: the least time between a slot and a held booking or a busy time. */
  readonly bufferMinutes: number;
  /** `BOOKING_DAILY_LIMIT`: at most this many held bookings a day; null for no limit. */
  readonly dailyLimit: number | null;
}

/** The spec's grid: every day, 11:00 to 20:00. */
export const DEFAULT_BOOKING_HOURS = "mon-sun 11:00-20:00";

// Apart, so the layout (src/site.tsx) carries the default without the parser and the words.

/** What `BOOKING_HOURS` must look like, for the message that refuses it. */
export const HOURS_FORM =
  "comma-separated groups of days and hours such as `mon-fri 09:00-12:00 13:00-17:00, sat 10:00-14:00`";

const dayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** `mon` or `mon-fri` (a range may wrap: `fri-mon`) as weekday indexes, Sunday 0. */
function daysOf(text: string): number[] {
  const [first, last = first, extra] = text.toLowerCase().split("-");
  const from = dayKeys.indexOf(first ?? "");
  const to = dayKeys.indexOf(last ?? "");
  if (from < 0 || to < 0 || extra !== undefined) {
    throw new Error(`"${text}" is not a day (mon, tue, ...) or a range of days (mon-fri)`);
  }
  const days = [from];
  for (let day = from; day !== to; ) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

/** `09:00-17:00` as whole hours. */
function rangeOf(text: string): SlotRange {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a range of hours such as 09:00-17:00`);
  const [, startHour, startMinute, endHour, endMinute] = match;
  if (startMinute !== "00" || endMinute !== "00")
    throw new Error(`"${text}" must start and end on whole hours`);
  const range = { start: Number(startHour), end: Number(endHour) };
  if (range.start > 23 || range.end > 24) throw new Error(`"${text}" names an hour past 24:00`);
  if (range.end <= range.start) throw new Error(`"${text}" ends before it starts`);
  return range;
}

/**
 * Reads `BOOKING_HOURS`; throws an Error saying what is wrong (a day named twice, ranges
 * that overlap, a range that ends before it starts, minutes other than :00).
 */
export function parseBookingHours(text: string): WeeklyHours {
  const week: (SlotRange[] | undefined)[] = Array.from({ length: 7 }, () => undefined);
  for (const group of text.split(",").map((part) => part.trim())) {
    const [days = "", ...ranges] = group.split(/\s+/);
    if (ranges.length === 0) throw new Error(`"${group}" needs days and at least one range of hours`);
    const sorted = ranges.map(rangeOf).sort((a, b) => a.start - b.start);
    sorted.forEach((range, index) => {
      const before = sorted[index - 1];
      if (before && range.start < before.end) throw new Error(`"${group}" has ranges that overlap`);
    });
    for (const day of daysOf(days)) {
      if (week[day]) throw new Error(`${WEEKDAY_NAMES[day]} is named twice`);
      week[day] = sorted;
    }
  }
  return week.map((ranges) => ranges ?? []);
}

/** The dates a visitor may book, in words: "from tomorrow to 365 days ahead" (`BOOKING_LEAD_DAYS`, `BOOKING_WINDOW_DAYS`). */
export const windowInWords = ({ leadDays, windowDays }: Pick<CompanyCalendar, "leadDays" | "windowDays">) =>
  `from ${leadDays === 1 ? "tomorrow" : `${leadDays} days ahead`} to ${windowDays} days ahead`;

const hourWords = (hour: number) =>
  hour % 24 === 0 ? "midnight" : hour === 12 ? "noon" : `${hour % 12 || 12} ${hour < 12 ? "AM" : "PM"}`;

const sameHours = (a: DayHours, b: DayHours) =>
  a.length === b.length &&
  a.every((range, index) => range.start === b[index]?.start && range.end === b[index]?.end);

/**
 * The hours in words, weekdays from Monday: "Monday to Friday, 9 AM to noon and 1 PM to
 * 5 PM; Saturday, 10 AM to 2 PM Eastern Time"; "Every day, 11 AM to 8 PM Eastern Time".
 */
export function hoursInWords(hours: WeeklyHours, zoneName: string): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: { first: number; last: number; ranges: DayHours }[] = [];
  for (const day of order) {
    const ranges = hours[day] ?? [];
    const run = runs.at(-1);
    if (run && run.last === (day + 6) % 7 && sameHours(run.ranges, ranges)) run.last = day;
    else runs.push({ first: day, last: day, ranges });
  }
  // A run through the weekend into Monday is one run ("Friday to Monday"), read from its start.
  const [head, tail] = [runs[0], runs.at(-1)];
  if (
    head &&
    tail &&
    head !== tail &&
    head.first === 1 &&
    tail.last === 0 &&
    sameHours(head.ranges, tail.ranges)
  ) {
    tail.last = head.last;
    runs.shift();
  }
  const open = runs.filter((run) => run.ranges.length > 0);
  if (open.length === 0) return "No consultation hours";
  const times = (ranges: DayHours) =>
    ranges.map((range) => `${hourWords(range.start)} to ${hourWords(range.end)}`).join(" and ");
  const days = ({ first, last }: { first: number; last: number }) => {
    if (first === 1 && last === 0) return "Every day";
    if (first === last) return WEEKDAY_NAMES[first];
    const joint = (first + 1) % 7 === last ? "and" : "to";
    return `${WEEKDAY_NAMES[first]} ${joint} ${WEEKDAY_NAMES[last]}`;
  };
  return `${open.map((run) => `${days(run)}, ${times(run.ranges)}`).join("; ")} ${zoneName}`;
}
