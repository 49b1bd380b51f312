import { useEffect, useState } from "react";
import type { CompanyCalendar } from "../../booking/calendar";
import type { BookingWindow } from "../../booking/dates";
import { nextFreeDate, nextOpenDate } from "../../booking/day-rules";
import type { SlotsState } from "../../booking/posted-form";
import { lookUpBookedSlots } from "./booking-api";

/**
 * For a day without a free slot, the next date with one (src/booking/day-rules.ts
 * `nextFreeDate`): as the server found it when it looked the day up; else, once the day's
 * lookup is in, read by looking the following dates up (a closed range, a full or busy day
 * is passed over); before any lookup, the next weekday with hours. Null while unknown or
 * when none is near.
 */
export function useNextFreeDate(
  calendar: CompanyCalendar,
  timeZone: string,
  slots: SlotsState,
  { date, hours, reason }: { date: string; hours: number; reason: string | null },
  window: BookingWindow,
): string | null {
  const fromServer = slots.status === "ready" ? slots.next : undefined;
  const search = reason !== null && slots.status === "ready" && fromServer === undefined;
  const key = `${date} ${hours} ${window.min} ${window.max}`;
  const [found, setFound] = useState<{ key: string; next: string | null } | null>(null);

  useEffect(() => {
    if (!search) return;
    const controller = new AbortController();
    const lookUp = async (day: string) => {
      const result = await lookUpBookedSlots(day, controller.signal);
      // A refused lookup (the rate limit) says nothing of the date: the search stops, naming none.
      if (result.kind === "failed") throw new Error("lookup refused");
      return result.kind === "ok" ? result : null;
    };
    nextFreeDate({ calendar, timeZone, date, hours }, window, lookUp).then(
      (next) => controller.signal.aborted || setFound({ key, next }),
      // Aborted (a newer search replaced this one), or a lookup refused: no date to name.
      () => controller.signal.aborted || setFound({ key, next: null }),
    );
    return () => controller.abort();
  }, [search, key, calendar, timeZone, date, hours, window]);

  if (reason === null) return null;
  if (fromServer !== undefined) return fromServer;
  if (slots.status !== "ready") return nextOpenDate(calendar, date, hours, window);
  return found?.key === key ? found.next : null;
}
