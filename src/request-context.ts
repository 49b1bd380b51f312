import { useEffect, useState } from "react";
import {
  createContext,
  data,
  type LoaderFunctionArgs,
  RouterContextProvider,
  redirectDocument,
} from "react-router";
// Types only: a route module imports nothing of the server, whose values reach it here.
import type { BookingLinks } from "../server/booking/booking-links";
import type { BookingService, BookOutcome } from "../server/booking/booking-service";
import type { CHANGE_REFUSALS, ChangeService, changeRefusalMessage } from "../server/booking/change-service";
import type { ClosedDaysService } from "../server/booking/closed-days";
import type { DeskService } from "../server/booking/desk-service";
import type { TEAM_REFUSALS, TeamService } from "../server/booking/team-service";
import type { Client, Cost } from "../server/http/client";
import type { CHANGE_STATUS, DECISION_STATUS } from "../server/http/outcome-status";
import type { Logger } from "../server/logger";
import type { BookingPageData } from "./booking/booking-page-data";
import type { CloseDays, DateRange } from "./booking/closed-days-schema";
import type { DeskCloseErrors, DeskCloseField, DeskPageData } from "./booking/desk-page-data";
import type { BookedSlotsQuery, Parsed, ParsedConsultation, Schedule } from "./booking/schema";
import type { TeamPageData, TeamShown } from "./booking/team-page-data";
import type { ConfirmBody, DeclineBody } from "./booking/team-schema";

/**
 * What the route actions and loaders of the pages made for one request (the booking form's
 * post, a booking's own pages, the team's page) reach the server through: React Router's
 * request context, built by the server for each request (server/pages/request-services.ts)
 * and absent on a kept render and in the browser.
 */
export interface RequestServices {
  /**
   * True for a form post: its page is the action's data, and the loaders React Router runs
   * after the action have nothing to add.
   */
  posted: boolean;
  /**
   * Takes `cost` from the sender's rate limits; when they are spent, throws the 429 the
   * server answers with its wait page, never a render.
   */
  spend(cost: Cost): void;
  /**
   * Spends `cost`, then opens the booking a visitor's link (or the team's) names: the
   * booking, or a thrown 404 or 503 the server answers with its own page.
   */
  open(side: "visitor" | "team", cost: Cost, bookingId: string, token: string | undefined): Promise<Booking>;
  /**
   * A posted form's body parsed once, by the schema the JSON API parses the same body with
   * (the services take the typed value): the value, or the issues its page names.
   */
  read: {
    booking(body: unknown): Parsed<ParsedConsultation>;
    schedule(body: unknown): Parsed<Schedule>;
    slotsQuery(body: unknown): Parsed<BookedSlotsQuery>;
    confirm(body: unknown): Parsed<ConfirmBody>;
    decline(body: unknown): Parsed<DeclineBody>;
  };
  bookings: BookingService;
  changes: ChangeService;
  team: TeamService;
  links: BookingLinks;
  /** Who sent the request (its keys count the booking quotas). */
  client: Client;
  logger: Logger;
  now(): Date;
  /** The statuses and refusals the JSON API answers with: a page decides the same. */
  status: {
    book: (outcome: BookOutcome) => number;
    change: typeof CHANGE_STATUS;
    decision: typeof DECISION_STATUS;
  };
  refusals: {
    change: typeof CHANGE_REFUSALS;
    /** A refused change's words (a closed day's name the day and why). */
    changeMessage: typeof changeRefusalMessage;
    team: typeof TEAM_REFUSALS;
  };
  /** A booking as its own page shows it (server/pages/booking-page-data.ts). */
  bookingPage(booking: Booking, shown: { justBooked: boolean; error: string | null }): BookingPageData;
  /** What the move page says of the booking: its subject and its slot now. */
  bookedSlot(booking: Booking): {
    subject: string;
    current: { date: string; timeSlot: string; hours: number };
  };
  /** A booking as the team's page shows it (server/pages/team-page-data.ts). */
  teamPage(booking: Booking, shown: TeamShown): TeamPageData;
  /**
   * The team's desk, when the request carries the desk's session (server/pages/team-access.ts);
   * null otherwise, and its routes answer 404. With it, `open("team", …)` needs no token.
   */
  desk: DeskServices | null;
}

/** What the desk's route (src/pages/team-desk.tsx) reaches: its lists, and the services its forms call. */
export interface DeskServices {
  service: DeskService;
  closedDays: ClosedDaysService;
  /** `MEETING_URL`: the one-press Confirm's link; null, no such button. */
  usualLink: string | null;
  read: {
    close(body: unknown): Parsed<CloseDays>;
    reopen(body: unknown): Parsed<DateRange>;
  };
  /**
   * The desk as it stands, with what the post that led here did or why it was refused;
   * `closed`: a range just closed, whose held bookings it lists. Throws the 503 the server
   * answers with its own page when the store fails.
   */
  page(shown: {
    notice?: string | null;
    error?: string | null;
    closed?: DateRange | null;
    closeForm?: { values: Record<DeskCloseField, string>; errors: DeskCloseErrors } | null;
  }): Promise<DeskPageData>;
}

/** A stored booking, as the services hand it over; its fields are the server's business. */
export type Booking = Parameters<ChangeService["changeable"]>[0];

const servicesContext = createContext<RequestServices | null>(null);

/** The request context the server hands `query()` for one request. */
export function requestContext(services: RequestServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

/**
 * The request's services, for an action or a loader; none on a kept render or in the
 * browser, where a page made for one request does not exist (404).
 */
export function requestServices(context: unknown): RequestServices {
  const services = context instanceof RouterContextProvider ? context.get(servicesContext) : null;
  if (!services) throw data(null, { status: 404, statusText: "Not Found" });
  return services;
}

/**
 * The GET of a booking's private page (its own page, the move page, the team's page): in
 * the browser, where a client-side navigation has no booking to show, the whole document
 * again; after a post, null (the page is the action's data); else the booking the link's
 * token opens (or a thrown 404, 429 or 503).
 */
export async function openedByLink(
  { context, request, params }: LoaderFunctionArgs,
  side: "visitor" | "team",
) {
  if (typeof document !== "undefined") throw redirectDocument(request.url);
  const server = requestServices(context);
  if (server.posted) return null;
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? undefined;
  const booking = await server.open(side, "lookup", params.bookingId ?? "", token);
  return { server, booking, query, token };
}

/**
 * What a page made for one request shows: its action's data after a post, else its
 * loader's, kept for the page's life. In the browser React Router forgets action data at
 * the next navigation, even a jump to a field's `#id` (an error summary's links), and such
 * a page never gets other data there: a navigation to another loads it as a document.
 * Restored by Back from the browser's back-forward cache (Chromium keeps even `no-store`
 * pages there), a page its loader made is fetched again: else Back after a move showed the
 * old time. Not one a post showed: its address answers posts, and its form keeps the token.
 */
export function usePageData<Posted, Loaded>(
  posted: Posted | undefined,
  loaded: Loaded | null,
): Posted | Loaded {
  const [page] = useState(() => posted ?? loaded);
  const [loadedByAddress] = useState(() => posted === undefined);
  useEffect(() => {
    if (!loadedByAddress) return;
    const fetchAgain = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.replace(window.location.href.split("#")[0] ?? "");
    };
    window.addEventListener("pageshow", fetchAgain);
    return () => window.removeEventListener("pageshow", fetchAgain);
  }, [loadedByAddress]);
  if (page === null) throw new Error("A page made for one request without its data");
  return page;
}
