import { type CompanyCalendar, type DayHours, WEEKDAY_NAMES } from "./calendar";
import {
  addDays,
  type BookingWindow,
  bookingWindow,
  type Interval,
  isRealDate,
  keepsWallClock,
  slotInterval,
  weekdayOf,
} from "./dates";
import { CLOCKS_CHANGE_NIGHT } from "./messages";
import {
  isValidHours,
  overlaps,
  parseSlot,
  type SlotOption,
  type SlotRange,
  slotLabel,
  slotsFor,
  WHOLE_DAY,
} from "./slots";

// The company's calendar applied to one day (see docs/architecture.md#where-each-rule-lives):
// which slots a weekday offers, which of them a held booking, a busy time or the buffer
// takes, whether the day is full or closed, and the next date worth trying. The JS form,
// the no-JS and reschedule forms' actions, the booking schema and both slot tools read
// days through here, so every way in sees the same day.

/** Why a day that has hours offers no free slot. */
export const FULLY_BOOKED = "Fully booked";

/** Every slot of `hours` a weekday's hours offer: on the hour, wholly inside one range. */
export function slotsOfDay(day: DayHours, hours: number): string[] {
  if (!isValidHours(hours)) return [];
  return day.flatMap((range) =>
    Array.from({ length: Math.max(0, range.end - range.start - hours + 1) }, (_, index) =>
      slotLabel(range.start + index, hours),
    ),
  );
}

/**
 * Every slot of `hours` that any weekday offers, earliest first: the form's list, the
 * same whatever the date (an agent's view of the field must not change as it types), with
 * those the chosen weekday does not offer disabled. The spec's grid by default.
 */
export function weekSlots(calendar: CompanyCalendar, hours: number): string[] {
  const labels = new Set(calendar.hours.flatMap((day) => slotsOfDay(day, hours)));
  return [...labels].sort();
}

/** The widest hours of the week: the bounds a label is read within. */
export function weekBounds(calendar: CompanyCalendar): SlotRange {
  const ranges = calendar.hours.flat();
  if (ranges.length === 0) return { start: 0, end: 0 };
  return { start: Math.min(...ranges.map((r) => r.start)), end: Math.max(...ranges.map((r) => r.end)) };
}

/** True when `date`'s weekday offers the slot: it lies wholly inside one of its ranges. */
export function offersSlot(calendar: CompanyCalendar, date: string, slot: SlotRange): boolean {
  const day = calendar.hours[weekdayOf(date)] ?? [];
  return day.some((range) => range.start <= slot.start && slot.end <= range.end);
}

/** `offersSlot`, and the slot is real hours that day: not one the clocks skip or repeat (`keepsWallClock`). */
const offeredOn = (calendar: CompanyCalendar, timeZone: string, date: string, slot: SlotRange) =>
  offersSlot(calendar, date, slot) && keepsWallClock(date, slot, timeZone);

/** The dates the calendar lets a visitor book, in the company's zone. */
export function calendarWindow(
  calendar: CompanyCalendar,
  timeZone: string,
  now: Date = new Date(),
): BookingWindow {
  return bookingWindow(timeZone, now, calendar);
}

/** "No consultations on Sundays", or, where that weekday's hours are too short, "No 8-hour consultations on Saturdays". */
export function noHoursReason(calendar: CompanyCalendar, date: string, hours: number): string | null {
  const weekday = weekdayOf(date);
  const day = calendar.hours[weekday] ?? [];
  if (slotsOfDay(day, hours).length > 0) return null;
  const length = day.length > 0 ? ` ${hours}-hour` : "";
  return `No${length} consultations on ${WEEKDAY_NAMES[weekday]}s`;
}

/** The inputs of one day's rule: the calendar, and what the store and n8n know of that day. */
export interface DayInputs {
  calendar: CompanyCalendar;
  timeZone: string;
  date: string;
  hours: number;
  /** The labels of the day's held bookings (the store's and n8n's list): each counts towards the daily limit. */
  held: readonly string[];
  /** Busy times (n8n's calendar), any length, across midnight or not. */
  busy?: readonly Interval[];
  /**
   * The held bookings of the days either side that the buffer reaches (`daysTheBufferReaches`),
   * in this day's hours: the day before's 23:00 to 24:00 is -1 to 0, the next day's first hour 24 to 25.
   */
  nearby?: readonly SlotRange[];
  /** A closed day's reason (the store's closed days); null when open. */
  closed?: string | null;
}

/** A slot of the form's list: `booked` when taken (a held booking, a busy time, the buffer, a full or closed day); `offered` when inside that weekday's hours. */
export interface DayOption extends SlotOption {
  readonly offered: boolean;
}

export interface DaySlots {
  /** The form's list (`weekSlots`), each marked. */
  options: DayOption[];
  /** Why no slot is free ("No consultations on Sundays", "Fully booked", a closed day's reason); null when one is. */
  reason: string | null;
  /** A day closed to bookings (by the team, or a weekday without hours): its slots are not booked, only not offered. */
  closed: boolean;
}

