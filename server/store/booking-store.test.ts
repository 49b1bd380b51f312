import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DeliveryName, deliveryNames, outboxNames, RECORDING_CALL } from "../../src/booking/calls";
import { parseSlot, type SlotRange, slotLabel } from "../../src/booking/slots";
import {
  type AcceptInput,
  type AcceptResult,
  BookingStore,
  type OutboxItem,
  type QuotaCheck,
  SERVER_BUSY_TIMEOUT_MS,
} from "./booking-store";
import { migrations } from "./sqlite-migrations";

const EMAIL: DeliveryName = "send-consultation-email";
const SUBMIT: DeliveryName = "submit-consultation";
const NOW = new Date("2026-11-21T15:00:00Z");
const T = NOW.getTime();

/**
 * Every write of the store is fsynced (synchronous=FULL). On a tmpfs an fsync costs
 * nothing, which keeps this file at about a second instead of several on a real disk;
 * durability is not what these tests check. Elsewhere, the system's temp folder.
 */
const scratchRoot = (() => {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
})();

let dataDir: string;
let store: BookingStore;
/** Extra handles a test opens on the same file; closed before the folder is removed. */
const extraHandles: { close(): void }[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(scratchRoot, "booking-store-test-"));
  store = new BookingStore(dataDir);
});

afterEach(() => {
  for (const handle of extraHandles.splice(0)) handle.close();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A second connection to the store's file, as another process would have. */
function openRaw(options: { readOnly?: boolean } = {}): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, "bookings.sqlite"), options);
  extraHandles.push(db);
  return db;
}

/** Slots are whole hours between 11:00 and 20:00; a typo in a test fails loudly here. */
function slotOf(label: string): SlotRange {
  const slot = parseSlot(label);
  if (!slot) throw new Error(`not a slot: ${label}`);
  return slot;
}

/** Quotas no test reaches unless it means to; each booking has its own contact and address. */
const roomyQuota = (n: number): QuotaCheck => ({
  emailKey: `person-${n}@example.com`,
  phoneKey: `1555${n}`,
  clientKey: `192.0.2.${n}`,
  perContact: 1000,
  today: "2026-11-21",
  perAddress: 1000,
  since: new Date(T - 24 * 3_600_000),
});

let counter = 0;
/** One call of a booking; each key gets its own booking id unless the test reuses the key. */
function input(overrides: Partial<AcceptInput> & { timeSlot?: string } = {}): AcceptInput {
  counter += 1;
  const timeSlot = overrides.timeSlot ?? "11:00 to 12:00";
  const date = overrides.date ?? "2026-12-01";
  const request = overrides.request ?? JSON.stringify({ name: "Grace Hopper", date, timeSlot });
  return {
    bookingId: `booking-${counter}`,
    idempotencyKey: `key-${counter}`,
    payloadHash: `hash-of-${request}`,
    tokenHash: `token-hash-${counter}`,
    date,
    timeSlot,
    slot: slotOf(timeSlot),
    request,
    delivery: EMAIL,
    now: NOW,
    quota: roomyQuota(counter),
    ...overrides,
  };
}

function accepted(result: AcceptResult) {
  if (result.outcome !== "accepted") throw new Error(`expected accepted, got ${result.outcome}`);
  return result;
}

/** The outbox item `accept` handed over to send now. */
function sendItem(result: AcceptResult): OutboxItem {
  const { delivery } = accepted(result);
  if (delivery?.state !== "send") throw new Error(`expected state send, got ${JSON.stringify(delivery)}`);
  return delivery.item;
}

/** Books the e-mail and the submit call of one booking; returns both outbox ids. */
function bookBoth(overrides: Partial<AcceptInput> = {}) {
  const first = input(overrides);
  const email = sendItem(store.accept(first));
  const submit = accepted(store.accept({ ...first, delivery: SUBMIT }));
  const submitId = deliveriesOf(submit.bookingId).find((delivery) => delivery.kind === SUBMIT)?.id as number;
  return { bookingId: email.bookingId, emailId: email.id, submitId, first };
}

const deliveriesOf = (bookingId: string) =>
  store.listBookings().find((booking) => booking.id === bookingId)?.deliveries ?? [];

const deliveryById = (id: number) =>
  store
    .listBookings()
    .flatMap((booking) => booking.deliveries)
    .find((delivery) => delivery.id === id);

