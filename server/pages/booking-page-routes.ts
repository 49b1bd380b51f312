import { type Context, Hono } from "hono";
import { JUST_BOOKED_PARAM } from "../../src/booking/booking-view";
import { errorsFromIssues, type FieldErrors } from "../../src/booking/form-values";
import { type RescheduleView, withoutOwnSlot } from "../../src/booking/form-view";
import { FIELDS_NEED_ATTENTION } from "../../src/booking/messages";
import { slotOptions } from "../../src/booking/slots";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readFormBody } from "../api/read-body";
import type { BookingLinks } from "../booking/booking-links";
import { bookingPageView, calendarEventOf } from "../booking/booking-page-view";
import type { BookingService } from "../booking/booking-service";
import { icsCalendar } from "../booking/calendar";
import { CHANGE_REFUSALS, type ChangeOutcome, type ChangeService } from "../booking/change-service";
import { readPostedSchedule } from "../booking/posted-form";
import type { Cost } from "../http/client";
import { crossSite } from "../http/cross-site";
import { CHANGE_STATUS } from "../http/outcome-status";
import type { Booking } from "../store/types";
import { errorPage } from "./error-page";
import { formSlots } from "./form-outcomes";
import { BOOKING_PAGE_HEADERS, type ViewAnswer } from "./view-answer";
import { waitPage } from "./wait-page";

export interface BookingPageRoutesDeps {
  service: BookingService;
  changes: ChangeService;
  links: BookingLinks;
  renderView: ViewAnswer;
  siteUrl: string;
  timeZone: string;
  now?: () => Date;
}

type MoveForm = { values: RescheduleView["form"]["values"]; errors: FieldErrors; sequence: number };

/**
 * A booking's own pages (docs/architecture.md#pages-made-for-one-request), each opened by
 * the booking's token: its page and calendar file, and the forms that cancel or move it
 * without JavaScript, through the same change service as the JSON API. The booking is
 * read once per request; a wrong token is the ordinary not-found page.
 */
