import { useEffect, useRef, useState } from "react";
import type { CompanyCalendar } from "../../booking/calendar";
import { windowFrom } from "../../booking/dates";
import { calendarWindow } from "../../booking/day-rules";
import { renderTimeToSend } from "../../booking/form-values";
import { useSite } from "../../site";
import { serverClockOffset } from "./server-clock";

/**
 * The visitor's own time zone, known only after hydration: the server cannot know it,
 * and reading it during the first render would make the browser's HTML differ from the
 * server's. Null until then.
 */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);
  return zone;
}

/**
 * The dates a visitor may pick (the company's lead and window). First as the server read
 * them on the day it rendered the page (so hydration sees its HTML); after hydration the
 * browser reads the clock again, which also sets the dates right on a page rendered
 * before the day turned.
 */
export function useBookingWindow(timeZone: string, calendar: CompanyCalendar) {
  const { today } = useSite();
  const [range, setRange] = useState(() => windowFrom(today, calendar));
  useEffect(() => {
    const next = calendarWindow(calendar, timeZone);
    setRange((current) => (current.min === next.min && current.max === next.max ? current : next));
  }, [timeZone, calendar]);
  return range;
}

/**
 * The render time to send now, for the server's "too fast to be a person" check
 * (src/booking/spam-check.ts): when the form was first shown (`renderTimeToSend`), in the
 * server's clock as the last lookup heard it (./server-clock.ts).
 */
export function useRenderedAt(): () => number | undefined {
  const shown = useRef<{ at: number; monotonic: number } | null>(null);
  useEffect(() => {
    shown.current = { at: Date.now(), monotonic: performance.now() };
  }, []);
  return () => {
    const sent = renderTimeToSend(shown.current, { at: Date.now(), monotonic: performance.now() });
    return sent === undefined ? undefined : sent + serverClockOffset();
  };
}

/** False in the server's HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