describe("accept", () => {
  it("creates the booking and queues the named delivery", () => {
    const call = input({ timeSlot: "14:00 to 16:00" });
    const result = accepted(store.accept(call));
    expect(result).toMatchObject({ bookingId: call.bookingId, replay: false });

    const bookings = store.listBookings();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toEqual({
      id: call.bookingId,
      idempotencyKey: call.idempotencyKey,
      createdAt: NOW.toISOString(),
      date: "2026-12-01",
      timeSlot: "14:00 to 16:00",
      request: call.request,
      status: "booked",
      cancelledAt: null,
      sequence: 0,
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
    });
  });

  it("stores the booking without a delivery when no n8n is configured", () => {
    const call = input({ delivery: null });
    expect(store.accept(call)).toEqual({
      outcome: "accepted",
      bookingId: call.bookingId,
      delivery: null,
      replay: false,
    });
    expect(store.accept({ ...call, bookingId: "other" })).toMatchObject({
      bookingId: call.bookingId,
      replay: true,
    });
    expect(store.listBookings().map((booking) => booking.deliveries)).toEqual([[]]);
  });

  it("a replay of the same key returns the same booking, replay=true, and queues nothing more", () => {
    const call = input();
    const first = accepted(store.accept(call));
    // A replay arrives with a fresh candidate id: the stored one must win.
    const replay = accepted(store.accept({ ...call, bookingId: "a-fresh-uuid" }));
    expect(replay.bookingId).toBe(first.bookingId);
    expect(first.replay).toBe(false);
    expect(replay.replay).toBe(true);
    expect(store.listBookings()).toHaveLength(1);
    expect(deliveriesOf(first.bookingId)).toHaveLength(1);
  });

  it("the next call of the same key adds its own delivery to the same booking (not a replay)", () => {
    const call = input();
    const email = accepted(store.accept(call));
    const submit = accepted(store.accept({ ...call, bookingId: "a-fresh-uuid", delivery: SUBMIT }));
    expect(submit).toMatchObject({ bookingId: email.bookingId, replay: false });
    expect(deliveriesOf(email.bookingId).map((delivery) => delivery.kind)).toEqual([EMAIL, SUBMIT]);
  });

  it("the same key with a different payload is key_reused, and changes nothing", () => {
    const call = input();
    store.accept(call);
    const before = store.listBookings();
    expect(store.accept({ ...call, payloadHash: "another-hash", delivery: SUBMIT })).toEqual({
      outcome: "key_reused",
    });
    expect(store.listBookings()).toEqual(before);
  });

  it("an overlapping slot on the same date is slot_taken; touching slots and other dates are not", () => {
    accepted(store.accept(input({ timeSlot: "13:00 to 15:00" })));
    for (const timeSlot of [
      "13:00 to 14:00",
      "14:00 to 15:00",
      "12:00 to 14:00",
      "14:00 to 16:00",
      "12:00 to 16:00",
    ]) {
      expect(store.accept(input({ timeSlot })), timeSlot).toEqual({ outcome: "slot_taken" });
    }
    // Half-open intervals: 15-16 only touches 13-15 from above, 11-13 from below.
    expect(store.accept(input({ timeSlot: "15:00 to 16:00" })).outcome).toBe("accepted");
    expect(store.accept(input({ timeSlot: "11:00 to 13:00" })).outcome).toBe("accepted");
    expect(store.accept(input({ timeSlot: "13:00 to 14:00", date: "2026-12-02" })).outcome).toBe("accepted");
    expect(store.bookedSlots("2026-12-01", "all")).toEqual([
      "11:00 to 13:00",
      "13:00 to 15:00",
      "15:00 to 16:00",
    ]);
  });

  it("11-12 and 12-13 do not clash", () => {
    expect(store.accept(input({ timeSlot: "11:00 to 12:00" })).outcome).toBe("accepted");
    expect(store.accept(input({ timeSlot: "12:00 to 13:00" })).outcome).toBe("accepted");
  });

  it("a slot_taken call leaves no booking and no delivery behind", () => {
    store.accept(input());
    const before = store.listBookings();
    expect(store.accept(input()).outcome).toBe("slot_taken");
    expect(store.listBookings()).toEqual(before);
  });
});

