import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CATEGORY_PARAM } from "../../booking/categories";
import { SUBMITTING } from "../../booking/messages";
import { slotOptions, slotsFor } from "../../booking/slots";
import { useSite } from "../../site";
import { toast } from "../toast/toast-store";
import { BookingConfirmation, type Confirmation } from "./booking-confirmation";
import { ContactFields } from "./contact-fields";
import { ErrorSummary } from "./error-summary";
import { FORM_PATH, SCHEDULE_SECTION_ID } from "./form-anchors";
import { FormSection } from "./form-section";
import { type BookingFormValues, type FieldErrors, initialValues } from "./form-values";
import type { BookingFormView } from "./form-view";
import { HoneypotField } from "./honeypot-field";
import { feedbackFor } from "./outcome-feedback";
import { ProjectFields } from "./project-fields";
import { ScheduleFields } from "./schedule-fields";
import { SubmitBar } from "./submit-bar";
import { type SlotsState, useBookedSlots } from "./use-booked-slots";
import { useBookingSubmit } from "./use-booking-submit";
import { useBookingWindow, useHydrated, useVisitorTimeZone } from "./use-client-values";
import { usePendingFocus } from "./use-pending-focus";

const UNCHECKED: SlotsState = { status: "unchecked" };

/**
 * The consultation booking form: its fields, states and outcomes are in docs/product.md#the-booking-form.
 * A real form: without JavaScript (or before it runs) the browser posts it to the server,
 * which answers with the booking page or this form again (`view`: the values sent, the
 * messages, the day's slots); with JavaScript it books through the API and stays here.
 */
export function BookingForm({ labelledBy, view }: { labelledBy: string; view: BookingFormView | null }) {
  const [searchParams] = useSearchParams();
  const [start] = useState(() => initialValues(searchParams.getAll(CATEGORY_PARAM)));
  const [values, setValues] = useState<BookingFormValues>(() => view?.values ?? start);
  const [errors, setErrors] = useState<FieldErrors>(() => view?.errors ?? {});
  // The server's messages after a post, at the top; a submission with JavaScript replaces them.
  const [summary, setSummary] = useState<FieldErrors>(() => view?.errors ?? {});
  const [confirmation, setConfirmation] = useState<(Confirmation & { id: string }) | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const slots = useBookedSlots(values.date, values.hours, reloadToken);
  // Slots are wall-clock hours in the company's zone (COMPANY_TIME_ZONE, from the server),
  // the same zone the server checks dates against (src/booking/dates.ts).
  const companyZone = useSite().timeZone;
  const dateRange = useBookingWindow(companyZone);
  const visitorZone = useVisitorTimeZone();
  const hydrated = useHydrated();
  const { submitting, submit } = useBookingSubmit();
  const focusAfterRender = usePendingFocus(form, slots);

  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The visitor is fixing it: the server's old message no longer applies.
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  // A new date clears the slot; new hours clear it only if it no longer exists.
  const onDateChange = (date: string) => {
    set("date", date);
    set("timeSlot", "");
  };
  const onHoursChange = (hours: number) => {
    set("hours", hours);
    setValues((current) =>
      slotsFor(hours).includes(current.timeSlot) ? current : { ...current, timeSlot: "" },
    );
  };

  // A fresh list can show the chosen slot as taken (after a 409, say): un-choose it.
  useEffect(() => {
    if (slots.status !== "ready" || !values.timeSlot) return;
    const chosen = slotOptions(values.hours, slots.bookedSlots).find(
      (option) => option.label === values.timeSlot,
    );
    if (chosen?.booked) setValues((current) => ({ ...current, timeSlot: "" }));
  }, [slots, values.hours, values.timeSlot]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get("website");
    const slotsWereTentative = slots.status === "tentative";
    const sent = values;
    setErrors({});
    setSummary({});
    setConfirmation(null);
    const toastId = toast.loading(SUBMITTING);
    const outcome = await submit(sent, typeof honeypot === "string" ? honeypot : "");
    if (!outcome) return toast.dismiss(toastId);

    const feedback = feedbackFor(outcome, slotsWereTentative);
    toast[feedback.toast](feedback.message, { id: toastId });
    setErrors(feedback.errors);
    switch (outcome.kind) {
      case "booked":
        setConfirmation({
          ...sent,
          tentative: outcome.queued || slotsWereTentative,
          id: outcome.bookingId || crypto.randomUUID(),
          manageUrl: outcome.manageUrl,
        });
        setValues(start);
        break;
      case "slot_taken":
        setValues((current) => ({ ...current, timeSlot: "" }));
        setReloadToken((token) => token + 1);
        focusAfterRender({ target: "time-slot", stale: slots });
        break;
      case "invalid":
        focusAfterRender({ target: "first-invalid" });
        break;
      default:
        focusAfterRender({ target: "form-error" });
    }
  };

  return (
    <div className="space-y-8">
      {confirmation && (
        <BookingConfirmation
          key={confirmation.id}
          confirmation={confirmation}
          companyZone={companyZone}
          visitorZone={visitorZone}
        />
      )}
      <ErrorSummary errors={summary} />
      <form
        ref={form}
        method="post"
        // No fragment: a refused booking comes back with its error summary focused (native
        // autofocus, which a fragment in the URL would turn off), which scrolls it into view.
        action={FORM_PATH}
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        className="relative"
      >
        <FormSection step={1} title="Your details">
          <ContactFields values={values} errors={errors} set={set} />
        </FormSection>
        <FormSection step={2} title="Date and time" id={SCHEDULE_SECTION_ID}>
          <ScheduleFields
            values={values}
            errors={errors}
            set={set}
            slots={hydrated ? slots : (view?.slots ?? UNCHECKED)}
            dateRange={dateRange}
            companyZone={companyZone}
            visitorZone={visitorZone}
            onDateChange={onDateChange}
            onHoursChange={onHoursChange}
            slotsAction={hydrated ? null : `${FORM_PATH}#${SCHEDULE_SECTION_ID}`}
          />
        </FormSection>
        <FormSection step={3} title="Your project">
          <ProjectFields values={values} errors={errors} set={set} />
        </FormSection>

        <HoneypotField />
        {/* The server's render time, for its spam check; a kept page has none (the browser sends its own). */}
        <input type="hidden" name="renderedAt" value={view?.renderedAt ?? ""} />
        <SubmitBar error={errors.form} submitting={submitting} />
      </form>
    </div>
  );
}
