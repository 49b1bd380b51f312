import sql, { empty, type Sql } from "sql-template-tag";
import { type Actor, type BookingEvent, type EventDetail, holdsSlot } from "../../src/booking/booking-states";
import { RECORDING_CALL } from "../../src/booking/calls";
import {
  CANCEL_KEY_SUFFIX,
  CHANGE_SEQ_BASE,
  cancelPayload,
  confirmKeySuffix,
  confirmPayload,
  DECLINE_KEY_SUFFIX,
  declinePayload,
  planMove,
  reminderKeySuffix,
  reminderPayload,
  type Slot,
} from "./booking-changes";
import { type Database, type Queries, storeCall, type Transaction } from "./database";
import { closeDays, dayRefusal, listClosedDays, reopenDays } from "./day-check";
import { type DeskLists, type DeskListsQuery, deskLists, heldBetween } from "./desk-lists";
import { type FeedRange, type FeedRows, feedRows } from "./feed-rows";
import { Outbox, queueCall, queueChange } from "./outbox";
import {
  BOOKING,
  type BookingRow,
  bookingRowOf,
  DELIVERY,
  EVENT,
  type EventCounts,
  type EventRow,
  eventCounts,
  feeOf,
  holdingSlot,
  type StoredBooking,
  withDeliveries,
} from "./store-sql";
import type {
  AcceptInput,
  AcceptResult,
  Booking,
  BookingNow,
  CancelResult,
  ClosedDay,
  ConfirmInput,
  DecisionResult,
  DeclineInput,
  Delivery,
  HeldBooking,
  QuotaCheck,
  RescheduleInput,
  RescheduleResult,
} from "./types";

/** How often a transaction the database chose to break a deadlock is run again. */
const DEADLOCK_RETRIES = 3;

// A desk session ended by signing out is kept, until it would have expired, among the site's
// kept values (`site_secrets`, shared by a fleet): no new table for a handful of rows.
const ENDED_SESSION = "desk-session-ended:";
/** Expiries as 13 digits, so they compare as text in both databases. */
const expiry = (ms: number) => String(ms).padStart(13, "0");

/**
 * Bookings, and their outbox (`outbox`, ./outbox.ts) that each change queues its delivery
 * in, in the change's own transaction: every rule of the store written once, over SQLite
 * or PostgreSQL (./database.ts holds where they differ; see
 * docs/architecture.md#one-store-two-databases). Each write is one transaction, durable
 * when the call returns, so nothing accepted is lost. A failure rejects with a message fit
 * for a log line, without secrets or visitors' data.
 */
