import { ArrowDown, Check, Mail } from "lucide-react";
import { useState } from "react";
import { type ActionFunctionArgs, data, redirect, useActionData } from "react-router";
import { agentPaths } from "../agent-paths";
import { JUST_BOOKED_PARAM } from "../booking/booking-page-data";
import { hoursInWords } from "../booking/calendar";
import { dayOfLookup, isFreeSlot } from "../booking/day-rules";
import { feeTermsNotice } from "../booking/fee";
import { type BookingOutcome, feedbackFor } from "../booking/feedback";
import { errorsFromIssues, type FieldErrors } from "../booking/form-values";
import { DAY_FULL, dayClosed } from "../booking/messages";
import {
  lookedUpSlots,
  type PostedBookingForm,
  type PostedForm,
  readPostedForm,
  scheduleIssues,
} from "../booking/posted-form";
import { spamReason } from "../booking/spam-check";
import { BookingForm } from "../components/booking/booking-form";
import { ButtonLink } from "../components/button-link";
import { Faq } from "../components/faq";
import { Icon } from "../components/icon";
import { PageSection } from "../components/page-section";
import { Seo } from "../components/seo";
import { JsonLd } from "../components/structured-data";
import { Toaster } from "../components/toast/toaster";
import { company } from "../content/company";
import { faqFor, hero, infoCards } from "../content/consultation";
import { scheduleConsultationSeo } from "../content/seo/schedule-consultation";
import { type RequestServices, requestServices } from "../request-context";
import { useSite } from "../site";