describe("booking quotas in accept", () => {
  const quota = (overrides: Partial<QuotaCheck> = {}): QuotaCheck => ({
    emailKey: "grace@example.com",
    phoneKey: "15550102000",
    clientKey: "203.0.113.7",
    perContact: 2,
    today: "2026-11-21",
    perAddress: 5,
    since: new Date(T - 24 * 3_600_000),
    ...overrides,
  });
  const book = (timeSlot: string, overrides: Partial<AcceptInput> = {}, check: Partial<QuotaCheck> = {}) =>
    store.accept(input({ timeSlot, quota: quota(check), ...overrides }));

  it("refuses a third upcoming booking of one e-mail key, and of one phone key", () => {
    accepted(book("11:00 to 12:00"));
    accepted(book("12:00 to 13:00"));
    expect(book("13:00 to 14:00", {}, { phoneKey: "2" })).toEqual({
      outcome: "over_quota",
      quota: "contact",
    });
    expect(book("13:00 to 14:00", {}, { emailKey: "other@example.com" })).toEqual({
      outcome: "over_quota",
      quota: "contact",
    });
    accepted(book("13:00 to 14:00", {}, { emailKey: "other@example.com", phoneKey: "2" }));
    expect(store.listBookings()).toHaveLength(3);
  });

  it("counts only bookings dated today or later, and not cancelled ones", () => {
    accepted(book("11:00 to 12:00", { date: "2026-11-20" }));
    accepted(book("11:00 to 12:00", { date: "2026-11-21" }));
    const second = accepted(book("12:00 to 13:00", { date: "2026-11-21" }));
    expect(book("13:00 to 14:00")).toMatchObject({ outcome: "over_quota" });
    store.cancel(second.bookingId, NOW);
    accepted(book("13:00 to 14:00"));
  });

  it("refuses a booking past the per-address quota within the window; cancelled ones still count", () => {
    const contact = (n: number) => ({ emailKey: `p${n}@example.com`, phoneKey: `${n}` });
    const first = accepted(book("11:00 to 12:00", {}, contact(1)));
    store.cancel(first.bookingId, NOW);
    for (const n of [2, 3, 4, 5]) accepted(book(`${10 + n}:00 to ${11 + n}:00`, {}, contact(n)));
    expect(book("17:00 to 18:00", {}, contact(6))).toEqual({ outcome: "over_quota", quota: "address" });
    accepted(book("17:00 to 18:00", {}, { ...contact(6), clientKey: "203.0.113.8" }));
    // Bookings created before the window no longer count.
    accepted(book("18:00 to 19:00", {}, { ...contact(7), since: NOW }));
  });

  it("a replay of a key is neither counted nor refused", () => {
    const call = input({ quota: quota({ perContact: 1 }) });
    accepted(store.accept(call));
    expect(accepted(store.accept(call)).replay).toBe(true);
    expect(accepted(store.accept({ ...call, delivery: SUBMIT })).bookingId).toBe(call.bookingId);
    expect(store.listBookings()).toHaveLength(1);
  });
});

describe("cancel", () => {
  it("frees the slot at once: the clash check and bookedSlots ignore a cancelled booking", () => {
    const { bookingId } = bookBoth({ timeSlot: "11:00 to 13:00" });
    expect(store.accept(input({ timeSlot: "12:00 to 13:00" }))).toEqual({ outcome: "slot_taken" });
    expect(store.cancel(bookingId, NOW)).toEqual({
      outcome: "cancelled",
      reachedN8n: false,
      notifiesN8n: true,
    });
    expect(store.bookedSlots("2026-12-01", "all")).toEqual([]);
    expect(store.bookedSlots("2026-12-01", "undelivered")).toEqual([]);
    accepted(store.accept(input({ timeSlot: "12:00 to 13:00" })));
    expect(store.bookedSlots("2026-12-01", "all")).toEqual(["12:00 to 13:00"]);
    expect(store.listBookings()[0]).toMatchObject({
      id: bookingId,
      status: "cancelled",
      cancelledAt: NOW.toISOString(),
    });
  });

  it("leaves the booking's own deliveries as they are, queues the cancel after them, says whether n8n had it", () => {
    const { bookingId, emailId, submitId } = bookBoth();
    store.markDelivered(emailId, NOW);
    store.markDelivered(submitId, NOW);
    const before = deliveriesOf(bookingId);
    expect(store.cancel(bookingId, NOW)).toEqual({
      outcome: "cancelled",
      reachedN8n: true,
      notifiesN8n: true,
    });
    expect(deliveriesOf(bookingId)).toEqual([
      ...before,
      expect.objectContaining({ kind: "cancel-consultation", status: "pending" }),
    ]);
  });

  it("a second cancel says so and changes nothing; an unknown id is not_found", () => {
    const { bookingId } = bookBoth();
    store.cancel(bookingId, NOW);
    expect(store.cancel(bookingId, new Date(T + 60_000))).toEqual({
      outcome: "already_cancelled",
      cancelledAt: NOW.toISOString(),
    });
    expect(store.cancel("no-such-booking", NOW)).toEqual({ outcome: "not_found" });
  });
});

describe("countCreatedSince", () => {
  it("counts the bookings created after the time, cancelled ones too", () => {
    const early = accepted(store.accept(input({ timeSlot: "11:00 to 12:00", now: new Date(T - 7_200_000) })));
    store.cancel(early.bookingId, NOW);
    accepted(store.accept(input({ timeSlot: "12:00 to 13:00" })));
    accepted(store.accept(input({ timeSlot: "13:00 to 14:00" })));
    expect(store.countCreatedSince(new Date(T - 3_600_000))).toBe(2);
    expect(store.countCreatedSince(new Date(T - 3 * 3_600_000))).toBe(3);
  });
});