const MINUTE = 60_000;

/**
 * The minutes of the day (from midnight) that `slot` and its buffer cover: a held booking
 * that overlaps them takes the slot. The store checks a booking against the same span
 * (server/store/day-check.ts).
 */
export function bufferedSpan(slot: SlotRange, bufferMinutes: number): SlotRange {
  return { start: slot.start * 60 - bufferMinutes, end: slot.end * 60 + bufferMinutes };
}

const DAY_HOURS = 24;

/**
 * The days either side of `date` (-1, 1) whose bookings the buffer of one of its slots
 * reaches: only a company open around midnight has any. The store checks a booking against
 * the same days (server/store/day-check.ts).
 */
export function daysTheBufferReaches(calendar: CompanyCalendar, date: string): number[] {
  const day = calendar.hours[weekdayOf(date)] ?? [];
  const first = day[0];
  const last = day.at(-1);
  const { bufferMinutes } = calendar;
  return [
    ...(first && bufferedSpan(first, bufferMinutes).start < 0 ? [-1] : []),
    ...(last && bufferedSpan(last, bufferMinutes).end > DAY_HOURS * 60 ? [1] : []),
  ];
}

/** A neighbouring day's slot (`offset` -1 or 1) in the hours of the day it borders. */
export const shiftedSlot = (slot: SlotRange, offset: number): SlotRange => ({
  start: slot.start + offset * DAY_HOURS,
  end: slot.end + offset * DAY_HOURS,
});

/** True when the day holds as many bookings as the daily limit lets it. */
const isFull = ({ calendar, held }: Pick<DayInputs, "calendar" | "held">) =>
  calendar.dailyLimit !== null && new Set(held).size >= calendar.dailyLimit;

/** Whether a slot's label is taken: it lies within the buffer of a held booking or a busy time. */
function takenOn({ calendar, timeZone, date, held, busy = [], nearby = [] }: Omit<DayInputs, "hours">) {
  const { bufferMinutes } = calendar;
  // Held bookings are wall-clock hours of the same day: compared as such, in minutes (no
  // time-zone arithmetic, a hundredth of the cost). Busy times are instants, any length:
  // each slot is read as its real instants only when there are some.
  const heldRanges = [...held.flatMap((label) => parseSlot(label.trim(), WHOLE_DAY) ?? []), ...nearby];
  const near = (a: SlotRange, b: SlotRange) => {
    const span = bufferedSpan(a, bufferMinutes);
    return b.start * 60 < span.end && span.start < b.end * 60;
  };
  const buffer = bufferMinutes * MINUTE;
  const busyNear = (label: string) => {
    const at = busy.length > 0 ? slotInterval(date, label, timeZone, WHOLE_DAY) : null;
    return (
      at !== null &&
      busy.some(
        (interval) =>
          at.start.getTime() < interval.end.getTime() + buffer &&
          interval.start.getTime() - buffer < at.end.getTime(),
      )
    );
  };
  return (label: string, slot: SlotRange) => heldRanges.some((taken) => near(slot, taken)) || busyNear(label);
}

/** Why a day with hours and no free slot has none: booked, or every slot is one the clocks break that night. */
function unbookedReason({ calendar, timeZone, date, hours }: DayInputs): string {
  const weekday = calendar.hours[weekdayOf(date)] ?? [];
  const slots = slotsOfDay(weekday, hours).map((label) => parseSlot(label, WHOLE_DAY) as SlotRange);
  return slots.every((slot) => !keepsWallClock(date, slot, timeZone)) ? CLOCKS_CHANGE_NIGHT : FULLY_BOOKED;
}

/** The rule of one day: its slots of `hours`, each marked, and why none is free when none is. */
export function daySlots(inputs: DayInputs): DaySlots {
  const { calendar, timeZone, date, hours, closed = null } = inputs;
  const taken = takenOn(inputs);
  const full = isFull(inputs);
  const options = weekSlots(calendar, hours).map((label): DayOption => {
    const slot = parseSlot(label, WHOLE_DAY) as SlotRange;
    const booked = closed !== null || full || taken(label, slot);
    return { label, booked, offered: offeredOn(calendar, timeZone, date, slot) };
  });
  const free = options.some((option) => option.offered && !option.booked);
  const reason = free ? null : (closed ?? noHoursReason(calendar, date, hours) ?? unbookedReason(inputs));
  return { options, reason, closed: closed !== null };
}

/**
 * What the booked-slots lookup answers for a day (the body `/api/n8n/get-booked-slots`
 * sends, src/booking/schema.ts): the labels of the held bookings, then the one-hour labels
 * the buffer, busy times and the weekday's hours make unavailable; for a closed, hourless or
 * full day every one-hour label, and why. A client that reads only `bookedSlots` never
 * offers an unavailable slot.
 */
