// Icons the content's icon map (src/components/icon.tsx) does not have: sharing one
// would split it into a chunk of its own that every page then loads.
import { CircleX, KeyRound } from "lucide-react";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { type BookingPageData, JUST_BOOKED_PARAM } from "../booking/booking-page-data";
import { longDate } from "../booking/dates";
import { creditedFee } from "../booking/fee";
import { FIELDS_NEED_ATTENTION, SUCCESS, TENTATIVE } from "../booking/messages";
import { zoneLabel } from "../booking/zone-name";
import { CalendarCard } from "../components/booking/booking-calendar";
import { ChangeCard } from "../components/booking/booking-change";
import { StatusBadge, StatusDetails } from "../components/booking/booking-status";
import { buttonClass } from "../components/button-link";
import { PageHero } from "../components/page-hero";
import { PageNotice } from "../components/page-notice";
import { NOINDEX_ROBOTS, Seo } from "../components/seo";
import { bookingPage } from "../content/booking-page";
import { bookingSeo } from "../content/seo/booking";
import { openedByLink, requestServices, usePageData } from "../request-context";
import { useSite } from "../site";

/**
 * A booking's private page (`/bookings/{id}?token=…`): the server opens it with the token
 * (a wrong one is the not-found page); in the browser a client-side navigation has no
 * booking to show, so it loads the page as a document.
 */
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openedByLink(args, "visitor");
  if (!opened) return null;
  const { server, booking, query } = opened;
  return server.bookingPage(booking, { justBooked: query.has(JUST_BOOKED_PARAM), error: null });
}

/** The cancel form: 303 to the booking page, or the page again with why not. */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const server = requestServices(context);
  const form = new URLSearchParams(await request.text());
  const booking = await server.open(
    "visitor",
    "change",
    params.bookingId ?? "",
    String(form.get("token") ?? ""),
  );
  const outcome = await server.changes.cancel(booking);
  const status = server.status.change[outcome.kind];
  switch (outcome.kind) {
    case "changed":
      throw redirect(server.links.pagePath(outcome.booking.id), 303);
    case "not_found":
    case "store_unavailable":
      throw data(null, { status });
    case "refused":
      return data(
        server.bookingPage(outcome.booking, {
          justBooked: false,
          error: server.refusals.changeMessage(outcome),
        }),
        { status },
      );
    case "invalid":
      return data(server.bookingPage(outcome.booking, { justBooked: false, error: FIELDS_NEED_ATTENTION }), {
        status,
      });
  }
}

export default function BookingPage() {
  const booking = usePageData(useActionData<typeof action>(), useLoaderData<typeof loader>());
  return <BookingDetails booking={booking} />;
}

/** The page of a booking (also what a refused move shows, src/pages/reschedule.tsx). */
export function BookingDetails({ booking }: { booking: BookingPageData }) {
  const site = useSite();
  const { status } = booking;
  // Declined, cancelled, or a request whose slot started unanswered: it will not take place.
  const lapsed = status.state === "requested" && status.lapsed;
  const ended = status.state === "declined" || status.state === "cancelled" || lapsed;
  // Right after a form post, while the team has not answered: a request, never "booked".
  const justRequested = booking.notice !== null && status.state === "requested";
  const facts = [
    { label: "Date", value: longDate(booking.date) },
    { label: "Time", value: `${booking.timeSlot} ${zoneLabel(site, booking.date)}` },
    { label: "Duration", value: `${booking.hours} ${booking.hours === 1 ? "hour" : "hours"}` },
    { label: "Subject", value: booking.subject },
    // Nothing is owed for a consultation that will not take place.
    ...(site.fee && !ended ? [{ label: bookingPage.feeLabel, value: creditedFee(site.fee) }] : []),
  ];

  return (
    <>
      <Seo {...bookingSeo} robots={NOINDEX_ROBOTS} />
      <PageHero
        eyebrow={bookingPage.eyebrow}
        title={lapsed ? bookingPage.lapsed.title : bookingPage.title[status.state]}
      />
      <section className="bg-slate-50 py-12 wrap-anywhere sm:py-16" aria-labelledby="booking-details-heading">
        <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6 lg:px-8">
          {booking.error && (
            <PageNotice tone="error" icon={CircleX}>
              {booking.error}
            </PageNotice>
          )}
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="booking-details-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
                {justRequested ? bookingPage.requestedHeading : "Booking details"}
              </h2>
              <StatusBadge state={status.state} lapsed={lapsed} />
            </div>
            {/* Right after a form post: the form's own text, as the form's panel says it with JavaScript. */}
            {booking.notice && (
              <p role="status" className="mt-3 leading-7 font-medium text-slate-900">
                {booking.notice === "success" ? SUCCESS : TENTATIVE}
              </p>
            )}
            <StatusDetails status={status} />
            <dl className="mt-6 grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {fact.label}
                  </dt>
                  <dd
                    className={`mt-1 font-medium text-slate-900 ${ended ? "line-through decoration-slate-400" : ""}`}
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
            {/* Something to quote when writing to us, as the team's page shows it. */}
            <p className="mt-6 text-sm text-slate-600">
              {`${bookingPage.reference}: `}
              <span className="font-mono break-all text-slate-800">{booking.bookingId}</span>
            </p>
          </div>

          {booking.calendar && (
            <CalendarCard calendar={booking.calendar} confirmed={status.state === "confirmed"} />
          )}

          {/* On paper the page is a record: its buttons and the link notes stay on screen. */}
          <div className="grid gap-6 sm:grid-cols-2 print:hidden">
            {/* A declined or cancelled booking has nothing left to change: its state says so. */}
            {!ended && <ChangeCard change={booking.change} confirmed={status.state === "confirmed"} />}
            <div
              className={`rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6 ${ended ? "sm:col-span-2" : ""}`}
            >
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <KeyRound className="size-4 text-blue-700" aria-hidden="true" />
                Private link
              </h2>
              <p className="mt-2 text-sm leading-6 text-slate-700">{bookingPage.privacy}</p>
            </div>
          </div>
          {(status.state === "cancelled" || booking.notice !== null) && (
            <p className="text-center">
              {/* The next step of a cancelled booking; beside a new request, a way back to the form. */}
              <a
                href="/schedule-consultation"
                className={buttonClass(status.state === "cancelled" ? "primary" : "secondary")}
              >
                {bookingPage.bookAnother}
              </a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
