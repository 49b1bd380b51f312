/**
 * The store's part of the team's calendar feed (server/store/feed-rows.ts), for any store
 * a factory opens (see ./store-contract.ts); both stores run them.
 */
import { describe, expect, it } from "vitest";
import type { BookingStore } from "../../server/store/booking-store";
import type { FeedRange } from "../../server/store/feed-rows";
import { accepted, input, NOW, openEach, type StoreUnderTest } from "./store-contract";

const RANGE: FeedRange = { from: "2026-11-01", until: "2026-12-31", today: "2026-11-21", limit: 100 };

export function describeFeedContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the team's calendar feed's rows`, () => {
    let store: BookingStore;
    openEach(open, (opened) => {
      store = opened.store;
    });

    /** A booking on `date` at `timeSlot`, made without n8n: its id. */
    const book = async (date: string, timeSlot = "11:00 to 12:00") =>
      accepted(await store.accept(input({ date, timeSlot, delivery: null }))).bookingId;

    it("holds the requested and confirmed bookings of the range, both ends included, by date and start", async () => {
      const first = await book("2026-11-01");
      const late = await book("2026-12-31", "15:00 to 16:00");
      const early = await book("2026-12-31", "12:00 to 13:00");
      const confirmed = await book("2026-12-01");
      await book("2026-10-31");
      await book("2027-01-01");
      const cancelled = await book("2026-12-02");
      const declined = await book("2026-12-03");
      await store.confirm({
        bookingId: confirmed,
        expectedSequence: 0,
        meetingUrl: "https://meet.example.com/abc",
        note: null,
        remindAt: null,
        now: NOW,
        by: "team",
      });
      await store.cancel(cancelled, NOW);
      await store.decline({ bookingId: declined, expectedSequence: 0, message: null, now: NOW, by: "team" });

      const rows = await store.feedRows(RANGE);
      expect(rows.bookings.map((booking) => booking.id)).toEqual([first, confirmed, early, late]);
      expect(rows.leftOut).toBe(0);
      const held = rows.bookings.find((booking) => booking.id === confirmed);
      expect(held).toMatchObject({
        state: "confirmed",
        meetingUrl: "https://meet.example.com/abc",
        sequence: 1,
        date: "2026-12-01",
        timeSlot: "11:00 to 12:00",
      });
      expect(held?.request.name).toBe("Grace Hopper");
    });

    it("holds the closed days of the range, each date of a closed range on its own", async () => {
      await store.closeDays({ from: "2026-10-30", until: "2026-11-02", reason: "Retreat", now: NOW });
      await store.closeDays({ from: "2026-12-24", until: "2026-12-24", reason: "Public holiday", now: NOW });
      await store.closeDays({ from: "2027-01-01", until: "2027-01-01", reason: "New Year", now: NOW });
      const rows = await store.feedRows(RANGE);
      expect(rows.closedDays.map(({ date, reason }) => ({ date, reason }))).toEqual([
        { date: "2026-11-01", reason: "Retreat" },
        { date: "2026-11-02", reason: "Retreat" },
        { date: "2026-12-24", reason: "Public holiday" },
      ]);
    });

    it("over its limit keeps the nearest bookings (today and on first, then the latest past ones) and counts the rest", async () => {
      const past = [await book("2026-11-02"), await book("2026-11-19"), await book("2026-11-20")];
      const coming = [await book("2026-11-21"), await book("2026-11-25"), await book("2026-12-30")];
      const rows = await store.feedRows({ ...RANGE, limit: 4 });
      expect(rows.bookings.map((booking) => booking.id)).toEqual([past[2], ...coming]);
      expect(rows.leftOut).toBe(2);
      const few = await store.feedRows({ ...RANGE, limit: 2 });
      expect(few.bookings.map((booking) => booking.id)).toEqual(coming.slice(0, 2));
      expect(few.leftOut).toBe(4);
    });

    it("is empty for a range without bookings or closed days", async () => {
      expect(await store.feedRows(RANGE)).toEqual({ bookings: [], leftOut: 0, closedDays: [] });
    });
  });
}
