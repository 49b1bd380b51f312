import { type Context, Hono } from "hono";
import { JUST_BOOKED_PARAM } from "../../src/booking/booking-view";
import { deliveryNames } from "../../src/booking/calls";
import { rateLimitedFor } from "../../src/booking/messages";
import { slotOptions } from "../../src/booking/slots";
import { lookupOf, outcomeOf } from "../../src/components/booking/booking-api";
import { FORM_PATH } from "../../src/components/booking/form-anchors";
import { errorsFromIssues, type FieldErrors } from "../../src/components/booking/form-values";
import type { BookingFormView } from "../../src/components/booking/form-view";
import { feedbackFor } from "../../src/components/booking/outcome-feedback";
import type { ServerView } from "../../src/server-view";
import { clientAddress } from "../api/client-address";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import type { BookingRateLimits } from "../api/rate-limit";
import { readBody } from "../api/read-body";
import type { BookingLinks } from "../booking/booking-links";
import { bookingPageView, calendarEventOf } from "../booking/booking-page-view";
import type { BookingService, ServiceAnswer } from "../booking/booking-service";
import { tokenMatches } from "../booking/booking-token";
import { icsCalendar } from "../booking/calendar";
import { type PostedForm, readPostedForm } from "../booking/posted-form";
import { spamReason } from "../booking/spam-check";
import { requestHeader } from "../http/request-header";
import type { Logger } from "../logger";
import type { AsyncBookingStore, FoundBooking } from "../store/async-booking-store";
import { errorPage } from "./error-page";
import type { RenderPage } from "./render";
import { streamedAnswer } from "./streamed-document";

export interface BookingPagesDeps {
  service: BookingService;
  store: Pick<AsyncBookingStore, "findBooking">;
  links: BookingLinks;
  limits: BookingRateLimits;
  trustProxy: boolean;
  render: RenderPage;
  /** The kept not-found page (server/pages/page-area.ts). */
  notFound: (c: Context) => Promise<Response>;
  siteUrl: string;
  timeZone: string;
  enforceCsp: boolean;
  logger: Logger;
  now?: () => Date;
}

/** Personal data: kept by no cache, shared with no other site. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;
const BOOKING_PAGE_HEADERS = {
  ...PRIVATE_HEADERS,
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * Form encoding writes a non-ASCII character as up to 12 bytes (`%E4%B8%AD`), where JSON
 * sends it as 3: a form that fits the API's limit as JSON must fit here too.
 */
export const MAX_FORM_BYTES = 3 * MAX_BODY_BYTES;

/** Booking ids are UUIDs; anything else is not looked up. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The pages made for one request (docs/architecture.md#pages-made-for-one-request): the
 * booking form posted without JavaScript, a booking's own page and its calendar file.
 * None is kept: each shows one visitor's data.
 */
