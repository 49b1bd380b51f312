import sql from "sql-template-tag";
import {
  bookingCalls,
  type ChangeName,
  type DeliveryName,
  type OutboxName,
  REMINDER_CALL,
} from "../../src/booking/calls";
import { CHANGE_SEQ_BASE, type Slot } from "./booking-changes";
import { type Database, type OutboxClaims, type Queries, storeCall, type Transaction } from "./database";
import {
  HANDED_OUT,
  type HandedOutRow,
  handedOut,
  OUTBOX_ITEM,
  outboxItemOf,
  type StoredOutboxItem,
  sameVersion,
} from "./store-sql";
import type {
  AcceptInput,
  ChangeBody,
  Delivery,
  FailedAttempt,
  OrphanedDelivery,
  OutboxDepth,
  OutboxItem,
  Queued,
  QueuedDelivery,
} from "./types";

const cut = (text: string) => text.slice(0, 500);

/** Since when a pending delivery has been due: its first failure (a back-off is still overdue), else its planned time. */
const DUE_SINCE = sql`COALESCE(first_failed_at, next_attempt_at)`;

/**
 * The outbox towards n8n: one row per webhook call, handed out in order per booking
 * (docs/architecture.md#the-store-and-the-outbox). Rows are queued in the booking store's
 * transactions (`queueCall`, `queueChange`).
 */
export class Outbox {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /**
   * The next due delivery, skipping those the worker is sending: a deliverable one, or one
   * whose booking is gone (to be failed). On a shared store it is claimed for this instance.
   */
  async nextDue(
    now: number,
    skip: ReadonlySet<number> = new Set(),
  ): Promise<OutboxItem | OrphanedDelivery | undefined> {
    const { claims, notIn } = this.#db.dialect;
    const where = sql`${HANDED_OUT} AND d.next_attempt_at <= ${now} AND ${notIn(sql`d.id`, [...skip])}`;
    const row = await this.#call("nextDue", (db) => claims.takeNext<HandedOutRow>(db, where));
    return row && handedOut(row);
  }