describe("the delivery state accept returns", () => {
  it("is send with the full outbox item for the first call", () => {
    const call = input({ request: '{"name":"Ada","note":"exact text, not re-serialised"}' });
    const result = accepted(store.accept(call));
    const id = deliveriesOf(call.bookingId)[0]?.id;
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
        body: '{"name":"Ada","note":"exact text, not re-serialised"}',
        idempotencyKey: call.idempotencyKey,
      },
    });
  });

  it("is wait for the submit call while the e-mail call is pending, send once it is delivered", () => {
    const call = input();
    const email = sendItem(store.accept(call));
    expect(accepted(store.accept({ ...call, delivery: SUBMIT })).delivery).toEqual({ state: "wait" });
    // A replay of the submit call after the e-mail arrived may now go.
    store.markDelivered(email.id, NOW);
    const item = sendItem(store.accept({ ...call, delivery: SUBMIT }));
    expect(item).toMatchObject({ kind: SUBMIT, bookingId: email.bookingId, attempts: 0 });
  });

  it("a replay of a pending call hands the item over again, with its attempts so far", () => {
    const call = input();
    const email = sendItem(store.accept(call));
    store.markFailed(email.id, "n8n answered 500", T + 60_000);
    const replay = store.accept(call);
    expect(accepted(replay).replay).toBe(true);
    expect(sendItem(replay)).toEqual({ ...email, attempts: 1, firstFailedAt: expect.any(Number) });
  });

  it("is delivered on a replay after markDelivered", () => {
    const call = input();
    const email = sendItem(store.accept(call));
    store.markDelivered(email.id, NOW);
    expect(store.accept(call)).toEqual({
      outcome: "accepted",
      bookingId: call.bookingId,
      delivery: { state: "delivered" },
      replay: true,
    });
  });
});

describe("nextDue", () => {
  it("never hands out the submit call before the e-mail call is delivered", () => {
    const { emailId, submitId } = bookBoth();
    expect(store.nextDue(T)?.id).toBe(emailId);
    // Skipping the e-mail (it is in flight) must not expose the submit behind it.
    expect(store.nextDue(T, new Set([emailId]))).toBeUndefined();
    // A failed e-mail keeps the submit blocked, even long after the submit's own due time.
    store.markFailed(emailId, "n8n answered 500", T + 60_000);
    expect(store.nextDue(T + 30_000)).toBeUndefined();
    store.markDelivered(emailId, new Date(T + 1));
    expect(store.nextDue(T + 1)?.id).toBe(submitId);
  });

  it("finds a due row behind any number of rows in flight", () => {
    // More rows in flight than any page of candidates the query might read at once.
    const ids = ["2026-12-01", "2026-12-02", "2026-12-03"].flatMap((date) =>
      Array.from(
        { length: 9 },
        (_, index) => sendItem(store.accept(input({ date, timeSlot: slotLabel(11 + index, 1) }))).id,
      ),
    );
    const inFlight = new Set(ids.slice(0, -1));
    expect(store.nextDue(T, inFlight)?.id).toBe(ids.at(-1));
  });

  it("respects the due time and the skip set, earliest due first", () => {
    const a = sendItem(store.accept(input({ timeSlot: "11:00 to 12:00" })));
    const b = sendItem(store.accept(input({ timeSlot: "12:00 to 13:00" })));
    const c = sendItem(store.accept(input({ timeSlot: "13:00 to 14:00" })));
    store.markFailed(a.id, "boom", T + 5_000);
    store.markFailed(b.id, "boom", T + 1_000);

    expect(store.nextDue(T - 1)).toBeUndefined();
    expect(store.nextDue(T)).toEqual(c);
    expect(store.nextDue(T, new Set([c.id]))).toBeUndefined();
    // c (due since T) comes before b (due at T + 1 s), whatever their ids.
    expect(store.nextDue(T + 1_000)?.id).toBe(c.id);
    expect(store.nextDue(T + 1_000, new Set([c.id]))?.id).toBe(b.id);
    expect(store.nextDue(T + 5_000, new Set([b.id, c.id]))).toEqual({
      ...a,
      attempts: 1,
      firstFailedAt: expect.any(Number),
    });
    expect(store.nextDue(T + 5_000, new Set([a.id, b.id, c.id]))).toBeUndefined();
  });

  it("returns the request and key of the booking with the item", () => {
    const { first, submitId, emailId } = bookBoth();
    store.markDelivered(emailId, NOW);
    expect(store.nextDue(T)).toEqual({
      id: submitId,
      bookingId: first.bookingId,
      kind: SUBMIT,
      attempts: 0,
      refusals: 0,
      firstFailedAt: null,
      version: "",
      body: first.request,
      idempotencyKey: first.idempotencyKey,
    });
  });

  it("hands out nothing once everything is delivered", () => {
    const { emailId, submitId } = bookBoth();
    store.markDelivered(emailId, NOW);
    store.markDelivered(submitId, NOW);
    expect(store.nextDue(T + 1_000_000)).toBeUndefined();
    expect(store.nextAttemptAt()).toBeUndefined();
  });
});

