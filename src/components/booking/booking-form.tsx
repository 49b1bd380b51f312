import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CATEGORY_PARAM } from "../../booking/categories";
import { renderedCategories } from "../../booking/category-links";
import { dayOfLookup, isFreeSlot, optionOf, weekSlots } from "../../booking/day-rules";
import type { BookingOutcome } from "../../booking/feedback";
import { type AgentToolResult, agentToolResult, feedbackFor } from "../../booking/feedback";
import { type BookingFormValues, type FieldErrors, initialValues } from "../../booking/form-values";
import { SUBMITTING } from "../../booking/messages";
import type { PostedBookingForm, SlotsState } from "../../booking/posted-form";
import { FORM_PATH, readPostedForm, SCHEDULE_SECTION_ID } from "../../booking/posted-form";
import { company } from "../../content/company";
import { useSite } from "../../site";
import { toast } from "../toast/toast-store";
import { useAvailableSlotsTool } from "./available-slots-tool";
import { BookingConfirmation, type Confirmation } from "./booking-confirmation";
import { ContactFields, FIRST_FIELD_ID } from "./contact-fields";
import { ErrorSummary } from "./error-summary";
import { FormSection } from "./form-section";
import { HoneypotField } from "./honeypot-field";
import { ProjectFields } from "./project-fields";
import { ScheduleFields } from "./schedule-fields";
import { SubmitBar } from "./submit-bar";
import { useBookedSlots } from "./use-booked-slots";
import { useBookingSubmit } from "./use-booking-submit";
import { useBookingWindow, useHydrated, useVisitorTimeZone } from "./use-client-values";
import { usePendingFocus } from "./use-pending-focus";
import { agentResponder } from "./web-mcp";

const UNCHECKED: SlotsState = { status: "unchecked" };

let task: object | null = null;
/**
 * A token of the task the page is running: the same object for every call within one
 * task, a new one in the next. A person changes one field per task (a key, a click, a
 * pick); an agent filling the form in (WebMCP), like the browser's autofill, sets several
 * fields in one.
 */
function currentTask(): object {
  if (!task) {
    task = {};
    setTimeout(() => {
      task = null;
    });
  }
  return task;
}

const FORM_ID = "booking-form-fields";

/** The server's form, still in the page while React hydrates it; null on the server and after a client-side navigation. */
function serverRenderedForm(): HTMLFormElement | null {
  if (typeof document === "undefined") return null;
  const rendered = document.getElementById(FORM_ID);
  return rendered instanceof HTMLFormElement ? rendered : null;
}

/**
 * What the visitor typed into the server's form before the page's JavaScript ran (a slow
 * network; after a post, the server's values and any edit since), read as hydration
 * begins: the fields are read before React hydrates them (it puts a textarea's rendered
 * text back), and the form takes them just after, since starting from them would render
 * other text than the server's HTML (the slot hint follows the date).
 */
function useTypedBeforeHydration(setValues: (values: BookingFormValues) => void) {
  const [typed] = useState(() => {
    const rendered = serverRenderedForm();
    if (!rendered) return null;
    const fields = [...new FormData(rendered)].map(([name, value]): [string, string] => [
      name,
      String(value),
    ]);
    return readPostedForm(new URLSearchParams(fields)).values;
  });
  useEffect(() => {
    if (typed) setValues(typed);
  }, [typed, setValues]);
}

/**
 * The consultation booking form: its fields, states and outcomes are in docs/product.md#the-booking-form.
 * A real form: without JavaScript (or before it runs) the browser posts it to the server,
 * which answers with the booking page or this form again (`sent`: the values sent, the
 * messages, the day's slots); with JavaScript it books through the API and stays here.
 */
