import type { BookingPageData, BookingStatus } from "../../src/booking/booking-page-data";
import { endedState, holdsSlot } from "../../src/booking/booking-states";
import { deliveryNames } from "../../src/booking/calls";
import { slotInterval } from "../../src/booking/dates";
import { WHOLE_DAY } from "../../src/booking/slots";
import { company } from "../../src/content/company";
import type { BookingLinks } from "../booking/booking-links";
import {
  type CalendarEvent,
  type EventStatus,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "../calendar/calendar";
import type { Booking } from "../store/types";

const calendarLinks = (ics: string, event: CalendarEvent) => ({
  ics,
  google: googleCalendarUrl(event),
  outlook: outlookCalendarUrl(event),
});

/**
 * Whether the team has a requested booking: n8n has every delivery call of it
 * (src/booking/calls.ts), or it was made without n8n (no deliveries), when the team reads
 * the store itself (`npm run bookings`). Else it is still queued for n8n.
 */
function withTeam(booking: Booking): boolean {
  if (booking.deliveries.length === 0) return true;
  return deliveryNames.every((kind) =>
    booking.deliveries.some((delivery) => delivery.kind === kind && delivery.status === "delivered"),
  );
}

/**
 * Where a booking stands, with what the visitor is told of it (src/booking/booking-page-data.ts);
 * `lapsed`: a request whose slot started unanswered.
 */
export function bookingStatus(booking: Booking, lapsed = false): BookingStatus {
  switch (booking.state) {
    case "requested":
      return { state: "requested", withTeam: withTeam(booking), lapsed };
    case "confirmed":
      // The store sets the link with the state, in one write: a confirmed booking has one.
      if (!booking.meetingUrl) throw new Error(`Booking ${booking.id} is confirmed without a meeting link`);
      return { state: "confirmed", meetingUrl: booking.meetingUrl, note: booking.teamNote };
    case "declined":
      return { state: "declined", message: booking.teamMessage };
    case "cancelled":
      return { state: "cancelled" };
  }
}

/** A booking's calendar STATUS: what the visitor's file and the team's feed both say. */
const EVENT_STATUS = {
  requested: "TENTATIVE",
  confirmed: "CONFIRMED",
  declined: "CANCELLED",
  cancelled: "CANCELLED",
} as const satisfies Record<Booking["state"], EventStatus>;

/** What the calendar entry says of the consultation, as it stands now (the page's link follows it). */
function eventDescription(status: BookingStatus, hours: number, subject: string): string {
  const consultation = `${hours}-hour consultation with ${company.name} about "${subject}"`;
  switch (status.state) {
    case "requested":
      return `Your ${consultation}, waiting for confirmation. Our team confirms the time and sends a calendar invite with a meeting link.`;
    case "confirmed": {
      const note = status.note ? `\n\nA note from our team:\n${status.note}` : "";
      return `Your ${consultation}, confirmed.\n\nJoin the meeting: ${status.meetingUrl}${note}`;
    }
    case "declined": {
      const message = status.message ? `\n\nA message from our team:\n${status.message}` : "";
      return `Our team declined your ${consultation}. Its time is free again; you are welcome to book another time.${message}`;
    }
    case "cancelled":
      return `Your ${consultation} is cancelled.`;
  }
}

/**
 * What every calendar entry of a booking shares, the visitor's file and the team's feed
 * (./team-feed.ts) alike: a UID stable for its life (a calendar holding both shows it
 * once), its version (grows with every change the visitor is told of, so a calendar
 * replaces its entry), its STATUS, its slot's instants in the company's zone, and the
 * company as its organizer.
 */
export function bookingEventFrame(
  booking: Pick<Booking, "id" | "date" | "timeSlot" | "sequence" | "state">,
  siteUrl: string,
  timeZone: string,
): Pick<CalendarEvent, "uid" | "sequence" | "status" | "start" | "end" | "organizer"> {
  const interval = slotInterval(booking.date, booking.timeSlot, timeZone, WHOLE_DAY);
  // A stored booking passed the same rules: its date and slot are always valid.
  if (!interval) throw new Error(`Booking ${booking.id} has no valid slot`);
  return {
    uid: `${booking.id}@${new URL(siteUrl).hostname}`,
    sequence: booking.sequence,
    status: EVENT_STATUS[booking.state],
    start: interval.start,
    end: interval.end,
    organizer: { name: company.name, email: company.email.contact },
  };
}

/** A booking as a calendar entry: its slot's instants in the company's zone, a stable UID, its state and links. */
export function calendarEventOf(
  booking: Booking,
  { links, siteUrl, timeZone, now }: { links: BookingLinks; siteUrl: string; timeZone: string; now: Date },
): CalendarEvent {
  const { request } = booking;
  const status = bookingStatus(booking);
  return {
    ...bookingEventFrame(booking, siteUrl, timeZone),
    summary: `Consultation with ${company.name}: ${request.subject}`,
    // The calendar module adds the page's link after the description.
    description: eventDescription(status, request.hours, request.subject),
    pageUrl: links.manageUrl(booking.id),
    meetingUrl: status.state === "confirmed" ? status.meetingUrl : null,
    stamp: now,
  };
}

/**
 * What the booking page shows: never the visitor's contact details, which it does not
 * need, nor the team's link. The Google and Outlook links carry the site's address, not
 * the booking's private link: its token would end up in another company's logs.
 */
export function bookingPageData(
  booking: Booking,
  event: CalendarEvent,
  shown: {
    links: BookingLinks;
    siteUrl: string;
    justBooked: boolean;
    changeable: boolean;
    /** Whether it may also be moved (server/booking/change-service.ts: moves left). */
    movable?: boolean;
    /** Whether its slot has started (src/booking/change-window.ts `slotStarted`). */
    started?: boolean;
    error?: string | null;
  },
): BookingPageData {
  const {
    links,
    siteUrl,
    justBooked,
    changeable,
    movable = changeable,
    error = null,
    started = false,
  } = shown;
  const { request } = booking;
  const status = bookingStatus(booking, started);
  const lapsed = status.state === "requested" && status.lapsed;
  const elsewhere = { ...event, pageUrl: new URL("/", siteUrl).href };
  // With n8n a booking is tentative until n8n has it, as the form says after a queued one.
  const tentative = status.state === "requested" && !status.withTeam;
  // Why it cannot be changed online, or null while it can.
  const refusal = endedState(booking.state) ?? (changeable ? null : "too_late");
  return {
    bookingId: booking.id,
    date: booking.date,
    timeSlot: booking.timeSlot,
    hours: request.hours,
    subject: request.subject,
    serviceCategories: [...request.serviceCategories],
    status,
    notice: justBooked && holdsSlot(booking.state) ? (tentative ? "tentative" : "success") : null,
    change: refusal
      ? { allowed: false, reason: refusal }
      : {
          allowed: true,
          token: links.token(booking.id),
          cancelAction: `/bookings/${booking.id}/cancel`,
          reschedulePath: movable ? links.reschedulePath(booking.id) : null,
          moved: booking.moves > 0,
        },
    error,
    calendar:
      holdsSlot(booking.state) && !lapsed ? calendarLinks(links.calendarPath(booking.id), elsewhere) : null,
  };
}
