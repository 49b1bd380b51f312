import { describe, expect, it, vi } from "vitest";
import { addDays } from "../../booking/dates";
import { NEXT_FREE_PROBES, weekSlots } from "../../booking/day-rules";
import { DEFAULT_CALENDAR } from "../../booking/default-calendar";
import type { ClosedDays, SlotsLookup } from "./booking-api";
import { type KnownClosedDates, type SearchCalls, searchNextFreeDate } from "./use-next-free-date";

// The browser's search for the next free date: the closed days read once, and passed over
// without a lookup each, as the server's search does (src/booking/posted-form.ts).

const WINDOW = { min: "2026-11-22", max: "2027-11-21" };
const day = { calendar: DEFAULT_CALENDAR, timeZone: "America/New_York", date: "2026-12-05", hours: 1 };

/** An office move: 2026-12-05 to 2026-12-14, longer than the search's probes. */
const OFFICE_MOVE: ClosedDays = Array.from({ length: 10 }, (_, index) => ({
  date: addDays("2026-12-05", index),
  reason: "Office move",
}));

/** The server as the search sees it: closed days answer closed, every other date is free. */
function server(closedDays: ClosedDays | null) {
  const lookedUp: string[] = [];
  let closedDaysAsked = 0;
  const calls: SearchCalls = {
    lookUpClosedDays: vi.fn(async () => {
      closedDaysAsked++;
      return closedDays;
    }),
    lookUpBookedSlots: vi.fn(async (date: string): Promise<SlotsLookup> => {
      lookedUp.push(date);
      const closed = OFFICE_MOVE.find((closedDay) => closedDay.date === date);
      return closed
        ? { kind: "ok", bookedSlots: weekSlots(DEFAULT_CALENDAR, 1), closed: { reason: closed.reason } }
        : { kind: "ok", bookedSlots: [] };
    }),
  };
  return { calls, lookedUp, closedDaysAsked: () => closedDaysAsked };
}

const signal = () => new AbortController().signal;

describe("searchNextFreeDate", () => {
  it("passes over a closure longer than its probes unread: the first date after it, in one lookup", async () => {
    const { calls, lookedUp } = server(OFFICE_MOVE);
    expect(await searchNextFreeDate(day, WINDOW, signal(), { dates: null }, calls)).toBe("2026-12-15");
    expect(lookedUp).toEqual(["2026-12-15"]);
  });

  it("reads the closed days once for the page: a later search asks only for the dates it tries", async () => {
    const { calls, lookedUp, closedDaysAsked } = server(OFFICE_MOVE);
    const known: KnownClosedDates = { dates: null };
    await searchNextFreeDate(day, WINDOW, signal(), known, calls);
    expect(await searchNextFreeDate({ ...day, date: "2026-12-10" }, WINDOW, signal(), known, calls)).toBe(
      "2026-12-15",
    );
    expect(closedDaysAsked()).toBe(1);
    expect(lookedUp).toEqual(["2026-12-15", "2026-12-15"]);
  });

  it("goes on as before when the closed days cannot be read: each date looked up, none named past its probes", async () => {
    const { calls, lookedUp, closedDaysAsked } = server(null);
    const known: KnownClosedDates = { dates: null };
    expect(await searchNextFreeDate(day, WINDOW, signal(), known, calls)).toBeNull();
    expect(lookedUp).toHaveLength(NEXT_FREE_PROBES);
    expect(lookedUp[0]).toBe("2026-12-06");
    // A later search tries again.
    await searchNextFreeDate(day, WINDOW, signal(), known, calls);
    expect(closedDaysAsked()).toBe(2);
  });

  it("still looks up a date the list does not name: a day closed since is passed over by its answer", async () => {
    // The list missed the move's last two days (read before the team closed them).
    const { calls, lookedUp } = server(OFFICE_MOVE.slice(0, 8));
    expect(await searchNextFreeDate(day, WINDOW, signal(), { dates: null }, calls)).toBe("2026-12-15");
    expect(lookedUp).toEqual(["2026-12-13", "2026-12-14", "2026-12-15"]);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const calls: SearchCalls = {
      lookUpClosedDays: async () => {
        controller.abort();
        throw new DOMException("The operation was aborted.", "AbortError");
      },
      lookUpBookedSlots: vi.fn(),
    };
    await expect(
      searchNextFreeDate(day, WINDOW, controller.signal, { dates: null }, calls),
    ).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(calls.lookUpBookedSlots).not.toHaveBeenCalled();
  });
});
