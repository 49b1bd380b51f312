import type { CompanyCalendar } from "../../src/booking/calendar";
import { weekSlots } from "../../src/booking/day-rules";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";
import { EXAMPLE_ID, EXAMPLE_TOKEN, exampleBooking } from "../agents/booking-example";
import type { Body } from "../api/body-schemas";

// The OpenAPI document's examples: the agent guide's booking (../agents/booking-example.ts),
// and the response bodies its changes and the team's decisions give, typed as those bodies are.

export interface ExampleFacts {
  siteUrl: string;
  timeZone: string;
  now: Date;
  /** The company's calendar (src/booking/calendar.ts): the examples book inside its hours. */
  calendar?: CompanyCalendar;
}

/** The example booking, and the response bodies of a move, a cancel, a confirm and a decline of it. */
export function bookingExamples({ siteUrl, timeZone, now, calendar = DEFAULT_CALENDAR }: ExampleFacts) {
  const booked = exampleBooking(timeZone, now, calendar);
  const common = {
    bookingId: EXAMPLE_ID,
    date: booked.date,
    timeSlot: booked.timeSlot,
    hours: booked.hours,
    timeZone,
    subject: booked.subject,
  };
  const manageUrl = new URL(`/bookings/${EXAMPLE_ID}?token=${EXAMPLE_TOKEN}`, siteUrl).href;
  const meetingUrl = "https://meet.example.com/consultation";
  return {
    booked,
    manageUrl,
    meetingUrl,
    cancelled: { ...common, state: "cancelled", sequence: 1, manageUrl } satisfies Body<"VisitorBooking">,
    moved: {
      ...common,
      hours: 2,
      timeSlot: weekSlots(calendar, 2)[1] ?? booked.timeSlot,
      state: "requested",
      sequence: 1,
      manageUrl,
    } satisfies Body<"VisitorBooking">,
    confirmed: {
      ...common,
      state: "confirmed",
      sequence: 1,
      meetingUrl,
      note: "See you then.",
      message: null,
    } satisfies Body<"TeamBooking">,
    declined: {
      ...common,
      state: "declined",
      sequence: 1,
      meetingUrl: null,
      note: null,
      message: "We are fully booked that day; please choose another.",
    } satisfies Body<"TeamBooking">,
  };
}
