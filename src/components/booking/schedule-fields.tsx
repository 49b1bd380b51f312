import { CalendarSearch } from "lucide-react";
import { windowInWords } from "../../booking/calendar";
import { MAX_HOURS, MIN_HOURS } from "../../booking/constants";
import type { BookingWindow } from "../../booking/dates";
import type { SlotsState } from "../../booking/posted-form";
import { useSite } from "../../site";
import { buttonClass } from "../button-link";
import type { SectionProps } from "./contact-fields";
import { controlAria, controlClass, Field, selectClass } from "./field";
import { TimeSlotField } from "./time-slot-field";

const hourChoices = Array.from({ length: MAX_HOURS - MIN_HOURS + 1 }, (_, index) => MIN_HOURS + index);

/** Duration, date and time slot: the three inputs of the slot lookup. */
export function ScheduleFields({
  values,
  errors,
  set,
  slots,
  dateRange,
  companyZone,
  visitorZone,
  onDateChange,
  onHoursChange,
  slotsAction,
}: SectionProps & {
  slots: SlotsState;
  dateRange: BookingWindow;
  companyZone: string;
  visitorZone: string | null;
  onDateChange: (date: string) => void;
  onHoursChange: (hours: number) => void;
  /**
   * Before JavaScript runs (or without it) the slots cannot be looked up as the visitor
   * types: a button posts the form to this address for the server to show the day's free
   * slots; null once the form looks them up itself.
   */
  slotsAction: string | null;
}) {
  const site = useSite();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field id="booking-hours" label="Duration" error={errors.hours}>
        <select
          {...controlAria("booking-hours", { error: errors.hours })}
          name="hours"
          required
          toolparamdescription="How long the consultation lasts, in hours. The time slot choices are of this length: for another length, set this first on its own, then fill the form in with a slot of that length."
          value={values.hours}
          onChange={(event) => onHoursChange(Number(event.target.value))}
          className={selectClass}
        >
          {hourChoices.map((hours) => (
            <option key={hours} value={hours}>
              {hours} {hours === 1 ? "hour" : "hours"}
            </option>
          ))}
        </select>
      </Field>
      <Field id="booking-date" label="Date" error={errors.date}>
        <input
          {...controlAria("booking-date", { error: errors.date })}
          name="date"
          type="date"
          required
          toolparamdescription={`The day of the consultation, in the company's time zone (${companyZone}): ${windowInWords(site.calendar)}.`}
          min={dateRange.min}
          max={dateRange.max}
          value={values.date}
          onChange={(event) => onDateChange(event.target.value)}
          className={controlClass}
        />
      </Field>
      {slotsAction && (
        <div className="sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value="slots"
            formNoValidate
            formAction={slotsAction}
            className={buttonClass("secondary", "w-full sm:w-auto")}
          >
            <CalendarSearch className="size-5" aria-hidden="true" /> Show available times
          </button>
        </div>
      )}
      <TimeSlotField
        slots={slots}
        onPickDate={slotsAction ? null : onDateChange}
        dateRange={dateRange}
        hours={values.hours}
        date={values.date}
        value={values.timeSlot}
        onChange={(timeSlot) => set("timeSlot", timeSlot)}
        companyZone={companyZone}
        visitorZone={visitorZone}
        error={errors.timeSlot}
      />
    </div>
  );
}
