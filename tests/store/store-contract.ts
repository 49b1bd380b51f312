/**
 * What the booking store must do on either database, as tests that take the store from
 * a factory: server/store/sqlite/sqlite-store.test.ts and server/store/postgres/postgres-store.test.ts
 * both run them. What only one database does (files and locks, concurrency, its own
 * constraints) is tested in that database's file.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BookingStore } from "../../server/store/booking-store";
import type {
  AcceptInput,
  AcceptResult,
  DeliveryBody,
  OutboxItem,
  QuotaCheck,
} from "../../server/store/types";
import { type DeliveryName, RECORDING_CALL } from "../../src/booking/calls";
import { parseSlot, type SlotRange, slotLabel, WHOLE_DAY } from "../../src/booking/slots";

export const EMAIL: DeliveryName = "send-consultation-email";
export const SUBMIT: DeliveryName = "submit-consultation";
export const NOW = new Date("2026-11-21T15:00:00Z");
export const T = NOW.getTime();
export const TODAY = "2026-11-21";

export interface StoreUnderTest {
  store: BookingStore;
  /** Removes a booking's row behind the store's back, keeping its deliveries (a hand edit). */
  deleteBookingByHand(bookingId: string): Promise<void>;
  /** The JSON columns of a booking as stored: its request and fee, and its changes' bodies in order. */
  storedText(bookingId: string): Promise<StoredText>;
  dispose(): Promise<void>;
}

/** A fresh store for each test of the enclosing block, handed to `use`, and disposed after the test. */
export function openEach(open: () => Promise<StoreUnderTest>, use: (opened: StoreUnderTest) => void): void {
  let opened: StoreUnderTest | undefined;
  beforeEach(async () => {
    opened = await open();
    use(opened);
  });
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
}

export interface StoredText {
  request: string;
  fee: string | null;
  payloads: string[];
}

/** Slots are whole hours between 11:00 and 20:00; a typo in a test fails loudly here. */
export function slotOf(label: string): SlotRange {
  const slot = parseSlot(label, WHOLE_DAY);
  if (!slot) throw new Error(`not a slot: ${label}`);
  return slot;
}

let counter = 0;

/** Quotas no test reaches unless it means to; each booking has its own contact and address. */
export const roomyQuota = (n: number): QuotaCheck => ({
  emailKey: `person-${n}@example.com`,
  phoneKey: `1555${n}`,
  clientKey: `192.0.2.${n}`,
  perContact: 1000,
  today: TODAY,
  perAddress: 1000,
  since: new Date(T - 24 * 3_600_000),
  networkKey: null,
  perNetwork: 1000,
});

/** A request with only the fields a test needs: the store keeps whatever it is given. */
export const requestOf = (fields: Record<string, unknown>) => fields as unknown as AcceptInput["request"];

/** One call of a booking; each gets its own key, booking id and contact unless the test says otherwise. */
export function input(overrides: Partial<AcceptInput> & { timeSlot?: string } = {}): AcceptInput {
  counter += 1;
  const timeSlot = overrides.timeSlot ?? "11:00 to 12:00";
  const date = overrides.date ?? "2026-12-01";
  const request = overrides.request ?? requestOf({ name: "Grace Hopper", date, timeSlot });
  return {
    bookingId: `booking-${process.pid}-${counter}`,
    idempotencyKey: `key-${process.pid}-${counter}`,
    payloadHash: `hash-of-${JSON.stringify(request)}`,
    date,
    timeSlot,
    slot: slotOf(timeSlot),
    request,
    channel: "web",
    fee: null,
    delivery: EMAIL,
    now: NOW,
    quota: roomyQuota(counter),
    ...overrides,
  };
}

export function accepted(result: AcceptResult) {
  if (result.outcome !== "accepted") throw new Error(`expected accepted, got ${result.outcome}`);
  return result;
}

/** The outbox item `accept` handed over to send now. */
export function sendItem(result: AcceptResult): OutboxItem {
  const { delivery } = accepted(result);
  if (delivery?.state !== "send") throw new Error(`expected state send, got ${JSON.stringify(delivery)}`);
  return delivery.item;
}