  /**
   * When `nextDue` will next hand something out (ms epoch), counting exactly the rows it can
   * return: not a delivery waiting on an earlier call of its booking (the worker looks again
   * when that call succeeds).
   */
  async nextAttemptAt(): Promise<number | undefined> {
    const row = await this.#call("nextAttemptAt", (db) =>
      db.get<{ at: number | null }>(sql`SELECT MIN(${this.#db.dialect.claims.dueAt}) AS at
        FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id WHERE ${HANDED_OUT}`),
    );
    return row?.at ?? undefined;
  }

  /** Deliveries per state, and the oldest due one (see `DUE_SINCE`), read at `now` (ms epoch). */
  async depth(now: number): Promise<OutboxDepth> {
    const rows = await this.#call("depth", (db) =>
      db.all<{ status: keyof OutboxDepth["counts"]; count: number; dueSince: number | null }>(
        sql`SELECT status, COUNT(*) AS count,
          MIN(CASE WHEN status = 'pending' AND ${DUE_SINCE} <= ${now} THEN ${DUE_SINCE} END) AS "dueSince"
        FROM deliveries GROUP BY status`,
      ),
    );
    const depth: OutboxDepth = { counts: { pending: 0, delivered: 0, failed: 0 }, oldestDueSince: null };
    for (const { status, count, dueSince } of rows) {
      depth.counts[status] = Number(count);
      if (dueSince !== null) depth.oldestDueSince = Number(dueSince);
    }
    return depth;
  }

  /**
   * Whether the sender that took `item` may still send it: checked just before the send, so
   * a delivery is sent only by the one sender that holds it (see `OutboxClaims.holds`).
   */
  holds(item: Pick<OutboxItem, "id" | "version" | "claim">): Promise<boolean> {
    return this.#call("holds", (db) => this.#db.dialect.claims.holds(db, item));
  }

  /** An attempt succeeded; with `version`, only on that version of the row (a newer move stays to be sent). */
  async markDelivered(id: number, now: Date, version?: string): Promise<void> {
    await this.#call("markDelivered", (db) =>
      db.run(sql`UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ${now.toISOString()},
        last_error = NULL ${this.#db.dialect.claims.release} WHERE id = ${id}${sameVersion(version)}`),
    );
  }

  /**
   * An attempt failed: counted (as a refusal when n8n refused it), its first failure kept,
   * tried again at `nextAttemptAt`. A late failure of a delivery another instance claimed
   * since, or of one delivered, changes nothing.
   */
  async markFailed(
    id: number,
    error: string,
    nextAttemptAt: number,
    { refused, at, version, claim }: FailedAttempt = { refused: false, at: Date.now() },
  ): Promise<void> {
    const { claims } = this.#db.dialect;
    await this.#call("markFailed", (db) =>
      db.run(sql`UPDATE deliveries AS d SET attempts = attempts + 1, last_error = ${cut(error)},
        next_attempt_at = ${nextAttemptAt}, refusals = refusals + ${refused ? 1 : 0},
        first_failed_at = COALESCE(first_failed_at, ${at}) ${claims.release}
        WHERE id = ${id} AND status = 'pending' AND ${claims.recordable(claim)}${sameVersion(version)}`),
    );
  }

  /** The operator's `--retry`: a booking's failed deliveries queued again as new; how many. */
  retryFailed(bookingId: string, now: number): Promise<number> {
    return this.#call("retryFailed", (db) =>
      db.run(sql`UPDATE deliveries SET status = 'pending', next_attempt_at = ${now}, refusals = 0,
        first_failed_at = NULL, failed_at = NULL ${this.#db.dialect.claims.release}
        WHERE booking_id = ${bookingId} AND status = 'failed'`),
    );
  }

  /** Gives a pending delivery up for good (a dead letter): `failed`, `reason` as its last error. */
  async giveUp(id: number, reason: string, now: Date, version?: string): Promise<void> {
    await this.#call("giveUp", (db) =>
      db.run(sql`UPDATE deliveries SET status = 'failed', last_error = ${cut(reason)}, failed_at = ${now.toISOString()}
        ${this.#db.dialect.claims.release} WHERE id = ${id} AND status = 'pending'${sameVersion(version)}`),
    );
  }

  /**
   * n8n took a call of this webhook: its deliveries waiting out a back-off become due now;
   * how many. One never tried waits for its own time (a reminder), not a back-off: it stays.
   */
  makeDue(kind: OutboxName, now: number): Promise<number> {
    return this.#call("makeDue", (db) =>
      db.run(sql`UPDATE deliveries SET next_attempt_at = ${now}
        WHERE kind = ${kind} AND status = 'pending' AND attempts > 0 AND next_attempt_at > ${now}`),
    );
  }

  #call<T>(op: string, work: (db: Queries) => Promise<T>): Promise<T> {
    return storeCall(this.#db, op, work);
  }
}

/**
 * Queues a booking call's delivery once, in the booking's transaction, and says what
 * became of it from what was just written; only a replay of the same call reads it back.
 */