/**
 * The booking form posted without JavaScript (docs/architecture.md#pages-made-for-one-request):
 * "Show available times" answers the form with the day's slots; a booking answers 303 to
 * its page, or the form again with the visitor's values, the status and the messages of
 * the refusal, decided here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const server = requestServices(context);
  const posted = readPostedForm(new URLSearchParams(await request.text()));
  // Refused without a render: the visitor's values stay in the page Back returns to.
  server.spend(posted.intent === "slots" ? "lookup" : "booking");
  if (posted.intent === "slots") {
    const issues = scheduleIssues(server.read.schedule(posted.body));
    const form = await withSlots(server, posted, errorsFromIssues(issues));
    return data(form, { status: issues.length > 0 ? 400 : 200 });
  }
  // Parsed once here; a refused body is counted as the service counts its own refusals.
  const read = server.read.booking(posted.body);
  const result =
    "issues" in read
      ? server.bookings.invalid(read.issues)
      : await server.bookings.book(read.value, undefined, server.client, "form");
  // The refusal as the form's outcome: `feedbackFor` words it, field and text, for this
  // form as for the JavaScript one.
  let outcome: BookingOutcome = { kind: "failed", status: null };
  switch (result.kind) {
    case "booked":
    case "replayed":
    case "spam":
      // 303: the booking page is fetched with GET, and a reload does not post again.
      // `booked`: the page then says what the JavaScript form would have said (nothing personal).
      throw redirect(`${server.links.pagePath(result.bookingId)}&${JUST_BOOKED_PARAM}`, 303);
    case "slot_taken":
      outcome = { kind: "slot_taken" };
      break;
    case "day_closed":
      outcome = { kind: "day_refused", message: dayClosed(result.date, result.reason) };
      break;
    case "day_full":
      outcome = { kind: "day_refused", message: DAY_FULL };
      break;
    case "invalid":
      outcome = { kind: "invalid", message: "", issues: result.issues };
      break;
    case "over_quota":
      outcome = { kind: "booking_limit" };
      break;
    // The form sends no key: the service keys it by its content and client, so these come
    // only from the store's own troubles (it books anew after a cancel or decline).
    case "key_reused":
    case "key_in_use":
    case "ended":
    case "store_unavailable":
      break;
  }
  const { errors } = feedbackFor(outcome, false);
  const status = server.status.book(result);
  server.logger.info("booking.form_refused", { status, outcome: result.kind });
  // A refused slot or day is shown un-chosen, beside the day's slots as they are now.
  const refusedSlot =
    result.kind === "slot_taken" || result.kind === "day_closed" || result.kind === "day_full";
  const shown = refusedSlot ? { ...posted, values: { ...posted.values, timeSlot: "" } } : posted;
  return data(await withSlots(server, shown, errors), { status });
}

/** The day's slots as the API answers them, and the chosen slot kept only while it is free. */
async function withSlots(
  server: RequestServices,
  posted: PostedForm,
  errors: FieldErrors,
): Promise<PostedBookingForm> {
  const { values } = posted;
  const base = { values, errors, slots: null, renderedAt: renderedAtOf(posted, server.now()) };
  if (!values.date || errors.date || errors.hours) return base;
  const slots = await lookedUpSlots(server, values.date, values.hours);
  if (slots.status !== "ready") return { ...base, slots };
  const { calendar, timeZone } = server.bookings;
  const day = dayOfLookup({ calendar, timeZone, date: values.date, hours: values.hours }, slots);
  const free = isFreeSlot(day, values.timeSlot);
  return { ...base, values: free ? values : { ...values, timeSlot: "" }, slots };
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

export default function ScheduleConsultationPage() {
  // The form as its action left it after a post, kept: React Router forgets action data at
  // the next navigation, even a jump to a field's `#id` (the error summary's links).
  const posted = useActionData<typeof action>();
  const [sent] = useState(posted ?? null);
  const site = useSite();
  const faq = faqFor(site.fee);
  return (
    <>
      <Seo {...scheduleConsultationSeo} canonicalPath="/schedule-consultation" markdown={agentPaths.guide} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <section className="bg-slate-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1.4fr_1fr] lg:items-end lg:px-8">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-sky-300">Consultation</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {hero.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">{hero.paragraph}</p>
          </div>
          <div className="flex flex-col gap-4 sm:flex-row lg:justify-end">
            <ButtonLink to="#booking-form" variant="light">
              Get Started Today <ArrowDown className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              to={`mailto:${company.email.contact}?subject=${encodeURIComponent("Discuss my project")}`}
              variant="outlineLight"
            >
              <Mail className="size-5" aria-hidden="true" /> Discuss Your Project
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
          <section id="booking-form" className="scroll-mt-20" aria-labelledby="booking-heading">
            <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10">
              <header className="mb-8 border-b border-slate-200 pb-6">
                <h2
                  id="booking-heading"
                  className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
                >
                  Book Your Consultation
                </h2>
                <p className="mt-2 leading-7 text-slate-700">
                  Tell us how to reach you, pick a time and share what you would like to discuss. Every field
                  is required unless it says optional.
                </p>
                <p className="mt-2 leading-7 text-slate-700" data-testid="consultation-hours">
                  <span className="font-semibold text-slate-900">Consultation hours:</span>
                  {/* A time keeps its AM or PM on its line: "8 / PM" read badly at 390 px. */}
                  {` ${hoursInWords(site.calendar.hours, site.timeZoneName).replace(/(\d) ([AP]M)/g, "$1\u00a0$2")}.`}
                </p>
                {site.fee && (
                  <p className="mt-2 leading-7 text-slate-700" data-testid="consultation-fee">
                    <span className="font-semibold text-slate-900">Consultation fee:</span>
                    {` ${feeTermsNotice(site.fee)}`}
                  </p>
                )}
              </header>
              <BookingForm labelledBy="booking-heading" sent={sent} />
            </div>
          </section>

          <section aria-labelledby="expect-heading" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="expect-heading" className="text-lg font-bold text-slate-900">
              About the consultation
            </h2>
            <ul className="mt-4 space-y-4">
              {infoCards.map((card) => (
                <li key={card.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                  <h3 className="flex items-center gap-3 font-bold text-slate-900">
                    <span className="inline-flex size-9 items-center justify-center rounded-lg bg-blue-700 text-white">
                      <Icon name={card.icon} className="size-5" />
                    </span>
                    {card.title}
                  </h3>
                  <ul className="mt-4 space-y-2">
                    {card.items.map((item) => (
                      <li key={item} className="flex gap-3 text-sm text-slate-700">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                        <span className="leading-6">{item}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <PageSection id="faq" tone="grey" width="narrow" title="Frequently Asked Questions">
        <div className="mt-10">
          <Faq items={faq} name="consultation-faq" />
        </div>
      </PageSection>
      {/* Only this page imports the toast system, so it stays out of every other page's bundle. */}
      <Toaster />
    </>
  );
}
