import { type Context, Hono } from "hono";
import { JUST_BOOKED_PARAM } from "../../src/booking/booking-view";
import { rateLimitedFor } from "../../src/booking/messages";
import { slotOptions } from "../../src/booking/slots";
import { lookupOf } from "../../src/components/booking/booking-api";
import { errorsFromIssues, type FieldErrors } from "../../src/components/booking/form-values";
import { type RescheduleView, withoutOwnSlot } from "../../src/components/booking/reschedule-view";
import { clientAddress } from "../api/client-address";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import type { BookingRateLimits } from "../api/rate-limit";
import { readFormBody } from "../api/read-body";
import type { BookingLinks } from "../booking/booking-links";
import { bookingPageView, calendarEventOf } from "../booking/booking-page-view";
import type { BookingService } from "../booking/booking-service";
import { icsCalendar } from "../booking/calendar";
import type { ChangeAnswer, ChangeService } from "../booking/change-service";
import { readPostedSchedule } from "../booking/posted-form";
import { crossSite } from "../http/cross-site";
import type { Booking, FoundBooking } from "../store/async-booking-store";
import { requestOf } from "../store/booking-store";
import { errorPage } from "./error-page";
import type { RenderPage } from "./render";
import { BOOKING_PAGE_HEADERS, PRIVATE_HEADERS, viewAnswer } from "./view-answer";

export interface BookingPageRoutesDeps {
  service: BookingService;
  changes: ChangeService;
  links: BookingLinks;
  limits: BookingRateLimits;
  trustProxy: boolean;
  render: RenderPage;
  /** The kept not-found page (server/pages/page-area.ts). */
  notFound: (c: Context) => Promise<Response>;
  siteUrl: string;
  timeZone: string;
  enforceCsp: boolean;
  now?: () => Date;
}

/**
 * A booking's own pages (docs/architecture.md#pages-made-for-one-request), each opened
 * by the booking's token: its page and calendar file, and the forms that cancel or move
 * it without JavaScript, through the same change service as the JSON API. A wrong token
 * is the ordinary not-found page.
 */