export async function queueCall(
  tx: Transaction,
  claims: OutboxClaims,
  input: Pick<AcceptInput, "bookingId" | "now" | "idempotencyKey" | "request"> &
    Pick<OutboxItem, "channel" | "fee">,
  kind: DeliveryName,
  existed: boolean,
) {
  const { bookingId, now } = input;
  const { order } = bookingCalls[kind];
  // A new booking has no earlier call to wait for.
  const earlier = sql`SELECT 1 FROM deliveries WHERE booking_id = ${bookingId} AND seq < ${order}
    AND status <> 'delivered'`;
  const waits = existed && Boolean(await tx.get(earlier));
  const insert = sql`INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at)
    VALUES (${bookingId}, ${kind}, ${order}, ${now.getTime()}, ${now.toISOString()})
    ON CONFLICT (booking_id, kind) DO NOTHING RETURNING id`;
  const inserted = await tx.get<{ id: number }>(insert);
  const queued = (delivery: QueuedDelivery) => ({ delivery, replay: !inserted });
  if (inserted) {
    const taken = waits ? null : await claims.take(tx, inserted.id);
    if (!taken) return queued({ state: "wait" });
    // Its key and payload hash are the booking's: the stored request is this one, to the letter.
    const { idempotencyKey, request: body, channel, fee } = input;
    const fresh = {
      attempts: 0,
      refusals: 0,
      firstFailedAt: null,
      version: "",
      body,
      idempotencyKey,
      channel,
    };
    return queued({
      state: "send",
      item: { id: Number(inserted.id), bookingId, kind, ...fresh, fee, ...taken },
    });
  }
  const stored = sql`SELECT ${OUTBOX_ITEM}, d.status
    FROM deliveries d JOIN bookings b ON b.id = d.booking_id WHERE d.booking_id = ${bookingId} AND d.kind = ${kind}`;
  const row = await tx.get<StoredOutboxItem & { status: Delivery["status"] }>(stored);
  if (!row || row.status === "delivered") return queued({ state: "delivered" });
  // Another sender sending it now keeps it.
  const taken = waits ? null : await claims.take(tx, row.id);
  if (!taken) return queued({ state: "wait" });
  const { status: _pending, ...item } = row;
  return queued({ state: "send", item: { ...outboxItemOf(item), ...taken } });
}

/**
 * Queues a change's delivery after the booking's own calls and earlier changes, when the
 * booking has deliveries at all (it was made with n8n). One row per kind: a later move
 * takes over the booking's reschedule row. A reminder not sent yet is withdrawn first:
 * every change makes it wrong, and a pending reminder is always its booking's last
 * delivery, so it never holds up a change. `dueAt` (ms epoch): not before (the reminder's
 * own time). Says whether it queued anything and withdrew a reminder.
 */
export async function queueChange(
  tx: Transaction,
  bookingId: string,
  kind: ChangeName,
  now: Date,
  change: { payload: ChangeBody; keySuffix: string; previous?: Slot; dueAt?: number },
): Promise<Queued> {
  const { payload, keySuffix, previous, dueAt = now.getTime() } = change;
  const withdrawn = await tx.run(sql`DELETE FROM deliveries WHERE booking_id = ${bookingId}
      AND kind = ${REMINDER_CALL} AND status <> 'delivered'`);
  const withdrewReminder = withdrawn > 0;
  const row = await tx.get<{ last: number | null }>(
    sql`SELECT MAX(seq) AS last FROM deliveries WHERE booking_id = ${bookingId}`,
  );
  if (row?.last === null || row?.last === undefined) return { notifiesN8n: false, withdrewReminder };
  await tx.run(sql`INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at, payload, key_suffix,
        previous_date, previous_time_slot)
      VALUES (${bookingId}, ${kind}, ${Math.max(Number(row.last) + 1, CHANGE_SEQ_BASE)}, ${dueAt},
        ${now.toISOString()}, ${JSON.stringify(payload)}, ${keySuffix}, ${previous?.date ?? null}, ${previous?.timeSlot ?? null})
      ON CONFLICT (booking_id, kind) DO UPDATE SET status = 'pending', seq = excluded.seq, attempts = 0,
        next_attempt_at = excluded.next_attempt_at, last_error = NULL, delivered_at = NULL, failed_at = NULL,
        refusals = 0, first_failed_at = NULL, payload = excluded.payload, key_suffix = excluded.key_suffix,
        previous_date = excluded.previous_date, previous_time_slot = excluded.previous_time_slot`);
  return { notifiesN8n: true, withdrewReminder };
}
