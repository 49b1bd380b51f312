import type { CompanyCalendar } from "../../src/booking/calendar";
import { addDays, todayIn, weekdayOf } from "../../src/booking/dates";
import { nextOpenDate, slotsOfDay } from "../../src/booking/day-rules";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";

// The one example booking the documents for programs show: the agent guide's request and
// response, and the OpenAPI document's examples (server/openapi/). A test books it as written.

/**
 * The example request's key: an obvious placeholder that still books as written (a key is
 * bound to the client that first used it, so agents copying it would only collide with
 * themselves; the guide tells them to make a new one).
 */
export const EXAMPLE_KEY = "REPLACE-with-a-new-UUID-for-each-booking";

/** An example response's id and token: shaped like real ones, naming no booking. */
export const EXAMPLE_ID = "0b6e8a52-3f0e-4c61-9a57-2d8f1c7e4a10";
export const EXAMPLE_TOKEN = "Qm9va2luZ0xpbmtUb2tlbkV4YW1wbGVPbmx5XzEyMzQ";

/**
 * The example's date: the 15th of the month six months after the one the server starts in
 * (in the company's zone). So the example books as written for five months and more after
 * each start, and every instance of a fleet started within a month serves the same documents.
 */
function exampleDate(timeZone: string, now: Date): string {
  const [year, month] = todayIn(timeZone, now).split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + 6, 15)).toISOString().slice(0, 10);
}

/**
 * A booking request that books as written, on a date counted from `now` in the company's
 * zone: the first day from the example's date on whose weekday the company's hours offer a
 * slot, and its first slot.
 */
export function exampleBooking(timeZone: string, now: Date, calendar: CompanyCalendar = DEFAULT_CALENDAR) {
  const from = exampleDate(timeZone, now);
  const far = { min: from, max: addDays(from, 7) };
  const date = nextOpenDate(calendar, addDays(from, -1), 1, far) ?? from;
  return {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 555 010 2000",
    isWhatsapp: false,
    serviceCategories: ["Cloud Migration"],
    hours: 1,
    date,
    timeSlot: slotsOfDay(calendar.hours[weekdayOf(date)] ?? [], 1)[0] ?? "",
    subject: "Moving our ERP to the cloud",
    description: "We want a migration plan with a budget estimate.",
  };
}