export class BookingStore {
  /** The deliveries to n8n: what the delivery worker and the metrics use. */
  readonly outbox: Outbox;
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
    this.outbox = new Outbox(db);
  }

  /** Where the store is (the SQLite file, or the database without user name or password). */
  get location(): string {
    return this.#db.location;
  }

  /**
   * One webhook call of a booking: the booking is made on the first call of its
   * idempotency key (within the quotas, on a free slot), and each kind of call is queued
   * once. Calls of one key wait for each other: in a same-key race all but the first replay.
   */
  accept(input: AcceptInput): Promise<AcceptResult> {
    return this.#write("accept", (tx) => this.#accept(tx, input), { outcome: "slot_taken" });
  }

  /**
   * Cancels a booking (`by` its visitor or an operator): its slot is free at once, a
   * reminder not sent is withdrawn, and a booking made with n8n queues a
   * `cancel-consultation` delivery. `reachedN8n`: n8n had its own record of it.
   */
  cancel(bookingId: string, now: Date, by: Actor = "visitor"): Promise<CancelResult> {
    return this.#write("cancel", async (tx): Promise<CancelResult> => {
      const row = await this.#lockBooking(tx, bookingId);
      if (!row) return { outcome: "not_found" };
      if (!holdsSlot(row.state)) return { outcome: "ended", booking: await booking(tx, row) };
      const cancelledAt = now.toISOString();
      const sequence = row.sequence + 1;
      await tx.run(sql`UPDATE bookings SET state = 'cancelled', cancelled_at = ${cancelledAt}, sequence = ${sequence}
        WHERE id = ${bookingId}`);
      const recorded = await tx.get(sql`SELECT 1 FROM deliveries
        WHERE booking_id = ${bookingId} AND kind = ${RECORDING_CALL} AND status = 'delivered'`);
      const change = { payload: cancelPayload(row.request, now), keySuffix: CANCEL_KEY_SUFFIX };
      const queued = await queueChange(tx, bookingId, "cancel-consultation", now, change);
      await addEvent(tx, bookingId, now, by, "cancelled", {});
      const cancelled = await booking(tx, { ...row, state: "cancelled", cancelledAt, sequence });
      return { outcome: "cancelled", booking: cancelled, reachedN8n: Boolean(recorded), ...queued };
    });
  }

  /**
   * Moves a booking, unless it is cancelled or declined, changed since the caller read it
   * (`expectedSequence`), its visitor moved it `maxMoves` times already, or the new slot overlaps
   * another booking (its own old one does not count); the old slot is free at once. A
   * confirmed booking is requested again (its meeting link and reminder go). With n8n: a
   * `reschedule-consultation` delivery. The moves are counted from the history after the
   * row is locked, so two instances moving one booking at once count each other's.
   */
  reschedule(input: RescheduleInput): Promise<RescheduleResult> {
    const { bookingId, date, timeSlot, slot } = input;
    const move = async (tx: Transaction): Promise<RescheduleResult> => {
      const row = await this.#lockBooking(tx, bookingId);
      if (!row) return { outcome: "not_found" };
      if (!holdsSlot(row.state)) return { outcome: "ended" };
      if (row.sequence !== input.expectedSequence) return { outcome: "changed" };
      if (input.maxMoves !== undefined) {
        const counts = await tx.get<EventCounts>(eventCounts(bookingId));
        if (Number(counts?.moves) >= input.maxMoves) return { outcome: "too_many_changes" };
      }
      const refusal = await dayRefusal(tx, this.#db.dialect, input, bookingId);
      if (refusal) return refusal;
      // The slot a move n8n has not been told of yet left.
      const untold = await tx.get<Slot>(sql`SELECT previous_date AS date, previous_time_slot AS "timeSlot"
        FROM deliveries WHERE booking_id = ${bookingId} AND kind = 'reschedule-consultation' AND status <> 'delivered'`);
      const { request, sequence, change } = planMove(row, untold, input);
      await tx.run(sql`UPDATE bookings SET date = ${date}, time_slot = ${timeSlot}, start_hour = ${slot.start},
        end_hour = ${slot.end}, request = ${JSON.stringify(request)}, sequence = ${sequence}, state = 'requested', meeting_url = NULL,
        team_note = NULL WHERE id = ${bookingId}`);
      const queued = await queueChange(tx, bookingId, "reschedule-consultation", input.now, change);
      const from = { date: row.date, timeSlot: row.timeSlot };
      await addEvent(tx, bookingId, input.now, "visitor", "moved", { from, to: { date, timeSlot } });
      const moved = { ...row, date, timeSlot, request, sequence, meetingUrl: null, teamNote: null };
      const rescheduled = await booking(tx, { ...moved, state: "requested" });
      return { outcome: "rescheduled", booking: rescheduled, ...queued };
    };
    return this.#write("reschedule", move, { outcome: "slot_taken" });
  }

  /**
   * Confirms a booking that holds its slot, or gives a confirmed one a new meeting link
   * (the rules of when are the team service's: server/booking/team-service.ts). With n8n:
   * a `confirm-consultation` delivery, and a `remind-consultation` one due at `remindAt`.
   */
  confirm(input: ConfirmInput): Promise<DecisionResult> {
    const { bookingId, meetingUrl, note, now } = input;
    return this.#decide("confirm", input, async (tx, row) => {
      const sequence = row.sequence + 1;
      await tx.run(sql`UPDATE bookings SET state = 'confirmed', meeting_url = ${meetingUrl}, team_note = ${note},
        sequence = ${sequence} WHERE id = ${bookingId}`);
      const queued = await queueChange(tx, bookingId, "confirm-consultation", now, {
        payload: confirmPayload(row.request, meetingUrl, note, sequence),
        keySuffix: confirmKeySuffix(sequence),
      });
      if (queued.notifiesN8n && input.remindAt !== null) {
        await queueChange(tx, bookingId, "remind-consultation", now, {
          payload: reminderPayload(row.request, meetingUrl, sequence),
          keySuffix: reminderKeySuffix(sequence),
          dueAt: input.remindAt,
        });
      }
      await addEvent(tx, bookingId, now, input.by, "confirmed", { meetingUrl, note });
      const confirmed = { ...row, state: "confirmed", meetingUrl, teamNote: note, sequence } as const;
      return { outcome: "decided", booking: await booking(tx, confirmed), ...queued };
    });
  }

  /** Declines a booking that holds its slot: the slot is free at once. With n8n: a `decline-consultation` delivery. */
  decline(input: DeclineInput): Promise<DecisionResult> {
    const { bookingId, message, now } = input;
    return this.#decide("decline", input, async (tx, row) => {
      const sequence = row.sequence + 1;
      await tx.run(sql`UPDATE bookings SET state = 'declined', team_message = ${message}, meeting_url = NULL,
        team_note = NULL, sequence = ${sequence} WHERE id = ${bookingId}`);
      const queued = await queueChange(tx, bookingId, "decline-consultation", now, {
        payload: declinePayload(row.request, message, sequence),
        keySuffix: DECLINE_KEY_SUFFIX,
      });
      await addEvent(tx, bookingId, now, input.by, "declined", { message });
      const declined = { ...row, teamMessage: message, meetingUrl: null, teamNote: null, sequence };
      const decided = await booking(tx, { ...declined, state: "declined" });
      return { outcome: "decided", booking: decided, ...queued };
    });
  }

  /** Whether a booking was made with this idempotency key: a call with it is a replay. */
  async holdsKey(idempotencyKey: string): Promise<boolean> {
    const row = await this.#call("holdsKey", (db) =>
      db.get(sql`SELECT 1 AS found FROM bookings WHERE idempotency_key = ${idempotencyKey}`),
    );
    return row !== undefined;
  }

  /** Closes the dates from `from` to `until` (./day-check.ts); returns the bookings held on them. */
  closeDays(input: { from: string; until: string; reason: string; now: Date }): Promise<HeldBooking[]> {
    return this.#write("closeDays", (tx) => closeDays(tx, input));
  }

  /** Opens the closed dates from `from` to `until` again; returns those that were closed. */
  reopenDays(from: string, until: string): Promise<string[]> {
    return this.#write("reopenDays", (tx) => reopenDays(tx, from, until));
  }

  /** The closed days, with when each was closed, earliest first: all, or those from `from` and until `until`. */
  listClosedDays(range: { from?: string; until?: string } = {}): Promise<ClosedDay[]> {
    return this.#call("listClosedDays", (db) => listClosedDays(db, range));
  }

  /** The closed days from `from` to `until` and their reasons (what a day's slots are read with). */
  async closedDays(from: string, until: string): Promise<{ date: string; reason: string }[]> {
    const days = await this.listClosedDays({ from, until });
    return days.map(({ date, reason }) => ({ date, reason }));
  }

  /** The team desk's lists, read in one snapshot (./desk-lists.ts). */
  deskLists(query: DeskListsQuery): Promise<DeskLists> {
    return this.#snapshot("deskLists", (tx) => deskLists(tx, query));
  }

  /** Up to `limit` bookings holding their slots from `from` to `until` (what a closed range holds). */
  heldBetween(from: string, until: string, limit: number): Promise<{ rows: BookingRow[]; more: number }> {
    return this.#call("heldBetween", (db) => heldBetween(db, from, until, limit));
  }

  /**
   * Records a signed-out desk session as ended until it `expires` (server/booking/desk-session.ts),
   * and forgets those that have expired by `now`.
   */
  endDeskSession(id: string, expires: number, now: number): Promise<void> {
    return this.#write("endDeskSession", async (tx) => {
      await tx.run(
        sql`DELETE FROM site_secrets WHERE name LIKE ${`${ENDED_SESSION}%`} AND value < ${expiry(now)}`,
      );
      await tx.run(sql`INSERT INTO site_secrets (name, value) VALUES (${ENDED_SESSION + id}, ${expiry(expires)})
        ON CONFLICT (name) DO NOTHING`);
    });
  }

  /** Whether a desk session was ended by signing out. */
  async deskSessionEnded(id: string): Promise<boolean> {
    const row = await this.#call("deskSessionEnded", (db) =>
      db.get(sql`SELECT 1 AS ended FROM site_secrets WHERE name = ${ENDED_SESSION + id}`),
    );
    return row !== undefined;
  }

  /** The team's calendar feed's bookings and closed days (./feed-rows.ts), from one snapshot. */
  feedRows(range: FeedRange): Promise<FeedRows> {
    return this.#snapshot("feedRows", (tx) => feedRows(tx, range));
  }

  /** How many bookings were made after `since`, cancelled ones too (the site-wide rate). */
  async countCreatedSince(since: Date): Promise<number> {
    const row = await this.#call("countCreatedSince", (db) =>
      db.get<{ count: number }>(
        sql`SELECT COUNT(*) AS count FROM bookings WHERE created_at > ${since.toISOString()}`,
      ),
    );
    return Number(row?.count ?? 0);
  }

  /** Slots held on a date (cancelled bookings hold none): all, or those n8n's own list does not show yet. */
  bookedSlots(date: string, which: "all" | "undelivered"): Promise<string[]> {
    // Not recorded by n8n, or moved and n8n not told yet.
    const notInN8n = sql` AND (NOT EXISTS (SELECT 1 FROM deliveries d
      WHERE d.booking_id = b.id AND d.kind = ${RECORDING_CALL} AND d.status = 'delivered') OR EXISTS (SELECT 1
      FROM deliveries m WHERE m.booking_id = b.id AND m.kind = 'reschedule-consultation' AND m.status <> 'delivered'))`;
    return this.#slots(
      "bookedSlots",
      sql`SELECT time_slot AS slot FROM bookings b WHERE date = ${date} AND ${holdingSlot()}
        ${which === "undelivered" ? notInN8n : empty} ORDER BY start_hour`,
    );
  }

  /**
   * Slots on `date` bookings here no longer hold but n8n may still list: those of cancelled
   * or declined bookings n8n had (its recording call delivered) and has not heard of the end
   * yet, and the slot a move left while n8n has not heard of the move.
   */
  freedSlots(date: string): Promise<string[]> {
    // Another booking holds this slot now: n8n may list it for that one.
    const heldByAnother = (day: Sql, slot: Sql) =>
      sql`SELECT 1 FROM bookings o WHERE o.date = ${day} AND o.time_slot = ${slot} AND ${holdingSlot("o")}`;
    return this.#slots(
      "freedSlots",
      sql`SELECT b.time_slot AS slot FROM bookings b
        WHERE b.date = ${date} AND b.state IN ('cancelled', 'declined') AND EXISTS (SELECT 1 FROM deliveries c
          WHERE c.booking_id = b.id AND c.kind IN ('cancel-consultation', 'decline-consultation') AND c.status <> 'delivered')
        AND EXISTS (SELECT 1 FROM deliveries r WHERE r.booking_id = b.id AND r.kind = ${RECORDING_CALL}
          AND r.status = 'delivered')
        AND NOT EXISTS (${heldByAnother(sql`b.date`, sql`b.time_slot`)})
      UNION SELECT d.previous_time_slot AS slot FROM deliveries d
        WHERE d.previous_date = ${date} AND d.kind = 'reschedule-consultation' AND d.status <> 'delivered'
        AND NOT EXISTS (${heldByAnother(sql`d.previous_date`, sql`d.previous_time_slot`)})`,
    );
  }

  /** Every booking with its deliveries and history, from one snapshot (the operator's list). */
  listBookings(): Promise<Booking[]> {
    const order = this.#db.dialect.insertionOrder;
    return this.#snapshot("listBookings", async (tx) => {
      const rows = await tx.all<StoredBooking>(
        sql`SELECT ${BOOKING} FROM bookings ORDER BY created_at, ${order}`,
      );
      const deliveries = await tx.all<Delivery>(
        sql`SELECT ${DELIVERY} FROM deliveries ORDER BY booking_id, seq`,
      );
      const events = await tx.all<EventRow>(sql`SELECT ${EVENT} FROM booking_events ORDER BY id`);
      return withDeliveries(rows.map(bookingRowOf), deliveries, events);
    });
  }

  /**
   * One booking with its deliveries and history, for its private pages: all of its history,
   * or its `latestEvents` latest events (the team page's bound) and how many are older.
   */
  findBooking(
    bookingId: string,
    { latestEvents }: { latestEvents?: number } = {},
  ): Promise<Booking | undefined> {
    return this.#snapshot("findBooking", async (tx) => {
      const row = await tx.get<StoredBooking>(sql`SELECT ${BOOKING} FROM bookings WHERE id = ${bookingId}`);
      return row && booking(tx, bookingRowOf(row), latestEvents);
    });
  }

  /**
   * The site secret `name`: `candidate` unless one was kept first, so every process sharing
   * the store uses one. The insert waits for a racing instance's commit; the read sees the winner.
   */
  secret(name: string, candidate: string): Promise<string> {
    return this.#call("secret", async (db) => {
      await db.run(
        sql`INSERT INTO site_secrets (name, value) VALUES (${name}, ${candidate}) ON CONFLICT (name) DO NOTHING`,
      );
      const kept = await db.get<{ value: string }>(sql`SELECT value FROM site_secrets WHERE name = ${name}`);
      if (!kept) throw new Error(`${name} was not kept`);
      return kept.value;
    });
  }

  /** The site secret `name` if one was kept, without keeping one (the operator's read-only command). */
  async keptSecret(name: string): Promise<string | undefined> {
    const kept = await this.#call("keptSecret", (db) =>
      db.get<{ value: string }>(sql`SELECT value FROM site_secrets WHERE name = ${name}`),
    );
    return kept?.value;
  }

  /** Readiness (`/readyz`): whether the store would take a booking now. Writes nothing. */
  isWritable(): Promise<boolean> {
    return this.#db.isWritable();
  }

  close(): Promise<void> {
    return this.#db.close();
  }

  #call<T>(op: string, work: (db: Queries) => Promise<T>): Promise<T> {
    return storeCall(this.#db, op, work);
  }

  #snapshot<T>(op: string, work: (tx: Queries) => Promise<T>): Promise<T> {
    return this.#call(op, () => this.#db.snapshot(work));
  }

  async #slots(op: string, query: Sql): Promise<string[]> {
    const rows = await this.#call(op, (db) => db.all<{ slot: string }>(query));
    return rows.map((row) => row.slot);
  }

  async #accept(tx: Transaction, input: AcceptInput): Promise<AcceptResult> {
    await tx.lock("idempotencyKey", input.idempotencyKey);
    const existing = await tx.get<
      BookingNow &
        Pick<StoredBooking, "channel" | "fee"> & { id: string; hash: string; client: string | null }
    >(sql`SELECT id,
      payload_hash AS hash, client_key AS client, date, time_slot AS "timeSlot", state, channel, fee
      FROM bookings WHERE idempotency_key = ${input.idempotencyKey}`);
    // A key serves only the client that made the booking: no one else learns of it.
    if (existing && existing.client !== input.quota.clientKey) return { outcome: "key_in_use" };
    if (existing && existing.hash !== input.payloadHash) return { outcome: "key_reused" };
    // A replay of a key is the booking it made: never counted again, never refused by a quota.
    const bookingId = existing?.id ?? input.bookingId;
    if (!existing) {
      const over = await this.#overQuota(tx, input.quota);
      if (over) return { outcome: "over_quota", quota: over };
      const refusal = await dayRefusal(tx, this.#db.dialect, input);
      if (refusal) return refusal;
      const { quota, slot } = input;
      await tx.run(sql`INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour,
          end_hour, request, email_key, phone_key, client_key, network_key, channel, fee)
        VALUES (${bookingId}, ${input.idempotencyKey}, ${input.payloadHash}, ${input.now.toISOString()}, ${input.date},
          ${input.timeSlot}, ${slot.start}, ${slot.end}, ${JSON.stringify(input.request)}, ${quota.emailKey},
          ${quota.phoneKey}, ${quota.clientKey}, ${quota.networkKey}, ${input.channel},
          ${input.fee && JSON.stringify(input.fee)})`);
      await addEvent(tx, bookingId, input.now, "visitor", "made", { channel: input.channel });
    }
    const replay = Boolean(existing);
    const { date, timeSlot, channel } = existing ?? input;
    const fee = existing ? feeOf(existing.fee) : input.fee;
    const now: BookingNow = { date, timeSlot, state: existing?.state ?? "requested" };
    const accepted = { outcome: "accepted", bookingId, booking: now } as const;
    // A call of a booking already cancelled or moved (a late retry) would reach n8n after
    // the change and undo it there: it is not queued.
    const changed = sql`SELECT 1 FROM bookings WHERE id = ${bookingId} AND (state <> 'requested' OR sequence > 0
      OR EXISTS (SELECT 1 FROM deliveries WHERE booking_id = ${bookingId} AND seq >= ${CHANGE_SEQ_BASE}))`;
    if (!input.delivery) return { ...accepted, delivery: null, replay };
    if (existing && (await tx.get(changed))) {
      // Not queued again; whether n8n has had this call is still the replay's to say.
      const sent = await tx.get(sql`SELECT 1 FROM deliveries
        WHERE booking_id = ${bookingId} AND kind = ${input.delivery} AND status = 'delivered'`);
      return { ...accepted, delivery: sent ? { state: "delivered" } : null, replay };
    }
    const call = { ...input, bookingId, channel, fee };
    return { ...accepted, ...(await queueCall(tx, this.#db.dialect.claims, call, input.delivery, replay)) };
  }

  /**
   * The quota a new booking would exceed, if any. Bookings of one e-mail, phone or client
   * address wait for each other (one writer at a time on SQLite, advisory locks on
   * PostgreSQL), so each counts every booking committed before it, across processes.
   */
  async #overQuota(tx: Transaction, quota: QuotaCheck): Promise<"contact" | "address" | null> {
    await tx.lock("email", quota.emailKey);
    await tx.lock("phone", quota.phoneKey);
    await tx.lock("client", quota.clientKey);
    if (quota.networkKey) await tx.lock("network", quota.networkKey);
    const upcoming = sql`date >= ${quota.today} AND ${holdingSlot()}`;
    const today = sql`created_at > ${quota.since.toISOString()}`;
    const counts = await tx.get<{ email: number; phone: number; client: number; network: number }>(sql`SELECT
      (SELECT COUNT(*) FROM bookings WHERE email_key = ${quota.emailKey} AND ${upcoming}) AS email,
      (SELECT COUNT(*) FROM bookings WHERE phone_key = ${quota.phoneKey} AND ${upcoming}) AS phone,
      (SELECT COUNT(*) FROM bookings WHERE client_key = ${quota.clientKey} AND ${today}) AS client,
      (SELECT COUNT(*) FROM bookings WHERE network_key = ${quota.networkKey} AND ${today}) AS network`);
    if (Number(counts?.email) >= quota.perContact || Number(counts?.phone) >= quota.perContact)
      return "contact";
    const overNetwork = quota.networkKey !== null && Number(counts?.network) >= quota.perNetwork;
    return Number(counts?.client) >= quota.perAddress || overNetwork ? "address" : null;
  }

  /**
   * The team's decision on a booking that holds its slot, decided on it as it was at
   * `expectedSequence`; a booking that ended or changed meanwhile is `changed` (decide again).
   */
  #decide(
    op: string,
    input: ConfirmInput | DeclineInput,
    work: (tx: Transaction, row: BookingRow) => Promise<DecisionResult>,
  ): Promise<DecisionResult> {
    return this.#write(op, async (tx) => {
      const row = await this.#lockBooking(tx, input.bookingId);
      if (!row) return { outcome: "not_found" };
      if (row.sequence !== input.expectedSequence || !holdsSlot(row.state)) return { outcome: "changed" };
      return work(tx, row);
    });
  }

  async #lockBooking(tx: Transaction, bookingId: string): Promise<BookingRow | undefined> {
    const row = await tx.get<StoredBooking>(
      sql`SELECT ${BOOKING} FROM bookings WHERE id = ${bookingId}${this.#db.dialect.forUpdate}`,
    );
    return row && bookingRowOf(row);
  }

  /**
   * A write in one transaction. A conflict the database decided at the write (PostgreSQL's
   * constraints) is returned as an outcome: an overlap as `slotTaken`; a key another writer inserted
   * first, or a broken deadlock, by running the work again.
   */
  async #write<T>(op: string, work: (tx: Transaction) => Promise<T>, slotTaken?: T): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#db.transaction(work);
      } catch (error) {
        const conflict = this.#db.conflictOf(error);
        if (conflict === "overlap" && slotTaken) return slotTaken;
        if (conflict === "key_taken" && attempt === 1) continue;
        if (conflict === "deadlock" && attempt <= DEADLOCK_RETRIES) continue;
        throw this.#db.failure(error, op);
      }
    }
  }
}