/** The tests of the booking, the outbox and their rules, for any store `open` makes. */
export function describeStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the store contract`, () => {
    let subject: StoreUnderTest;
    let store: BookingStore;
    openEach(open, (opened) => {
      subject = opened;
      store = opened.store;
    });

    const deliveriesOf = async (bookingId: string) =>
      (await store.listBookings()).find((booking) => booking.id === bookingId)?.deliveries ?? [];

    const deliveryById = async (id: number) =>
      (await store.listBookings())
        .flatMap((booking) => booking.deliveries)
        .find((delivery) => delivery.id === id);

    /** Books the e-mail and the submit call of one booking; returns both outbox ids. */
    async function bookBoth(overrides: Partial<AcceptInput> = {}) {
      const first = input(overrides);
      const email = sendItem(await store.accept(first));
      const submit = accepted(await store.accept({ ...first, delivery: SUBMIT }));
      const submitId = (await deliveriesOf(submit.bookingId)).find((delivery) => delivery.kind === SUBMIT)
        ?.id as number;
      return { bookingId: email.bookingId, emailId: email.id, submitId, first };
    }

    describe("accept", () => {
      it("creates the booking and queues the named delivery", async () => {
        const call = input({ timeSlot: "14:00 to 16:00" });
        expect(accepted(await store.accept(call))).toMatchObject({
          bookingId: call.bookingId,
          replay: false,
        });
        expect(await store.listBookings()).toEqual([
          {
            id: call.bookingId,
            idempotencyKey: call.idempotencyKey,
            createdAt: NOW.toISOString(),
            date: "2026-12-01",
            timeSlot: "14:00 to 16:00",
            request: call.request,
            state: "requested",
            cancelledAt: null,
            sequence: 0,
            channel: "web",
            fee: null,
            meetingUrl: null,
            teamNote: null,
            teamMessage: null,
            deliveries: [
              {
                id: expect.any(Number),
                bookingId: call.bookingId,
                kind: EMAIL,
                status: "pending",
                attempts: 0,
                nextAttemptAt: T,
                lastError: null,
                deliveredAt: null,
                failedAt: null,
              },
            ],
            history: [{ at: NOW.toISOString(), by: "visitor", kind: "made", channel: "web" }],
            earlierEvents: 0,
            moves: 0,
          },
        ]);
      });

      it("stores the booking without a delivery when no n8n is configured", async () => {
        const call = input({ delivery: null });
        expect(await store.accept(call)).toEqual({
          outcome: "accepted",
          bookingId: call.bookingId,
          booking: { date: call.date, timeSlot: call.timeSlot, state: "requested" },
          delivery: null,
          replay: false,
        });
        expect(await store.accept({ ...call, bookingId: "other" })).toMatchObject({
          bookingId: call.bookingId,
          replay: true,
        });
        expect((await store.listBookings()).map((booking) => booking.deliveries)).toEqual([[]]);
      });

      it("a replay of the same key returns the same booking, replay=true, and queues nothing more", async () => {
        const call = input();
        const first = accepted(await store.accept(call));
        // A replay arrives with a fresh candidate id: the stored one must win.
        const replay = accepted(await store.accept({ ...call, bookingId: "a-fresh-uuid" }));
        expect(replay.bookingId).toBe(first.bookingId);
        expect([first.replay, replay.replay]).toEqual([false, true]);
        expect(await store.listBookings()).toHaveLength(1);
        expect(await deliveriesOf(first.bookingId)).toHaveLength(1);
      });

      it("the next call of the same key adds its own delivery to the same booking (not a replay)", async () => {
        const call = input();
        const email = accepted(await store.accept(call));
        const submit = accepted(await store.accept({ ...call, bookingId: "a-fresh-uuid", delivery: SUBMIT }));
        expect(submit).toMatchObject({ bookingId: email.bookingId, replay: false });
        expect((await deliveriesOf(email.bookingId)).map((delivery) => delivery.kind)).toEqual([
          EMAIL,
          SUBMIT,
        ]);
      });

      it("a key answers only the client that made its booking: another client's call is key_in_use", async () => {
        const call = input();
        accepted(await store.accept(call));
        const before = await store.listBookings();
        const stranger = { ...call.quota, clientKey: "198.51.100.99" };
        expect(await store.accept({ ...call, quota: stranger })).toEqual({ outcome: "key_in_use" });
        expect(await store.accept({ ...call, quota: stranger, payloadHash: "another" })).toEqual({
          outcome: "key_in_use",
        });
        expect(await store.listBookings()).toEqual(before);
        expect(accepted(await store.accept({ ...call, delivery: SUBMIT })).replay).toBe(false);
      });

      it("a replay answers the booking as it is now: moved, then cancelled", async () => {
        const call = input({ delivery: null });
        const { bookingId } = accepted(await store.accept(call));
        const slot = slotOf("15:00 to 16:00");
        await store.reschedule({
          bookingId,
          date: "2026-12-02",
          timeSlot: "15:00 to 16:00",
          slot,
          hours: 1,
          expectedSequence: 0,
          now: NOW,
        });
        expect(accepted(await store.accept(call)).booking).toEqual({
          date: "2026-12-02",
          timeSlot: "15:00 to 16:00",
          state: "requested",
        });
        await store.cancel(bookingId, NOW);
        expect(accepted(await store.accept(call))).toMatchObject({
          bookingId,
          replay: true,
          booking: { state: "cancelled" },
        });
      });

      it("the same key with a different payload is key_reused, and changes nothing", async () => {
        const call = input();
        await store.accept(call);
        const before = await store.listBookings();
        expect(await store.accept({ ...call, payloadHash: "another-hash", delivery: SUBMIT })).toEqual({
          outcome: "key_reused",
        });
        expect(await store.listBookings()).toEqual(before);
      });

      it("an overlapping slot on the same date is slot_taken; touching slots and other dates are not", async () => {
        accepted(await store.accept(input({ timeSlot: "13:00 to 15:00" })));
        for (const timeSlot of [
          "13:00 to 14:00",
          "14:00 to 15:00",
          "12:00 to 14:00",
          "14:00 to 16:00",
          "12:00 to 16:00",
        ]) {
          expect(await store.accept(input({ timeSlot })), timeSlot).toEqual({ outcome: "slot_taken" });
        }
        // Half-open intervals: 15-16 only touches 13-15 from above, 11-13 from below.
        expect((await store.accept(input({ timeSlot: "15:00 to 16:00" }))).outcome).toBe("accepted");
        expect((await store.accept(input({ timeSlot: "11:00 to 13:00" }))).outcome).toBe("accepted");
        expect((await store.accept(input({ timeSlot: "13:00 to 14:00", date: "2026-12-02" }))).outcome).toBe(
          "accepted",
        );
        expect(await store.bookedSlots("2026-12-01", "all")).toEqual([
          "11:00 to 13:00",
          "13:00 to 15:00",
          "15:00 to 16:00",
        ]);
      });

      it("a slot_taken call leaves no booking and no delivery behind, and the store goes on", async () => {
        await store.accept(input());
        const before = await store.listBookings();
        expect((await store.accept(input())).outcome).toBe("slot_taken");
        expect(await store.listBookings()).toEqual(before);
        expect((await store.accept(input({ timeSlot: "12:00 to 13:00" }))).outcome).toBe("accepted");
      });
    });

    describe("the delivery state accept returns", () => {
      it("is send with the full outbox item for the first call", async () => {
        const call = input({ request: requestOf({ name: "Ada", note: "exact text, not re-serialised" }) });
        const result = accepted(await store.accept(call));
        const id = (await deliveriesOf(call.bookingId))[0]?.id;
        expect(result.delivery).toEqual({
          state: "send",
          item: {
            id,
            bookingId: call.bookingId,
            kind: EMAIL,
            attempts: 0,
            refusals: 0,
            firstFailedAt: null,
            version: "",
            body: { name: "Ada", note: "exact text, not re-serialised" },
            idempotencyKey: call.idempotencyKey,
            channel: "web",
            fee: null,
          },
        });
      });

      it("writes the request, the fee and a change's body as JSON text once, and reads them back as objects", async () => {
        const request = requestOf({ name: "Ada", note: 'exact "text"', hours: 1 });
        const call = input({ request, fee: { currency: "EUR", amount: 49.5 } });
        expect(sendItem(await store.accept(call))).toMatchObject({ body: request, fee: call.fee });
        await store.cancel(call.bookingId, NOW);
        expect(await subject.storedText(call.bookingId)).toEqual({
          request: '{"name":"Ada","note":"exact \\"text\\"","hours":1}',
          fee: '{"currency":"EUR","amount":49.5}',
          payloads: [
            '{"name":"Ada","note":"exact \\"text\\"","hours":1,"cancelledAt":"2026-11-21T15:00:00.000Z"}',
          ],
        });
        expect(await store.findBooking(call.bookingId)).toMatchObject({ request, fee: call.fee });
      });

      it("is wait for the submit call while the e-mail call is pending, send once it is delivered", async () => {
        const call = input();
        const email = sendItem(await store.accept(call));
        expect(accepted(await store.accept({ ...call, delivery: SUBMIT })).delivery).toEqual({
          state: "wait",
        });
        await store.outbox.markDelivered(email.id, NOW);
        const item = sendItem(await store.accept({ ...call, delivery: SUBMIT }));
        expect(item).toMatchObject({ kind: SUBMIT, bookingId: email.bookingId, attempts: 0 });
      });

      it("a replay of a pending call hands the item over again, with its attempts so far", async () => {
        const call = input();
        const email = sendItem(await store.accept(call));
        await store.outbox.markFailed(email.id, "n8n answered 500", T + 60_000);
        const replay = await store.accept(call);
        expect(accepted(replay).replay).toBe(true);
        // The failure counts (a refusal or not) and its time come with it.
        expect(sendItem(replay)).toEqual({ ...email, attempts: 1, firstFailedAt: expect.any(Number) });
      });

      it("is delivered on a replay after markDelivered", async () => {
        const call = input();
        const email = sendItem(await store.accept(call));
        await store.outbox.markDelivered(email.id, NOW);
        expect(await store.accept(call)).toEqual({
          outcome: "accepted",
          bookingId: call.bookingId,
          booking: { date: call.date, timeSlot: call.timeSlot, state: "requested" },
          delivery: { state: "delivered" },
          replay: true,
        });
      });
    });

    describe("nextDue", () => {
      it("never hands out the submit call before the e-mail call is delivered", async () => {
        const { emailId, submitId } = await bookBoth();
        expect((await store.outbox.nextDue(T))?.id).toBe(emailId);
        // Skipping the e-mail (it is in flight) must not expose the submit behind it.
        expect(await store.outbox.nextDue(T, new Set([emailId]))).toBeUndefined();
        // A failed e-mail keeps the submit blocked, even long after the submit's own due time.
        await store.outbox.markFailed(emailId, "n8n answered 500", T + 60_000);
        expect(await store.outbox.nextDue(T + 30_000)).toBeUndefined();
        await store.outbox.markDelivered(emailId, new Date(T + 1));
        expect((await store.outbox.nextDue(T + 1))?.id).toBe(submitId);
      });

      it("finds a due row behind any number of rows in flight", async () => {
        const ids: number[] = [];
        for (const date of ["2026-12-01", "2026-12-02", "2026-12-03"])
          for (let index = 0; index < 9; index++)
            ids.push(sendItem(await store.accept(input({ date, timeSlot: slotLabel(11 + index, 1) }))).id);
        const inFlight = new Set(ids.slice(0, -1));
        expect((await store.outbox.nextDue(T, inFlight))?.id).toBe(ids.at(-1));
      });

      it("respects the due time and the skip set, earliest due first", async () => {
        const a = sendItem(await store.accept(input({ timeSlot: "11:00 to 12:00" })));
        const b = sendItem(await store.accept(input({ timeSlot: "12:00 to 13:00" })));
        const c = sendItem(await store.accept(input({ timeSlot: "13:00 to 14:00" })));
        await store.outbox.markFailed(a.id, "boom", T + 5_000);
        await store.outbox.markFailed(b.id, "boom", T + 1_000);

        expect(await store.outbox.nextDue(T - 1)).toBeUndefined();
        expect(await store.outbox.nextDue(T)).toEqual(c);
        expect(await store.outbox.nextDue(T, new Set([c.id]))).toBeUndefined();
        // c (due since T) comes before b (due at T + 1 s), whatever their ids.
        expect((await store.outbox.nextDue(T + 1_000))?.id).toBe(c.id);
        expect((await store.outbox.nextDue(T + 1_000, new Set([c.id])))?.id).toBe(b.id);
        expect(await store.outbox.nextDue(T + 5_000, new Set([b.id, c.id]))).toEqual({
          ...a,
          attempts: 1,
          firstFailedAt: expect.any(Number),
        });
        expect(await store.outbox.nextDue(T + 5_000, new Set([a.id, b.id, c.id]))).toBeUndefined();
      });

      it("returns the request and key of the booking with the item", async () => {
        const { first, submitId, emailId } = await bookBoth();
        await store.outbox.markDelivered(emailId, NOW);
        expect(await store.outbox.nextDue(T)).toEqual({
          id: submitId,
          bookingId: first.bookingId,
          kind: SUBMIT,
          attempts: 0,
          refusals: 0,
          firstFailedAt: null,
          version: "",
          body: first.request,
          idempotencyKey: first.idempotencyKey,
          channel: "web",
          fee: null,
        });
      });

      it("hands out nothing once everything is delivered", async () => {
        const { emailId, submitId } = await bookBoth();
        await store.outbox.markDelivered(emailId, NOW);
        await store.outbox.markDelivered(submitId, NOW);
        expect(await store.outbox.nextDue(T + 1_000_000)).toBeUndefined();
        expect(await store.outbox.nextAttemptAt()).toBeUndefined();
      });
    });

    describe("nextAttemptAt", () => {
      it("is undefined for an empty outbox", async () => {
        expect(await store.outbox.nextAttemptAt()).toBeUndefined();
      });

      it("is the earliest due time of a deliverable delivery", async () => {
        const a = sendItem(await store.accept(input({ timeSlot: "11:00 to 12:00" })));
        const b = sendItem(await store.accept(input({ timeSlot: "12:00 to 13:00" })));
        await store.outbox.markFailed(a.id, "boom", T + 9_000);
        await store.outbox.markFailed(b.id, "boom", T + 4_000);
        expect(await store.outbox.nextAttemptAt()).toBe(T + 4_000);
      });

      it("ignores a delivery blocked behind an earlier call of its booking", async () => {
        const { emailId, submitId } = await bookBoth();
        // The submit is due now but waits on the e-mail, which retries in a minute.
        await store.outbox.markFailed(emailId, "boom", T + 60_000);
        expect((await deliveryById(submitId))?.nextAttemptAt).toBe(T);
        expect(await store.outbox.nextAttemptAt()).toBe(T + 60_000);
      });
    });

    describe("markDelivered and markFailed", () => {
      it("markDelivered counts the attempt, records the time and clears the last error", async () => {
        const email = sendItem(await store.accept(input()));
        await store.outbox.markFailed(email.id, "n8n timed out", T + 1_000);
        await store.outbox.markDelivered(email.id, new Date(T + 2_000));
        expect(await deliveryById(email.id)).toMatchObject({
          status: "delivered",
          attempts: 2,
          lastError: null,
          deliveredAt: new Date(T + 2_000).toISOString(),
        });
      });

      it("markFailed sets attempts, last_error and next_attempt_at, cut at 500 characters", async () => {
        const email = sendItem(await store.accept(input()));
        await store.outbox.markFailed(email.id, "n8n answered 500", T + 1_000);
        const long = `${"x".repeat(499)}yz-and-more`;
        await store.outbox.markFailed(email.id, long, T + 3_000);
        expect(await deliveryById(email.id)).toMatchObject({
          status: "pending",
          attempts: 2,
          lastError: long.slice(0, 500),
          nextAttemptAt: T + 3_000,
          deliveredAt: null,
        });
      });

      it("markFailed counts refusals and keeps the first failure's time, which the outbox hands back", async () => {
        const email = sendItem(await store.accept(input()));
        expect(email).toMatchObject({ refusals: 0, firstFailedAt: null });
        await store.outbox.markFailed(email.id, "n8n answered 500", T, { refused: false, at: T - 5_000 });
        await store.outbox.markFailed(email.id, "n8n answered 400", T, { refused: true, at: T - 1_000 });
        await store.outbox.markFailed(email.id, "n8n answered 422", T, { refused: true, at: T });
        expect(await store.outbox.nextDue(T)).toMatchObject({
          id: email.id,
          attempts: 3,
          refusals: 2,
          firstFailedAt: T - 5_000,
        });
      });

      it("markFailed leaves a delivered delivery alone (a late failure must not undo a success)", async () => {
        const email = sendItem(await store.accept(input()));
        await store.outbox.markDelivered(email.id, NOW);
        const before = await deliveryById(email.id);
        await store.outbox.markFailed(email.id, "late failure", T + 1_000);
        expect(await deliveryById(email.id)).toEqual(before);
      });
    });

    describe("makeDue", () => {
      it("moves only the waiting deliveries of that one webhook", async () => {
        const waitingEmail1 = sendItem(await store.accept(input({ timeSlot: "11:00 to 12:00" })));
        const waitingEmail2 = sendItem(await store.accept(input({ timeSlot: "12:00 to 13:00" })));
        const alreadyDueEmail = sendItem(await store.accept(input({ timeSlot: "13:00 to 14:00" })));
        const deliveredEmail = sendItem(await store.accept(input({ timeSlot: "14:00 to 15:00" })));
        const other = await bookBoth({ timeSlot: "15:00 to 16:00" });

        await store.outbox.markFailed(waitingEmail1.id, "boom", T + 60_000);
        await store.outbox.markFailed(waitingEmail2.id, "boom", T + 300_000);
        await store.outbox.markFailed(alreadyDueEmail.id, "boom", T - 5_000);
        await store.outbox.markDelivered(deliveredEmail.id, NOW);
        await store.outbox.markDelivered(other.emailId, NOW);
        await store.outbox.markFailed(other.submitId, "boom", T + 60_000);
        const deliveredBefore = (await deliveryById(deliveredEmail.id))?.nextAttemptAt;

        expect(await store.outbox.makeDue(EMAIL, T + 10)).toBe(2);
        expect((await deliveryById(waitingEmail1.id))?.nextAttemptAt).toBe(T + 10);
        expect((await deliveryById(waitingEmail2.id))?.nextAttemptAt).toBe(T + 10);
        // Already due: not pushed later.
        expect((await deliveryById(alreadyDueEmail.id))?.nextAttemptAt).toBe(T - 5_000);
        expect((await deliveryById(deliveredEmail.id))?.nextAttemptAt).toBe(deliveredBefore);
        // The other webhook's retry keeps its back-off; attempts and errors are untouched.
        expect((await deliveryById(other.submitId))?.nextAttemptAt).toBe(T + 60_000);
        expect(await deliveryById(waitingEmail1.id)).toMatchObject({ attempts: 1, lastError: "boom" });

        expect(await store.outbox.makeDue(EMAIL, T + 10)).toBe(0);
        expect(await store.outbox.makeDue(SUBMIT, T + 10)).toBe(1);
        expect((await deliveryById(other.submitId))?.nextAttemptAt).toBe(T + 10);
      });
    });

    describe("bookedSlots", () => {
      it('"all" lists every booking of the date by start; "undelivered" those whose recording call has not arrived', async () => {
        expect(RECORDING_CALL).toBe(SUBMIT);
        const recorded = await bookBoth({ timeSlot: "17:00 to 18:00" });
        await store.outbox.markDelivered(recorded.emailId, NOW);
        await store.outbox.markDelivered(recorded.submitId, NOW);
        // E-mail delivered but the submit still pending: n8n does not list it yet.
        const halfway = await bookBoth({ timeSlot: "11:00 to 12:00" });
        await store.outbox.markDelivered(halfway.emailId, NOW);
        const emailOnly = sendItem(await store.accept(input({ timeSlot: "14:00 to 16:00" })));
        await store.outbox.markDelivered(emailOnly.id, NOW);
        // Standalone: no delivery at all.
        await store.accept(input({ timeSlot: "12:00 to 13:00", delivery: null }));
        await store.accept(input({ timeSlot: "11:00 to 12:00", date: "2026-12-02" }));

        expect(await store.bookedSlots("2026-12-01", "all")).toEqual([
          "11:00 to 12:00",
          "12:00 to 13:00",
          "14:00 to 16:00",
          "17:00 to 18:00",
        ]);
        expect(await store.bookedSlots("2026-12-01", "undelivered")).toEqual([
          "11:00 to 12:00",
          "12:00 to 13:00",
          "14:00 to 16:00",
        ]);
        expect(await store.bookedSlots("2026-12-02", "undelivered")).toEqual(["11:00 to 12:00"]);
        expect(await store.bookedSlots("2026-12-03", "all")).toEqual([]);
      });
    });

    describe("a delivery whose booking row is gone", () => {
      it("is handed out as orphaned, whatever its order, and counted by nextAttemptAt", async () => {
        const { bookingId, emailId, submitId } = await bookBoth();
        const other = sendItem(await store.accept(input({ timeSlot: "14:00 to 15:00" })));
        await store.outbox.markFailed(other.id, "boom", T + 60_000);
        await store.outbox.markFailed(emailId, "boom", T + 5_000);
        await subject.deleteBookingByHand(bookingId);

        // The submit is due since T: not held back behind the e-mail, as there is nothing to keep in order.
        expect(await store.outbox.nextAttemptAt()).toBe(T);
        expect(await store.outbox.nextDue(T)).toEqual({
          id: submitId,
          bookingId,
          kind: SUBMIT,
          bookingMissing: true,
        });
        expect(await store.outbox.nextDue(T, new Set([submitId]))).toBeUndefined();
        expect(await store.outbox.nextDue(T + 5_000, new Set([submitId]))).toEqual({
          id: emailId,
          bookingId,
          kind: EMAIL,
          bookingMissing: true,
        });
      });

      it("giveUp marks it failed for good: never handed out, counted or made due again", async () => {
        const { bookingId, emailId, submitId } = await bookBoth();
        await subject.deleteBookingByHand(bookingId);
        await store.outbox.giveUp(emailId, "booking_missing", new Date(T + 1_000));
        await store.outbox.giveUp(submitId, "booking_missing", new Date(T + 1_000));
        await store.outbox.markFailed(emailId, "late failure", T + 10);

        expect(await store.outbox.nextDue(T + 1_000_000)).toBeUndefined();
        expect(await store.outbox.nextAttemptAt()).toBeUndefined();
        expect(await store.outbox.makeDue(EMAIL, T)).toBe(0);
      });

      it("retryFailed queues a booking's failed deliveries again, as new, and only those", async () => {
        const email = sendItem(await store.accept(input()));
        const other = sendItem(await store.accept(input({ timeSlot: "12:00 to 13:00" })));
        await store.outbox.markFailed(email.id, "n8n answered 400", T, { refused: true, at: T - 1_000 });
        await store.outbox.giveUp(email.id, "refused 5 times: n8n answered 400", new Date(T));
        await store.outbox.giveUp(other.id, "refused 5 times: n8n answered 400", new Date(T));
        expect(await store.outbox.nextDue(T + 1_000_000)).toBeUndefined();

        expect(await store.outbox.retryFailed(email.bookingId, T + 5_000)).toBe(1);
        expect(await deliveryById(email.id)).toMatchObject({
          status: "pending",
          failedAt: null,
          nextAttemptAt: T + 5_000,
        });
        expect(await store.outbox.nextDue(T + 5_000)).toMatchObject({
          id: email.id,
          refusals: 0,
          firstFailedAt: null,
        });
        expect(await deliveryById(other.id)).toMatchObject({ status: "failed" });
        // Nothing failed any more, or no such booking: nothing to queue.
        expect(await store.outbox.retryFailed(email.bookingId, T + 6_000)).toBe(0);
        expect(await store.outbox.retryFailed("no-such-booking", T + 6_000)).toBe(0);
      });

      it("giveUp leaves a delivered delivery alone", async () => {
        const email = sendItem(await store.accept(input()));
        await store.outbox.markDelivered(email.id, NOW);
        await store.outbox.giveUp(email.id, "booking_missing", NOW);
        expect(await deliveryById(email.id)).toMatchObject({ status: "delivered", failedAt: null });
      });
    });

    describe("findBooking", () => {
      it("finds a booking by id with its deliveries", async () => {
        const { bookingId } = await bookBoth();
        const found = await store.findBooking(bookingId);
        expect(found).toEqual((await store.listBookings()).find((booking) => booking.id === bookingId));
        expect(found?.deliveries.map((delivery) => delivery.kind)).toEqual([EMAIL, SUBMIT]);
      });

      it("finds nothing for an unknown id, and a cancelled booking as cancelled", async () => {
        expect(await store.findBooking("no-such-booking")).toBeUndefined();
        const { bookingId } = accepted(await store.accept(input()));
        await store.cancel(bookingId, NOW);
        expect((await store.findBooking(bookingId))?.state).toBe("cancelled");
      });
    });

    describe("a visitor's changes: cancel and reschedule", () => {
      const CANCEL = "cancel-consultation";
      const RESCHEDULE = "reschedule-consultation";
      const move = (bookingId: string, timeSlot: string, expectedSequence = 0, date = "2026-12-01") => ({
        bookingId,
        date,
        timeSlot,
        slot: slotOf(timeSlot),
        hours: slotOf(timeSlot).end - slotOf(timeSlot).start,
        expectedSequence,
        now: NOW,
      });
      /** Delivers every due delivery in the order the outbox hands them out; returns their kinds. */
      async function deliverAll(): Promise<{ kind: string; body: DeliveryBody; key: string }[]> {
        const sent: { kind: string; body: DeliveryBody; key: string }[] = [];
        for (
          let item = await store.outbox.nextDue(T + 1e9);
          item;
          item = await store.outbox.nextDue(T + 1e9)
        ) {
          if ("bookingMissing" in item) throw new Error("orphan");
          sent.push({ kind: item.kind, body: item.body, key: item.idempotencyKey });
          await store.outbox.markDelivered(item.id, NOW);
        }
        return sent;
      }

      it("a standalone booking (no deliveries) is cancelled without queueing anything", async () => {
        const { bookingId } = accepted(await store.accept(input({ delivery: null })));
        expect(await store.cancel(bookingId, NOW)).toEqual({
          outcome: "cancelled",
          booking: expect.objectContaining({ id: bookingId, state: "cancelled", deliveries: [] }),
          reachedN8n: false,
          notifiesN8n: false,
          withdrewReminder: false,
        });
        expect(await deliveriesOf(bookingId)).toEqual([]);
      });

      it("a cancel queues its delivery after the booking's own calls, with its own key and the time", async () => {
        const { bookingId, first } = await bookBoth();
        expect(await store.cancel(bookingId, new Date(T + 60_000))).toMatchObject({ notifiesN8n: true });
        // Freed at once, in every lookup.
        expect(await store.bookedSlots("2026-12-01", "all")).toEqual([]);
        const sent = await deliverAll();
        expect(sent.map((call) => call.kind)).toEqual([EMAIL, SUBMIT, CANCEL]);
        expect(sent[2]?.key).toBe(`${first.idempotencyKey}/cancel`);
        expect(sent[2]?.body).toEqual({
          ...first.request,
          cancelledAt: new Date(T + 60_000).toISOString(),
        });
        expect(await store.cancel(bookingId, NOW)).toMatchObject({ outcome: "ended" });
      });

      it("moves a booking: the old slot is free at once, its own slot does not count, the version grows", async () => {
        const { bookingId } = accepted(
          await store.accept(input({ timeSlot: "11:00 to 13:00", delivery: null })),
        );
        const other = accepted(await store.accept(input({ timeSlot: "15:00 to 16:00", delivery: null })));
        // 12-14 overlaps its own 11-13 only.
        const moved = await store.reschedule(move(bookingId, "12:00 to 14:00"));
        expect(moved).toEqual({
          outcome: "rescheduled",
          booking: expect.objectContaining({ id: bookingId, timeSlot: "12:00 to 14:00", sequence: 1 }),
          notifiesN8n: false,
          withdrewReminder: false,
        });
        expect(await store.bookedSlots("2026-12-01", "all")).toEqual(["12:00 to 14:00", "15:00 to 16:00"]);
        const found = await store.findBooking(bookingId);
        expect(found).toMatchObject({ date: "2026-12-01", timeSlot: "12:00 to 14:00", sequence: 1 });
        // What the move answers is the booking as it is now.
        expect(moved.outcome === "rescheduled" && moved.booking).toEqual(found);
        expect(found?.request).toMatchObject({ timeSlot: "12:00 to 14:00", hours: 2 });
        // Another booking's slot is taken; a stale version is refused; nothing changes.
        expect(await store.reschedule(move(bookingId, "14:00 to 16:00", 1))).toEqual({
          outcome: "slot_taken",
        });
        expect(await store.reschedule(move(bookingId, "17:00 to 18:00", 0))).toEqual({ outcome: "changed" });
        expect(await store.reschedule(move("no-such-booking", "17:00 to 18:00"))).toEqual({
          outcome: "not_found",
        });
        await store.cancel(other.bookingId, NOW);
        expect(await store.reschedule(move(bookingId, "14:00 to 16:00", 1))).toMatchObject({
          booking: { sequence: 2 },
        });
        await store.cancel(bookingId, NOW);
        expect(await store.reschedule(move(bookingId, "17:00 to 18:00", 3))).toEqual({ outcome: "ended" });
      });

      it("counts its visitor's moves: with maxMoves, the move past it is too_many_changes; a refused move does not count", async () => {
        const { bookingId } = accepted(await store.accept(input({ delivery: null })));
        const other = accepted(await store.accept(input({ timeSlot: "18:00 to 19:00", delivery: null })));
        const limited = (timeSlot: string, expectedSequence: number) => ({
          ...move(bookingId, timeSlot, expectedSequence),
          maxMoves: 2,
        });
        expect(await store.reschedule(limited("12:00 to 13:00", 0))).toMatchObject({ booking: { moves: 1 } });
        // Refused (the slot is another's, the version is stale): not counted.
        expect(await store.reschedule(limited("18:00 to 19:00", 1))).toEqual({ outcome: "slot_taken" });
        expect(await store.reschedule(limited("13:00 to 14:00", 0))).toEqual({ outcome: "changed" });
        expect(await store.reschedule(limited("13:00 to 14:00", 1))).toMatchObject({ booking: { moves: 2 } });
        expect(await store.reschedule(limited("14:00 to 15:00", 2))).toEqual({ outcome: "too_many_changes" });
        expect(await store.findBooking(bookingId)).toMatchObject({
          timeSlot: "13:00 to 14:00",
          sequence: 2,
          moves: 2,
        });
        // Without a limit (no caller moves bookings so today) the store does not count.
        expect(await store.reschedule(move(bookingId, "14:00 to 15:00", 2))).toMatchObject({
          booking: { moves: 3 },
        });
        // 0: not even a first move.
        expect(await store.reschedule({ ...move(other.bookingId, "16:00 to 17:00"), maxMoves: 0 })).toEqual({
          outcome: "too_many_changes",
        });
        expect(await store.findBooking(other.bookingId)).toMatchObject({
          timeSlot: "18:00 to 19:00",
          moves: 0,
        });
      });

      it("moves racing for a booking's last allowed move: exactly one wins, and the next is too_many_changes", async () => {
        const { bookingId } = accepted(await store.accept(input({ delivery: null })));
        await store.reschedule({ ...move(bookingId, "12:00 to 13:00"), maxMoves: 2 });
        const results = await Promise.all(
          ["13:00 to 14:00", "14:00 to 15:00", "15:00 to 16:00", "16:00 to 17:00"].map((slot) =>
            store.reschedule({ ...move(bookingId, slot, 1), maxMoves: 2 }),
          ),
        );
        expect(results.filter((result) => result.outcome === "rescheduled")).toHaveLength(1);
        expect(results.filter((result) => result.outcome === "changed")).toHaveLength(3);
        expect(await store.reschedule({ ...move(bookingId, "17:00 to 18:00", 2), maxMoves: 2 })).toEqual({
          outcome: "too_many_changes",
        });
        expect(await store.findBooking(bookingId)).toMatchObject({ sequence: 2, moves: 2 });
      });

      it("reads a booking's latest events and counts the earlier ones, when asked to", async () => {
        const { bookingId } = accepted(await store.accept(input({ delivery: null })));
        const slots = [
          "12:00 to 13:00",
          "13:00 to 14:00",
          "14:00 to 15:00",
          "15:00 to 16:00",
          "16:00 to 17:00",
        ];
        for (const [sequence, slot] of slots.entries())
          await store.reschedule(move(bookingId, slot, sequence));
        const whole = await store.findBooking(bookingId);
        expect(whole).toMatchObject({ earlierEvents: 0, moves: 5 });
        expect(whole?.history.map((event) => event.kind)).toEqual(["made", ...slots.map(() => "moved")]);
        const latest = await store.findBooking(bookingId, { latestEvents: 2 });
        expect(latest).toMatchObject({ earlierEvents: 4, moves: 5, timeSlot: "16:00 to 17:00" });
        // Oldest first, as the whole history is.
        expect(latest?.history).toEqual(whole?.history.slice(-2));
        expect(await store.findBooking(bookingId, { latestEvents: 50 })).toEqual(whole);
      });

      it("a move queues its delivery with the slot it left; a second move before n8n heard keeps the first slot", async () => {
        const { bookingId, first } = await bookBoth();
        await deliverAll();
        await store.reschedule(move(bookingId, "13:00 to 14:00"));
        // n8n still lists 11:00 until it hears of the move: that slot is freed, the new one held here.
        expect(await store.freedSlots("2026-12-01")).toEqual(["11:00 to 12:00"]);
        expect(await store.bookedSlots("2026-12-01", "undelivered")).toEqual(["13:00 to 14:00"]);
        await store.reschedule(move(bookingId, "15:00 to 16:00", 1));
        const [moved, ...more] = await deliverAll();
        expect(more).toEqual([]);
        expect(moved?.kind).toBe(RESCHEDULE);
        expect(moved?.key).toBe(`${first.idempotencyKey}/reschedule-2`);
        expect(moved?.body).toMatchObject({
          timeSlot: "15:00 to 16:00",
          previous: { date: "2026-12-01", timeSlot: "11:00 to 12:00" },
          sequence: 2,
        });
        expect(await store.freedSlots("2026-12-01")).toEqual([]);
        expect(await store.bookedSlots("2026-12-01", "undelivered")).toEqual([]);

        // A later move, after n8n heard of the last one, is a new delivery from the slot it has now.
        await store.reschedule(move(bookingId, "17:00 to 18:00", 2, "2026-12-02"));
        expect(await store.freedSlots("2026-12-01")).toEqual(["15:00 to 16:00"]);
        const [again] = await deliverAll();
        expect(again?.body).toMatchObject({
          date: "2026-12-02",
          timeSlot: "17:00 to 18:00",
          previous: { date: "2026-12-01", timeSlot: "15:00 to 16:00" },
          sequence: 3,
        });
      });

      it("a cancelled booking n8n knows is freed from n8n's list until n8n hears of the cancel", async () => {
        const { bookingId } = await bookBoth();
        await deliverAll();
        await store.cancel(bookingId, NOW);
        expect(await store.freedSlots("2026-12-01")).toEqual(["11:00 to 12:00"]);
        await deliverAll();
        expect(await store.freedSlots("2026-12-01")).toEqual([]);
      });

      it("a move while the earlier move is being sent: that attempt's answer leaves the newer move to send", async () => {
        const { bookingId } = await bookBoth();
        await deliverAll();
        await store.reschedule(move(bookingId, "13:00 to 14:00"));
        const inFlight = await store.outbox.nextDue(T + 1e9);
        if (!inFlight || "bookingMissing" in inFlight) throw new Error("no move to send");
        expect(inFlight).toMatchObject({ kind: RESCHEDULE, version: "/reschedule-1" });
        await store.reschedule(move(bookingId, "15:00 to 16:00", 1));
        await store.outbox.markDelivered(inFlight.id, NOW, inFlight.version);
        await store.outbox.markFailed(inFlight.id, "late", T, {
          refused: true,
          at: T,
          version: inFlight.version,
        });
        const next = await store.outbox.nextDue(T + 1e9);
        expect(next).toMatchObject({
          id: inFlight.id,
          kind: RESCHEDULE,
          version: "/reschedule-2",
          attempts: 0,
          refusals: 0,
        });
        expect((next as OutboxItem).body).toMatchObject({
          timeSlot: "15:00 to 16:00",
          previous: { timeSlot: "11:00 to 12:00" },
        });
      });

      it("a call of the booking itself arriving after a change is not queued behind it (it would undo it in n8n)", async () => {
        const call = input();
        const email = sendItem(await store.accept(call));
        await store.outbox.markDelivered(email.id, NOW);
        await store.cancel(call.bookingId, NOW);
        expect(await store.accept({ ...call, delivery: SUBMIT })).toEqual({
          outcome: "accepted",
          bookingId: call.bookingId,
          booking: { date: call.date, timeSlot: call.timeSlot, state: "cancelled" },
          delivery: null,
          replay: true,
        });
        expect((await deliverAll()).map((sent) => sent.kind)).toEqual([CANCEL]);
      });

      it("a freed slot another booking has taken since is not taken out of n8n's list", async () => {
        const { bookingId } = await bookBoth();
        await deliverAll();
        await store.cancel(bookingId, NOW);
        expect(await store.freedSlots("2026-12-01")).toEqual(["11:00 to 12:00"]);
        accepted(await store.accept(input({ timeSlot: "11:00 to 12:00" })));
        expect(await store.freedSlots("2026-12-01")).toEqual([]);
      });

      it("of two moves of one booking decided on the same version, exactly one wins", async () => {
        const { bookingId } = accepted(await store.accept(input({ delivery: null })));
        const results = await Promise.all(
          ["13:00 to 14:00", "14:00 to 15:00", "15:00 to 16:00", "16:00 to 17:00"].map((slot) =>
            store.reschedule(move(bookingId, slot)),
          ),
        );
        expect(results.filter((result) => result.outcome === "rescheduled")).toHaveLength(1);
        expect(results.filter((result) => result.outcome === "changed")).toHaveLength(3);
        expect((await store.findBooking(bookingId))?.sequence).toBe(1);
      });

      it("a move racing new bookings for the same slot: exactly one holds it", async () => {
        const { bookingId } = accepted(await store.accept(input({ delivery: null })));
        const results = await Promise.all([
          store.reschedule(move(bookingId, "16:00 to 18:00")),
          store.accept(input({ timeSlot: "16:00 to 17:00", delivery: null })),
          store.accept(input({ timeSlot: "17:00 to 18:00", delivery: null })),
        ]);
        const [moved, ...booked] = results;
        const wins = [
          moved?.outcome === "rescheduled",
          ...booked.map((result) => result?.outcome === "accepted"),
        ];
        const held = await store.bookedSlots("2026-12-01", "all");
        // Every loser was told the slot is taken, never an error or a wrong success.
        for (const result of results)
          expect(["rescheduled", "accepted", "slot_taken"]).toContain(result?.outcome);
        if (wins[0]) expect(wins.filter(Boolean)).toEqual([true]);
        else expect(moved).toEqual({ outcome: "slot_taken" });
        // Whatever won, no two bookings overlap.
        const ranges = held.map(slotOf).sort((a, b) => a.start - b.start);
        for (let i = 1; i < ranges.length; i++)
          expect(ranges[i]?.start).toBeGreaterThanOrEqual(ranges[i - 1]?.end ?? 0);
      });
    });

    describe("secret", () => {
      it("keeps the first candidate for a name, also when several ask at once", async () => {
        const secrets = await Promise.all(
          ["first", "second", "third"].map((candidate) => store.secret("links", candidate)),
        );
        expect(new Set(secrets).size).toBe(1);
        expect(await store.secret("links", "later")).toBe(secrets[0]);
        expect(await store.secret("other", "own")).toBe("own");
      });
    });

    describe("readiness", () => {
      it("isWritable is true while open, false after close (and close twice is harmless)", async () => {
        expect(await store.isWritable()).toBe(true);
        await store.close();
        expect(await store.isWritable()).toBe(false);
        await expect(store.close()).resolves.toBeUndefined();
      });
    });
  });
}
