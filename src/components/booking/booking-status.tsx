import { BadgeCheck, CalendarPlus, CircleX, ExternalLink, Hourglass, MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import type { BookingStatus } from "../../booking/booking-page-data";
import type { BookingState } from "../../booking/booking-states";
import { bookingPage } from "../../content/booking-page";
import { buttonClass } from "../button-link";

// Where a booking stands on its private page (src/pages/booking.tsx): the badge, what it
// means for the visitor, and what the team said (the meeting link and note, or the message).

const badgeStyle: Record<BookingState, { icon: typeof Hourglass; className: string }> = {
  requested: { icon: Hourglass, className: "bg-amber-50 text-amber-950 ring-amber-300" },
  confirmed: { icon: BadgeCheck, className: "bg-emerald-100 text-emerald-900 ring-emerald-200" },
  declined: { icon: CircleX, className: "bg-red-50 text-red-900 ring-red-200" },
  cancelled: { icon: CircleX, className: "bg-slate-200 text-slate-800 ring-slate-300" },
};

/** The state's badge; a lapsed request (its slot started unanswered) is shown as one that ended. */
export function StatusBadge({ state, lapsed = false }: { state: BookingState; lapsed?: boolean }) {
  const { icon: Icon, className } = badgeStyle[lapsed ? "cancelled" : state];
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${className}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">State: </span>
      {lapsed ? bookingPage.lapsed.label : bookingPage.labels[state]}
    </p>
  );
}

/** What the state means, and the team's own words: kept as they wrote them, line breaks too. */
function TeamWords({ heading, text }: { heading: string; text: string }) {
  return (
    <figure className="mt-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MessageSquareText className="size-4 text-blue-700" aria-hidden="true" />
        {heading}
      </figcaption>
      <blockquote className="mt-2 whitespace-pre-line wrap-anywhere leading-7 text-slate-800">
        {text}
      </blockquote>
    </figure>
  );
}

/** A consultation that will not take place: what happened, the team's words if any, and a way to book another time. */
function BookAgain({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <>
      <p className="mt-3 leading-7 text-slate-700">{text}</p>
      {children}
      <p className="mt-5">
        <a href="/schedule-consultation" className={buttonClass("primary", "w-full sm:w-auto")}>
          <CalendarPlus className="size-5" aria-hidden="true" />
          {bookingPage.bookAnotherTime}
        </a>
      </p>
    </>
  );
}

export function StatusDetails({ status }: { status: BookingStatus }) {
  switch (status.state) {
    case "requested":
      if (status.lapsed) return <BookAgain text={bookingPage.lapsed.text} />;
      return (
        <p className="mt-3 leading-7 text-slate-700">
          {status.withTeam ? bookingPage.texts.withTeam : bookingPage.texts.queued}
        </p>
      );
    case "confirmed":
      return (
        <>
          <p className="mt-3 leading-7 text-slate-700">{bookingPage.texts.confirmed}</p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            {/* The meeting link, checked as https when the team set it (src/booking/team-schema.ts). */}
            <a
              href={status.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "w-full shrink-0 sm:w-auto")}
            >
              <ExternalLink className="size-5" aria-hidden="true" />
              {bookingPage.joinMeeting}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="min-w-0 break-all text-sm text-slate-600">{status.meetingUrl}</span>
          </div>
          {status.note && <TeamWords heading={bookingPage.noteHeading} text={status.note} />}
        </>
      );
    case "declined":
      return (
        <BookAgain text={bookingPage.texts.declined}>
          {status.message && <TeamWords heading={bookingPage.messageHeading} text={status.message} />}
        </BookAgain>
      );
    case "cancelled":
      return <p className="mt-3 leading-7 text-slate-700">{bookingPage.texts.cancelled}</p>;
  }
}
