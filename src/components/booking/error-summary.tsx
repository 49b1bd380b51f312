import { CircleAlert } from "lucide-react";
import type { FieldErrors, FieldName } from "../../booking/form-values";
import { FORM_ERROR_ID } from "./submit-bar";

/** The control each field's message belongs to, for the summary's links. */
export const fieldControlIds: Record<FieldName, string> = {
  name: "booking-name",
  email: "booking-email",
  phone: "booking-phone",
  isWhatsapp: "booking-whatsapp",
  serviceCategories: "booking-categories",
  hours: "booking-hours",
  date: "booking-date",
  timeSlot: "booking-time-slot",
  subject: "booking-subject",
  description: "booking-description",
};

export const ERROR_SUMMARY_ID = "booking-error-summary";

/** One entry of a summary: the message, and the control (or part of the page) it links to. */
export interface Problem {
  href: string;
  message: string;
}

/**
 * The messages of a refused post, at the top of the form (GOV.UK's error summary
 * pattern): it takes focus when the page loads, so a keyboard or screen-reader user
 * hears at once what went wrong, and each entry links to its field, where the same
 * message stands beside the control.
 */
export function ProblemSummary({
  id,
  title,
  problems,
  heading: Heading = "h3",
}: {
  id: string;
  title: string;
  problems: Problem[];
  /** Its title's level: an h2 where no section heading comes before it. */
  heading?: "h2" | "h3";
}) {
  if (problems.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      // Native autofocus: the page answers a post made without JavaScript, so only the
      // browser can move focus to what went wrong when it loads.
      // biome-ignore lint/a11y/noAutofocus: the one element a reader must reach first, as the error-summary pattern asks.
      autoFocus
      aria-labelledby={`${id}-title`}
      className="mb-8 rounded-xl border-2 border-red-700 bg-red-50 p-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <Heading id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-red-900">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        {title}
      </Heading>
      <ul className="mt-3 list-disc space-y-1.5 pl-7 text-sm text-red-900">
        {problems.map(({ href, message }) => (
          <li key={href}>
            <a href={href} className="font-medium underline underline-offset-2 hover:text-red-700">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The booking form's summary: each field's message, linked to its control. */
export function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const entries = Object.entries(errors) as [FieldName | "form", string][];
  return (
    <ProblemSummary
      id={ERROR_SUMMARY_ID}
      title="There is a problem with your booking"
      problems={entries.map(([field, message]) => ({
        href: `#${field === "form" ? FORM_ERROR_ID : fieldControlIds[field]}`,
        message,
      }))}
    />
  );
}
