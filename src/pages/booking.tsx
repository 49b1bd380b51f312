// Icons the content's icon map (src/components/icon.tsx) does not have: sharing one
// would split it into a chunk of its own that every page then loads.
import {
  BadgeCheck,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CircleX,
  Download,
  Inbox,
  KeyRound,
} from "lucide-react";
import { data, type LoaderFunctionArgs, redirectDocument, useLoaderData } from "react-router";
import type { BookingPageView, BookingState } from "../booking/booking-view";
import { longDate } from "../booking/dates";
import { creditedFee } from "../booking/fee";
import { SUCCESS, TENTATIVE, TOO_LATE_TO_CHANGE } from "../booking/messages";
import { zoneLabel } from "../booking/zone-name";
import { buttonClass } from "../components/button-link";
import { PageHero } from "../components/page-hero";
import { NOINDEX_ROBOTS, Seo } from "../components/seo";
import { bookingPage } from "../content/booking-page";
import { company } from "../content/company";
import { bookingSeo } from "../content/seo/booking";
import { viewFrom } from "../server-view";
import { useSite } from "../site";

/**
 * A booking's private page (`/bookings/{id}?token=…`). The server checks the token and
 * renders it with the booking (server/pages/booking-pages.ts); in the browser a
 * client-side navigation has no booking to show, so it loads the page as a document.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  const view = viewFrom(context, "booking");
  if (view) return view.booking;
  if (typeof document !== "undefined") throw redirectDocument(request.url);
  throw data(null, { status: 404, statusText: "Not Found" });
}

const stateStyle: Record<BookingState, { icon: typeof Inbox; badge: string }> = {
  received: { icon: Inbox, badge: "bg-sky-100 text-sky-900 ring-sky-200" },
  sent: { icon: BadgeCheck, badge: "bg-emerald-100 text-emerald-900 ring-emerald-200" },
  cancelled: { icon: CircleX, badge: "bg-slate-200 text-slate-800 ring-slate-300" },
};

export default function BookingPage() {
  const booking = useLoaderData<typeof loader>();
  const site = useSite();
  const cancelled = booking.state === "cancelled";
  const state = bookingPage.states[booking.state];
  const { icon: StateIcon, badge } = stateStyle[booking.state];
  const facts = [
    { label: "Date", value: longDate(booking.date) },
    { label: "Time", value: `${booking.timeSlot} ${zoneLabel(site, booking.date)}` },
    { label: "Duration", value: `${booking.hours} ${booking.hours === 1 ? "hour" : "hours"}` },
    { label: "Subject", value: booking.subject },
    ...(site.fee ? [{ label: bookingPage.feeLabel, value: creditedFee(site.fee) }] : []),
  ];

  return (
    <>
      <Seo {...bookingSeo} robots={NOINDEX_ROBOTS} />
      <PageHero
        eyebrow={bookingPage.eyebrow}
        title={cancelled ? bookingPage.title.cancelled : bookingPage.title.booked}
      />
      <section className="bg-slate-50 py-12 sm:py-16" aria-labelledby="booking-details-heading">
        <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6 lg:px-8">
          {booking.error && (
            <p
              role="alert"
              className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 leading-7 text-red-900 sm:p-5"
            >
              <CircleX className="mt-1 size-5 shrink-0" aria-hidden="true" />
              {booking.error}
            </p>
          )}
          {booking.notice && (
            <p
              role="status"
              className={`flex gap-3 rounded-2xl border p-4 leading-7 sm:p-5 ${
                booking.notice === "success"
                  ? "border-emerald-200 bg-emerald-50 text-emerald-950"
                  : "border-yellow-300 bg-yellow-50 text-yellow-950"
              }`}
            >
              <BadgeCheck className="mt-1 size-5 shrink-0" aria-hidden="true" />
              {booking.notice === "success" ? SUCCESS : TENTATIVE}
            </p>
          )}
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="booking-details-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
                Booking details
              </h2>
              <p
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${badge}`}
              >
                <StateIcon className="size-4" aria-hidden="true" />
                <span className="sr-only">State: </span>
                {state.label}
              </p>
            </div>
            <p className="mt-3 leading-7 text-slate-700">{state.text}</p>
            <dl className="mt-6 grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {fact.label}
                  </dt>
                  <dd
                    className={`mt-1 font-medium text-slate-900 ${cancelled ? "line-through decoration-slate-400" : ""}`}
                  >
                    {fact.value}
                  </dd>
                </div>
              ))}
              {booking.serviceCategories.length > 0 && (
                <div className="sm:col-span-2">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Services</dt>
                  <dd className="mt-2">
                    <ul className="flex flex-wrap gap-2">
                      {booking.serviceCategories.map((category) => (
                        <li
                          key={category}
                          className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900 ring-1 ring-blue-100"
                        >
                          {category}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </div>

          {!cancelled && (
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <CalendarDays className="size-5 text-blue-700" aria-hidden="true" />
                {bookingPage.calendarHeading}
              </h2>
              <ul className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <li>
                  <a
                    href={booking.calendar.ics}
                    download
                    className={buttonClass("primary", "w-full px-5 text-sm sm:w-auto")}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {bookingPage.calendarLinks.ics}
                  </a>
                </li>
                <li>
                  <a
                    href={booking.calendar.google}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass("secondary", "w-full px-5 text-sm sm:w-auto")}
                  >
                    <CalendarPlus className="size-4" aria-hidden="true" />
                    {bookingPage.calendarLinks.google}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
                <li>
                  <a
                    href={booking.calendar.outlook}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass("secondary", "w-full px-5 text-sm sm:w-auto")}
                  >
                    <CalendarPlus className="size-4" aria-hidden="true" />
                    {bookingPage.calendarLinks.outlook}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              </ul>
            </div>
          )}

          <div className="grid gap-6 sm:grid-cols-2">
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <CalendarClock className="size-4 text-blue-700" aria-hidden="true" />
                {bookingPage.changeHeading}
              </h2>
              {booking.change.allowed ? (
                <ChangeActions change={booking.change} />
              ) : booking.change.reason === "too_late" ? (
                <p className="mt-2 text-sm leading-6 text-slate-700">{TOO_LATE_TO_CHANGE}</p>
              ) : (
                <p className="mt-2 text-sm leading-6 text-slate-700">
                  {bookingPage.changeLead}
                  <a
                    href={`mailto:${company.email.contact}`}
                    className="font-medium text-blue-800 underline underline-offset-2"
                  >
                    {company.email.contact}
                  </a>
                  .
                </p>
              )}
            </div>
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <KeyRound className="size-4 text-blue-700" aria-hidden="true" />
                Private link
              </h2>
              <p className="mt-2 text-sm leading-6 text-slate-700">{bookingPage.privacy}</p>
            </div>
          </div>
          {cancelled && (
            <p className="text-center">
              <a href="/schedule-consultation" className={buttonClass("primary")}>
                {bookingPage.bookAnother}
              </a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}

/**
 * Move or cancel, as real links and forms (they work without JavaScript). The cancel asks
 * once more inside a disclosure, so one stray tap does not cancel a consultation.
 */
function ChangeActions({ change }: { change: Extract<BookingPageView["change"], { allowed: true }> }) {
  return (
    <div className="mt-2 space-y-4 text-sm leading-6 text-slate-700">
      <p>{bookingPage.changeOnline}</p>
      <a href={change.reschedulePath} className={buttonClass("secondary", "w-full px-5 text-sm sm:w-auto")}>
        <CalendarClock className="size-4" aria-hidden="true" />
        {bookingPage.moveLink}
      </a>
      <details className="group rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold text-red-800 marker:text-red-700 focus-visible:outline-2 focus-visible:outline-red-700">
          {bookingPage.cancelSummary}
        </summary>
        <form method="post" action={change.cancelAction} className="mt-3 space-y-3">
          <input type="hidden" name="token" value={change.token} />
          <p>{bookingPage.cancelConfirm}</p>
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {bookingPage.cancelButton}
          </button>
        </form>
      </details>
    </div>
  );
}
