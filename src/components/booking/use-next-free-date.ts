import { useEffect, useRef, useState } from "react";
import type { CompanyCalendar } from "../../booking/calendar";
import type { BookingWindow } from "../../booking/dates";
import { nextFreeDate, nextOpenDate } from "../../booking/day-rules";
import type { SlotsState } from "../../booking/posted-form";
import { lookUpBookedSlots, lookUpClosedDays } from "./booking-api";

/** What the search asks the server (./booking-api.ts); a test gives its own. */
export interface SearchCalls {
  lookUpBookedSlots: typeof lookUpBookedSlots;
  lookUpClosedDays: typeof lookUpClosedDays;
}

/** The closed dates, once read: kept for the page's life, so a later search asks again only when they could not be read. */
export interface KnownClosedDates {
  dates: ReadonlySet<string> | null;
}

/**
 * The search for the next date with a free slot after `date`, as the server's
 * (src/booking/posted-form.ts `lookedUpSlots`): the closed days of the booking window read
 * once, and passed over without a lookup each (`isOpen` of `nextFreeDate`); every other date
 * with hours is looked up. When the closed days cannot be read, the search goes on without
 * them. Rejects when `signal` aborts or a lookup is refused (the rate limit): no date to name.
 */
export async function searchNextFreeDate(
  day: { calendar: CompanyCalendar; timeZone: string; date: string; hours: number },
  window: BookingWindow,
  signal: AbortSignal,
  known: KnownClosedDates = { dates: null },
  calls: SearchCalls = { lookUpBookedSlots, lookUpClosedDays },
): Promise<string | null> {
  if (known.dates === null) {
    const closed = await calls.lookUpClosedDays(signal);
    if (closed !== null) known.dates = new Set(closed.map((closedDay) => closedDay.date));
  }
  const closed = known.dates ?? new Set<string>();
  const lookUp = async (next: string) => {
    const result = await calls.lookUpBookedSlots(next, signal);
    // A refused lookup (the rate limit) says nothing of the date: the search stops, naming none.
    if (result.kind === "failed") throw new Error("lookup refused");
    return result.kind === "ok" ? result : null;
  };
  return nextFreeDate(day, window, lookUp, (candidate) => !closed.has(candidate));
}

/**
 * For a day without a free slot, the next date with one (src/booking/day-rules.ts
 * `nextFreeDate`): as the server found it when it looked the day up; else, once the day's
 * lookup is in, read by `searchNextFreeDate` (a closed range passed over unread, a full or
 * busy day looked up and passed over); before any lookup, the next weekday with hours. Null
 * while unknown or when none is near.
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
  const closedDates = useRef<KnownClosedDates>({ dates: null });

  useEffect(() => {
    if (!search) return;
    const controller = new AbortController();
    const day = { calendar, timeZone, date, hours };
    searchNextFreeDate(day, window, controller.signal, closedDates.current).then(
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
