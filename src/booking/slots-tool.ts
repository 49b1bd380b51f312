import type { CompanyCalendar } from "./calendar";
import { DEFAULT_HOURS } from "./constants";
import { isInWindow, isRealDate } from "./dates";
import { type BookedDay, calendarWindow, dayOfLookup } from "./day-rules";
import { DEFAULT_CALENDAR } from "./default-calendar";
import { CHOOSE_DATE, DATE_AS_TEXT, dateOutsideWindow, hoursMessage, REAL_DATE } from "./messages";
import { isValidHours } from "./slots";

// `get_available_slots`, as the agents' two ways of asking have it: the page's WebMCP tool
// (src/components/booking/available-slots-tool.ts) and the MCP server's (server/mcp/).
// One reading of the input and one result, so an agent hears the same either way. The
// rules and words are the booking schema's (src/booking/schema.ts; a test holds them equal).

/** An agent's `{date, hours?}`: the length is the form's default when left out. */
export function readSlotsInput(
  input: unknown,
  timeZone: string,
  now: Date = new Date(),
  calendar: CompanyCalendar = DEFAULT_CALENDAR,
): { date: string; hours: number } | { error: string } {
  const { date, hours = DEFAULT_HOURS } = (typeof input === "object" && input !== null ? input : {}) as {
    date?: unknown;
    hours?: unknown;
  };
  // Trimmed, as the schema reads it; left out, it is asked for; another type, said to be text.
  const day = typeof date === "string" ? date.trim() : "";
  // In the schema's order: hours, then date.
  const issues: string[] = isValidHours(hours) ? [] : [`hours: ${hoursMessage(hours)}`];
  if (date != null && typeof date !== "string") issues.push(`date: ${DATE_AS_TEXT}`);
  else if (day === "") issues.push(`date: ${CHOOSE_DATE}`);
  else if (!isRealDate(day)) issues.push(`date: ${REAL_DATE}`);
  else {
    const window = calendarWindow(calendar, timeZone, now);
    if (!isInWindow(day, window)) issues.push(`date: ${dateOutsideWindow(window)}`);
  }
  return issues.length > 0 ? { error: issues.join("; ") } : { date: day, hours: hours as number };
}

/** The tool's result: the day's slots of that length, free and booked, in the company's zone. */
export type SlotsToolResult = {
  date: string;
  hours: number;
  timeZone: string;
  timeZoneName: string;
  freeSlots: string[];
  bookedSlots: string[];
  /** False when the bookings could not be read: every slot is listed, the team confirms later. */
  checked: boolean;
  note?: string;
};

export const UNCHECKED_NOTE =
  "The bookings could not be read just now, so every slot is listed; a booking is still taken and the team confirms its slot by e-mail.";

/**
 * The result for a day and a length, from the lookup's result for the day, or from null when
 * it could not be read: then, as the form does for people, every slot, unchecked. Only the
 * slots the day's weekday offers are listed (src/booking/day-rules.ts); a day without a free
 * one has its reason as the note (closed, no hours that weekday, fully booked).
 */
export function slotsToolResult(
  { date, hours }: { date: string; hours: number },
  zone: { timeZone: string; timeZoneName: string },
  lookup: Pick<BookedDay, "bookedSlots" | "closed"> | null,
  calendar: CompanyCalendar = DEFAULT_CALENDAR,
): SlotsToolResult {
  const day = dayOfLookup({ calendar, timeZone: zone.timeZone, date, hours }, lookup ?? { bookedSlots: [] });
  const offered = day.options.filter((option) => option.offered);
  const note = lookup === null ? UNCHECKED_NOTE : day.reason;
  return {
    date,
    hours,
    ...zone,
    freeSlots: offered.filter((option) => !option.booked).map((option) => option.label),
    bookedSlots: offered.filter((option) => option.booked).map((option) => option.label),
    checked: lookup !== null,
    ...(note ? { note } : {}),
  };
}
