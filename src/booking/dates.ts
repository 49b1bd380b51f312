import { TZDate, tzOffset } from "@date-fns/tz";
import { MAX_DAYS_AHEAD } from "./constants";
import { parseSlot, type SlotRange, WHOLE_DAY, WORKDAY } from "./slots";

// Every calendar date here is a "yyyy-MM-dd" string and every instant a Date. Days are
// counted in UTC and wall-clock times read through TZDate, so the machine's own zone
// (the server's or the visitor's) never leaks into a result.

export interface BookingWindow {
  /** Earliest bookable date: tomorrow in the company's zone (`BOOKING_LEAD_DAYS`). */
  readonly min: string;
  /** Latest bookable date: 365 days after today in the company's zone (`BOOKING_WINDOW_DAYS`). */
  readonly max: string;
}

export interface Interval {
  readonly start: Date;
  readonly end: Date;
}

const HOUR_MS = 3_600_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (value: number, length = 2) => String(value).padStart(length, "0");

function dateString(year: number, monthIndex: number, day: number): string {
  return `${pad(year, 4)}-${pad(monthIndex + 1)}-${pad(day)}`;
}

/** Year, month index and day of a real yyyy-MM-dd date, or null. */
function dateParts(value: string): [number, number, number] | null {
  const match = datePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // setUTCFullYear, not Date.UTC, because Date.UTC maps years 0-99 to 1900-1999.
  const probe = new Date(0);
  probe.setUTCFullYear(year, month, day);
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month && probe.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/**
 * The yyyy-MM-dd `days` after `value` (a calendar date: no zone, no daylight saving). Throws
 * on a value that is no date: a walk from it would never reach its end date.
 */
export function addDays(value: string, days: number): string {
  const parts = dateParts(value);
  if (!parts) throw new RangeError(`Not a date: ${JSON.stringify(value.slice(0, 20))}`);
  const [year, month, day] = parts;
  const next = new Date(0);
  next.setUTCFullYear(year, month, day + days);
  return dateString(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate());
}

/** The weekday of a real yyyy-MM-dd, Sunday 0 (NaN for anything else). */
export function weekdayOf(value: string): number {
  const [year, month, day] = dateParts(value) ?? [Number.NaN, 0, 0];
  const at = new Date(0);
  at.setUTCFullYear(year, month, day);
  return at.getUTCDay();
}

/** True for a time zone this runtime knows (IANA name or UTC offset). */
export function isValidTimeZone(timeZone: string): boolean {
  return !Number.isNaN(tzOffset(timeZone, new Date(0)));
}

/** True for an exact "yyyy-MM-dd" string naming a day that exists (so not 2026-02-30 or " 2026-01-01"). */
export function isRealDate(value: string): boolean {
  return dateParts(value) !== null;
}

/** Today's date in `timeZone` as yyyy-MM-dd. Throws a RangeError for an unknown zone rather than guess one. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const local = new TZDate(now.getTime(), timeZone);
  return dateString(local.getFullYear(), local.getMonth(), local.getDate());
}

/**
 * The dates a visitor may book, in the company's zone: from `leadDays` after today
 * (tomorrow by default) to `windowDays` after it (365), as the company's calendar says
 * (src/booking/calendar.ts).
 */
export function bookingWindow(
  timeZone: string,
  now: Date = new Date(),
  { leadDays, windowDays }: { leadDays: number; windowDays: number } = {
    leadDays: 1,
    windowDays: MAX_DAYS_AHEAD,
  },
): BookingWindow {
  return windowFrom(todayIn(timeZone, now), { leadDays, windowDays });
}

/** How long from `now` until the next midnight in `timeZone` (DST days have 23 or 25 hours). */
export function msUntilNextDay(timeZone: string, now: Date): number {
  const tomorrow = dateParts(addDays(todayIn(timeZone, now), 1));
  if (!tomorrow) throw new RangeError("calendar: no next day");
  const [year, month, day] = tomorrow;
  return new TZDate(year, month, day, 0, 0, 0, timeZone).getTime() - now.getTime();
}

/** The window of `bookingWindow` as seen on `today` (yyyy-MM-dd in the company's zone). */
export function windowFrom(
  today: string,
  { leadDays, windowDays }: { leadDays: number; windowDays: number },
): BookingWindow {
  return { min: addDays(today, leadDays), max: addDays(today, windowDays) };
}

/** True when `date` is a real yyyy-MM-dd inside `window` (see `bookingWindow`). */
export function isInWindow(date: string, { min, max }: BookingWindow): boolean {
  // Four-digit years make yyyy-MM-dd strings sort like the dates they name.
  return isRealDate(date) && date >= min && date <= max;
}

/**
 * The real instants a slot starts and ends, reading its hours as wall-clock time in
 * `timeZone` on `date` (so 11:00 is 15:00Z in summer and 16:00Z in winter in New York).
 * Null when the date or label is not valid; a label is read within the spec's working day
 * unless `within` widens it (a stored booking's, on the company's own hours: `WHOLE_DAY`).
 */
export function slotInterval(
  date: string,
  label: string,
  timeZone: string,
  within: SlotRange = WORKDAY,
): Interval | null {
  const parts = dateParts(date);
  const slot = parseSlot(label, within);
  if (!parts || !slot || !isValidTimeZone(timeZone)) return null;
  const [year, month, day] = parts;
  const start = new TZDate(year, month, day, slot.start, 0, 0, timeZone).getTime();
  // As long as its label says, even for a slot the clocks skip or repeat (not offered, but
  // one booked before that rule still has a meeting time and a calendar event).
  return { start: new Date(start), end: new Date(start + (slot.end - slot.start) * HOUR_MS) };
}

/**
 * The UTC offsets (minutes) in force before and after the day of `date`, or null for an
 * unknown zone; memoised for the last day asked, as a day's slots are read one by one.
 */
let lastDayOffsets: { key: string; offsets: readonly [number, number] | null } | null = null;

function offsetsAround(
  [year, month, day]: [number, number, number],
  timeZone: string,
): readonly [number, number] | null {
  const key = `${year}-${month}-${day} ${timeZone}`;
  if (lastDayOffsets?.key !== key) {
    // Half a day beyond the UTC day reaches past the local one whatever the zone's offset
    // (at most 14 hours); a zone changes its clocks at most once in such a span.
    const before = tzOffset(timeZone, new Date(Date.UTC(year, month, day) - 15 * HOUR_MS));
    const after = tzOffset(timeZone, new Date(Date.UTC(year, month, day + 1) + 15 * HOUR_MS));
    lastDayOffsets = { key, offsets: Number.isNaN(before) ? null : [before, after] };
  }
  return lastDayOffsets.offsets;
}

/**
 * True when a slot's wall-clock hours on `date` are real hours in `timeZone`: its start is a
 * time the clocks show once that day, and its end one they show the slot's length later.
 * False for a slot the clocks skip or repeat part of, or that ends where they jump (in New
 * York, 01:00 to 02:00 and 02:00 to 03:00 the night they go forward, 01:00 to 02:00 the
 * night they go back; in Berlin, 02:00 to 03:00 both nights): it has no one meeting time.
 */
export function keepsWallClock(date: string, slot: SlotRange, timeZone: string): boolean {
  const parts = dateParts(date);
  const offsets = parts && offsetsAround(parts, timeZone);
  if (!parts || !offsets || offsets[0] === offsets[1]) return true;
  const [year, month, day] = parts;
  // Every instant the clocks show `hour`:00 that day: none where they skip it, two where they repeat it.
  const instantsOf = (hour: number) => {
    const candidates = new Set(offsets.map((offset) => Date.UTC(year, month, day, hour) - offset * 60_000));
    return [...candidates].filter((at) => {
      const shown = new Date(at + tzOffset(timeZone, new Date(at)) * 60_000);
      return shown.getUTCHours() === hour % 24 && shown.getUTCMinutes() === 0;
    });
  };
  // The start must be one instant; the end, one the slot's length after it (a slot may end at
  // the first of two 01:00s, as a meeting from midnight does the night the clocks go back).
  const [start, ...others] = instantsOf(slot.start);
  const length = (slot.end - slot.start) * HOUR_MS;
  return start !== undefined && others.length === 0 && instantsOf(slot.end).includes(start + length);
}

/**
 * The slot in the visitor's own time, e.g. "16:00 to 17:00 your time", with the weekday
 * and day in front when the visitor's date differs ("Wed 11 Mar, 08:00 to 09:00 your time").
 * Null when both zones have the same offset then (nothing to add) or an input is not valid.
 */
export function formatSlotForVisitor(
  date: string,
  label: string,
  companyZone: string,
  visitorZone: string,
): string | null {
  const interval = slotInterval(date, label, companyZone, WHOLE_DAY);
  if (!interval || !isValidTimeZone(visitorZone)) return null;
  const sameOffset = (at: Date) => tzOffset(companyZone, at) === tzOffset(visitorZone, at);
  if (sameOffset(interval.start) && sameOffset(interval.end)) return null;

  const start = new TZDate(interval.start.getTime(), visitorZone);
  const end = new TZDate(interval.end.getTime(), visitorZone);
  const time = (at: TZDate) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const times = `${time(start)} to ${time(end)} your time`;
  const visitorDate = dateString(start.getFullYear(), start.getMonth(), start.getDate());
  if (visitorDate === date) return times;
  return `${weekdays[start.getDay()]} ${start.getDate()} ${months[start.getMonth()]}, ${times}`;
}

/**
 * The short name of `timeZone` on that day ("EST" or "EDT" for America/New_York), for
 * labelling slot times. A yyyy-MM-dd is read at noon there. Where the runtime has no
 * abbreviation, Intl gives "GMT+5:30" style; if Intl fails altogether we build that ourselves.
 */
export function zoneAbbreviation(date: Date | string, timeZone: string): string {
  const parts = typeof date === "string" ? dateParts(date) : null;
  const at = parts ? new Date(new TZDate(...parts, 12, 0, 0, timeZone).getTime()) : new Date(date);
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    if (name) return name;
  } catch {
    // An unknown zone or a runtime without time-zone data: fall through to the offset.
  }
  const offset = tzOffset(timeZone, at);
  if (Number.isNaN(offset)) return timeZone;
  if (offset === 0) return "GMT";
  const hours = Math.trunc(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? "-" : "+"}${hours}${minutes ? `:${pad(minutes)}` : ""}`;
}

/**
 * An instant as a wall-clock time in `timeZone`, named: "Sat 21 Nov 2026, 10:00 EST" (the
 * team page's history). Built from parts rather than Intl's date format, whose spacing
 * differs between runtimes.
 */
export function instantIn(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  const day = `${weekdays[local.getDay()]} ${local.getDate()} ${months[local.getMonth()]} ${local.getFullYear()}`;
  return `${day}, ${pad(local.getHours())}:${pad(local.getMinutes())} ${zoneAbbreviation(at, timeZone)}`;
}

/** "Tuesday, March 10, 2026": a yyyy-MM-dd as written, with no zone shifting it a day. */
export function longDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
}
