import { TriangleAlert } from "lucide-react";
import type { CompanyCalendar } from "../../booking/calendar";
import { type BookingWindow, formatSlotForVisitor, longDate } from "../../booking/dates";
import { type DaySlots, dayOfLookup, noHoursReason, weekSlots } from "../../booking/day-rules";
import { BOOKED_SUFFIX, LOADING_SLOTS, NO_SLOTS, SLOTS_FAILED, TENTATIVE } from "../../booking/messages";
import type { SlotsState } from "../../booking/posted-form";
import { zoneLabel } from "../../booking/zone-name";
import { useSite } from "../../site";
import { controlAria, Field, selectClass } from "./field";
import { useNextFreeDate } from "./use-next-free-date";

const ID = "booking-time-slot";
/** The line that says why a day has no free slot: the select is described by it too. */
const REASON_ID = `${ID}-reason`;

/** With JavaScript, before a date is chosen: every slot is listed, and choosing a date shows which are free. */
export const IDLE_HINT = "Select a date first to see which are free.";

/** Before JavaScript runs (or without it), which slots are free is the server's to say. */
export const UNCHECKED_HINT =
  "Choose a date and duration, then press “Show available times” to see which are free.";

interface Choice {
  value: string;
  /** The option's text: what an agent sees of it (WebMCP), the same in every state. */
  text: string;
  /** What people see instead, when it says more (the visitor's time, " (Booked)", a state). */
  label: string | undefined;
  disabled: boolean;
  /** A slot the chosen day does not have (outside its weekday's hours): kept for agents, not shown to people. */
  hidden: boolean;
}

/**
 * The select's options for the current lookup state (docs/product.md#the-booking-form):
 * always a first, empty choice and every slot of the day for those hours, so that what an
 * agent reads of the field stays the same whatever the lookup does.
 *
 * An agent (WebMCP) reads a form as a tool whose parameters are its enabled fields, each
 * select's choices being its options' values and texts, and the browser cancels the
 * agent's call whenever that tool changes (Chromium: "Tool execution cancelled, since tool
 * definition was updated"). An agent fills date and slot in one go, which starts a lookup
 * at once; so a lookup never disables the select nor changes its options' values or texts:
 * the states show in the options' `label` (what browsers display and read out), in
 * disabled options and in the hint. Before a date is chosen, without a lookup, or after a
 * failed one, every slot is offered; the server still refuses a taken one.
 */
function choicesFor(day: DaySlots, loading: boolean, describe: (label: string) => string): Choice[] {
  const { options } = day;
  const noneFree = !options.some((option) => option.offered && !option.booked);
  const placeholder = "Select a time slot";
  const state = loading ? LOADING_SLOTS : noneFree ? NO_SLOTS : placeholder;
  return [
    {
      value: "",
      text: placeholder,
      label: state === placeholder ? undefined : state,
      disabled: state !== placeholder,
      hidden: false,
    },
    ...options.map(({ label, booked, offered }) => {
      // While loading, the day before's result no longer applies: no slot is marked booked. A
      // slot outside the weekday's hours is not booked, only not offered: disabled and hidden,
      // so people see the day's own slots while its value and text stay for an agent. So is
      // every slot of a closed day: nobody booked them, and the line beside the field says
      // why. A day booked up keeps its slots, each " (Booked)".
      const available = offered && !day.closed;
      const shown = `${describe(label)}${booked && available ? BOOKED_SUFFIX : ""}`;
      return {
        value: label,
        text: label,
        label: shown === label ? undefined : shown,
        disabled: booked || !available || loading,
        hidden: !available,
      };
    }),
  ];
}

/**
 * The day's slots as the field shows them: the calendar's rules (src/booking/day-rules.ts)
 * over the lookup's booked slots. Before a date is chosen every slot of the week is
 * offered; a weekday without hours is known without a lookup.
 */
