import { CalendarDays, CalendarPlus, Download } from "lucide-react";
import type { BookingPageData } from "../../booking/booking-page-data";
import { bookingPage } from "../../content/booking-page";
import { buttonClass } from "../button-link";

/**
 * The booking's calendar file and the Google and Outlook links (src/pages/booking.tsx),
 * with what the entry holds: tentative while requested, the meeting link once confirmed.
 */
export function CalendarCard({
  calendar,
  confirmed,
}: {
  calendar: NonNullable<BookingPageData["calendar"]>;
  confirmed: boolean;
}) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 print:hidden">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarDays className="size-5 text-blue-700" aria-hidden="true" />
        {bookingPage.calendarHeading}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {confirmed ? bookingPage.calendarNote.confirmed : bookingPage.calendarNote.requested}
      </p>
      <ul className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <li>
          {/* Once confirmed, joining the meeting is the page's one primary action. */}
          <a
            href={calendar.ics}
            download
            className={buttonClass(confirmed ? "secondary" : "primary", "w-full sm:w-auto", "sm")}
          >
            <Download className="size-4" aria-hidden="true" />
            {bookingPage.calendarLinks.ics}
          </a>
        </li>
        {(["google", "outlook"] as const).map((service) => (
          <li key={service}>
            <a
              href={calendar[service]}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary", "w-full sm:w-auto", "sm")}
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              {bookingPage.calendarLinks[service]}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