export function bookingPageRoutes({
  service,
  changes,
  links,
  limits,
  trustProxy,
  render,
  notFound,
  siteUrl,
  timeZone,
  enforceCsp,
  now = () => new Date(),
}: BookingPageRoutesDeps): Hono {
  const app = new Hono();
  const renderView = viewAnswer({ render, siteUrl, enforceCsp });

  /** The answer of a spent limit, or null after taking one from it. */
  function limited(c: Context, limit: "lookups" | "bookings"): Response | null {
    const taken = limits[limit].take(clientAddress(c, trustProxy));
    if (taken.allowed) return null;
    return c.text(rateLimitedFor(taken.retryAfterSeconds), 429, {
      "Retry-After": String(taken.retryAfterSeconds),
      ...PRIVATE_HEADERS,
    });
  }

  /** The booking the id and token open, or the answer for none (a 404, or 503 when the store fails). */
  async function opened(c: Context, token: string | undefined): Promise<FoundBooking | Response> {
    const found = await changes.open(c.req.param("bookingId") ?? "", token);
    if ("booking" in found) return found;
    return found.status === 503 ? errorPage(503, { "Retry-After": "5" }) : notFound(c);
  }

  /** The booking page, with a refused change's message at the top when there is one. */
  function showBooking(c: Context, booking: Booking, status: number, error: string | null = null) {
    const event = calendarEventOf(booking, { links, siteUrl, timeZone, now: now() });
    const view = bookingPageView(booking, event, {
      links,
      siteUrl,
      justBooked: status === 200 && c.req.query(JUST_BOOKED_PARAM) !== undefined,
      changeable: changes.changeable(booking),
      error,
    });
    return renderView(
      c,
      `/bookings/${booking.id}`,
      { page: "booking", booking: view },
      status,
      BOOKING_PAGE_HEADERS,
    );
  }

  /** The posted form of a change, or the answer that refuses it (another site, type, size). */
  async function postedForm(c: Context): Promise<URLSearchParams | Response> {
    if (crossSite(c, siteUrl)) return c.text("Change a booking from its own page.", 403);
    return readFormBody(c, MAX_BODY_BYTES, "the form");
  }

  app.get("/bookings/:bookingId", async (c) => {
    const refused = limited(c, "lookups");
    if (refused) return refused;
    const found = await opened(c, c.req.query("token"));
    return found instanceof Response ? found : showBooking(c, found.booking, 200);
  });

  app.get("/bookings/:bookingId/calendar.ics", async (c) => {
    const refused = limited(c, "lookups");
    if (refused) return refused;
    const found = await opened(c, c.req.query("token"));
    if (found instanceof Response) return found;
    const event = calendarEventOf(found.booking, { links, siteUrl, timeZone, now: now() });
    return c.body(icsCalendar(event, `-//${new URL(siteUrl).hostname}//Consultation booking//EN`), 200, {
      ...BOOKING_PAGE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultation-${found.booking.date}.ics"`,
    });
  });

  /** After a change: the booking page, or why not (the page again with the message, or not found). */
  async function afterChange(c: Context, bookingId: string, token: string, answer: ChangeAnswer) {
    if (answer.status === 200) return c.redirect(links.pagePath(bookingId), 303);
    if (answer.status === 404) return notFound(c);
    if (answer.status === 503) return errorPage(503, { "Retry-After": "5" });
    const found = await opened(c, token);
    if (found instanceof Response) return found;
    return showBooking(c, found.booking, answer.status, String(answer.body.message ?? ""));
  }

  app.post("/bookings/:bookingId/cancel", async (c) => {
    const form = await postedForm(c);
    if (form instanceof Response) return form;
    const refused = limited(c, "bookings");
    if (refused) return refused;
    const bookingId = c.req.param("bookingId");
    const token = form.get("token") ?? "";
    return afterChange(c, bookingId, token, await changes.cancel(bookingId, token));
  });

  /** The move page: the booking form's date-and-time step, its own slot not counted. */
  async function showReschedule(
    c: Context,
    booking: Booking,
    token: string,
    form: { values: RescheduleView["form"]["values"]; errors: FieldErrors; sequence: number },
    status: number,
  ) {
    const { values } = form;
    let slots: RescheduleView["form"]["slots"] = null;
    let chosen = values.timeSlot;
    if (values.date && !form.errors.date && !form.errors.hours) {
      const answer = await service.bookedSlots({ date: values.date });
      const lookup = lookupOf(answer.status, answer.body);
      if (lookup.kind === "ok") {
        const bookedSlots = withoutOwnSlot(lookup.bookedSlots, values.date, {
          date: booking.date,
          timeSlot: booking.timeSlot,
          hours: 0,
        });
        slots = { status: "ready", bookedSlots };
        const free = slotOptions(values.hours, bookedSlots).some(
          (option) => option.label === chosen && !option.booked,
        );
        if (!free) chosen = "";
      } else slots = { status: lookup.kind };
    }
    const request = requestOf(booking);
    const reschedule: RescheduleView = {
      bookingId: booking.id,
      subject: request.subject,
      current: { date: booking.date, timeSlot: booking.timeSlot, hours: request.hours },
      token,
      sequence: form.sequence,
      bookingPath: links.pagePath(booking.id),
      action: `/bookings/${booking.id}/reschedule`,
      form: { values: { ...values, timeSlot: chosen }, errors: form.errors, slots },
    };
    return renderView(
      c,
      `/bookings/${booking.id}/reschedule`,
      { page: "reschedule", reschedule },
      status,
      BOOKING_PAGE_HEADERS,
    );
  }

  app.get("/bookings/:bookingId/reschedule", async (c) => {
    const refused = limited(c, "lookups");
    if (refused) return refused;
    const token = c.req.query("token") ?? "";
    const found = await opened(c, token);
    if (found instanceof Response) return found;
    const { booking } = found;
    // Too late, or cancelled: the booking page says why and whom to contact.
    if (!changes.changeable(booking)) return c.redirect(links.pagePath(booking.id), 303);
    const values = { hours: requestOf(booking).hours, date: booking.date, timeSlot: booking.timeSlot };
    return showReschedule(c, booking, token, { values, errors: {}, sequence: booking.sequence }, 200);
  });

  app.post("/bookings/:bookingId/reschedule", async (c) => {
    const form = await postedForm(c);
    if (form instanceof Response) return form;
    const intent = form.get("intent") === "slots" ? "slots" : "move";
    const refused = limited(c, intent === "slots" ? "lookups" : "bookings");
    if (refused) return refused;
    const bookingId = c.req.param("bookingId");
    const token = form.get("token") ?? "";
    const { values, body } = readPostedSchedule(form);
    const sequenceText = form.get("sequence") ?? "";
    const sequence = /^\d{1,9}$/.test(sequenceText) ? Number(sequenceText) : -1;

    const found = await opened(c, token);
    if (found instanceof Response) return found;
    if (!changes.changeable(found.booking))
      return afterChange(c, bookingId, token, await changes.reschedule(bookingId, token, body, sequence));

    if (intent === "slots") {
      const issues = service.scheduleIssues(body);
      return showReschedule(
        c,
        found.booking,
        token,
        { values, errors: errorsFromIssues(issues), sequence },
        issues.length ? 400 : 200,
      );
    }
    const answer = await changes.reschedule(bookingId, token, body, sequence);
    if (answer.status === 200 || answer.status === 404 || answer.status === 503)
      return afterChange(c, bookingId, token, answer);
    const errors: FieldErrors =
      answer.status === 400
        ? errorsFromIssues((answer.body.issues as { path: string; message: string }[]) ?? [])
        : answer.body.error === "slot_taken"
          ? { timeSlot: String(answer.body.message) }
          : { form: String(answer.body.message) };
    // A booking changed meanwhile is shown as it is now, its new version to decide on.
    const current = answer.body.error === "changed" ? found.booking.sequence : sequence;
    const shown = answer.body.error === "slot_taken" ? { ...values, timeSlot: "" } : values;
    return showReschedule(
      c,
      found.booking,
      token,
      { values: shown, errors, sequence: current },
      answer.status,
    );
  });

  return app;
}
