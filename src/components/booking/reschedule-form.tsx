import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { weekSlots } from "../../booking/day-rules";
import { type BookingFormValues, type FieldErrors, initialValues } from "../../booking/form-values";
import type { SlotsState } from "../../booking/posted-form";
import { type MovePage, SCHEDULE_SECTION_ID, withoutOwnSlot } from "../../booking/posted-form";
import { useSite } from "../../site";
import { buttonClass } from "../button-link";
import { ErrorSummary } from "./error-summary";
import { ScheduleFields } from "./schedule-fields";
import { FORM_ERROR_ID } from "./submit-bar";
import { useBookedSlots } from "./use-booked-slots";
import { useBookingWindow, useHydrated, useVisitorTimeZone } from "./use-client-values";

const UNCHECKED: SlotsState = { status: "unchecked" };

/**
 * The day's slots with the booking's own slot free: on its own date (and the days either side
 * its buffer reaches), the day as the server read it for this move (its buffer and its
 * place in the day's limit free too), with no lookup; elsewhere the public lookup, which
 * cannot count it, less that slot.
 */
function useSlotsForMove(date: string, hours: number, page: MovePage): SlotsState {
  const ownDay =
    date === page.current.date
      ? page.ownDay
      : (page.besideDays?.find((beside) => beside.date === date)?.day ?? null);
  const looked = useBookedSlots(ownDay ? "" : date, hours, 0);
  if (ownDay) return { status: "ready", ...ownDay };
  if (looked.status !== "ready") return looked;
  return { ...looked, bookedSlots: withoutOwnSlot(looked.bookedSlots, date, page.current) };
}

/**
 * The form that moves a booking: the booking form's date-and-time step (its fields,
 * rules and slot lookup), posted to the server, which moves the booking and answers with
 * its page. With JavaScript the free slots follow the date and hours as on the booking
 * form; without it "Show available times" asks the server.
 */
export function RescheduleForm({ page }: { page: MovePage }) {
  const [values, setValues] = useState<BookingFormValues>(() => ({
    ...initialValues(),
    ...page.form.values,
  }));
  const [errors, setErrors] = useState<FieldErrors>(page.form.errors);
  const site = useSite();
  const companyZone = site.timeZone;
  const dateRange = useBookingWindow(companyZone, site.calendar);
  const visitorZone = useVisitorTimeZone();
  const hydrated = useHydrated();
  const looked = useSlotsForMove(values.date, values.hours, page);

  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  return (
    <>
      <ErrorSummary errors={page.form.errors} />
      <form method="post" action={page.action} aria-labelledby="reschedule-heading">
        <input type="hidden" name="token" value={page.token} />
        <input type="hidden" name="sequence" value={page.sequence} />
        <div id={SCHEDULE_SECTION_ID} className="scroll-mt-24">
          <ScheduleFields
            values={values}
            errors={errors}
            set={set}
            slots={hydrated ? looked : (page.form.slots ?? UNCHECKED)}
            dateRange={dateRange}
            companyZone={companyZone}
            visitorZone={visitorZone}
            onDateChange={(date) => setValues((current) => ({ ...current, date, timeSlot: "" }))}
            onHoursChange={(hours) =>
              setValues((current) => ({
                ...current,
                hours,
                timeSlot: weekSlots(site.calendar, hours).includes(current.timeSlot) ? current.timeSlot : "",
              }))
            }
            slotsAction={hydrated ? null : `${page.action}#${SCHEDULE_SECTION_ID}`}
          />
        </div>
        <div className="mt-8 flex flex-col-reverse gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <a
            href={page.bookingPath}
            className="text-sm font-medium text-blue-800 underline underline-offset-2"
          >
            Keep my booking as it is
          </a>
          {errors.form && (
            <p id={FORM_ERROR_ID} className="text-sm font-medium text-red-800">
              {errors.form}
            </p>
          )}
          <button
            type="submit"
            name="intent"
            value="move"
            className={buttonClass("primary", "w-full sm:w-auto")}
          >
            <CalendarClock className="size-5" aria-hidden="true" /> Move my booking
          </button>
        </div>
      </form>
    </>
  );
}
