import { CircleAlert, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { feeTermsNotice, nominalFee, sentenceStart } from "../../booking/fee";
import { SUBMITTING } from "../../booking/messages";
import { useSite } from "../../site";
import { buttonClass } from "../button-link";

export const FORM_ERROR_ID = "booking-form-error";

/**
 * The submit button with the message that belongs to no single field (429, a failure).
 * The message is not a live region: the error toast announces it, and focus moves here.
 */
export function SubmitBar({ error, submitting }: { error: string | undefined; submitting: boolean }) {
  const { fee } = useSite();
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      {error && (
        <p
          id={FORM_ERROR_ID}
          tabIndex={-1}
          className="mb-5 flex gap-2.5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-slate-600">
          {/* One text node, as the fixed sentence was: unset, the page's bytes stay the same. */}
          {fee
            ? `${feeTermsNotice(fee)} See our`
            : `${sentenceStart(nominalFee(fee))} applies and is credited toward future services. See our`}{" "}
          <Link to="/terms" className="font-medium text-blue-800 underline underline-offset-2">
            terms
          </Link>
          .
        </p>
        {/* Before JavaScript runs, or without it, the browser posts the form to the server. */}
        <button
          type="submit"
          name="intent"
          value="book"
          disabled={submitting}
          aria-describedby={error ? FORM_ERROR_ID : undefined}
          className={buttonClass(
            "primary",
            "w-full shrink-0 disabled:cursor-not-allowed disabled:bg-blue-700/70 sm:w-auto",
          )}
        >
          {submitting && <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />}
          {submitting ? SUBMITTING : "Book Consultation"}
        </button>
      </div>
    </div>
  );
}
