import { slotStarted } from "../../src/booking/change-window";
import { todayIn, zoneAbbreviation } from "../../src/booking/dates";
import type {
  DeskBookingRow,
  DeskCloseErrors,
  DeskCloseField,
  DeskFailedRow,
  DeskPageData,
} from "../../src/booking/desk-page-data";
import { teamPage } from "../../src/content/team-page";
import type { BookingLinks } from "../booking/booking-links";
import type { DeskLists, EndedBooking, FailedDelivery } from "../store/desk-lists";
import type { BookingRow } from "../store/store-sql";

/** A range with each end written as the desk writes dates. */
const deskDays = <Range extends { from: string; until: string }>(range: Range) => ({
  ...range,
  fromDay: shortDate(range.from),
  untilDay: shortDate(range.until),
});

/** "Tue, Dec 1, 2026": a yyyy-MM-dd as written, with no zone shifting it a day. */
function shortDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
}

const UNITS = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
] as const;

/** How long before `now` an instant was, in its largest whole unit: "3 hours ago", "just now". */
function timeAgo(at: string | null, now: Date): string {
  if (at === null) return "";
  const ms = now.getTime() - Date.parse(at);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(ms / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

export interface DeskPageOptions {
  links: Pick<BookingLinks, "feedUrl">;
  timeZone: string;
  now: Date;
  /** `MEETING_URL`. */
  usualLink: string | null;
  notice?: string | null;
  error?: string | null;
  closedHeld?: { from: string; until: string; rows: BookingRow[]; more: number } | null;
  closeForm?: { values: Record<DeskCloseField, string>; errors: DeskCloseErrors } | null;
}

/** `/team/bookings/{id}`: its team page, which the desk's session opens without the booking's token. */
const teamPathOf = (bookingId: string) => `/team/bookings/${encodeURIComponent(bookingId)}`;

/** The desk's lists as the page shows them (src/pages/team-desk.tsx). */
export function deskPageData(lists: DeskLists, options: DeskPageOptions): DeskPageData {
  const { timeZone, now } = options;
  // Every closed date ahead, not only the ranges the list shows.
  const closedDays = new Map(lists.closedDays.map((day) => [day.date, day.reason]));
  const row = (booking: BookingRow | EndedBooking): DeskBookingRow => ({
    id: booking.id,
    teamPath: teamPathOf(booking.id),
    date: booking.date,
    day: shortDate(booking.date),
    time: `${booking.timeSlot} ${zoneAbbreviation(booking.date, timeZone)}`,
    hours: booking.request.hours,
    subject: booking.request.subject,
    name: booking.request.name,
    channel: teamPage.channels[booking.channel ?? "none"],
    requested: timeAgo(booking.createdAt, now),
    sequence: booking.sequence,
    started: slotStarted(booking.date, booking.timeSlot, timeZone, now),
    meetingUrl: booking.meetingUrl,
    closedDay: closedDays.get(booking.date) ?? null,
    ...("endedAt" in booking &&
      (booking.state === "cancelled" || booking.state === "declined") && {
        ended: {
          state: booking.state,
          ago: timeAgo(booking.endedAt, now),
          by: teamPage.actors[booking.endedBy],
        },
      }),
  });
  const failed = (delivery: FailedDelivery): DeskFailedRow => ({
    id: delivery.id,
    bookingId: delivery.bookingId,
    teamPath: teamPathOf(delivery.bookingId),
    call: delivery.kind,
    name: delivery.name,
    day: shortDate(delivery.date),
    time: `${delivery.timeSlot} ${zoneAbbreviation(delivery.date, timeZone)}`,
    failed: timeAgo(delivery.failedAt, now),
    lastError: delivery.lastError ?? "",
  });
  const rows = <In, Out>(list: { rows: In[]; more: number }, as: (row: In) => Out) => ({
    rows: list.rows.map(as),
    more: list.more,
  });
  return {
    notice: options.notice ?? null,
    error: options.error ?? null,
    closedHeld: options.closedHeld
      ? deskDays({ ...options.closedHeld, rows: options.closedHeld.rows.map(row) })
      : null,
    usualLink: options.usualLink,
    waiting: rows(lists.waiting, row),
    coming: rows(lists.coming, row),
    changed: rows(lists.changed, row),
    deliveries: {
      waiting: lists.deliveries.waiting,
      scheduled: lists.deliveries.scheduled,
      failed: rows(lists.deliveries.failed, failed),
    },
    closed: { ...rows(lists.closed, deskDays), days: lists.closedDays.length },
    feedUrl: options.links.feedUrl(),
    closeForm: {
      // Its earliest first date: today in the company's zone.
      min: todayIn(timeZone, now),
      values: options.closeForm?.values ?? { from: "", until: "", reason: "" },
      errors: options.closeForm?.errors ?? {},
    },
  };
}
