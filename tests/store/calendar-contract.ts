/**
 * The store's part of the company's calendar, for any store a factory opens (see
 * ./store-contract.ts); both stores run them: closed days, the daily limit and the buffer,
 * checked in the transaction that books or moves onto a day.
 */
import { describe, expect, it } from "vitest";
import type { BookingStore } from "../../server/store/booking-store";
import type { AcceptInput, DayLimits, RescheduleInput } from "../../server/store/types";
import { accepted, input, NOW, openEach, type StoreUnderTest, slotOf } from "./store-contract";

const DAY = "2026-12-01";
const HOUR_LIMITS: DayLimits = { bufferMinutes: 60, dailyLimit: null };

const onDay = (timeSlot: string, overrides: Partial<AcceptInput> = {}) =>
  input({ timeSlot, delivery: null, ...overrides });

const move = (
  bookingId: string,
  timeSlot: string,
  date = DAY,
  day?: DayLimits,
  expectedSequence = 0,
): RescheduleInput => ({
  bookingId,
  date,
  timeSlot,
  slot: slotOf(timeSlot),
  hours: slotOf(timeSlot).end - slotOf(timeSlot).start,
  expectedSequence,
  now: NOW,
  ...(day && { day }),
});

export function describeCalendarContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the company's calendar in the store`, () => {
    let store: BookingStore;
    openEach(open, (opened) => {
      store = opened.store;
    });

    describe("closed days", () => {
      it("closes a range: each date listed with its reason; a booking or a move onto one is day_closed", async () => {
        const held = accepted(await store.accept(onDay("11:00 to 12:00", { date: "2026-12-23" })));
        expect(
          await store.closeDays({
            from: "2026-12-24",
            until: "2026-12-26",
            reason: "Public holiday",
            now: NOW,
          }),
        ).toEqual([]);
        expect(await store.listClosedDays()).toEqual(
          ["2026-12-24", "2026-12-25", "2026-12-26"].map((date) => ({
            date,
            reason: "Public holiday",
            closedAt: NOW.toISOString(),
          })),
        );
        expect(await store.closedDays("2026-12-25", "2026-12-31")).toEqual([
          { date: "2026-12-25", reason: "Public holiday" },
          { date: "2026-12-26", reason: "Public holiday" },
        ]);
        expect(await store.listClosedDays({ until: "2026-12-24" })).toHaveLength(1);
        for (const date of ["2026-12-24", "2026-12-25", "2026-12-26"])
          expect(await store.accept(onDay("14:00 to 15:00", { date }))).toEqual({
            outcome: "day_closed",
            reason: "Public holiday",
          });
        expect((await store.accept(onDay("14:00 to 15:00", { date: "2026-12-27" }))).outcome).toBe(
          "accepted",
        );
        expect(await store.reschedule(move(held.bookingId, "14:00 to 15:00", "2026-12-25"))).toEqual({
          outcome: "day_closed",
          reason: "Public holiday",
        });
        // Nothing of the refused calls was kept.
        expect((await store.listBookings()).map((booking) => booking.date)).toEqual([
          "2026-12-23",
          "2026-12-27",
        ]);
      });

      it("bookings held on a day closed later stay as they are, and the close names them; a replay still answers", async () => {
        const call = onDay("15:00 to 16:00", { date: "2026-12-24" });
        const first = accepted(await store.accept(call));
        const other = accepted(await store.accept(onDay("11:00 to 12:00", { date: "2026-12-25" })));
        const cancelled = accepted(await store.accept(onDay("12:00 to 13:00", { date: "2026-12-25" })));
        await store.cancel(cancelled.bookingId, NOW);
        const held = await store.closeDays({
          from: "2026-12-24",
          until: "2026-12-25",
          reason: "Office move",
          now: NOW,
        });
        expect(held).toEqual([
          { id: first.bookingId, date: "2026-12-24", timeSlot: "15:00 to 16:00", state: "requested" },
          { id: other.bookingId, date: "2026-12-25", timeSlot: "11:00 to 12:00", state: "requested" },
        ]);
        expect(await store.bookedSlots("2026-12-24", "all")).toEqual(["15:00 to 16:00"]);
        // The booking's later calls are replays of a booking made before: not refused.
        expect(accepted(await store.accept(call))).toMatchObject({
          bookingId: first.bookingId,
          replay: true,
        });
      });

      it("closing a closed date again changes its reason, not when it was closed; reopening opens the range", async () => {
        await store.closeDays({ from: "2026-12-24", until: "2026-12-24", reason: "Closed", now: NOW });
        const later = new Date(NOW.getTime() + 60_000);
        await store.closeDays({
          from: "2026-12-24",
          until: "2026-12-25",
          reason: "Public holiday",
          now: later,
        });
        expect(await store.listClosedDays()).toEqual([
          { date: "2026-12-24", reason: "Public holiday", closedAt: NOW.toISOString() },
          { date: "2026-12-25", reason: "Public holiday", closedAt: later.toISOString() },
        ]);
        expect(await store.reopenDays("2026-12-20", "2026-12-24")).toEqual(["2026-12-24"]);
        expect(await store.reopenDays("2026-12-20", "2026-12-24")).toEqual([]);
        expect((await store.accept(onDay("11:00 to 12:00", { date: "2026-12-24" }))).outcome).toBe(
          "accepted",
        );
        expect(await store.closedDays("2026-12-01", "2026-12-31")).toEqual([
          { date: "2026-12-25", reason: "Public holiday" },
        ]);
      });
    });

    describe("the daily limit", () => {
      const limit = (dailyLimit: number): DayLimits => ({ bufferMinutes: 0, dailyLimit });

      it("at most dailyLimit held bookings start on one day; a cancelled one frees its place; a closed day is day_closed first", async () => {
        const first = accepted(await store.accept(onDay("11:00 to 12:00", { day: limit(2) })));
        accepted(await store.accept(onDay("13:00 to 14:00", { day: limit(2) })));
        expect(await store.accept(onDay("16:00 to 17:00", { day: limit(2) }))).toEqual({
          outcome: "day_full",
        });
        // Full is checked before the slot: a taken slot on a full day is day_full.
        expect(await store.accept(onDay("11:00 to 12:00", { day: limit(2) }))).toEqual({
          outcome: "day_full",
        });
        expect((await store.accept(onDay("16:00 to 17:00", { day: limit(3) }))).outcome).toBe("accepted");
        expect(
          (await store.accept(onDay("18:00 to 19:00", { date: "2026-12-02", day: limit(1) }))).outcome,
        ).toBe("accepted");
        await store.cancel(first.bookingId, NOW);
        expect((await store.accept(onDay("11:00 to 12:00", { day: limit(3) }))).outcome).toBe("accepted");
        await store.closeDays({ from: DAY, until: DAY, reason: "Closed", now: NOW });
        expect(await store.accept(onDay("19:00 to 20:00", { day: limit(1) }))).toEqual({
          outcome: "day_closed",
          reason: "Closed",
        });
      });

      it("a move within a full day is allowed (its own row does not count); a move onto a full day is day_full", async () => {
        const a = accepted(await store.accept(onDay("11:00 to 12:00")));
        accepted(await store.accept(onDay("13:00 to 14:00")));
        const elsewhere = accepted(await store.accept(onDay("11:00 to 12:00", { date: "2026-12-02" })));
        expect((await store.reschedule(move(a.bookingId, "16:00 to 17:00", DAY, limit(2)))).outcome).toBe(
          "rescheduled",
        );
        expect(await store.reschedule(move(elsewhere.bookingId, "18:00 to 19:00", DAY, limit(2)))).toEqual({
          outcome: "day_full",
        });
        expect(await store.bookedSlots(DAY, "all")).toEqual(["13:00 to 14:00", "16:00 to 17:00"]);
      });
    });

    describe("the buffer", () => {
      it("with 60 minutes, a booking 14:00-15:00 takes 13:00-14:00 and 15:00-16:00; 12:00-13:00 and 16:00-17:00 stay free", async () => {
        accepted(await store.accept(onDay("14:00 to 15:00", { day: HOUR_LIMITS })));
        expect(await store.accept(onDay("13:00 to 14:00", { day: HOUR_LIMITS }))).toEqual({
          outcome: "slot_taken",
        });
        expect(await store.accept(onDay("15:00 to 16:00", { day: HOUR_LIMITS }))).toEqual({
          outcome: "slot_taken",
        });
        expect(await store.accept(onDay("12:00 to 14:00", { day: HOUR_LIMITS }))).toEqual({
          outcome: "slot_taken",
        });
        expect((await store.accept(onDay("16:00 to 17:00", { day: HOUR_LIMITS }))).outcome).toBe("accepted");
        expect((await store.accept(onDay("12:00 to 13:00", { day: HOUR_LIMITS }))).outcome).toBe("accepted");
        // Without a buffer, the next hour is free; a buffer counts on its own day only.
        expect((await store.accept(onDay("17:00 to 18:00"))).outcome).toBe("accepted");
        const nextDay = onDay("11:00 to 12:00", {
          date: "2026-12-02",
          day: { bufferMinutes: 240, dailyLimit: null },
        });
        expect((await store.accept(nextDay)).outcome).toBe("accepted");
      });

      it("a buffer shorter than an hour still keeps the next hour (30 minutes between them is too few)", async () => {
        const half: DayLimits = { bufferMinutes: 30, dailyLimit: null };
        accepted(await store.accept(onDay("14:00 to 15:00")));
        expect(await store.accept(onDay("15:00 to 16:00", { day: half }))).toEqual({ outcome: "slot_taken" });
        expect((await store.accept(onDay("16:00 to 17:00", { day: half }))).outcome).toBe("accepted");
      });

      it("a move excepts its own booking: it can move by an hour within its buffer, not next to another", async () => {
        const own = accepted(await store.accept(onDay("14:00 to 15:00")));
        accepted(await store.accept(onDay("17:00 to 18:00")));
        expect(
          (await store.reschedule(move(own.bookingId, "15:00 to 16:00", DAY, HOUR_LIMITS))).outcome,
        ).toBe("rescheduled");
        expect(await store.reschedule(move(own.bookingId, "16:00 to 17:00", DAY, HOUR_LIMITS, 1))).toEqual({
          outcome: "slot_taken",
        });
        expect(await store.bookedSlots(DAY, "all")).toEqual(["15:00 to 16:00", "17:00 to 18:00"]);
      });

      it("reaches across midnight: the day before's last hour and the next day's first keep the buffer from each other", async () => {
        const last = accepted(await store.accept(onDay("23:00 to 24:00", { day: HOUR_LIMITS })));
        expect(await store.accept(onDay("00:00 to 01:00", { date: "2026-12-02", day: HOUR_LIMITS }))).toEqual(
          {
            outcome: "slot_taken",
          },
        );
        accepted(await store.accept(onDay("01:00 to 02:00", { date: "2026-12-02", day: HOUR_LIMITS })));
        accepted(await store.accept(onDay("00:00 to 01:00", { date: "2026-12-04", day: HOUR_LIMITS })));
        expect(await store.accept(onDay("23:00 to 24:00", { date: "2026-12-03", day: HOUR_LIMITS }))).toEqual(
          {
            outcome: "slot_taken",
          },
        );
        // A move leaves its own slot: the last hour may move to the next day's first, not next to another.
        const moved = await store.reschedule(
          move(last.bookingId, "23:00 to 24:00", "2026-12-03", HOUR_LIMITS),
        );
        expect(moved).toEqual({ outcome: "slot_taken" });
        const own = accepted(
          await store.accept(onDay("23:00 to 24:00", { date: "2026-12-06", day: HOUR_LIMITS })),
        );
        const onward = await store.reschedule(
          move(own.bookingId, "00:00 to 01:00", "2026-12-07", HOUR_LIMITS),
        );
        expect(onward.outcome).toBe("rescheduled");
        // Without a buffer, midnight is only a touch.
        accepted(await store.accept(onDay("00:00 to 01:00", { date: "2026-12-05" })));
        accepted(await store.accept(onDay("23:00 to 24:00", { date: "2026-12-04" })));
      });
    });
  });
}
