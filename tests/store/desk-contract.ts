/**
 * The store's part of the team's desk: its lists (contents, order, bounds, the count of the
 * rest) and its ended sessions, as tests for any store a factory opens (see
 * ./store-contract.ts); both stores run them.
 */
import { describe, expect, it } from "vitest";
import type { BookingStore } from "../../server/store/booking-store";
import type { DeskListsQuery } from "../../server/store/desk-lists";
import {
  accepted,
  input,
  NOW,
  openEach,
  requestOf,
  type StoreUnderTest,
  sendItem,
  T,
  TODAY,
} from "./store-contract";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const query = (overrides: Partial<DeskListsQuery> = {}): DeskListsQuery => ({
  today: TODAY,
  comingUntil: "2026-12-20",
  changedSince: new Date(T - 14 * DAY),
  now: T,
  limit: 50,
  ...overrides,
});

export function describeDeskContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the team's desk`, () => {
    let store: BookingStore;
    openEach(open, (opened) => {
      store = opened.store;
    });

    const book = async (who: string, date: string, timeSlot: string, at = NOW) =>
      accepted(
        await store.accept(
          input({
            date,
            timeSlot,
            now: at,
            request: requestOf({ name: who, subject: "Plan", hours: 1, date, timeSlot }),
          }),
        ),
      ).bookingId;
    const confirm = (bookingId: string, expectedSequence = 0) =>
      store.confirm({
        bookingId,
        expectedSequence,
        meetingUrl: "https://meet.example.com/x",
        note: null,
        remindAt: null,
        now: NOW,
        by: "team",
      });

    it("lists requested from today soonest first, confirmed until the last date, and ended since a time, latest first", async () => {
      await book("Past", "2026-11-20", "11:00 to 12:00");
      const later = await book("Later", "2026-12-03", "15:00 to 16:00");
      await book("Early", "2026-12-03", "11:00 to 12:00");
      await book("Soon", "2026-11-23", "12:00 to 13:00");
      const inside = await book("Inside", "2026-12-20", "11:00 to 12:00");
      const outside = await book("Outside", "2026-12-21", "11:00 to 12:00");
      await confirm(inside);
      await confirm(outside);
      const first = await book("Cancelled first", "2026-12-10", "11:00 to 12:00");
      const second = await book("Declined second", "2026-12-11", "11:00 to 12:00");
      const old = await book("Long ago", "2026-12-12", "11:00 to 12:00");
      await store.cancel(old, new Date(T - 15 * DAY), "visitor");
      await store.cancel(first, new Date(T + HOUR), "operator");
      await store.decline({
        bookingId: second,
        expectedSequence: 0,
        message: null,
        now: new Date(T + 2 * HOUR),
        by: "team",
      });
      const lists = await store.deskLists(query());
      const names = (rows: { request: { name: string } }[]) => rows.map((row) => row.request.name);
      expect(names(lists.waiting.rows)).toEqual(["Soon", "Early", "Later"]);
      expect(lists.waiting.rows[2]).toMatchObject({
        id: later,
        date: "2026-12-03",
        timeSlot: "15:00 to 16:00",
      });
      expect(names(lists.coming.rows)).toEqual(["Inside"]);
      expect(lists.coming.rows[0]?.meetingUrl).toBe("https://meet.example.com/x");
      expect(names(lists.changed.rows)).toEqual(["Declined second", "Cancelled first"]);
      expect(lists.changed.rows.map((row) => [row.state, row.endedBy, row.endedAt])).toEqual([
        ["declined", "team", new Date(T + 2 * HOUR).toISOString()],
        ["cancelled", "operator", new Date(T + HOUR).toISOString()],
      ]);
      expect([lists.waiting.more, lists.coming.more, lists.changed.more]).toEqual([0, 0, 0]);
    });

    it("bounds each list and counts the rest", async () => {
      for (let hour = 11; hour < 20; hour += 1)
        await book(`At ${hour}`, "2026-12-01", `${hour}:00 to ${hour + 1}:00`);
      for (const from of ["2026-12-01", "2026-12-03", "2026-12-05", "2026-12-07", "2026-12-09", "2026-12-11"])
        await store.closeDays({ from, until: from, reason: "Audit", now: NOW });
      const lists = await store.deskLists(query({ limit: 4 }));
      expect(lists.waiting.rows.map((row) => row.timeSlot)).toEqual([
        "11:00 to 12:00",
        "12:00 to 13:00",
        "13:00 to 14:00",
        "14:00 to 15:00",
      ]);
      expect(lists.waiting.more).toBe(5);
      expect(lists.closed.rows.map((range) => range.from)).toEqual([
        "2026-12-01",
        "2026-12-03",
        "2026-12-05",
        "2026-12-07",
      ]);
      expect(lists.closed.more).toBe(2);
      const held = await store.heldBetween("2026-12-01", "2026-12-01", 3);
      expect(held.rows.map((row) => row.timeSlot)).toEqual([
        "11:00 to 12:00",
        "12:00 to 13:00",
        "13:00 to 14:00",
      ]);
      // Counted past the bound, so the desk says how many a closed range holds.
      expect(held.more).toBe(6);
    });

    it("lists closed days from today as ranges of consecutive dates with one reason, bounded by ranges", async () => {
      const close = (from: string, until: string, reason: string) =>
        store.closeDays({ from, until, reason, now: NOW });
      await close("2026-11-19", "2026-11-22", "Before today");
      await close("2026-12-20", "2027-02-20", "Winter break");
      // Another reason the day after, then a gap.
      await close("2027-02-21", "2027-02-21", "Stocktake");
      await close("2027-02-23", "2027-02-24", "Stocktake");
      const lists = await store.deskLists(query({ limit: 3 }));
      expect(lists.closed.rows).toEqual([
        { from: "2026-11-21", until: "2026-11-22", reason: "Before today", days: 2 },
        { from: "2026-12-20", until: "2027-02-20", reason: "Winter break", days: 63 },
        { from: "2027-02-21", until: "2027-02-21", reason: "Stocktake", days: 1 },
      ]);
      expect(lists.closed.more).toBe(1);
      // Every closed date ahead, shown or not, for the flag on a booking held on one.
      expect(lists.closedDays).toHaveLength(2 + 63 + 1 + 2);
      expect(lists.closedDays.at(-1)).toEqual({ date: "2027-02-24", reason: "Stocktake" });
      expect(lists.closedDays[0]).toEqual({ date: "2026-11-21", reason: "Before today" });
    });

    it("counts deliveries waiting, reminders not yet due apart, and lists those given up, latest first", async () => {
      const made = await store.accept(
        input({ request: requestOf({ name: "Fran", subject: "Plan", hours: 1 }) }),
      );
      const item = sendItem(made);
      await book("Waiting", "2026-12-02", "11:00 to 12:00");
      let lists = await store.deskLists(query());
      expect(lists.deliveries).toMatchObject({ waiting: 2, scheduled: 0, failed: { rows: [], more: 0 } });
      await store.outbox.giveUp(item.id, "refused 5 times: n8n answered 422", new Date(T + HOUR));
      lists = await store.deskLists(query());
      expect(lists.deliveries.waiting).toBe(1);
      expect(lists.deliveries.failed.rows).toEqual([
        expect.objectContaining({
          bookingId: item.bookingId,
          kind: "send-consultation-email",
          lastError: "refused 5 times: n8n answered 422",
          name: "Fran",
          date: "2026-12-01",
          timeSlot: "11:00 to 12:00",
        }),
      ]);
      expect(await store.outbox.retryFailed(item.bookingId, T + 2 * HOUR)).toBe(1);
      expect((await store.deskLists(query())).deliveries).toMatchObject({ waiting: 2, failed: { rows: [] } });
    });

    it("keeps a signed-out session as ended, and forgets ended sessions once they expired", async () => {
      expect(await store.deskSessionEnded("session-a")).toBe(false);
      await store.endDeskSession("session-a", T + HOUR, T);
      await store.endDeskSession("session-a", T + HOUR, T);
      expect(await store.deskSessionEnded("session-a")).toBe(true);
      await store.endDeskSession("session-b", T + 3 * HOUR, T + 2 * HOUR);
      expect(await store.deskSessionEnded("session-a")).toBe(false);
      expect(await store.deskSessionEnded("session-b")).toBe(true);
    });
  });
}
