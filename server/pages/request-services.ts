import { data } from "react-router";
import { slotStarted } from "../../src/booking/change-window";
import { closeDaysFrom, reopenDaysSchema } from "../../src/booking/closed-days-schema";
import { todayIn } from "../../src/booking/dates";
import { parseWith } from "../../src/booking/schema";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import type { DeskServices, RequestServices } from "../../src/request-context";
import type { BookingLinks } from "../booking/booking-links";
import type { BookingService } from "../booking/booking-service";
import {
  CHANGE_REFUSALS,
  type ChangeService,
  changeRefusalMessage,
  type Opened,
} from "../booking/change-service";
import type { ClosedDaysService } from "../booking/closed-days";
import type { DeskService } from "../booking/desk-service";
import type { DeskSession } from "../booking/desk-session";
import { TEAM_REFUSALS, type TeamService } from "../booking/team-service";
import type { Client, Cost } from "../http/client";
import { bookStatus, CHANGE_STATUS, DECISION_STATUS } from "../http/outcome-status";
import type { Logger } from "../logger";
import type { Booking } from "../store/types";
import { bookingPageData, calendarEventOf } from "./booking-page-data";
import { deskPageData } from "./desk-page-data";
import { teamPageData } from "./team-page-data";

export interface RequestServicesDeps {
  service: BookingService;
  changes: ChangeService;
  team: TeamService;
  desk: DeskService;
  closedDays: ClosedDaysService;
  links: BookingLinks;
  siteUrl: string;
  timeZone: string;
  /** `MEETING_URL`: the Confirm form's link while the booking has none. */
  meetingUrl: string | null;
  logger: Logger;
  now?: () => Date;
}

/** Why a booking was not opened: the client must wait, no such booking (or a wrong token), or the store failed. */
export type NotOpened = { status: 429; wait: number } | { status: 404 } | { status: 503 };

/** Spends `cost` of the client's limits, then opens the booking: the booking, or why not. */
export async function openBooking(
  client: Client,
  opener: { open(bookingId: string, token: string | undefined): Promise<Opened> },
  cost: Cost,
  bookingId: string,
  token: string | undefined,
): Promise<Booking | NotOpened> {
  const wait = client.spend(cost);
  if (wait !== null) return { status: 429, wait };
  const opening = await opener.open(bookingId, token);
  if (opening.kind === "opened") return opening.booking;
  return { status: opening.kind === "not_found" ? 404 : 503 };
}

/** A refusal as the route error the server answers with its own page (server/pages/request-pages.ts). */
const refusal = (not: NotOpened) => data(not.status === 429 ? not.wait : null, { status: not.status });

/** The services route actions and loaders reach through the request context (src/request-context.ts), per client. */
export function requestServicesFor(deps: RequestServicesDeps) {
  const { service, changes, team, desk, links, siteUrl, timeZone, meetingUrl, now = () => new Date() } = deps;
  const deskServices: DeskServices = {
    service: desk,
    closedDays: deps.closedDays,
    usualLink: meetingUrl,
    read: {
      close: (body) => parseWith(closeDaysFrom(todayIn(timeZone, now())), body),
      reopen: (body) => parseWith(reopenDaysSchema, body),
    },
    async page({ closed, ...shown }) {
      const listed = await desk.lists();
      if (listed.kind === "store_unavailable") throw refusal({ status: 503 });
      const held = closed ? await desk.heldBetween(closed.from, closed.until) : null;
      if (closed && held === null) throw refusal({ status: 503 });
      return deskPageData(listed.lists, {
        ...shown,
        links,
        timeZone,
        now: now(),
        usualLink: meetingUrl,
        closedHeld: closed && held ? { ...closed, ...held } : null,
      });
    },
  };
  // Each schema read when a form is posted: a test's stand-in services need none.
  const read: RequestServices["read"] = {
    booking: (body) => parseWith(service.schemas.consultation, body),
    schedule: (body) => parseWith(changes.schedule, body),
    slotsQuery: (body) => parseWith(service.schemas.dateQuery, body),
    confirm: (body) => parseWith(confirmSchema, body),
    decline: (body) => parseWith(declineSchema, body),
  };
  return (client: Client, posted: boolean, session: DeskSession | null = null): RequestServices => ({
    posted,
    read,
    spend(cost) {
      const wait = client.spend(cost);
      if (wait !== null) throw refusal({ status: 429, wait });
    },
    async open(side, cost, bookingId, token) {
      // The desk's session opens every team page, as the booking's own team token does.
      const presented = side === "team" && session ? links.teamToken(bookingId) : token;
      const opened = await openBooking(client, side === "team" ? team : changes, cost, bookingId, presented);
      if ("status" in opened) throw refusal(opened);
      return opened;
    },
    bookings: service,
    changes,
    team,
    links,
    client,
    logger: deps.logger,
    now,
    status: { book: bookStatus, change: CHANGE_STATUS, decision: DECISION_STATUS },
    refusals: { change: CHANGE_REFUSALS, changeMessage: changeRefusalMessage, team: TEAM_REFUSALS },
    bookingPage(booking, { justBooked, error }) {
      const event = calendarEventOf(booking, { links, siteUrl, timeZone, now: now() });
      const changeable = changes.changeable(booking);
      const movable = changes.movable(booking);
      const started = slotStarted(booking.date, booking.timeSlot, timeZone, now());
      return bookingPageData(booking, event, {
        links,
        siteUrl,
        justBooked,
        changeable,
        movable,
        started,
        error,
      });
    },
    bookedSlot(booking) {
      const { subject, hours } = booking.request;
      return { subject, current: { date: booking.date, timeSlot: booking.timeSlot, hours } };
    },
    teamPage(booking, shown) {
      const reason = team.refusal(booking);
      const refusal = reason && TEAM_REFUSALS[reason];
      const token = links.teamToken(booking.id);
      const deskPath = session ? "/team" : null;
      const started = slotStarted(booking.date, booking.timeSlot, timeZone, now());
      return teamPageData(booking, {
        started,
        timeZone,
        token,
        refusal,
        defaultMeetingUrl: meetingUrl,
        deskPath,
        ...shown,
      });
    },
    desk: session ? deskServices : null,
  });
}
