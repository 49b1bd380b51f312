/**
 * The store's part of the booking quotas and the operator's cancel, as tests for any
 * store a factory opens (see ./store-contract.ts); both stores run them.
 */
import { describe, expect, it } from "vitest";
import type { BookingStore } from "../../server/store/booking-store";
import type { AcceptInput, QuotaCheck } from "../../server/store/types";
import {
  accepted,
  input,
  NOW,
  openEach,
  type StoreUnderTest,
  SUBMIT,
  sendItem,
  T,
  TODAY,
} from "./store-contract";

const HOUR = 3_600_000;

/** One person's quota: 2 upcoming bookings per contact, 2 per client address in the last day. */
const tightQuota = (overrides: Partial<QuotaCheck> = {}): QuotaCheck => ({
  emailKey: "ada@example.com",
  phoneKey: "15550001",
  clientKey: "198.51.100.7",
  perContact: 2,
  today: TODAY,
  perAddress: 2,
  since: new Date(T - 24 * HOUR),
  networkKey: null,
  perNetwork: 3,
  ...overrides,
});

/** Bookings on different slots of one day, so that only the quota can refuse them. */
const onSlot = (hour: number, quota: QuotaCheck, overrides: Partial<AcceptInput> = {}) =>
  input({ timeSlot: `${hour}:00 to ${hour + 1}:00`, quota, ...overrides });