describe("nextAttemptAt", () => {
  it("is undefined for an empty outbox", () => {
    expect(store.nextAttemptAt()).toBeUndefined();
  });

  it("is the earliest due time of a deliverable delivery", () => {
    const a = sendItem(store.accept(input({ timeSlot: "11:00 to 12:00" })));
    const b = sendItem(store.accept(input({ timeSlot: "12:00 to 13:00" })));
    store.markFailed(a.id, "boom", T + 9_000);
    store.markFailed(b.id, "boom", T + 4_000);
    expect(store.nextAttemptAt()).toBe(T + 4_000);
  });

  it("ignores a delivery blocked behind an earlier call of its booking", () => {
    const { emailId, submitId } = bookBoth();
    // The submit is due now but waits on the e-mail, which retries in a minute.
    store.markFailed(emailId, "boom", T + 60_000);
    expect(deliveryById(submitId)?.nextAttemptAt).toBe(T);
    expect(store.nextAttemptAt()).toBe(T + 60_000);
  });
});

describe("markDelivered and markFailed", () => {
  it("markDelivered counts the attempt, records the time and clears the last error", () => {
    const email = sendItem(store.accept(input()));
    store.markFailed(email.id, "n8n timed out", T + 1_000);
    store.markDelivered(email.id, new Date(T + 2_000));
    expect(deliveryById(email.id)).toMatchObject({
      status: "delivered",
      attempts: 2,
      lastError: null,
      deliveredAt: new Date(T + 2_000).toISOString(),
    });
  });

  it("markFailed sets attempts, last_error and next_attempt_at", () => {
    const email = sendItem(store.accept(input()));
    store.markFailed(email.id, "n8n answered 500", T + 1_000);
    store.markFailed(email.id, "n8n unreachable: connect ECONNREFUSED", T + 3_000);
    expect(deliveryById(email.id)).toMatchObject({
      status: "pending",
      attempts: 2,
      lastError: "n8n unreachable: connect ECONNREFUSED",
      nextAttemptAt: T + 3_000,
      deliveredAt: null,
    });
  });

  it("cuts last_error at 500 characters", () => {
    const email = sendItem(store.accept(input()));
    const long = `${"x".repeat(499)}yz-and-more`;
    store.markFailed(email.id, long, T + 1_000);
    expect(deliveryById(email.id)?.lastError).toBe(long.slice(0, 500));
    expect(deliveryById(email.id)?.lastError).toHaveLength(500);
  });

  it("markFailed leaves a delivered delivery alone (a late failure must not undo a success)", () => {
    const email = sendItem(store.accept(input()));
    store.markDelivered(email.id, NOW);
    const before = deliveryById(email.id);
    store.markFailed(email.id, "late failure", T + 1_000);
    expect(deliveryById(email.id)).toEqual(before);
  });
});

describe("makeDue", () => {
  it("moves only the waiting deliveries of that one webhook", () => {
    const waitingEmail1 = sendItem(store.accept(input({ timeSlot: "11:00 to 12:00" })));
    const waitingEmail2 = sendItem(store.accept(input({ timeSlot: "12:00 to 13:00" })));
    const alreadyDueEmail = sendItem(store.accept(input({ timeSlot: "13:00 to 14:00" })));
    const deliveredEmail = sendItem(store.accept(input({ timeSlot: "14:00 to 15:00" })));
    const other = bookBoth({ timeSlot: "15:00 to 16:00" });

    store.markFailed(waitingEmail1.id, "boom", T + 60_000);
    store.markFailed(waitingEmail2.id, "boom", T + 300_000);
    store.markFailed(alreadyDueEmail.id, "boom", T - 5_000);
    store.markDelivered(deliveredEmail.id, NOW);
    store.markFailed(deliveredEmail.id, "ignored", T + 60_000);
    store.markDelivered(other.emailId, NOW);
    store.markFailed(other.submitId, "boom", T + 60_000);
    const deliveredBefore = deliveryById(deliveredEmail.id)?.nextAttemptAt;

    expect(store.makeDue(EMAIL, T + 10)).toBe(2);
    expect(deliveryById(waitingEmail1.id)?.nextAttemptAt).toBe(T + 10);
    expect(deliveryById(waitingEmail2.id)?.nextAttemptAt).toBe(T + 10);
    // Already due: not pushed later.
    expect(deliveryById(alreadyDueEmail.id)?.nextAttemptAt).toBe(T - 5_000);
    expect(deliveryById(deliveredEmail.id)?.nextAttemptAt).toBe(deliveredBefore);
    // The other webhook's retry keeps its back-off.
    expect(deliveryById(other.submitId)?.nextAttemptAt).toBe(T + 60_000);
    // Attempts and errors are untouched: only the due time moves.
    expect(deliveryById(waitingEmail1.id)).toMatchObject({ attempts: 1, lastError: "boom" });

    expect(store.makeDue(EMAIL, T + 10)).toBe(0);
    expect(store.makeDue(SUBMIT, T + 10)).toBe(1);
    expect(deliveryById(other.submitId)?.nextAttemptAt).toBe(T + 10);
  });
});

