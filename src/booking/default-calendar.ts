import type { CompanyCalendar } from "./calendar";
import { MAX_DAYS_AHEAD, WORKDAY_END_HOUR, WORKDAY_START_HOUR } from "./constants";

/**
 * The calendar of the spec's grid (`BOOKING_HOURS` unset): every day 11:00 to 20:00, from
 * tomorrow to 365 days ahead, no buffer, no daily limit. A file of its own because every
 * page's layout (src/site.tsx) carries it: the home page's bundle must not take the parser.
 */
export const DEFAULT_CALENDAR: CompanyCalendar = {
  hours: Array.from({ length: 7 }, () => [{ start: WORKDAY_START_HOUR, end: WORKDAY_END_HOUR }]),
  leadDays: 1,
  windowDays: MAX_DAYS_AHEAD,
  bufferMinutes: 0,
  dailyLimit: null,
};