export interface BookedDay {
  bookedSlots: string[];
  closed?: { reason: string };
  full?: true;
}

/** The day's lookup result from what the store and n8n know of it (`hours` plays no part: every length reads it). */
export function bookedDayOf(inputs: Omit<DayInputs, "hours">): BookedDay {
  const { calendar, timeZone, date, held, closed = null } = inputs;
  const weekday = calendar.hours[weekdayOf(date)] ?? [];
  // The spec's grid, and the weekday's own hours: the labels an older client may offer.
  const labels = [...new Set([...slotsFor(1), ...slotsOfDay(weekday, 1)])].sort();
  const listed = (extra: string[]) => [...new Set([...held, ...extra])];
  const why = closed ?? (weekday.length === 0 ? noHoursReason(calendar, date, 1) : null);
  if (why !== null) return { bookedSlots: listed(labels), closed: { reason: why } };
  if (isFull(inputs)) return { bookedSlots: listed(labels), full: true };
  const taken = takenOn(inputs);
  // A label inside a held booking is said by the booking's own label already.
  const heldRanges = held.flatMap((label) => parseSlot(label.trim(), WHOLE_DAY) ?? []);
  return {
    bookedSlots: listed(
      labels.filter((label) => {
        const slot = parseSlot(label, WHOLE_DAY) as SlotRange;
        const inHeld = heldRanges.some((range) => overlaps(range, slot));
        return !offeredOn(calendar, timeZone, date, slot) || (!inHeld && taken(label, slot));
      }),
    ),
  };
}

/**
 * A day as the forms and the slot tools read it from the lookup's result: that
 * already holds the buffer, the busy times and the daily limit, so only the weekday's hours
 * and its labels and reason are applied here.
 */
export function dayOfLookup(
  { calendar, timeZone, date, hours }: Omit<DayInputs, "held" | "busy" | "closed">,
  lookup: { bookedSlots: readonly string[]; closed?: { reason: string } },
): DaySlots {
  const applied = { ...calendar, bufferMinutes: 0, dailyLimit: null };
  const closed = lookup.closed?.reason ?? null;
  return daySlots({ calendar: applied, timeZone, date, hours, held: lookup.bookedSlots, closed });
}

/**
 * The next date after `date`, inside `window`, whose weekday offers a slot of `hours`
 * (`isOpen`, when given, may rule out more: a closed or full day); null when none is.
 */
export function nextOpenDate(
  calendar: CompanyCalendar,
  date: string,
  hours: number,
  window: BookingWindow,
  isOpen: (date: string) => boolean = () => true,
): string | null {
  // A posted date that is no date has no day after it, and one at or past the window's end
  // has none inside it (its next days would be walked towards a year 10000).
  if (!isRealDate(date) || date >= window.max) return null;
  // A week holds every weekday; `isOpen` may rule out more, so the whole window is walked.
  for (let next = addDays(date < window.min ? addDays(window.min, -1) : date, 1); next <= window.max; ) {
    if (noHoursReason(calendar, next, hours) === null && isOpen(next)) return next;
    next = addDays(next, 1);
  }
  return null;
}

/** A day as the lookup gives it (`BookedDay`), or null when it cannot be read. */
export type DayLookup = (
  date: string,
) => Promise<{ bookedSlots: readonly string[]; closed?: { reason: string } } | null>;

/** How many dates with hours the search for the next free one reads before it gives up. */
export const NEXT_FREE_PROBES = 7;

/**
 * The next date after `date`, inside `window`, with a free slot of `hours`: each date whose
 * weekday has hours and that `isOpen` does not rule out (the closed days the caller knows)
 * read through `lookUp` (so a full or busy day is passed over too), at most
 * `NEXT_FREE_PROBES` of them; a date that cannot be read is named (the form offers its
 * slots, the team confirms). Null when none is found; a `lookUp` that throws ends the search.
 */
export async function nextFreeDate(
  { calendar, timeZone, date, hours }: Omit<DayInputs, "held" | "busy" | "closed">,
  window: BookingWindow,
  lookUp: DayLookup,
  isOpen: (date: string) => boolean = () => true,
): Promise<string | null> {
  let from = date;
  for (let probe = 0; probe < NEXT_FREE_PROBES; probe++) {
    const next = nextOpenDate(calendar, from, hours, window, isOpen);
    if (next === null) return null;
    const answer = await lookUp(next);
    if (answer === null || dayOfLookup({ calendar, timeZone, date: next, hours }, answer).reason === null)
      return next;
    from = next;
  }
  return null;
}

/** The day's option for `label`, if the list has it. */
export const optionOf = (day: DaySlots, label: string) =>
  day.options.find((option) => option.label === label);

/** True when `label` is one of the day's free slots: offered that weekday and not taken. */
export function isFreeSlot(day: DaySlots, label: string): boolean {
  const option = optionOf(day, label);
  return option?.offered === true && !option.booked;
}