describe("bookedSlots", () => {
  it('"all" lists every booking of the date by start; "undelivered" those whose recording call has not arrived', () => {
    expect(RECORDING_CALL).toBe(SUBMIT);
    const recorded = bookBoth({ timeSlot: "17:00 to 18:00" });
    store.markDelivered(recorded.emailId, NOW);
    store.markDelivered(recorded.submitId, NOW);
    // E-mail delivered but the submit still pending: n8n does not list it yet.
    const halfway = bookBoth({ timeSlot: "11:00 to 12:00" });
    store.markDelivered(halfway.emailId, NOW);
    // Only the e-mail call queued, and delivered.
    const emailOnly = sendItem(store.accept(input({ timeSlot: "14:00 to 16:00" })));
    store.markDelivered(emailOnly.id, NOW);
    // Standalone: no delivery at all.
    store.accept(input({ timeSlot: "12:00 to 13:00", delivery: null }));
    store.accept(input({ timeSlot: "11:00 to 12:00", date: "2026-12-02" }));

    expect(store.bookedSlots("2026-12-01", "all")).toEqual([
      "11:00 to 12:00",
      "12:00 to 13:00",
      "14:00 to 16:00",
      "17:00 to 18:00",
    ]);
    expect(store.bookedSlots("2026-12-01", "undelivered")).toEqual([
      "11:00 to 12:00",
      "12:00 to 13:00",
      "14:00 to 16:00",
    ]);
    expect(store.bookedSlots("2026-12-02", "undelivered")).toEqual(["11:00 to 12:00"]);
    expect(store.bookedSlots("2026-12-03", "all")).toEqual([]);
  });

  it("reading slots writes nothing", () => {
    const { emailId } = bookBoth();
    store.markFailed(emailId, "boom", T + 1_000);
    // data_version, read on another connection, changes when any other connection commits.
    const watcher = openRaw({ readOnly: true });
    const version = () =>
      (watcher.prepare("PRAGMA data_version").get() as { data_version: number }).data_version;
    const before = { version: version(), bookings: store.listBookings() };

    store.bookedSlots("2026-12-01", "all");
    store.bookedSlots("2026-12-01", "undelivered");
    store.bookedSlots("2026-12-09", "undelivered");

    expect(version()).toBe(before.version);
    expect(store.listBookings()).toEqual(before.bookings);
    // The probe can see a write: a real one moves it.
    store.markFailed(emailId, "boom", T + 2_000);
    expect(version()).not.toBe(before.version);
  });
});

describe("the database itself", () => {
  it("refuses a delivery kind that is not in the list of calls", () => {
    const { bookingId } = bookBoth();
    const db = openRaw();
    db.exec("PRAGMA foreign_keys = ON");
    const insert = db.prepare(
      "INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES (?, ?, 0, 0, 'now')",
    );
    expect(() => insert.run(bookingId, "send-consultation-fax")).toThrow(/FOREIGN KEY/);
    // Every delivery call of the list is known to the database (only the duplicate is refused).
    for (const name of deliveryNames) expect(() => insert.run(bookingId, name)).toThrow(/UNIQUE/);
    expect(
      (db.prepare("SELECT name FROM delivery_calls").all() as { name: string }[])
        .map((row) => row.name)
        .sort(),
    ).toEqual([...outboxNames].sort());
  });

  it("refuses a delivery of a booking that does not exist", () => {
    const db = openRaw();
    db.exec("PRAGMA foreign_keys = ON");
    expect(() =>
      db
        .prepare(
          "INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES ('nope', ?, 0, 0, 'now')",
        )
        .run(EMAIL),
    ).toThrow(/FOREIGN KEY/);
  });
});