export function BookingForm({ labelledBy, sent }: { labelledBy: string; sent: PostedBookingForm | null }) {
  const [searchParams] = useSearchParams();
  // The server's HTML pre-selects only the site's own links' categories: the form starts
  // from those (so hydration matches), then takes any other the address names.
  const [start] = useState(() => initialValues(renderedCategories(searchParams)));
  const [values, setValues] = useState<BookingFormValues>(() => sent?.values ?? start);
  useTypedBeforeHydration(setValues);
  const [asked] = useState(() => initialValues(searchParams.getAll(CATEGORY_PARAM)).serviceCategories);
  useEffect(() => {
    const same = [...asked].sort().join() === [...start.serviceCategories].sort().join();
    if (sent || same) return;
    setValues((current) => ({ ...current, serviceCategories: asked }));
  }, [sent, asked, start]);
  const [errors, setErrors] = useState<FieldErrors>(() => sent?.errors ?? {});
  // The server's messages after a post, at the top; a submission with JavaScript replaces them.
  const [summary, setSummary] = useState<FieldErrors>(() => sent?.errors ?? {});
  const [confirmation, setConfirmation] = useState<(Confirmation & { id: string }) | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // "Book another consultation" brings the form back: its first field then takes focus.
  const [focusFirstField, setFocusFirstField] = useState(false);
  useEffect(() => {
    if (!focusFirstField) return;
    setFocusFirstField(false);
    form.current?.querySelector<HTMLElement>(`#${FIRST_FIELD_ID}`)?.focus();
  }, [focusFirstField]);

  const slots = useBookedSlots(values.date, values.hours, reloadToken);
  // Slots are wall-clock hours in the company's zone (COMPANY_TIME_ZONE, from the server),
  // the same zone the server checks dates against (src/booking/dates.ts).
  const site = useSite();
  const companyZone = site.timeZone;
  const { calendar } = site;
  const dateRange = useBookingWindow(companyZone, calendar);
  const visitorZone = useVisitorTimeZone();
  const hydrated = useHydrated();
  const { submitting, submit } = useBookingSubmit();
  const focusAfterRender = usePendingFocus(form, slots);
  // Agents (WebMCP) may also ask for a day's free slots.
  useAvailableSlotsTool(companyZone, site.timeZoneName, calendar);
  // The tasks in which the slot and the date were last set (see onDateChange): the same
  // one when an agent filled the form in.
  const slotSetIn = useRef<object | null>(null);
  const dateSetIn = useRef<object | null>(null);

  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => {
    if (field === "timeSlot") slotSetIn.current = currentTask();
    setValues((current) => ({ ...current, [field]: value }));
    // The visitor is fixing it: the server's old message no longer applies.
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  // A new date clears the slot, which was chosen for the day before; new hours clear it
  // only if it no longer exists. The slot stays when there was no day before (it was
  // chosen from the whole day's list, and the lookup un-chooses it if it is taken), and
  // when it was set together with the date: an agent fills date and slot in one go, and
  // its values stand (docs/product.md#the-booking-form).
  const onDateChange = (date: string) => {
    dateSetIn.current = currentTask();
    const keepSlot = !values.date || slotSetIn.current === dateSetIn.current;
    set("date", date);
    if (!keepSlot) setValues((current) => ({ ...current, timeSlot: "" }));
  };
  const onHoursChange = (hours: number) => {
    set("hours", hours);
    setValues((current) =>
      weekSlots(calendar, hours).includes(current.timeSlot) ? current : { ...current, timeSlot: "" },
    );
  };

  // A fresh list can show the slot a person chose as taken (chosen from the whole day's
  // list before the date, say): un-choose it. An agent's slot stands, even a taken one,
  // until the person presses the button: the refusal is then the agent's tool result.
  useEffect(() => {
    if (slots.status !== "ready" || !values.timeSlot) return;
    if (slotSetIn.current !== null && slotSetIn.current === dateSetIn.current) return;
    const day = dayOfLookup(
      { calendar, timeZone: companyZone, date: values.date, hours: values.hours },
      slots,
    );
    if (optionOf(day, values.timeSlot) && !isFreeSlot(day, values.timeSlot)) {
      setValues((current) => ({ ...current, timeSlot: "" }));
    }
  }, [slots, values.hours, values.timeSlot, values.date, calendar, companyZone]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get("website");
    const toolResult = book(typeof honeypot === "string" ? honeypot : "");
    // A submission an agent asked for (WebMCP) gets the outcome as its tool result; the person
    // who pressed the button sees it as always.
    agentResponder(event.nativeEvent)?.(toolResult);
  };

  /** Sends the form's values and shows the outcome; resolves to the outcome as an agent is told it. */
  const book = async (honeypot: string): Promise<AgentToolResult> => {
    const slotsWereTentative = slots.status === "tentative";
    const sent = values;
    setErrors({});
    setSummary({});
    setConfirmation(null);
    const toastId = toast.loading(SUBMITTING);
    // The day's list already shows the slot booked (an agent's slot stands until now, see
    // the effect above): that is the result, without a post. The server refuses only what
    // its own store holds, and the list also has what only n8n holds (booked by the team).
    const listedAsBooked =
      slots.status === "ready" &&
      optionOf(
        dayOfLookup({ calendar, timeZone: companyZone, date: sent.date, hours: sent.hours }, slots),
        sent.timeSlot,
      )?.booked === true;
    const outcome: BookingOutcome | null = listedAsBooked
      ? { kind: "slot_taken" }
      : await submit(sent, honeypot);
    if (!outcome) {
      toast.dismiss(toastId);
      return { booked: false, error: "This booking is already being sent; wait for its answer." };
    }

    const feedback = feedbackFor(outcome, slotsWereTentative);
    // A booking made: an earlier attempt's failure (a slot taken, a wait) no longer applies.
    if (outcome.kind === "booked") toast.dismissOthers(toastId);
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
      case "day_refused":
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
    return agentToolResult(outcome, feedback, sent, companyZone);
  };

  return (
    <div className="space-y-8">
      {confirmation && (
        <BookingConfirmation
          key={confirmation.id}
          confirmation={confirmation}
          companyZone={companyZone}
          visitorZone={visitorZone}
          onBookAnother={() => {
            setConfirmation(null);
            setValues(start);
            setFocusFirstField(true);
          }}
        />
      )}
      <ErrorSummary errors={summary} />
      {/* Not shown under a booking's confirmation: "Book another consultation" brings it back.
          Hidden, not removed: an agent's call (WebMCP) is answered after the booking, and the
          browser cancels it when the form that is its tool leaves the page. */}
      <form
        id={FORM_ID}
        hidden={confirmation !== null}
        ref={form}
        method="post"
        // No fragment: a refused booking comes back with its error summary focused (native
        // autofocus, which a fragment in the URL would turn off), which scrolls it into sent.
        action={FORM_PATH}
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        // WebMCP: the form is a tool agents can fill in; never `toolautosubmit`, so the
        // person checks it and presses Book Consultation themselves (docs/product.md#the-booking-form).
        toolname="book_consultation"
        tooldescription={`Books a consultation with ${company.name}'s consultants for the person you are helping. You fill in the form; they check it and press Book Consultation themselves. Date and time slot are in the company's time zone, ${site.timeZoneName} (${companyZone}), not theirs. get_available_slots tells which slots of a day are free. The answer gives the booking's id and its private link, where it can be rescheduled or cancelled.`}
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
            slots={hydrated ? slots : (sent?.slots ?? UNCHECKED)}
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
        <input type="hidden" name="renderedAt" value={sent?.renderedAt ?? ""} />
        <SubmitBar error={errors.form} submitting={submitting} />
      </form>
    </div>
  );
}