export function bookingPages({
  service,
  store,
  links,
  limits,
  trustProxy,
  render,
  notFound,
  siteUrl,
  timeZone,
  enforceCsp,
  logger,
  now = () => new Date(),
}: BookingPagesDeps): Hono {
  const app = new Hono();

  /** A page rendered with the server's view, with the status and headers this answer needs. */
  async function renderView(
    c: Context,
    path: string,
    view: ServerView,
    status: number,
    headers: Record<string, string>,
  ): Promise<Response> {
    const rendered = await render(new Request(new URL(path, siteUrl)), {
      requestId: c.get("requestId"),
      view,
    });
    const response = streamedAnswer(
      rendered instanceof Response || rendered.status !== 200 ? rendered : { ...rendered, status },
      requestHeader(c, "accept-encoding"),
      enforceCsp,
    );
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  const showForm = (
    c: Context,
    form: BookingFormView,
    status: number,
    headers: Record<string, string> = {},
  ) =>
    renderView(c, FORM_PATH, { page: "booking-form", form }, status, {
      ...PRIVATE_HEADERS,
      ...headers,
    });

  /** The day's slots as the API answers them, and the chosen slot kept only while it is free. */
  async function withSlots(posted: PostedForm, errors: FieldErrors): Promise<BookingFormView> {
    const { values } = posted;
    const base = { values, errors, slots: null, renderedAt: renderedAtOf(posted, now()) };
    if (!values.date || errors.date || errors.hours) return base;
    const answer = await service.bookedSlots({ date: values.date });
    const lookup = lookupOf(answer.status, answer.body);
    if (lookup.kind !== "ok") return { ...base, slots: { status: lookup.kind } };
    const { bookedSlots } = lookup;
    const free = slotOptions(values.hours, bookedSlots).some(
      (option) => option.label === values.timeSlot && !option.booked,
    );
    return {
      ...base,
      values: free ? values : { ...values, timeSlot: "" },
      slots: { status: "ready", bookedSlots },
    };
  }

  /** Takes the request's cost from its limit; the seconds to wait when it is spent. */
  function overLimit(c: Context, intent: PostedForm["intent"]): number | null {
    const address = clientAddress(c, trustProxy);
    // A booking costs what the browser's calls for it cost: one token per delivery call.
    const takes = intent === "slots" ? [limits.lookups] : deliveryNames.map(() => limits.bookings);
    for (const limit of takes) {
      const taken = limit.take(address);
      if (!taken.allowed) return taken.retryAfterSeconds;
    }
    return null;
  }

  app.post(FORM_PATH, async (c) => {
    if (crossSite(c, siteUrl)) {
      return c.text("Book from this site's own booking form.", 403);
    }
    const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return c.text("Send the booking form as application/x-www-form-urlencoded.", 415);
    }
    const text = await readBody(c, MAX_FORM_BYTES);
    if (text === null) {
      return c.text(`The form may be at most ${MAX_FORM_BYTES} bytes.`, 413, { Connection: "close" });
    }
    const posted = readPostedForm(new URLSearchParams(text));
    const wait = overLimit(c, posted.intent);
    if (wait !== null) {
      const view = {
        values: posted.values,
        errors: { form: rateLimitedFor(wait) },
        slots: null,
        renderedAt: renderedAtOf(posted, now()),
      };
      return showForm(c, view, 429, { "Retry-After": String(wait) });
    }

    if (posted.intent === "slots") {
      const issues = service.scheduleIssues(posted.body);
      const errors = errorsFromIssues(issues);
      return showForm(c, await withSlots(posted, errors), issues.length > 0 ? 400 : 200);
    }

    const answer: ServiceAnswer = await service.book(posted.body, undefined, clientAddress(c, trustProxy));
    const outcome = outcomeOf(answer.status, answer.body);
    if (outcome.kind === "booked") {
      // 303: the booking page is fetched with GET, and a reload does not post again.
      // `booked`: the page then says what the JavaScript form would have said (nothing personal).
      return c.redirect(`${links.pagePath(outcome.bookingId)}&${JUST_BOOKED_PARAM}`, 303);
    }
    const { errors } = feedbackFor(outcome, false);
    const view = await withSlots(outcome.kind === "slot_taken" ? clearSlot(posted) : posted, errors);
    logger.info("booking.form_refused", { status: answer.status, outcome: outcome.kind });
    return showForm(c, view, answer.status);
  });

  /**
   * The booking the link names, or undefined: a wrong, missing or foreign token finds
   * nothing. Each look costs a lookup of the client's rate limit: a page rendered per
   * request, and a store query, must not be a cheap way to load the server.
   */
  async function bookingOf(c: Context): Promise<FoundBooking | undefined | "unavailable" | Response> {
    const taken = limits.lookups.take(clientAddress(c, trustProxy));
    if (!taken.allowed) {
      return c.text(rateLimitedFor(taken.retryAfterSeconds), 429, {
        "Retry-After": String(taken.retryAfterSeconds),
        ...PRIVATE_HEADERS,
      });
    }
    const bookingId = c.req.param("bookingId") ?? "";
    if (!BOOKING_ID.test(bookingId)) return undefined;
    let found: FoundBooking | undefined;
    try {
      found = await store.findBooking(bookingId);
    } catch (error) {
      logger.error("store.error", { op: "findBooking", error: String(error) });
      return "unavailable";
    }
    return found && tokenMatches(c.req.query("token"), found.tokenHash) ? found : undefined;
  }

  app.get("/bookings/:bookingId", async (c) => {
    const found = await bookingOf(c);
    if (found instanceof Response) return found;
    if (found === "unavailable") return errorPage(503, { "Retry-After": "5" });
    if (!found) return notFound(c);
    const event = calendarEventOf(found.booking, { links, siteUrl, timeZone, now: now() });
    const booking = bookingPageView(found.booking, event, {
      links,
      siteUrl,
      justBooked: c.req.query(JUST_BOOKED_PARAM) !== undefined,
    });
    return renderView(
      c,
      `/bookings/${booking.bookingId}`,
      { page: "booking", booking },
      200,
      BOOKING_PAGE_HEADERS,
    );
  });

  app.get("/bookings/:bookingId/calendar.ics", async (c) => {
    const found = await bookingOf(c);
    if (found instanceof Response) return found;
    if (found === "unavailable") return errorPage(503, { "Retry-After": "5" });
    if (!found) return notFound(c);
    const event = calendarEventOf(found.booking, { links, siteUrl, timeZone, now: now() });
    return c.body(icsCalendar(event, `-//${new URL(siteUrl).hostname}//Consultation booking//EN`), 200, {
      ...BOOKING_PAGE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultation-${found.booking.date}.ics"`,
    });
  });

  return app;
}

/**
 * The render time the form shown again carries: the one it was posted with, when the spam
 * check takes it for a time a form was shown, so the time a visitor has spent since then
 * keeps counting; else none, as on the kept page. Never the server's own time: a visitor
 * who picks a slot and books within seconds of "Show available times" is a person.
 */
function renderedAtOf(posted: PostedForm, now: Date): number | null {
  const sent = posted.body.renderedAt;
  if (typeof sent !== "number") return null;
  const reason = spamReason({ renderedAt: sent }, now.getTime());
  return reason === null || reason === "too fast" ? sent : null;
}

/**
 * A post from another site (the browser says so in `Sec-Fetch-Site`, or its `Origin` is
 * not ours): a form post needs no preflight, so without this any page elsewhere could make
 * its visitors' browsers book. A client that sends neither (curl, an agent) is let through,
 * and meets the same limits as the API.
 */
function crossSite(c: Context, siteUrl: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = c.req.header("Origin");
  if (!origin) return false;
  return origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin;
}

const clearSlot = (posted: PostedForm): PostedForm => ({
  ...posted,
  values: { ...posted.values, timeSlot: "" },
});