describe("migrations", () => {
  /** A file as the first release wrote it: migration 1 only, user_version 0, with data. */
  function createFirstReleaseFile(dir: string) {
    const db = new DatabaseSync(join(dir, "bookings.sqlite"));
    db.exec(migrations[0] as string);
    db.exec(
      `INSERT INTO bookings VALUES ('old-1', 'old-key-1', 'h1', '2026-01-02T03:04:05.000Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{"old":true}');
       INSERT INTO deliveries (booking_id, kind, seq, status, attempts, next_attempt_at, last_error, created_at, delivered_at)
         VALUES ('old-1', 'send-consultation-email', 0, 'delivered', 3, 1000, NULL, '2026-01-02T03:04:05.000Z', '2026-01-02T03:05:00.000Z'),
                ('old-1', 'submit-consultation', 1, 'pending', 2, 2000, 'n8n answered 500', '2026-01-02T03:04:05.000Z', NULL);`,
    );
    expect((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(0);
    db.close();
  }

  const userVersion = (dir: string) => {
    const db = new DatabaseSync(join(dir, "bookings.sqlite"), { readOnly: true });
    try {
      return (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
    } finally {
      db.close();
    }
  };

  const expectedOldBooking = {
    id: "old-1",
    idempotencyKey: "old-key-1",
    createdAt: "2026-01-02T03:04:05.000Z",
    date: "2026-12-01",
    timeSlot: "11:00 to 12:00",
    request: '{"old":true}',
    status: "booked",
    cancelledAt: null,
    sequence: 0,
    deliveries: [
      {
        id: 1,
        bookingId: "old-1",
        kind: EMAIL,
        status: "delivered",
        attempts: 3,
        nextAttemptAt: 1000,
        lastError: null,
        deliveredAt: "2026-01-02T03:05:00.000Z",
        failedAt: null,
      },
      {
        id: 2,
        bookingId: "old-1",
        kind: SUBMIT,
        status: "pending",
        attempts: 2,
        nextAttemptAt: 2000,
        lastError: "n8n answered 500",
        deliveredAt: null,
        failedAt: null,
      },
    ],
  };

  it("a first-release file is migrated on open to the latest version, keeping its rows", () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-migrate-"));
    try {
      createFirstReleaseFile(dir);
      const migrated = new BookingStore(dir);
      try {
        expect(migrated.listBookings()).toEqual([expectedOldBooking]);
        // The outbox still works on the old rows: the pending submit is due, behind a delivered e-mail.
        expect(migrated.nextDue(5_000)).toMatchObject({
          id: 2,
          kind: SUBMIT,
          attempts: 2,
          refusals: 0,
          firstFailedAt: null,
          version: "",
          body: '{"old":true}',
        });
        // And new rows go on after the old ids.
        const fresh = sendItem(migrated.accept(input({ timeSlot: "14:00 to 15:00" })));
        expect(fresh.id).toBe(3);
        expect(migrated.accept(input({ timeSlot: "11:00 to 12:00" }))).toEqual({ outcome: "slot_taken" });
      } finally {
        migrated.close();
      }
      expect(userVersion(dir)).toBe(migrations.length);

      // Reopening runs nothing again and loses nothing.
      const reopened = new BookingStore(dir);
      try {
        expect(reopened.listBookings()[0]).toEqual(expectedOldBooking);
        expect(reopened.listBookings()).toHaveLength(2);
      } finally {
        reopened.close();
      }
      expect(userVersion(dir)).toBe(migrations.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a file holding a delivery whose booking was removed by hand migrates, keeping the delivery to fail it", () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-orphan-"));
    try {
      // A file of the version before "failed" existed, with one booking's row deleted in the sqlite3 shell.
      const db = new DatabaseSync(join(dir, "bookings.sqlite"));
      for (const sql of migrations.slice(0, 2)) db.exec(sql);
      db.exec(
        `PRAGMA user_version = 2;
         INSERT INTO delivery_calls (name) VALUES ('send-consultation-email');
         INSERT INTO bookings VALUES ('gone', 'gone-key', 'h', '2026-01-02T03:04:05.000Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{}');
         INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at)
           VALUES ('gone', 'send-consultation-email', 0, 1000, '2026-01-02T03:04:05.000Z');
         PRAGMA foreign_keys = OFF;
         DELETE FROM bookings;`,
      );
      db.close();

      const migrated = new BookingStore(dir);
      try {
        expect(migrated.nextDue(5_000)).toEqual({
          id: 1,
          bookingId: "gone",
          kind: EMAIL,
          bookingMissing: true,
        });
        migrated.giveUp(1, "booking_missing", NOW);
        expect(migrated.nextAttemptAt()).toBeUndefined();
      } finally {
        migrated.close();
      }
      expect(userVersion(dir)).toBe(migrations.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("bookings stored before the quotas are booked and counted under their e-mail and phone keys", () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-migrate-"));
    try {
      const db = new DatabaseSync(join(dir, "bookings.sqlite"));
      for (const sql of migrations.slice(0, 2)) db.exec(sql);
      db.exec("PRAGMA user_version = 2");
      db.prepare(
        "INSERT INTO bookings VALUES ('old-1', 'old-key-1', 'h1', ?, '2026-12-01', '11:00 to 12:00', 11, 12, ?)",
      ).run(
        NOW.toISOString(),
        JSON.stringify({ email: "Grace.Hopper+work@Example.COM", phone: "+1 (555) 010-2000" }),
      );
      db.close();
      const migrated = new BookingStore(dir);
      try {
        expect(migrated.listBookings()[0]).toMatchObject({
          id: "old-1",
          status: "booked",
          cancelledAt: null,
        });
        const one = (check: Partial<QuotaCheck>) =>
          migrated.accept(
            input({ timeSlot: "14:00 to 15:00", quota: { ...roomyQuota(0), perContact: 1, ...check } }),
          );
        expect(one({ emailKey: "grace.hopper+work@example.com" })).toMatchObject({ outcome: "over_quota" });
        expect(one({ phoneKey: "15550102000" })).toMatchObject({ outcome: "over_quota" });
        expect(one({ emailKey: "gracehopper@example.com" })).toMatchObject({ outcome: "accepted" });
      } finally {
        migrated.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a new file is created at the latest version, and reopening it is idempotent", () => {
    const call = input();
    store.accept(call);
    const before = store.listBookings();
    store.close();
    expect(userVersion(dataDir)).toBe(migrations.length);
    store = new BookingStore(dataDir);
    expect(userVersion(dataDir)).toBe(migrations.length);
    expect(store.listBookings()).toEqual(before);
    expect(accepted(store.accept(call)).replay).toBe(true);
  });
});

describe("opening and readiness", () => {
  it("readOnly opening lists the bookings and is not writable", () => {
    const { bookingId } = bookBoth();
    const expected = store.listBookings();
    const reader = new BookingStore(dataDir, { readOnly: true });
    extraHandles.push(reader);
    expect(reader.listBookings()).toEqual(expected);
    expect(expected[0]?.id).toBe(bookingId);
    expect(reader.isWritable()).toBe(false);
  });

  it("isWritable is true while open, false after close (and close twice is harmless)", () => {
    expect(store.isWritable()).toBe(true);
    store.close();
    expect(store.isWritable()).toBe(false);
    expect(() => store.close()).not.toThrow();
  });

  it("isWritable writes nothing, however often it is asked", () => {
    bookBoth();
    const watcher = openRaw({ readOnly: true });
    const version = () =>
      (watcher.prepare("PRAGMA data_version").get() as { data_version: number }).data_version;
    const before = version();
    for (let i = 0; i < 5; i++) expect(store.isWritable()).toBe(true);
    expect(version()).toBe(before);
  });

  it("isWritable is false, within the short busy timeout, while another connection holds the write lock", () => {
    const other = openRaw();
    other.exec("BEGIN IMMEDIATE");
    const started = performance.now();
    expect(store.isWritable()).toBe(false);
    expect(performance.now() - started).toBeLessThan(SERVER_BUSY_TIMEOUT_MS + 300);
    // A booking fails as quickly, with SQLite's own reason.
    const booking = performance.now();
    expect(() => store.accept(input())).toThrow(/locked/);
    expect(performance.now() - booking).toBeLessThan(SERVER_BUSY_TIMEOUT_MS + 300);
    other.exec("ROLLBACK");
    expect(store.isWritable()).toBe(true);
    expect(store.accept(input()).outcome).toBe("accepted");
  });
});

describe("a delivery whose booking row is gone", () => {
  /** As the sqlite3 shell would: foreign keys are off there by default. */
  function deleteBooking(bookingId: string) {
    const db = openRaw();
    db.exec("PRAGMA foreign_keys = OFF");
    db.prepare("DELETE FROM bookings WHERE id = ?").run(bookingId);
  }

  it("is handed out as orphaned, whatever its order, and counted by nextAttemptAt", () => {
    const { bookingId, emailId, submitId } = bookBoth();
    const other = sendItem(store.accept(input({ timeSlot: "14:00 to 15:00" })));
    store.markFailed(other.id, "boom", T + 60_000);
    store.markFailed(emailId, "boom", T + 5_000);
    deleteBooking(bookingId);

    // The submit is due since T: not held back behind the e-mail, as there is nothing to keep in order.
    expect(store.nextAttemptAt()).toBe(T);
    expect(store.nextDue(T)).toEqual({ id: submitId, bookingId, kind: SUBMIT, bookingMissing: true });
    expect(store.nextDue(T, new Set([submitId]))).toBeUndefined();
    expect(store.nextDue(T + 5_000, new Set([submitId]))).toEqual({
      id: emailId,
      bookingId,
      kind: EMAIL,
      bookingMissing: true,
    });
  });

  it("giveUp marks it failed for good: never handed out, counted or made due again", () => {
    const { bookingId, emailId, submitId } = bookBoth();
    deleteBooking(bookingId);
    const later = new Date(T + 1_000);
    store.giveUp(emailId, "booking_missing", later);
    store.giveUp(submitId, "booking_missing", later);

    expect(store.nextDue(T + 1_000_000)).toBeUndefined();
    expect(store.nextAttemptAt()).toBeUndefined();
    expect(store.makeDue(EMAIL, T)).toBe(0);
    store.markFailed(emailId, "late failure", T + 10);
    const db = openRaw({ readOnly: true });
    expect(db.prepare("SELECT id, status, last_error, failed_at FROM deliveries ORDER BY id").all()).toEqual([
      { id: emailId, status: "failed", last_error: "booking_missing", failed_at: later.toISOString() },
      { id: submitId, status: "failed", last_error: "booking_missing", failed_at: later.toISOString() },
    ]);
  });

  it("giveUp leaves a delivered delivery alone", () => {
    const email = sendItem(store.accept(input()));
    store.markDelivered(email.id, NOW);
    store.giveUp(email.id, "booking_missing", NOW);
    expect(deliveryById(email.id)).toMatchObject({ status: "delivered", failedAt: null });
  });
});