/** A booking row with its deliveries and history (all, or the `latestEvents` latest), read in the caller's transaction. */
async function booking(tx: Queries, row: BookingRow, latestEvents?: number): Promise<Booking> {
  const deliveries = await tx.all<Delivery>(
    sql`SELECT ${DELIVERY} FROM deliveries WHERE booking_id = ${row.id} ORDER BY seq`,
  );
  const events = sql`SELECT ${EVENT} FROM booking_events WHERE booking_id = ${row.id}`;
  if (latestEvents === undefined) {
    const all = await tx.all<EventRow>(sql`${events} ORDER BY id`);
    return withDeliveries([row], deliveries, all)[0] as Booking;
  }
  const latest = await tx.all<EventRow>(sql`${events} ORDER BY id DESC LIMIT ${latestEvents}`);
  const counts = await tx.get<EventCounts>(eventCounts(row.id));
  return withDeliveries([row], deliveries, latest.reverse(), counts)[0] as Booking;
}

/** Adds an entry to a booking's history, in the transaction of the change it records. */
async function addEvent<Kind extends BookingEvent["kind"]>(
  tx: Transaction,
  bookingId: string,
  at: Date,
  by: Actor,
  kind: Kind,
  detail: EventDetail<Kind>,
) {
  await tx.run(sql`INSERT INTO booking_events (booking_id, at, kind, actor, detail)
    VALUES (${bookingId}, ${at.toISOString()}, ${kind}, ${by}, ${JSON.stringify(detail)})`);
}
