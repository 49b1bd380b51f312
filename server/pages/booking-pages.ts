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
import { clientAddress } from "../api/client-address";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import type { BookingRateLimits } from "../api/rate-limit";
import { readFormBody } from "../api/read-body";
import type { BookingLinks } from "../booking/booking-links";
import type { BookingService, ServiceAnswer } from "../booking/booking-service";
import { type PostedForm, readPostedForm } from "../booking/posted-form";
import { spamReason } from "../booking/spam-check";
import { crossSite } from "../http/cross-site";
import type { Logger } from "../logger";
import type { RenderPage } from "./render";
import { PRIVATE_HEADERS, viewAnswer } from "./view-answer";

export interface BookingPagesDeps {
  service: BookingService;
  links: BookingLinks;
  limits: BookingRateLimits;
  trustProxy: boolean;
  render: RenderPage;
  siteUrl: string;
  enforceCsp: boolean;
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
  limits,
  trustProxy,
  render,
  siteUrl,
  enforceCsp,
  logger,
  now = () => new Date(),
}: BookingPagesDeps): Hono {
  const app = new Hono();

  const renderView = viewAnswer({ render, siteUrl, enforceCsp });

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
    const fields = await readFormBody(c, MAX_FORM_BYTES, "the booking form");
    if (fields instanceof Response) return fields;
    const posted = readPostedForm(fields);
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
