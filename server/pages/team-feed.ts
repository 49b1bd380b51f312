import type { CompanyCalendar } from "../../src/booking/calendar";
import { addDays, todayIn } from "../../src/booking/dates";
import { calendarWindow } from "../../src/booking/day-rules";
import { company } from "../../src/content/company";
import type { BookingLinks } from "../booking/booking-links";
import {
  type AllDayEvent,
  type CalendarEvent,
  icsSubscription,
  type SubscribedCalendar,
} from "../calendar/calendar";
import type { Logger } from "../logger";
import type { BookingStore } from "../store/booking-store";
import type { FeedRows } from "../store/feed-rows";
import type { BookingRow } from "../store/store-sql";
import type { ClosedDay } from "../store/types";
import { bookingEventFrame } from "./booking-page-data";

// The team's calendar feed (`/team/calendar.ics?token=…`, docs/architecture.md#pages-made-for-one-request):
// every held booking and closed day from a month back to the end of the booking window,
// as one calendar that Google, Outlook and Apple calendars subscribe to by its URL.

/** How far back the feed goes: the days of the past month stay in the team's calendar. */
export const FEED_PAST_DAYS = 30;
/** At most this many bookings in one feed (the nearest ones; server/store/feed-rows.ts). */
export const FEED_MAX_BOOKINGS = 2000;
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

/** The dates the feed covers at `now`: a month back from today to the window's last date (the company's zone). */
export function feedDates(calendar: CompanyCalendar, timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  return { today, from: addDays(today, -FEED_PAST_DAYS), until: calendarWindow(calendar, timeZone, now).max };
}

/** What the team reads of a booking in its calendar: who, what, where it stands, and its team page. */
function bookingEvent(
  booking: BookingRow,
  { links, siteUrl, timeZone, stamp }: Pick<TeamFeedDeps, "links" | "siteUrl" | "timeZone"> & { stamp: Date },
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
    organizer: { name: company.name, email: company.email.contact },
  };
}

/**
 * A closed day as a whole day. TRANSPARENT, as public holiday calendars publish theirs: it
 * is marked in the calendar but does not make the subscriber busy for other invitations.
 */
const closedDayEvent = (day: ClosedDay, host: string, stamp: Date): AllDayEvent => ({
  uid: `closed-${day.date}@${host}`,
  date: day.date,
  summary: `Closed: ${day.reason}`,
  description: "Closed for consultations: no booking is made or moved onto this day.",
  transparency: "TRANSPARENT",
  stamp,
});

/** The feed's calendar of the store's rows, stamped `stamp`. */
export function teamFeedCalendar(
  rows: FeedRows,
  deps: Pick<TeamFeedDeps, "links" | "siteUrl" | "timeZone"> & { stamp: Date },
): SubscribedCalendar {
  const host = new URL(deps.siteUrl).hostname;
  return {
    productId: `-//${host}//Team calendar//EN`,
    name: `${company.name} consultations`,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events: rows.bookings.map((booking) => bookingEvent(booking, deps)),
    allDay: rows.closedDays.map((day) => closedDayEvent(day, host, deps.stamp)),
  };
}

/** The team's feed over the store, read at every fetch (no cache: a change shows at the next refresh). */
export function createTeamFeed(deps: TeamFeedDeps): TeamFeed {
  const { store, calendar, timeZone, logger, now = () => new Date() } = deps;
  return {
    async calendar() {
      const stamp = now();
      const rows = await store.feedRows({
        ...feedDates(calendar, timeZone, stamp),
        limit: FEED_MAX_BOOKINGS,
      });
      if (rows.leftOut > 0)
        logger.warn("team_feed.bounded", { shown: rows.bookings.length, leftOut: rows.leftOut });
      return icsSubscription(teamFeedCalendar(rows, { ...deps, stamp }));
    },
  };
}
