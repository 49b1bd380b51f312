import { holdsSlot } from "../../src/booking/booking-states";
import type { BookingPageView, BookingState } from "../../src/booking/booking-view";
import { type DeliveryName, deliveryNames } from "../../src/booking/calls";
import { slotInterval } from "../../src/booking/dates";
import { company } from "../../src/content/company";
import { type Booking, requestOf } from "../store/types";
import type { BookingLinks } from "./booking-links";
import { type CalendarEvent, googleCalendarUrl, outlookCalendarUrl } from "./calendar";

/**
 * Where a booking stands: cancelled; sent to the team once n8n has every delivery call of
 * it (src/booking/calls.ts); else received (stored, and queued for n8n or kept standalone).
 */
export function bookingState(booking: Booking): BookingState {
  if (!holdsSlot(booking.state)) return "cancelled";
  const delivered = (kind: DeliveryName) =>
    booking.deliveries.some((delivery) => delivery.kind === kind && delivery.status === "delivered");
  return deliveryNames.every(delivered) ? "sent" : "received";
}

/**
 * A booking as a calendar entry: its slot's real instants (the company zone's wall-clock
 * hours), a UID stable per booking, the link back to its page.
 */
export function calendarEventOf(
  booking: Booking,
  { links, siteUrl, timeZone, now }: { links: BookingLinks; siteUrl: string; timeZone: string; now: Date },
): CalendarEvent {
  const request = requestOf(booking);
  const interval = slotInterval(booking.date, booking.timeSlot, timeZone);
  // A stored booking passed the same rules: its date and slot are always valid.
  if (!interval) throw new Error(`Booking ${booking.id} has no valid slot`);
  return {
    uid: `${booking.id}@${new URL(siteUrl).hostname}`,
    // Grows with each move, so a calendar replaces its entry.
    sequence: booking.sequence,
    cancelled: !holdsSlot(booking.state),
    start: interval.start,
    end: interval.end,
    summary: `Consultation with ${company.name}: ${request.subject}`,
    // The calendar module adds the link (the URL) after the description.
    description: `Your ${request.hours}-hour consultation with ${company.name} about "${request.subject}". The team sends the meeting link before the call.`,
    url: links.manageUrl(booking.id),
    stamp: now,
    organizer: { name: company.name, email: company.email.contact },
  };
}

/**
 * What the booking page shows: never the visitor's contact details, which it does not
 * need. The Google and Outlook links carry the site's address, not the booking's private
 * link: its token would end up in another company's logs.
 */
export function bookingPageView(
  booking: Booking,
  event: CalendarEvent,
  {
    links,
    siteUrl,
    justBooked,
    changeable,
    error = null,
  }: {
    links: BookingLinks;
    siteUrl: string;
    justBooked: boolean;
    changeable: boolean;
    error?: string | null;
  },
): BookingPageView {
  const request = requestOf(booking);
  const state = bookingState(booking);
  const elsewhere = { ...event, url: new URL("/", siteUrl).href };
  // Standalone (no deliveries at all) a booking is complete once stored; with n8n it is
  // tentative until n8n has it, as the form says after a queued booking.
  const tentative = state === "received" && booking.deliveries.length > 0;
  return {
    bookingId: booking.id,
    date: booking.date,
    timeSlot: booking.timeSlot,
    hours: request.hours,
    subject: request.subject,
    serviceCategories: [...request.serviceCategories],
    state,
    notice: justBooked && state !== "cancelled" ? (tentative ? "tentative" : "success") : null,
    change:
      state === "cancelled"
        ? { allowed: false, reason: "cancelled" }
        : changeable
          ? {
              allowed: true,
              token: links.token(booking.id),
              cancelAction: `/bookings/${booking.id}/cancel`,
              reschedulePath: links.reschedulePath(booking.id),
            }
          : { allowed: false, reason: "too_late" },
    error,
    calendar: {
      ics: links.calendarPath(booking.id),
      google: googleCalendarUrl(elsewhere),
      outlook: outlookCalendarUrl(elsewhere),
    },
  };
}