export function describeQuotaContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: quotas and cancel`, () => {
    let store: BookingStore;
    openEach(open, (opened) => {
      store = opened.store;
    });

    describe("cancel", () => {
      it("frees the slot at once and shows in the listing; its own deliveries stay, a cancel delivery follows", async () => {
        const call = input({ timeSlot: "13:00 to 15:00" });
        const { bookingId } = accepted(await store.accept(call));
        const later = new Date(T + HOUR);
        const result = await store.cancel(bookingId, later);
        expect(result).toEqual({
          outcome: "cancelled",
          booking: expect.objectContaining({ id: bookingId, state: "cancelled" }),
          reachedN8n: false,
          notifiesN8n: true,
          withdrewReminder: false,
        });

        expect(await store.bookedSlots("2026-12-01", "all")).toEqual([]);
        expect(await store.bookedSlots("2026-12-01", "undelivered")).toEqual([]);
        expect((await store.accept(input({ timeSlot: "14:00 to 15:00" }))).outcome).toBe("accepted");
        const [cancelled] = await store.listBookings();
        // What the cancel answers is the booking as it left it.
        expect(result.outcome === "cancelled" && result.booking).toEqual(cancelled);
        expect(cancelled).toMatchObject({
          id: bookingId,
          state: "cancelled",
          cancelledAt: later.toISOString(),
        });
        expect(cancelled?.deliveries).toMatchObject([
          { kind: "send-consultation-email", status: "pending", attempts: 0 },
          { kind: "cancel-consultation", status: "pending", attempts: 0 },
        ]);
        // A replay of the cancelled booking's key is still that booking.
        expect(accepted(await store.accept(call))).toMatchObject({ bookingId, replay: true });
      });

      it("says whether n8n has its record (the recording call delivered)", async () => {
        const call = input();
        const email = sendItem(await store.accept(call));
        await store.outbox.markDelivered(email.id, NOW);
        const submit = accepted(await store.accept({ ...call, delivery: SUBMIT }));
        if (submit.delivery?.state !== "send") throw new Error("the submit call should be sendable");
        await store.outbox.markDelivered(submit.delivery.item.id, NOW);
        expect(await store.cancel(email.bookingId, NOW)).toMatchObject({
          outcome: "cancelled",
          reachedN8n: true,
          notifiesN8n: true,
        });
      });

      it("a second cancel is ended with the first one's time; an unknown id is not_found", async () => {
        const { bookingId } = accepted(await store.accept(input()));
        await store.cancel(bookingId, new Date(T + 1_000));
        expect(await store.cancel(bookingId, new Date(T + 2_000))).toEqual({
          outcome: "ended",
          booking: expect.objectContaining({ id: bookingId, cancelledAt: new Date(T + 1_000).toISOString() }),
        });
        expect(await store.cancel("no-such-booking", NOW)).toEqual({ outcome: "not_found" });
      });
    });

    describe("quotas", () => {
      it("a third upcoming booking of one e-mail is over_quota contact, and leaves nothing behind", async () => {
        const quota = tightQuota();
        accepted(await store.accept(onSlot(11, quota)));
        accepted(await store.accept(onSlot(12, { ...quota, phoneKey: "1", clientKey: "a" })));
        const before = await store.listBookings();
        expect(await store.accept(onSlot(13, { ...quota, phoneKey: "2", clientKey: "b" }))).toEqual({
          outcome: "over_quota",
          quota: "contact",
        });
        expect(await store.listBookings()).toEqual(before);
      });

      it("the phone is a contact of its own", async () => {
        const quota = tightQuota();
        accepted(await store.accept(onSlot(11, quota)));
        accepted(await store.accept(onSlot(12, { ...quota, emailKey: "x@example.com", clientKey: "a" })));
        expect(
          await store.accept(onSlot(13, { ...quota, emailKey: "y@example.com", clientKey: "b" })),
        ).toEqual({
          outcome: "over_quota",
          quota: "contact",
        });
      });

      it("past and cancelled bookings count in no contact quota", async () => {
        const quota = tightQuota({ perAddress: 1000 });
        accepted(await store.accept(onSlot(11, quota, { date: "2026-11-20" })));
        const { bookingId } = accepted(await store.accept(onSlot(12, quota)));
        await store.cancel(bookingId, NOW);
        accepted(await store.accept(onSlot(13, quota)));
        // Today counts as upcoming.
        accepted(await store.accept(onSlot(14, quota, { date: TODAY })));
        expect((await store.accept(onSlot(15, quota))).outcome).toBe("over_quota");
      });

      it("a client address may book perAddress times a day, cancelled bookings included", async () => {
        const quota = (n: number) => tightQuota({ emailKey: `p${n}@example.com`, phoneKey: `${n}` });
        // Created before `since`: outside the day counted.
        accepted(await store.accept(onSlot(11, quota(1), { now: new Date(T - 25 * HOUR) })));
        const { bookingId } = accepted(await store.accept(onSlot(12, quota(2))));
        await store.cancel(bookingId, NOW);
        accepted(await store.accept(onSlot(13, quota(3))));
        expect(await store.accept(onSlot(14, quota(4)))).toEqual({ outcome: "over_quota", quota: "address" });
        // Another address is not held back.
        accepted(await store.accept(onSlot(15, { ...quota(5), clientKey: "203.0.113.9" })));
      });

      it("an IPv6 network may book perNetwork times a day, whichever of its addresses asks", async () => {
        const quota = (n: number) =>
          tightQuota({ emailKey: `n${n}@example.com`, phoneKey: `9${n}`, clientKey: `2001:db8:1:${n}::/64` });
        const inNetwork = (n: number) => ({ ...quota(n), networkKey: "2001:db8:1::/48" });
        // A network is counted only when the client has one (IPv6): these bookings count in none.
        accepted(await store.accept(onSlot(11, quota(1))));
        for (const n of [2, 3, 4]) accepted(await store.accept(onSlot(10 + n, inNetwork(n))));
        expect(await store.accept(onSlot(15, inNetwork(5)))).toEqual({
          outcome: "over_quota",
          quota: "address",
        });
        accepted(await store.accept(onSlot(16, { ...inNetwork(6), networkKey: "2001:db8:2::/48" })));
      });

      it("a replay of a key is never refused by a quota, nor counted again", async () => {
        const quota = tightQuota();
        const first = onSlot(11, quota);
        accepted(await store.accept(first));
        accepted(await store.accept(onSlot(12, quota)));
        expect(accepted(await store.accept({ ...first, delivery: SUBMIT }))).toMatchObject({ replay: false });
        expect(accepted(await store.accept(first))).toMatchObject({ replay: true });
        expect(await store.listBookings()).toHaveLength(2);
      });
    });

    describe("countCreatedSince", () => {
      it("counts bookings created after the time, cancelled ones too", async () => {
        accepted(await store.accept(input({ timeSlot: "11:00 to 12:00", now: new Date(T - 2 * HOUR) })));
        accepted(await store.accept(input({ timeSlot: "12:00 to 13:00", now: new Date(T - HOUR) })));
        const { bookingId } = accepted(await store.accept(input({ timeSlot: "13:00 to 14:00" })));
        await store.cancel(bookingId, NOW);
        expect(await store.countCreatedSince(new Date(T - 3 * HOUR))).toBe(3);
        // Strictly after: a booking made at that very moment is not counted.
        expect(await store.countCreatedSince(new Date(T - HOUR))).toBe(1);
        expect(await store.countCreatedSince(NOW)).toBe(0);
      });
    });
  });
}
