/**
 * The store's part of the team's side of a booking: confirm and decline, the reminder a
 * confirm plans and every change withdraws, the states and the history, as tests for any
 * store a factory opens (see ./store-contract.ts); both stores run them.
 */
import { describe, expect, it } from "vitest";
import type { BookingStore } from "../../server/store/booking-store";
import type { ConfirmInput, DeclineInput } from "../../server/store/types";
import {
  accepted,
  EMAIL,
  input,
  NOW,
  openEach,
  roomyQuota,
  type StoreUnderTest,
  SUBMIT,
  sendItem,
  slotOf,
  T,
} from "./store-contract";

const HOUR = 3_600_000;
const MEETING = "https://meet.example.com/ada";
/** When the tests' reminders are due: well after NOW, before the slot. */
const REMIND_AT = T + 5 * 24 * HOUR;

const confirmation = (bookingId: string, overrides: Partial<ConfirmInput> = {}): ConfirmInput => ({
  bookingId,
  expectedSequence: 0,
  meetingUrl: MEETING,
  note: "Bring your architecture diagram.",
  remindAt: REMIND_AT,
  now: new Date(T + HOUR),
  by: "team",
  ...overrides,
});

const declining = (bookingId: string, overrides: Partial<DeclineInput> = {}): DeclineInput => ({
  bookingId,
  expectedSequence: 0,
  message: "We are fully booked that week.",
  now: new Date(T + HOUR),
  by: "team",
  ...overrides,
});