function dayOf(
  calendar: CompanyCalendar,
  timeZone: string,
  slots: SlotsState,
  hours: number,
  date: string,
): DaySlots {
  if (!date) {
    const options = weekSlots(calendar, hours).map((label) => ({ label, booked: false, offered: true }));
    return { options, reason: null, closed: false };
  }
  const day = dayOfLookup(
    { calendar, timeZone, date, hours },
    slots.status === "ready" ? slots : { bookedSlots: [] },
  );
  // Only a lookup can say a day is full; a weekday without hours is the calendar's to say.
  const known = slots.status === "ready" || noHoursReason(calendar, date, hours) !== null;
  return known ? day : { ...day, reason: null };
}

/**
 * The time slot select. Slots are the company's wall-clock hours (src/booking/slots.ts), so the
 * field names the zone, and where the visitor's zone differs each option also gives the
 * visitor's own time.
 */
export function TimeSlotField({
  slots,
  hours,
  date,
  value,
  onChange,
  onPickDate,
  dateRange,
  companyZone,
  visitorZone,
  error,
}: {
  slots: SlotsState;
  hours: number;
  date: string;
  value: string;
  onChange: (value: string) => void;
  /** Picks the next date with a free slot (with JavaScript); null without it, where the date is named as text. */
  onPickDate: ((date: string) => void) | null;
  dateRange: BookingWindow;
  companyZone: string;
  visitorZone: string | null;
  error: string | undefined;
}) {
  const site = useSite();
  const visitorTime = (label: string) =>
    visitorZone && date ? formatSlotForVisitor(date, label, companyZone, visitorZone) : null;
  const day = dayOf(site.calendar, companyZone, slots, hours, date);
  const next = useNextFreeDate(
    site.calendar,
    companyZone,
    slots,
    { date, hours, reason: day.reason },
    dateRange,
  );
  const choices = choicesFor(day, slots.status === "loading", (label) => {
    const local = visitorTime(label);
    return local ? `${label} (${local})` : label;
  });
  const showsLocal = choices.some((choice) => choice.value && visitorTime(choice.value));

  return (
    <Field
      id={ID}
      label="Time slot"
      error={error}
      hintAbove
      hint={
        <>
          Times are in {zoneLabel(site, date)}.{showsLocal && " Your local time is shown in brackets."}
          {slots.status === "idle" && ` ${IDLE_HINT}`}
          {slots.status === "unchecked" && ` ${UNCHECKED_HINT}`}
        </>
      }
      className="sm:col-span-2"
    >
      <select
        {...controlAria(ID, { hint: true, error, more: day.reason && REASON_ID })}
        name="timeSlot"
        required
        toolparamdescription={`Start and end of the consultation, in ${site.timeZoneName} (${site.timeZone}), lasting the chosen duration. Every slot of the working day is listed; one already booked is refused.`}
        value={choices.some((choice) => choice.value === value) ? value : ""}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={slots.status === "loading" || undefined}
        className={selectClass}
      >
        {choices.map((choice) => (
          <option
            key={choice.value}
            value={choice.value}
            label={choice.label}
            disabled={choice.disabled}
            hidden={choice.hidden}
          >
            {choice.text}
          </option>
        ))}
      </select>
      <div role="status">
        {slots.status === "loading" && <span className="sr-only">{LOADING_SLOTS}</span>}
        {slots.status === "tentative" && <Notice tone="yellow">{TENTATIVE}</Notice>}
        {slots.status === "failed" && <Notice tone="amber">{SLOTS_FAILED}</Notice>}
      </div>
      {day.reason && (
        <p id={REASON_ID} className="mt-3 text-sm leading-6 text-slate-700" data-testid="no-slots-reason">
          {onPickDate && next ? (
            <>
              {`${day.reason}. The next date with a free slot is `}
              <button
                type="button"
                onClick={() => onPickDate(next)}
                className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900"
              >
                {longDate(next)}
              </button>
              .
            </>
          ) : (
            `${day.reason}.${next ? ` The next date with a free slot is ${longDate(next)}.` : ""}`
          )}
        </p>
      )}
    </Field>
  );
}

function Notice({ tone, children }: { tone: "yellow" | "amber"; children: string }) {
  const colours =
    tone === "yellow"
      ? "border-yellow-300 bg-yellow-50 text-yellow-900"
      : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <p className={`mt-3 flex gap-2.5 rounded-lg border p-3 text-sm leading-6 ${colours}`}>
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