export function bookingPageRoutes({
  service,
  changes,
  links,
  renderView,
  siteUrl,
  timeZone,
  now = () => new Date(),
}: BookingPageRoutesDeps): Hono {
  const app = new Hono();

  /**
   * Spends the request's cost, then opens the booking: the booking, or the answer for
   * none (429 when the client must wait, the not-found page, 503 when the store fails).
   */
  async function opened(c: Context, cost: Cost, token: string | undefined): Promise<Booking | Response> {
    const wait = c.get("client").spend(cost);
    if (wait !== null) return waitPage(wait);
    const opening = await changes.open(c.req.param("bookingId") ?? "", token);
    if (opening.kind === "opened") return opening.booking;
    return opening.kind === "not_found" ? c.notFound() : errorPage(503, { "Retry-After": "5" });
  }

  /** The booking page, with a refused change's message at the top when there is one. */
  function showBooking(c: Context, booking: Booking, status: number, error: string | null = null) {
    const view = bookingPageView(booking, event(booking), {
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

  const event = (booking: Booking) => calendarEventOf(booking, { links, siteUrl, timeZone, now: now() });

  /** What a change answers on the pages: the booking page (303), or why not. */
  function afterChange(c: Context, outcome: ChangeOutcome) {
    const status = CHANGE_STATUS[outcome.kind];
    switch (outcome.kind) {
      case "changed":
        return c.redirect(links.pagePath(outcome.booking.id), 303);
      case "not_found":
        return c.notFound();
      case "store_unavailable":
        return errorPage(503, { "Retry-After": "5" });
      case "refused":
        return showBooking(c, outcome.booking, status, CHANGE_REFUSALS[outcome.reason]);
      case "invalid":
        return showBooking(c, outcome.booking, status, FIELDS_NEED_ATTENTION);
    }
  }

  /** The posted form of a change, or the answer that refuses it (another site, type, size). */
  async function postedForm(c: Context): Promise<URLSearchParams | Response> {
    if (crossSite(c, siteUrl)) return c.text("Change a booking from its own page.", 403);
    return readFormBody(c, MAX_BODY_BYTES, "the form");
  }

  /** The move page: the booking form's date-and-time step, its own slot not counted. */
  async function showReschedule(c: Context, booking: Booking, token: string, form: MoveForm, status: number) {
    const { subject, hours } = booking.request;
    const current = { date: booking.date, timeSlot: booking.timeSlot, hours };
    const { values } = form;
    let slots: RescheduleView["form"]["slots"] = null;
    let chosen = values.timeSlot;
    if (values.date && !form.errors.date && !form.errors.hours) {
      slots = formSlots(await service.bookedSlots({ date: values.date }));
      if (slots.status === "ready") {
        slots = { status: "ready", bookedSlots: withoutOwnSlot(slots.bookedSlots, values.date, current) };
        const free = slotOptions(values.hours, slots.bookedSlots).some(
          (option) => option.label === chosen && !option.booked,
        );
        if (!free) chosen = "";
      }
    }
    const path = `/bookings/${booking.id}/reschedule`;
    const reschedule: RescheduleView = {
      bookingId: booking.id,
      subject,
      current,
      token,
      sequence: form.sequence,
      bookingPath: links.pagePath(booking.id),
      action: path,
      form: { values: { ...values, timeSlot: chosen }, errors: form.errors, slots },
    };
    return renderView(c, path, { page: "reschedule", reschedule }, status, BOOKING_PAGE_HEADERS);
  }

  app.get("/bookings/:bookingId", async (c) => {
    const booking = await opened(c, "lookup", c.req.query("token"));
    return booking instanceof Response ? booking : showBooking(c, booking, 200);
  });

  app.get("/bookings/:bookingId/calendar.ics", async (c) => {
    const booking = await opened(c, "lookup", c.req.query("token"));
    if (booking instanceof Response) return booking;
    const calendar = icsCalendar(event(booking), `-//${new URL(siteUrl).hostname}//Consultation booking//EN`);
    return c.body(calendar, 200, {
      ...BOOKING_PAGE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultation-${booking.date}.ics"`,
    });
  });

  app.post("/bookings/:bookingId/cancel", async (c) => {
    const form = await postedForm(c);
    if (form instanceof Response) return form;
    const booking = await opened(c, "change", form.get("token") ?? "");
    return booking instanceof Response ? booking : afterChange(c, await changes.cancel(booking));
  });

  app.get("/bookings/:bookingId/reschedule", async (c) => {
    const token = c.req.query("token") ?? "";
    const booking = await opened(c, "lookup", token);
    if (booking instanceof Response) return booking;
    // Too late, or cancelled: the booking page says why and whom to contact.
    if (!changes.changeable(booking)) return c.redirect(links.pagePath(booking.id), 303);
    const values = { hours: booking.request.hours, date: booking.date, timeSlot: booking.timeSlot };
    return showReschedule(c, booking, token, { values, errors: {}, sequence: booking.sequence }, 200);
  });

  app.post("/bookings/:bookingId/reschedule", async (c) => {
    const form = await postedForm(c);
    if (form instanceof Response) return form;
    const intent = form.get("intent") === "slots" ? "slots" : "move";
    const token = form.get("token") ?? "";
    const booking = await opened(c, intent === "slots" ? "lookup" : "change", token);
    if (booking instanceof Response) return booking;
    const { values, body } = readPostedSchedule(form);
    const sequenceText = form.get("sequence") ?? "";
    const sequence = /^\d{1,9}$/.test(sequenceText) ? Number(sequenceText) : -1;
    // Too late, or cancelled: the change service refuses it, and the booking page says why.
    if (!changes.changeable(booking))
      return afterChange(c, await changes.reschedule(booking, body, sequence));

    if (intent === "slots") {
      const issues = service.scheduleIssues(body);
      const move = { values, errors: errorsFromIssues(issues), sequence };
      return showReschedule(c, booking, token, move, issues.length ? 400 : 200);
    }
    const outcome = await changes.reschedule(booking, body, sequence);
    if (outcome.kind !== "refused" && outcome.kind !== "invalid") return afterChange(c, outcome);
    const status = CHANGE_STATUS[outcome.kind];
    if (outcome.kind === "invalid")
      return showReschedule(
        c,
        booking,
        token,
        { values, errors: errorsFromIssues(outcome.issues), sequence },
        status,
      );
    const message = CHANGE_REFUSALS[outcome.reason];
    const taken = outcome.reason === "slot_taken";
    // A booking changed meanwhile is shown as it is now, its new version to decide on.
    const move = {
      values: taken ? { ...values, timeSlot: "" } : values,
      errors: taken ? { timeSlot: message } : { form: message },
      sequence: outcome.reason === "changed" ? booking.sequence : sequence,
    };
    return showReschedule(c, booking, token, move, status);
  });

  return app;
}
