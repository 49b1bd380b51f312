import { type Context, Hono } from "hono";
import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";
import { rateLimitedFor } from "../../src/booking/messages";
import { FORM_PATH } from "../../src/booking/posted-form";
import { company } from "../../src/content/company";
import { requestContext } from "../../src/request-context";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readFormBody } from "../api/read-body";
import { icsCalendar } from "../calendar/calendar";
import { crossSite } from "../http/cross-site";
import { requestHeader } from "../http/request-header";
import { calendarEventOf } from "./booking-page-data";
import { errorPage, escapeHtml, staticPage } from "./error-page";
import { streamedResponse } from "./page-cache";
import type { Renderer } from "./render";
import { busyPage, RENDER_LIMITS, type RenderGate, renderGate } from "./render-gate";
import {
  type NotOpened,
  openBooking,
  type RequestServicesDeps,
  requestServicesFor,
} from "./request-services";
import { TEAM_PATH, teamAccess, teamAllowed } from "./team-access";
import type { TeamFeed } from "./team-feed";

/** Personal data: kept by no cache, shared with no other site. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** A booking's own pages: private, and never sending their address (its token) anywhere. */
const BOOKING_PAGE_HEADERS = {
  ...PRIVATE_HEADERS,
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

function withHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * The one 429 of the pages made for one request: a post or a booking page refused by the
 * rate limit. A small static page in the site's colours that says how long to wait; never a
 * render, and never anything the client sent (its values stay in the page the browser's Back
 * button returns to, or in the form it sends again). Private, and sending no referrer: it
 * may answer a booking's own address, whose token is in the query.
 */
export function waitPage(wait: number): Response {
  return staticPage({
    status: 429,
    title: "Please wait a moment",
    header: `<header><span>${escapeHtml(company.name)}</span></header>`,
    body:
      `<p class="notice" role="alert">${escapeHtml(rateLimitedFor(wait))}</p>` +
      // Not "with what you entered": a page the server answered to a post (the slots a date
      // has) is kept by no cache, so the browser asks to send that form again first.
      "<p>Your browser's Back button returns to the page you came from. If it asks whether to send a form again, let it once the wait is over.</p>" +
      `<p><a href="/">Return to Home</a></p>`,
    headers: { "Retry-After": String(wait), ...BOOKING_PAGE_HEADERS },
  });
}

/**
 * Form encoding writes a non-ASCII character as up to 12 bytes (`%E4%B8%AD`), where JSON
 * sends it as 3: a form that fits the API's limit as JSON must fit here too.
 */
const MAX_FORM_BYTES = 3 * MAX_BODY_BYTES;

export interface RequestPagesDeps extends RequestServicesDeps {
  renderer: Renderer;
  enforceCsp: boolean;
  /** Load-sheds the renders (tests pass their own). */
  gate?: RenderGate;
  /** The team's calendar feed (./team-feed.ts). */
  feed: TeamFeed;
}

/**
 * The pages made for one request (docs/architecture.md#pages-made-for-one-request). Route
 * actions and loaders (src/pages/) decide every redirect, status and text; here stay the
 * guards (cross-site, render gate, body size) and the `Response`: a route's 429, 404 or 503
 * is the server's own page, never a render, and every render is private and load-shed.
 */
export function requestPages({
  renderer,
  enforceCsp,
  gate = renderGate(RENDER_LIMITS),
  ...deps
}: RequestPagesDeps): Hono {
  const app = new Hono();
  const servicesFor = requestServicesFor(deps);
  const access = teamAccess(deps.desk, (c) => guardPage(c, { status: 503 }));
  const now = deps.now ?? (() => new Date());

  /** What a route refused with a status the server has a page of its own for; null for any other. */
  function ownPage(c: Context, context: StaticHandlerContext): Response | Promise<Response> | null {
    const error = Object.values(context.errors ?? {})[0];
    if (!isRouteErrorResponse(error)) return null;
    if (error.status === 429) return guardPage(c, { status: 429, wait: error.data as number });
    return error.status === 404 || error.status === 503 ? guardPage(c, { status: error.status }) : null;
  }

  /** The route's redirect, the server's page for a refusal, or the rendered page; past the gate, the busy page. */
  async function respond(c: Context, request: Request, headers: Record<string, string>) {
    const services = servicesFor(c.get("client"), request.method === "POST", c.get("deskSession") ?? null);
    const context = await renderer.query(request, requestContext(services));
    if (context instanceof Response) return context;
    const own = ownPage(c, context);
    if (own) return own;
    const release = await gate.enter();
    if (release === null) return busyPage(headers);
    // Released once the render is done (React has the whole document): sending it costs no render.
    const rendered = await renderer
      .document(request, context, { requestId: c.get("requestId") })
      .finally(release);
    return withHeaders(streamedResponse(rendered, requestHeader(c, "accept-encoding"), enforceCsp), headers);
  }

  /** A post of a form whose fields were read: the request its route's action reads them from. */
  const posted = (c: Context, fields: URLSearchParams) =>
    new Request(c.req.url, { method: "POST", body: fields });

  /**
   * A post of a booking's, the team's or the desk's form: another site's is refused before
   * its body is read (the team's, only worked from a browser, must say it is ours:
   * `browserOnly`); a desk's post without the desk's session is not found.
   */
  const change =
    (refusal: string, { browserOnly = false, desk = false } = {}) =>
    async (c: Context) => {
      if (crossSite(c, deps.siteUrl, { browserOnly })) return c.text(refusal, 403);
      if (desk && !teamAllowed(c, false)) return c.notFound();
      const fields = await readFormBody(c, MAX_BODY_BYTES, "the form");
      if (fields instanceof Response) return fields;
      return respond(c, posted(c, fields), BOOKING_PAGE_HEADERS);
    };

  app.post(FORM_PATH, async (c) => {
    if (crossSite(c, deps.siteUrl)) return c.text("Book from this site's own booking form.", 403);
    // Every post ends in a render or a booking: when renders are being shed, the body (up
    // to 96 KB) is not even read (docs/decisions/render-gate.md).
    if (gate.busy()) return busyPage(PRIVATE_HEADERS);
    const fields = await readFormBody(c, MAX_FORM_BYTES, "the booking form");
    if (fields instanceof Response) return fields;
    return respond(c, posted(c, fields), PRIVATE_HEADERS);
  });

  // The team's pages: the desk's session read once, for every `/team` path (server/pages/team-access.ts).
  app.use(TEAM_PATH, access.middleware);
  app.use(`${TEAM_PATH}/*`, access.middleware);

  // The desk: its link starts a session and leaves the address bar; the session shows the desk.
  app.get(TEAM_PATH, async (c) => {
    const token = c.req.query("token");
    if (token !== undefined) {
      const wait = c.get("client").spend("lookup");
      if (wait !== null) return waitPage(wait);
      if (!deps.links.deskVerifies(token)) return c.notFound();
      return withHeaders(access.start(c, now().getTime()), BOOKING_PAGE_HEADERS);
    }
    if (!teamAllowed(c, false)) return c.notFound();
    return respond(c, c.req.raw, BOOKING_PAGE_HEADERS);
  });
  // The desk's forms, then the route's action (src/pages/team-desk.tsx).
  app.post(
    `${TEAM_PATH}/:post{confirm|close|reopen|retry}`,
    change("Work the team's desk from its own page.", { browserOnly: true, desk: true }),
  );
  app.post(`${TEAM_PATH}/sign-out`, async (c) => {
    if (crossSite(c, deps.siteUrl, { browserOnly: true }))
      return c.text("Sign out from the team's desk itself.", 403);
    const session = c.get("deskSession");
    if (!session) return c.notFound();
    if (!(await access.end(c, session))) return errorPage(503, { "Retry-After": "5" });
    return withHeaders(c.redirect("/", 303), BOOKING_PAGE_HEADERS);
  });

  const page = (c: Context) => respond(c, c.req.raw, BOOKING_PAGE_HEADERS);
  app.get("/bookings/:bookingId", page);
  app.get("/bookings/:bookingId/reschedule", page);
  app.post("/bookings/:bookingId/cancel", change("Change a booking from its own page."));
  app.post("/bookings/:bookingId/reschedule", change("Change a booking from its own page."));
  app.get("/team/bookings/:bookingId", page);
  const decide = change("Confirm or decline a booking from the team's own page.", { browserOnly: true });
  app.post("/team/bookings/:bookingId/confirm", decide);
  app.post("/team/bookings/:bookingId/decline", decide);

  // The booking's calendar file: not a page, the booking as an event.
  app.get("/bookings/:bookingId/calendar.ics", async (c) => {
    const id = c.req.param("bookingId");
    const booking = await openBooking(c.get("client"), deps.changes, "lookup", id, c.req.query("token"));
    if ("status" in booking) return guardPage(c, booking);
    const event = calendarEventOf(booking, { ...deps, now: now() });
    const calendar = icsCalendar(event, `-//${new URL(deps.siteUrl).hostname}//Consultation booking//EN`);
    return c.body(calendar, 200, {
      ...BOOKING_PAGE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultation-${booking.date}.ics"`,
    });
  });

  // The team's calendar feed: spends a lookup as the booking's file does, and without its
  // own token or the desk's session answers as an unknown path (docs/product.md#the-teams-desk).
  // Personal data: private, noindex.
  app.get("/team/calendar.ics", async (c) => {
    const wait = c.get("client").spend("lookup");
    if (wait !== null) return waitPage(wait);
    if (!teamAllowed(c, deps.links.feedVerifies(c.req.query("token")))) return c.notFound();
    let calendar: string;
    try {
      calendar = await deps.feed.calendar();
    } catch (error) {
      deps.logger.error("team_feed.failed", { err: error });
      return guardPage(c, { status: 503 });
    }
    return c.body(calendar, 200, { ...BOOKING_PAGE_HEADERS, "Content-Type": "text/calendar; charset=utf-8" });
  });

  return app;
}

/**
 * The server's own page for a refusal that needs no render: the wait page (429), the kept
 * not-found page (a wrong token is never a hint), the store's 503.
 */
function guardPage(c: Context, refusal: NotOpened): Response | Promise<Response> {
  if (refusal.status === 429) return waitPage(refusal.wait);
  if (refusal.status === 404) return c.notFound();
  return errorPage(503, { "Retry-After": "5" });
}