export function describeTeamContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the team's side`, () => {
    let store: BookingStore;
    openEach(open, (opened) => {
      store = opened.store;
    });

    /** A booking made with n8n whose own two calls have reached it. */
    async function deliveredBooking(timeSlot = "11:00 to 12:00") {
      const call = input({ timeSlot });
      const email = sendItem(await store.accept(call));
      await store.outbox.markDelivered(email.id, NOW);
      const submit = sendItem(await store.accept({ ...call, delivery: SUBMIT }));
      await store.outbox.markDelivered(submit.id, NOW);
      return { bookingId: email.bookingId, call };
    }

    /** Delivers every delivery due at `at`, in the order the outbox hands them out. */
    async function deliverDue(at: number) {
      const sent: { kind: string; key: string; body: Record<string, unknown> }[] = [];
      for (let item = await store.outbox.nextDue(at); item; item = await store.outbox.nextDue(at)) {
        if ("bookingMissing" in item) throw new Error("orphan");
        sent.push({ kind: item.kind, key: item.idempotencyKey, body: item.body });
        await store.outbox.markDelivered(item.id, new Date(at));
      }
      return sent;
    }

    const kindsOf = async (bookingId: string) =>
      (await store.findBooking(bookingId))?.deliveries.map((delivery) => delivery.kind);

    it("counts the outbox by state, and dates its oldest due delivery: a reminder from its time, a failing call from its first failure", async () => {
      const { bookingId } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      // The confirm is due from the decision (T + 1 h); the reminder only from REMIND_AT.
      expect(await store.outbox.depth(T + 2 * HOUR)).toEqual({
        counts: { pending: 2, delivered: 2, failed: 0 },
        oldestDueSince: T + HOUR,
      });
      await deliverDue(T + 2 * HOUR);
      expect(await store.outbox.depth(T + 2 * HOUR)).toEqual({
        counts: { pending: 1, delivered: 3, failed: 0 },
        oldestDueSince: null,
      });
      expect((await store.outbox.depth(REMIND_AT + HOUR)).oldestDueSince).toBe(REMIND_AT);

      // A call queued at T is due from T; once it fails, from its first failure, also while
      // it waits out its back-off (next attempt at T + 4 h).
      const failing = sendItem(await store.accept(input({ timeSlot: "14:00 to 15:00" })));
      expect((await store.outbox.depth(T + 2 * HOUR)).oldestDueSince).toBe(T);
      await store.outbox.markFailed(failing.id, "n8n answered 500", T + 4 * HOUR, {
        refused: false,
        at: T + 3 * HOUR,
      });
      expect((await store.outbox.depth(T + 3.5 * HOUR)).oldestDueSince).toBe(T + 3 * HOUR);
      await store.outbox.giveUp(failing.id, "refused 5 times: n8n answered 422", new Date(T + 3.5 * HOUR));
      expect(await store.outbox.depth(T + 3.5 * HOUR)).toEqual({
        counts: { pending: 1, delivered: 3, failed: 1 },
        oldestDueSince: null,
      });
    });

    it("keeps how a booking was made and the fee named then; a replay keeps the first", async () => {
      const fee = { currency: "USD", amount: 75 };
      const call = input({ channel: "mcp", fee, delivery: null });
      const { bookingId } = accepted(await store.accept(call));
      accepted(await store.accept({ ...call, channel: "web", fee: null }));
      expect(await store.findBooking(bookingId)).toMatchObject({
        state: "requested",
        channel: "mcp",
        fee,
        history: [{ kind: "made", by: "visitor", channel: "mcp", at: NOW.toISOString() }],
      });
    });

    it("confirms: the state, link and note, a new version, the history; n8n hears it after the booking's calls, and a reminder is planned", async () => {
      const { bookingId, call } = await deliveredBooking();
      const result = await store.confirm(confirmation(bookingId));
      expect(result).toMatchObject({
        outcome: "decided",
        notifiesN8n: true,
        booking: {
          state: "confirmed",
          meetingUrl: MEETING,
          teamNote: "Bring your architecture diagram.",
          sequence: 1,
          history: [
            { kind: "made", by: "visitor" },
            {
              kind: "confirmed",
              by: "team",
              meetingUrl: MEETING,
              note: "Bring your architecture diagram.",
              at: new Date(T + HOUR).toISOString(),
            },
          ],
        },
      });
      expect(result.outcome === "decided" && result.booking).toEqual(await store.findBooking(bookingId));
      // The confirm goes now; the reminder only when it is due.
      const now = await deliverDue(T + 2 * HOUR);
      expect(now).toEqual([
        {
          kind: "confirm-consultation",
          key: `${call.idempotencyKey}/confirm-1`,
          body: {
            ...call.request,
            meetingUrl: MEETING,
            note: "Bring your architecture diagram.",
            sequence: 1,
          },
        },
      ]);
      expect(await store.outbox.nextAttemptAt()).toBe(REMIND_AT);
      expect(await deliverDue(REMIND_AT)).toEqual([
        {
          kind: "remind-consultation",
          key: `${call.idempotencyKey}/remind-1`,
          body: { ...call.request, meetingUrl: MEETING, sequence: 1 },
        },
      ]);
      // Still holding its slot.
      expect(await store.bookedSlots("2026-12-01", "all")).toEqual(["11:00 to 12:00"]);
    });

    it("a confirmed booking gets a new link: a new confirm call, and its reminder planned again under a new key", async () => {
      const { bookingId, call } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      await deliverDue(T + 2 * HOUR);
      const again = await store.confirm(
        confirmation(bookingId, {
          expectedSequence: 1,
          meetingUrl: "https://meet.example.com/new",
          note: null,
          remindAt: REMIND_AT + HOUR,
        }),
      );
      expect(again).toMatchObject({
        booking: {
          state: "confirmed",
          meetingUrl: "https://meet.example.com/new",
          teamNote: null,
          sequence: 2,
        },
      });
      expect(await deliverDue(REMIND_AT + HOUR)).toMatchObject([
        { kind: "confirm-consultation", key: `${call.idempotencyKey}/confirm-2` },
        {
          kind: "remind-consultation",
          key: `${call.idempotencyKey}/remind-2`,
          body: { meetingUrl: "https://meet.example.com/new" },
        },
      ]);
    });

    it("a reminder planned ahead is not sent early when n8n takes a reminder of another booking after failing", async () => {
      const failing = await deliveredBooking();
      await store.confirm(confirmation(failing.bookingId, { remindAt: T + 2 * HOUR }));
      const planned = await deliveredBooking("14:00 to 15:00");
      await store.confirm(confirmation(planned.bookingId));
      await deliverDue(T + HOUR);
      // The first booking's reminder fails once and waits out a back-off.
      const due = await store.outbox.nextDue(T + 2 * HOUR);
      if (!due || "bookingMissing" in due || due.kind !== "remind-consultation")
        throw new Error("no reminder due");
      await store.outbox.markFailed(due.id, "503", T + 3 * HOUR, { refused: false, at: T + 2 * HOUR });
      // n8n takes a reminder again: the one backing off is due now, the one planned is not.
      expect(await store.outbox.makeDue("remind-consultation", T + 2 * HOUR + 1)).toBe(1);
      expect((await deliverDue(T + 2 * HOUR + 1)).map((sent) => sent.key)).toEqual([
        `${failing.call.idempotencyKey}/remind-1`,
      ]);
      expect(await deliverDue(REMIND_AT)).toMatchObject([{ key: `${planned.call.idempotencyKey}/remind-1` }]);
    });

    it("no reminder when none is due (remindAt null), nor for a booking made without n8n", async () => {
      const { bookingId } = await deliveredBooking();
      await store.confirm(confirmation(bookingId, { remindAt: null }));
      expect(await kindsOf(bookingId)).toEqual([EMAIL, SUBMIT, "confirm-consultation"]);
      // With no reminder planned, a cancel has none to withdraw.
      expect(await store.cancel(bookingId, NOW)).toMatchObject({
        outcome: "cancelled",
        withdrewReminder: false,
      });
      const standalone = accepted(await store.accept(input({ timeSlot: "14:00 to 15:00", delivery: null })));
      expect(await store.confirm(confirmation(standalone.bookingId))).toMatchObject({
        outcome: "decided",
        notifiesN8n: false,
        booking: { state: "confirmed", deliveries: [] },
      });
    });

    it("declines: the slot is free at once, the message kept, the reminder withdrawn, n8n told", async () => {
      const { bookingId, call } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      const result = await store.decline(declining(bookingId, { expectedSequence: 1 }));
      expect(result).toMatchObject({
        outcome: "decided",
        notifiesN8n: true,
        withdrewReminder: true,
        booking: {
          state: "declined",
          teamMessage: "We are fully booked that week.",
          meetingUrl: null,
          sequence: 2,
        },
      });
      expect(await store.bookedSlots("2026-12-01", "all")).toEqual([]);
      // n8n still lists the slot until it hears of the decline.
      expect(await store.freedSlots("2026-12-01")).toEqual(["11:00 to 12:00"]);
      expect(await kindsOf(bookingId)).toEqual([
        EMAIL,
        SUBMIT,
        "confirm-consultation",
        "decline-consultation",
      ]);
      expect(await deliverDue(REMIND_AT)).toMatchObject([
        { kind: "confirm-consultation" },
        {
          kind: "decline-consultation",
          key: `${call.idempotencyKey}/decline`,
          body: { ...call.request, message: "We are fully booked that week.", sequence: 2 },
        },
      ]);
      expect(await store.freedSlots("2026-12-01")).toEqual([]);
      // Another booking may take the slot; the declined one counts in no contact quota.
      const taker = input({ quota: { ...roomyQuota(0), perContact: 1, emailKey: "ada@example.com" } });
      expect((await store.accept(taker)).outcome).toBe("accepted");
    });

    it("decides only on the version it read, on a booking that holds its slot", async () => {
      const { bookingId } = await deliveredBooking();
      expect(await store.confirm(confirmation(bookingId, { expectedSequence: 3 }))).toEqual({
        outcome: "changed",
      });
      expect(await store.confirm(confirmation("no-such-booking"))).toEqual({ outcome: "not_found" });
      await store.cancel(bookingId, NOW);
      expect(await store.confirm(confirmation(bookingId, { expectedSequence: 1 }))).toEqual({
        outcome: "changed",
      });
      expect(await store.decline(declining(bookingId, { expectedSequence: 1 }))).toEqual({
        outcome: "changed",
      });
      expect((await store.findBooking(bookingId))?.state).toBe("cancelled");
    });

    it("a cancel withdraws the reminder, and its delivery is not held up by it", async () => {
      const { bookingId } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      await deliverDue(T + 2 * HOUR);
      expect(await store.cancel(bookingId, new Date(T + 3 * HOUR), "operator")).toMatchObject({
        outcome: "cancelled",
        withdrewReminder: true,
        booking: { state: "cancelled", sequence: 2 },
      });
      // Due now, not after the reminder's time; and no reminder left.
      expect(await deliverDue(T + 3 * HOUR)).toMatchObject([{ kind: "cancel-consultation" }]);
      expect(await kindsOf(bookingId)).toEqual([
        EMAIL,
        SUBMIT,
        "confirm-consultation",
        "cancel-consultation",
      ]);
      expect((await store.findBooking(bookingId))?.history.map((event) => [event.kind, event.by])).toEqual([
        ["made", "visitor"],
        ["confirmed", "team"],
        ["cancelled", "operator"],
      ]);
    });

    it("a move of a confirmed booking makes it requested again: its link and reminder go, the history keeps both slots", async () => {
      const { bookingId } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      const moved = await store.reschedule({
        bookingId,
        date: "2026-12-02",
        timeSlot: "14:00 to 15:00",
        slot: slotOf("14:00 to 15:00"),
        hours: 1,
        expectedSequence: 1,
        now: new Date(T + 2 * HOUR),
      });
      expect(moved).toMatchObject({
        outcome: "rescheduled",
        withdrewReminder: true,
        booking: { state: "requested", meetingUrl: null, teamNote: null, sequence: 2 },
      });
      expect(await kindsOf(bookingId)).toEqual([
        EMAIL,
        SUBMIT,
        "confirm-consultation",
        "reschedule-consultation",
      ]);
      expect((await store.findBooking(bookingId))?.history.at(-1)).toEqual({
        kind: "moved",
        by: "visitor",
        at: new Date(T + 2 * HOUR).toISOString(),
        from: { date: "2026-12-01", timeSlot: "11:00 to 12:00" },
        to: { date: "2026-12-02", timeSlot: "14:00 to 15:00" },
      });
    });

    it("a booking moved after its confirm gets its reminder again when the team confirms the new time", async () => {
      const { bookingId, call } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      await deliverDue(T + HOUR);
      await store.reschedule({
        bookingId,
        date: "2026-12-02",
        timeSlot: "14:00 to 15:00",
        slot: slotOf("14:00 to 15:00"),
        hours: 1,
        expectedSequence: 1,
        now: new Date(T + 2 * HOUR),
      });
      expect(await kindsOf(bookingId)).not.toContain("remind-consultation");
      const again = await store.confirm(
        confirmation(bookingId, {
          expectedSequence: 2,
          remindAt: REMIND_AT + 24 * HOUR,
          now: new Date(T + 3 * HOUR),
        }),
      );
      expect(again).toMatchObject({ outcome: "decided", withdrewReminder: false, booking: { sequence: 3 } });
      // Not due at the first reminder's time; due at its own, with the new slot.
      expect((await deliverDue(REMIND_AT)).map((sent) => sent.kind)).toEqual([
        "reschedule-consultation",
        "confirm-consultation",
      ]);
      expect(await deliverDue(REMIND_AT + 24 * HOUR)).toMatchObject([
        {
          kind: "remind-consultation",
          key: `${call.idempotencyKey}/remind-3`,
          body: { date: "2026-12-02", timeSlot: "14:00 to 15:00", meetingUrl: MEETING, sequence: 3 },
        },
      ]);
    });

    it("a new link after the reminder was sent plans a new one: the delivered row is queued again under a new key", async () => {
      const { bookingId, call } = await deliveredBooking();
      await store.confirm(confirmation(bookingId));
      expect((await deliverDue(REMIND_AT)).map((sent) => sent.key)).toEqual([
        `${call.idempotencyKey}/confirm-1`,
        `${call.idempotencyKey}/remind-1`,
      ]);
      const relinked = await store.confirm(
        confirmation(bookingId, {
          expectedSequence: 1,
          meetingUrl: "https://meet.example.com/new",
          remindAt: REMIND_AT + HOUR,
          now: new Date(REMIND_AT + 1),
        }),
      );
      // A reminder already sent is not withdrawn: the visitor has it.
      expect(relinked).toMatchObject({ outcome: "decided", withdrewReminder: false });
      const reminder = (await store.findBooking(bookingId))?.deliveries.find(
        (delivery) => delivery.kind === "remind-consultation",
      );
      expect(reminder).toMatchObject({ status: "pending", attempts: 0, deliveredAt: null });
      expect(await deliverDue(REMIND_AT + HOUR)).toMatchObject([
        { kind: "confirm-consultation", key: `${call.idempotencyKey}/confirm-2` },
        {
          kind: "remind-consultation",
          key: `${call.idempotencyKey}/remind-2`,
          body: { meetingUrl: "https://meet.example.com/new" },
        },
      ]);
    });

    it("a declined booking cannot be cancelled or moved: it has ended", async () => {
      const { bookingId } = await deliveredBooking();
      await store.decline(declining(bookingId, { message: null }));
      expect(await store.cancel(bookingId, NOW)).toMatchObject({
        outcome: "ended",
        booking: { state: "declined", teamMessage: null },
      });
      const move = {
        date: "2026-12-02",
        timeSlot: "14:00 to 15:00",
        slot: slotOf("14:00 to 15:00"),
        hours: 1,
      };
      expect(await store.reschedule({ bookingId, ...move, expectedSequence: 1, now: NOW })).toEqual({
        outcome: "ended",
      });
    });
  });
}
