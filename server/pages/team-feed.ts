import type { CompanyCalendar } from "../../src/booking/calendar";
import { addDays, todayIn } from "../../src/booking/dates";
import { calendarWindow } from "../../src/booking/day-rules";
import { company } from "../../src/content/company";
import type { BookingLinks } from "../booking/booking-links";
import { type CalendarEvent, icsSubscription } from "../calendar/calendar";
import type { Logger } from "../logger";
import type { BookingStore } from "../store/booking-store";
import type { BookingRow } from "../store/store-sql";
import { bookingEventFrame } from "./booking-page-data";

/** How far back the feed goes: the days of the past month stay in the team's calendar. */
const FEED_PAST_DAYS = 30;
/** At most this many bookings in one feed (the nearest ones; server/store/feed-rows.ts). */
const FEED_MAX_BOOKINGS = 2000;
/** How often a calendar app is asked to fetch it again. */
export const FEED_REFRESH_MINUTES = 15;

export interface TeamFeedDeps {
  store: Pick<BookingStore, "feedRows">;
  links: Pick<BookingLinks, "staffUrl">;
  siteUrl: string;
  timeZone: string;
  calendar: CompanyCalendar;
  logger: Logger;
  now?: () => Date;
}

/** The feed, read from the store now. */
export interface TeamFeed {
  /** The whole VCALENDAR text; rejects when the store fails. */
  calendar(): Promise<string>;
}

/** What the team reads of a booking in its calendar: who, what, where it stands, and its team page. */
function bookingEvent(
  booking: BookingRow,
  { links, siteUrl, timeZone }: Pick<TeamFeedDeps, "links" | "siteUrl" | "timeZone">,
  stamp: Date,
): CalendarEvent {
  const { name, subject, hours } = booking.request;
  const confirmed = booking.state === "confirmed";
  const where = confirmed
    ? `Confirmed. Meeting link: ${booking.meetingUrl ?? "none"}`
    : "Requested: waiting for the team to confirm or decline it.";
  return {
    ...bookingEventFrame(booking, siteUrl, timeZone),
    summary: `${confirmed ? "Consultation with" : "Requested by"} ${name}: ${subject}`,
    // The calendar module adds the team page's link after it.
    description: `${where}\n${hours}-hour consultation.\n\nThe booking's team page:`,
    pageUrl: links.staffUrl(booking.id),
    meetingUrl: confirmed ? booking.meetingUrl : null,
    stamp,
  };
}

/**
 * The team's calendar feed (`/team/calendar.ics?token=…`, docs/architecture.md#pages-made-for-one-request):
 * every held booking and closed day from a month back to the end of the booking window (the
 * company's zone), as one calendar that Google, Outlook and Apple calendars subscribe to by
 * its URL. Read from the store at every fetch (no cache: a change shows at the next refresh).
 */
export function createTeamFeed(deps: TeamFeedDeps): TeamFeed {
  const { store, calendar, siteUrl, timeZone, logger, now = () => new Date() } = deps;
  const host = new URL(siteUrl).hostname;
  return {
    async calendar() {
      const stamp = now();
      const today = todayIn(timeZone, stamp);
      const rows = await store.feedRows({
        today,
        from: addDays(today, -FEED_PAST_DAYS),
        until: calendarWindow(calendar, timeZone, stamp).max,
        limit: FEED_MAX_BOOKINGS,
      });
      if (rows.leftOut > 0)
        logger.warn("team_feed.bounded", { shown: rows.bookings.length, leftOut: rows.leftOut });
      return icsSubscription({
        productId: `-//${host}//Team calendar//EN`,
        name: `${company.name} consultations`,
        refreshMinutes: FEED_REFRESH_MINUTES,
        events: rows.bookings.map((booking) => bookingEvent(booking, deps, stamp)),
        // TRANSPARENT, as public holiday calendars publish theirs: marked in the calendar,
        // but the subscriber is not busy for other invitations.
        allDay: rows.closedDays.map((day) => ({
          uid: `closed-${day.date}@${host}`,
          date: day.date,
          summary: `Closed: ${day.reason}`,
          description: "Closed for consultations: no booking is made or moved onto this day.",
          transparency: "TRANSPARENT",
          stamp,
        })),
      });
    },
  };
}
