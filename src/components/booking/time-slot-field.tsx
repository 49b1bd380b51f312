import { TriangleAlert } from "lucide-react";
import { formatSlotForVisitor } from "../../booking/dates";
import { BOOKED_SUFFIX, LOADING_SLOTS, NO_SLOTS, SLOTS_FAILED, TENTATIVE } from "../../booking/messages";
import { slotOptions } from "../../booking/slots";
import { zoneLabel } from "../../booking/zone-name";
import { useSite } from "../../site";
import { controlAria, Field, selectClass } from "./field";
import type { SlotsState } from "./use-booked-slots";

const ID = "booking-time-slot";

/** Before JavaScript runs (or without it), which slots are free is the server's to say. */
export const UNCHECKED_HINT =
  "Choose a date and duration, then press “Show available times” to see which are free.";

interface Choice {
  value: string;
  text: string;
  disabled: boolean;
}

/** The select's options for the current lookup state (docs/product.md#the-booking-form). */
function choicesFor(
  slots: SlotsState,
  hours: number,
  describe: (label: string) => string,
): {
  choices: Choice[];
  enabled: boolean;
} {
  const only = (text: string): { choices: Choice[]; enabled: boolean } => ({
    choices: [{ value: "", text, disabled: true }],
    enabled: false,
  });
  if (slots.status === "idle") return only("Select a date first");
  if (slots.status === "loading") return only(LOADING_SLOTS);
  // Without a lookup, or after a failed one, every slot is offered: the server still refuses a taken one.
  const booked = slots.status === "ready" ? slots.bookedSlots : [];
  const options = slotOptions(hours, booked);
  if (!options.some((option) => !option.booked)) return only(NO_SLOTS);
  return {
    choices: [
      { value: "", text: "Select a time slot", disabled: false },
      ...options.map(({ label, booked }) => ({
        value: label,
        text: `${describe(label)}${booked ? BOOKED_SUFFIX : ""}`,
        disabled: booked,
      })),
    ],
    enabled: true,
  };
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
  companyZone,
  visitorZone,
  error,
}: {
  slots: SlotsState;
  hours: number;
  date: string;
  value: string;
  onChange: (value: string) => void;
  companyZone: string;
  visitorZone: string | null;
  error: string | undefined;
}) {
  const site = useSite();
  const visitorTime = (label: string) =>
    visitorZone && date ? formatSlotForVisitor(date, label, companyZone, visitorZone) : null;
  const { choices, enabled } = choicesFor(slots, hours, (label) => {
    const local = visitorTime(label);
    return local ? `${label} (${local})` : label;
  });
  const showsLocal = enabled && choices.some((choice) => choice.value && visitorTime(choice.value));

  return (
    <Field
      id={ID}
      label="Time slot"
      error={error}
      hintAbove
      hint={
        <>
          Times are in {zoneLabel(site, date)}.{showsLocal && " Your local time is shown in brackets."}
          {slots.status === "unchecked" && ` ${UNCHECKED_HINT}`}
        </>
      }
      className="sm:col-span-2"
    >
      <select
        {...controlAria(ID, { hint: true, error })}
        name="timeSlot"
        required
        disabled={!enabled}
        value={enabled ? value : ""}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={slots.status === "loading" || undefined}
        className={selectClass}
      >
        {choices.map((choice) => (
          <option key={choice.value || choice.text} value={choice.value} disabled={choice.disabled}>
            {choice.text}
          </option>
        ))}
      </select>
      <div role="status">
        {slots.status === "loading" && <span className="sr-only">{LOADING_SLOTS}</span>}
        {slots.status === "tentative" && <Notice tone="yellow">{TENTATIVE}</Notice>}
        {slots.status === "failed" && <Notice tone="amber">{SLOTS_FAILED}</Notice>}
      </div>
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
