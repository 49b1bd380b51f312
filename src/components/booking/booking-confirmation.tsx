import { ArrowRight, CalendarClock, CalendarPlus, Clock } from "lucide-react";
import { type RefObject, useEffect, useId, useRef } from "react";
import { RESCHEDULE_NOTICE_HOURS } from "../../booking/constants";
import { formatSlotForVisitor, longDate } from "../../booking/dates";
import { SUCCESS, TENTATIVE } from "../../booking/messages";
import { zoneLabel } from "../../booking/zone-name";
import { bookingPage as pageCopy } from "../../content/booking-page";
import { company } from "../../content/company";
import { useSite } from "../../site";
import { buttonClass } from "../button-link";
import { StatusBadge } from "./booking-status";

export interface Confirmation {
  date: string;
  timeSlot: string;
  hours: number;
  email: string;
  /** The team still has to confirm the slot: n8n was unreachable or the booking is queued. */
  tentative: boolean;
  /** The booking's private page (the API's `manageUrl`); empty when the response had none. */
  manageUrl: string;
}

/** The private link as a path on this site: the page is served by the origin the visitor is on. */
function sitePath(url: string): string | null {
  try {
    const { pathname, search } = new URL(url);
    return pathname.startsWith("/bookings/") ? `${pathname}${search}` : null;
  } catch {
    return null;
  }
}

/**
 * The lasting answer to a booking (docs/product.md#the-booking-form): a request, waiting for
 * the team's confirmation, never "booked". A toast fades, this stays until the visitor asks
 * for the form again ("Book another consultation"). It takes focus when it appears, so
 * keyboard and screen-reader users land on it.
 */
export function BookingConfirmation({
  confirmation,
  companyZone,
  visitorZone,
  onBookAnother,
}: {
  confirmation: Confirmation;
  companyZone: string;
  visitorZone: string | null;
  /** Brings the form back, empty. */
  onBookAnother: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useFocusOnMount(panel);
  const { date, timeSlot, hours, email, tentative, manageUrl } = confirmation;
  const bookingPage = sitePath(manageUrl);
  const site = useSite();
  const local = visitorZone ? formatSlotForVisitor(date, timeSlot, companyZone, visitorZone) : null;

  return (
    <div
      ref={panel}
      role="status"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-800 ring-1 ring-blue-200">
          <CalendarClock className="size-5" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {pageCopy.requestedHeading}
        </h3>
        <StatusBadge state="requested" />
      </div>
      <p className="mt-3 leading-7">{tentative ? TENTATIVE : SUCCESS}</p>
      <dl className="mt-5 grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Date</dt>
          <dd className="mt-1 font-medium text-slate-900">{longDate(date)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Time</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {timeSlot} {zoneLabel(site, date)}
            {local && <span className="block text-sm font-normal text-slate-700">{local}</span>}
            <span className="block text-sm font-normal text-slate-700">
              {hours} {hours === 1 ? "hour" : "hours"}
            </span>
          </dd>
        </div>
      </dl>
      {bookingPage && (
        <p className="mt-5">
          {/* A document load: the booking page is rendered by the server for its token. */}
          <a href={bookingPage} className={buttonClass("primary", "", "sm")}>
            View your booking and add it to your calendar <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </p>
      )}
      <h4 className="mt-6 font-semibold text-slate-900">What happens next</h4>
      <p className="mt-1 leading-7">
        Our team confirms the time and sends a calendar invite with a meeting link to{" "}
        <span className="font-medium wrap-anywhere">{email}</span>.
        {bookingPage &&
          " Until then your booking's page says it is waiting for confirmation; then it has the link too."}
      </p>
      <p className="mt-4 flex gap-2 text-sm leading-6 text-slate-700">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Need to change it?{" "}
          {bookingPage
            ? `Your booking's page can move it to another time or cancel it up to ${RESCHEDULE_NOTICE_HOURS} hours before your slot, or reply to the confirmation email or write to`
            : `You can reschedule or cancel up to ${RESCHEDULE_NOTICE_HOURS} hours before your slot by replying to the confirmation email or writing to`}{" "}
          <a
            href={`mailto:${company.email.contact}`}
            className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            {company.email.contact}
          </a>
          .
        </span>
      </p>
      <p className="mt-6 border-t border-slate-200 pt-5">
        <button
          type="button"
          onClick={onBookAnother}
          className={buttonClass("secondary", "w-full sm:w-auto", "sm")}
        >
          <CalendarPlus className="size-5" aria-hidden="true" />
          {pageCopy.bookAnother}
        </button>
      </p>
    </div>
  );
}

/** Focus, with the panel's top (its heading) brought into view below the sticky header. */
function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start" });
  }, [ref]);
}
