import { CalendarClock } from "lucide-react";
import type { BookingPageData } from "../../booking/booking-page-data";
import { noMoreMoves, TOO_LATE_TO_CHANGE } from "../../booking/messages";
import { bookingPage } from "../../content/booking-page";
import { buttonClass } from "../button-link";

type Change = BookingPageData["change"];

/**
 * How the visitor can change a booking (src/pages/booking.tsx): online while it is
 * allowed, else (too late) whom to write to. A declined or cancelled booking has nothing
 * to change: the page shows no card for it.
 */
export function ChangeCard({ change, confirmed }: { change: Change; confirmed: boolean }) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock className="size-4 text-blue-700" aria-hidden="true" />
        {bookingPage.changeHeading}
      </h2>
      {change.allowed ? (
        <ChangeActions change={change} confirmed={confirmed} />
      ) : (
        <p className="mt-2 text-sm leading-6 text-slate-700">{TOO_LATE_TO_CHANGE}</p>
      )}
    </div>
  );
}

/**
 * Move or cancel, as real links and forms (they work without JavaScript); only cancel once
 * the booking was moved as often as it may be online. The cancel asks
 * once more inside a disclosure, so one stray tap does not cancel a consultation. A move
 * of a confirmed booking makes it a request again: the visitor is told before moving it.
 */
function ChangeActions({
  change,
  confirmed,
}: {
  change: Extract<Change, { allowed: true }>;
  confirmed: boolean;
}) {
  return (
    <div className="mt-2 space-y-4 text-sm leading-6 text-slate-700">
      {change.reschedulePath === null ? (
        <>
          <p>{noMoreMoves(change.moved)}</p>
          <p>{bookingPage.cancelOnline}</p>
        </>
      ) : (
        <>
          <p>{bookingPage.changeOnline}</p>
          <div className="space-y-2">
            <a href={change.reschedulePath} className={buttonClass("secondary", "w-full sm:w-auto", "sm")}>
              <CalendarClock className="size-4" aria-hidden="true" />
              {bookingPage.moveLink}
            </a>
            {confirmed && <p>{bookingPage.moveAsksAgain}</p>}
          </div>
        </>
      )}
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
