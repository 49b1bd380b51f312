import { type Context, Hono } from "hono";
import { JUST_BOOKED_PARAM } from "../../src/booking/booking-view";
import { feedbackFor } from "../../src/booking/feedback";
import { errorsFromIssues, type FieldErrors } from "../../src/booking/form-values";
import { type BookingFormView, FORM_PATH } from "../../src/booking/form-view";
import { slotOptions } from "../../src/booking/slots";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readFormBody } from "../api/read-body";
import type { BookingLinks } from "../booking/booking-links";
import type { BookingService } from "../booking/booking-service";
import { type PostedForm, readPostedForm } from "../booking/posted-form";
import { spamReason } from "../booking/spam-check";
import { crossSite } from "../http/cross-site";
import { bookStatus } from "../http/outcome-status";
import type { Logger } from "../logger";
import { formOutcome, formSlots } from "./form-outcomes";
import { busyPage, PRIVATE_HEADERS, type ViewAnswer } from "./view-answer";
import { waitPage } from "./wait-page";

export interface BookingPagesDeps {
  service: BookingService;
  links: BookingLinks;
  renderView: ViewAnswer;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
}

/**
 * Form encoding writes a non-ASCII character as up to 12 bytes (`%E4%B8%AD`), where JSON
 * sends it as 3: a form that fits the API's limit as JSON must fit here too.
 */
export const MAX_FORM_BYTES = 3 * MAX_BODY_BYTES;

/**
 * The booking form posted without JavaScript (docs/architecture.md#pages-made-for-one-request):
 * the booking page (303) or the form again, never kept: each shows one visitor's data.
 */
export function bookingPages({
  service,
  links,
  renderView,
  siteUrl,
  logger,
  now = () => new Date(),
}: BookingPagesDeps): Hono {
  const app = new Hono();

  const showForm = (c: Context, form: BookingFormView, status: number) =>
    renderView(c, FORM_PATH, { page: "booking-form", form }, status, PRIVATE_HEADERS);

  /** The day's slots as the API answers them, and the chosen slot kept only while it is free. */
  async function withSlots(posted: PostedForm, errors: FieldErrors): Promise<BookingFormView> {
    const { values } = posted;
    const base = { values, errors, slots: null, renderedAt: renderedAtOf(posted, now()) };
    if (!values.date || errors.date || errors.hours) return base;
    const slots = formSlots(await service.bookedSlots({ date: values.date }));
    if (slots.status !== "ready") return { ...base, slots };
    const free = slotOptions(values.hours, slots.bookedSlots).some(
      (option) => option.label === values.timeSlot && !option.booked,
    );
    return { ...base, values: free ? values : { ...values, timeSlot: "" }, slots };
  }

  app.post(FORM_PATH, async (c) => {
    if (crossSite(c, siteUrl)) return c.text("Book from this site's own booking form.", 403);
    // Every post ends in a render or a booking: when renders are being shed, the body (up
    // to 96 KB) is not even read (docs/architecture.md#pages-made-for-one-request).
    if (renderView.busy()) return busyPage(PRIVATE_HEADERS);
    const fields = await readFormBody(c, MAX_FORM_BYTES, "the booking form");
    if (fields instanceof Response) return fields;
    const posted = readPostedForm(fields);
    const client = c.get("client");
    const wait = client.spend(posted.intent === "slots" ? "lookup" : "booking");
    // Refused without a render: the visitor's values stay in the page Back returns to.
    if (wait !== null) return waitPage(wait);

    if (posted.intent === "slots") {
      const issues = service.scheduleIssues(posted.body);
      return showForm(c, await withSlots(posted, errorsFromIssues(issues)), issues.length > 0 ? 400 : 200);
    }

    const result = await service.book(posted.body, undefined, client, "form");
    const outcome = formOutcome(result);
    if (outcome.kind === "booked") {
      // 303: the booking page is fetched with GET, and a reload does not post again.
      // `booked`: the page then says what the JavaScript form would have said (nothing personal).
      return c.redirect(`${links.pagePath(outcome.bookingId)}&${JUST_BOOKED_PARAM}`, 303);
    }
    const { errors } = feedbackFor(outcome, false);
    const view = await withSlots(outcome.kind === "slot_taken" ? clearSlot(posted) : posted, errors);
    const status = bookStatus(result);
    logger.info("booking.form_refused", { status, outcome: outcome.kind });
    return showForm(c, view, status);
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

const clearSlot = (posted: PostedForm): PostedForm => ({
  ...posted,
  values: { ...posted.values, timeSlot: "" },
});
