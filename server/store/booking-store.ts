import { dirname, join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  bookingCalls,
  type ChangeName,
  type DeliveryName,
  type OutboxName,
  outboxNames,
  RECORDING_CALL,
} from "../../src/booking/calls";
import type { ConsultationRequest } from "../../src/booking/schema";
import type { SlotRange } from "../../src/booking/slots";
import {
  CANCEL_KEY_SUFFIX,
  CHANGE_SEQ_BASE,
  CHANGED_BOOKING,
  cancelPayload,
  freedSlotsSql,
  type Move,
  planMove,
  QUEUE_CHANGE_UPSERT,
  UNTOLD_MOVE,
  UNTOLD_MOVE_OF,
  type UntoldMove,
} from "./booking-changes";
import { dataDirError, freeBytes, prepareDataDir } from "./data-dir";
import { migrations } from "./sqlite-migrations";
import {
  type BookingRow,
  type DeliveryRow,
  type HandedOutRow,
  type OutboxRow,
  toBookings,
  toHandedOut,
  toOutboxItem,
} from "./store-rows";

/** One webhook call of a booking, as the operator's export shows it. */
export interface Delivery {
  id: number;
  bookingId: string;
  kind: OutboxName;
  /**
   * `failed`: given up (a dead letter: refused five times or failing for 24 hours, or its
   * booking row is gone); sent again only by the operator's `--retry`.
   */
  status: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
}

export interface Booking {
  id: string;
  idempotencyKey: string;
  createdAt: string;
  date: string;
  timeSlot: string;
  /** The validated request as JSON text, exactly what is forwarded to n8n. */
  request: string;
  /** A cancelled booking holds no slot and counts in no contact quota. */
  status: BookingStatus;
  cancelledAt: string | null;
  /** Grows by one with each move (the calendar entry's SEQUENCE). */
  sequence: number;
  deliveries: Delivery[];
}

export type BookingStatus = "booked" | "cancelled";

/** The request a booking holds (`request`, stored as JSON text). */
export const requestOf = (booking: Booking) => JSON.parse(booking.request) as ConsultationRequest;

/** One booking as its private page reads it, with the SHA-256 of its link token (null: no link opens it). */
export interface FoundBooking {
  booking: Booking;
  tokenHash: string | null;
}

/**
 * A pending delivery with everything needed to send it, read in one query: the worker
 * posts it without reading the store again.
 */
export interface OutboxItem {
  id: number;
  bookingId: string;
  kind: OutboxName;
  attempts: number;
  /** Attempts n8n refused outright (a 4xx other than 404, 408, 429): five give it up. */
  refusals: number;
  /** When an attempt first failed (ms epoch), or null: failing for 24 hours gives it up. */
  firstFailedAt: number | null;
  /**
   * Which version of the row this is ("" for a booking's own call; a change's key suffix):
   * a later move takes over its booking's reschedule row, and an attempt of the version it
   * replaced must not be recorded on it (see `markDelivered`).
   */
  version: string;
  /** The request JSON to post. */
  body: string;
  idempotencyKey: string;
}

/**
 * A pending delivery whose booking row is gone (removed by hand, with foreign keys off):
 * there is nothing to send, so the worker marks it failed.
 */
export interface OrphanedDelivery {
  id: number;
  bookingId: string;
  kind: OutboxName;
  bookingMissing: true;
}

/** How a failed attempt went, for the dead-letter rules (server/n8n/dead-letter.ts). */
export interface FailedAttempt {
  /** n8n refused it outright (a 4xx other than 404, 408, 429). */
  refused: boolean;
  /** When it failed (ms epoch): kept as the first failure if it is one. */
  at: number;
  /** The version attempted (`OutboxItem.version`): recorded only on that version of the row. */
  version?: string;
}

/** SQL: the row is still the given version (a change's key suffix, "" for a booking's call). */
const sameVersion = (version: string | undefined) =>
  version === undefined ? "" : " AND COALESCE(key_suffix, '') = ?";
const versionArgs = (version: string | undefined) => (version === undefined ? [] : [version]);

export interface StoreOptions {
  /** Opens an existing store to read only (the operator's listing). */
  readOnly?: boolean;
  /** How long a write waits for a lock held by another process before it fails. */
  busyTimeoutMs?: number;
}

/**
 * The server's wait for another process's write lock (the operator's command, a sqlite3
 * shell, a second instance). SQLite waits synchronously, so the whole event loop waits
 * with it: long enough for another process's short transaction, short enough that a lock
 * held on and on gives a quick 503 instead of a frozen site.
 */
export const SERVER_BUSY_TIMEOUT_MS = 200;

/**
 * The wait for a lock where no visitor waits with it: the operator's command, and the
 * store opening and migrating before any request is served.
 */
const PATIENT_BUSY_TIMEOUT_MS = 5000;

/** Less free space than this and `/readyz` says the store cannot take bookings. */
export const MIN_FREE_BYTES = 1024 * 1024;

export interface AcceptInput {
  bookingId: string;
  idempotencyKey: string;
  payloadHash: string;
  date: string;
  timeSlot: string;
  slot: SlotRange;
  /** The validated request as JSON text. */
  request: string;
  /** The SHA-256 of the booking's link token (server/booking/booking-token.ts); kept on the first call. */
  tokenHash: string;
  /** The webhook call to queue, or null when no n8n is configured (standalone). */
  delivery: DeliveryName | null;
  now: Date;
  quota: QuotaCheck;
}

/**
 * The booking quotas a new booking is checked against, with the keys it is counted
 * under. The rule (numbers, key normalisation, what "upcoming" means) is the booking
 * service's (server/booking/booking-quota.ts); the store only counts, inside the
 * booking's own transaction, so the quotas hold across processes sharing the store.
 */
export interface QuotaCheck {
  emailKey: string;
  phoneKey: string;
  clientKey: string;
  /** At most this many non-cancelled bookings dated `today` or later per e-mail key and per phone key. */
  perContact: number;
  today: string;
  /** At most this many bookings (cancelled ones too) per client key created after `since`. */
  perAddress: number;
  since: Date;
}

/**
 * What became of the call's delivery: `send` when it may go to n8n now (its earlier
 * calls have all arrived), `wait` while an earlier call of the booking is still pending,
 * `delivered` when a replay finds it delivered already.
 */
export type QueuedDelivery = { state: "send"; item: OutboxItem } | { state: "wait" } | { state: "delivered" };

export type AcceptResult =
  | { outcome: "accepted"; bookingId: string; delivery: QueuedDelivery | null; replay: boolean }
  | { outcome: "slot_taken" }
  | { outcome: "over_quota"; quota: "contact" | "address" }
  | { outcome: "key_reused" };

export type CancelResult =
  /**
   * `reachedN8n`: n8n has its own record of the booking; `notifiesN8n`: a
   * `cancel-consultation` delivery was queued (the booking was made with n8n configured).
   */
  | { outcome: "cancelled"; reachedN8n: boolean; notifiesN8n: boolean }
  | { outcome: "already_cancelled"; cancelledAt: string }
  | { outcome: "not_found" };

export interface RescheduleInput extends Move {
  bookingId: string;
  /** The booking's `sequence` the move was decided on: a booking changed meanwhile is not moved. */
  expectedSequence: number;
  now: Date;
}

export type RescheduleResult =
  | { outcome: "rescheduled"; sequence: number; notifiesN8n: boolean }
  | { outcome: "not_found" }
  | { outcome: "cancelled" }
  /** Moved (or cancelled) by another request since `expectedSequence`: decide again. */
  | { outcome: "changed" }
  | { outcome: "slot_taken" };

/** The earlier calls of the delivery's booking have all reached n8n. */
const IN_ORDER = `NOT EXISTS (
  SELECT 1 FROM deliveries e WHERE e.booking_id = d.booking_id AND e.seq < d.seq AND e.status <> 'delivered')`;

/** Pending deliveries whose earlier calls of the same booking have all reached n8n. */
const DELIVERABLE = `d.status = 'pending' AND ${IN_ORDER}`;

/**
 * What the worker is handed, from `deliveries d LEFT JOIN bookings b`: the deliverable
 * deliveries, and every pending one whose booking is gone (whatever its order), to fail it.
 */
const HANDED_OUT = `d.status = 'pending' AND (b.id IS NULL OR ${IN_ORDER})`;

/** The columns `toBookings` reads. */
const BOOKING_COLUMNS =
  "id, idempotency_key, created_at, date, time_slot, request, status, cancelled_at, sequence";

/** What the worker sends: a change's own body and key, else the booking's request and key. */
const OUTBOX_COLUMNS = `d.id, d.booking_id, d.kind, d.attempts, d.refusals, d.first_failed_at, d.key_suffix,
  COALESCE(d.payload, b.request) AS request, b.idempotency_key || COALESCE(d.key_suffix, '') AS idempotency_key`;

/**
 * Bookings and the outbox in one SQLite file under DATA_DIR. Every write is a
 * synchronous transaction with `synchronous=FULL`: when a method returns, the row is on
 * disk, so the API can answer 2xx knowing nothing accepted can be lost (see
 * docs/architecture.md#the-store-and-the-outbox).
 */
export class BookingStore {
  readonly path: string;
  #db: DatabaseSync;
  #readOnly: boolean;
  #closed = false;
  #statements = new Map<string, StatementSync>();

  /**
   * Opens (and creates) the store; `readOnly` opens an existing one for the operator's
   * command, which may wait longer for a lock than the server. A DATA_DIR that cannot hold
   * the store throws one plain line naming it (see ./data-dir.ts).
   */
  constructor(
    dataDir: string,
    {
      readOnly = false,
      busyTimeoutMs = readOnly ? PATIENT_BUSY_TIMEOUT_MS : SERVER_BUSY_TIMEOUT_MS,
    }: StoreOptions = {},
  ) {
    this.path = join(dataDir, "bookings.sqlite");
    this.#readOnly = readOnly;
    try {
      if (!readOnly) prepareDataDir(dataDir, this.path);
      this.#db = new DatabaseSync(this.path, { readOnly });
    } catch (error) {
      throw dataDirError(dataDir, error);
    }
    const busyTimeout = `PRAGMA busy_timeout = ${Math.max(0, Math.round(busyTimeoutMs))};`;
    if (readOnly) {
      this.#db.exec(busyTimeout);
      return;
    }
    try {
      this.#db.exec(
        `PRAGMA busy_timeout = ${PATIENT_BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;`,
      );
      this.#migrate();
      this.#db.exec(busyTimeout);
    } catch (error) {
      this.#db.close();
      throw dataDirError(dataDir, error);
    }
  }

  /**
   * Accepts one webhook call of a booking: the booking is created on the first call of
   * its idempotency key (if its slot is free) and each kind of call is queued once.
   */
  accept(input: AcceptInput): AcceptResult {
    return this.#transaction((): AcceptResult => {
      const existing = this.#prepare("SELECT id, payload_hash FROM bookings WHERE idempotency_key = ?").get(
        input.idempotencyKey,
      ) as { id: string; payload_hash: string } | undefined;
      if (existing && existing.payload_hash !== input.payloadHash) return { outcome: "key_reused" };

      // A replay of a key is the booking it made: never counted again, never refused by a quota.
      const bookingId = existing?.id ?? input.bookingId;
      if (!existing) {
        const over = this.#overQuota(input.quota);
        if (over) return { outcome: "over_quota", quota: over };
        const clash = this.#prepare(
          `SELECT 1 FROM bookings WHERE date = ? AND start_hour < ? AND end_hour > ? AND status = 'booked' LIMIT 1`,
        ).get(input.date, input.slot.end, input.slot.start);
        if (clash) return { outcome: "slot_taken" };
        this.#prepare(
          `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request,
             email_key, phone_key, client_key, token_hash)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          bookingId,
          input.idempotencyKey,
          input.payloadHash,
          input.now.toISOString(),
          input.date,
          input.timeSlot,
          input.slot.start,
          input.slot.end,
          input.request,
          input.quota.emailKey,
          input.quota.phoneKey,
          input.quota.clientKey,
          input.tokenHash,
        );
      }
      if (!input.delivery)
        return { outcome: "accepted", bookingId, delivery: null, replay: Boolean(existing) };
      // A booking already cancelled or moved has told n8n of that: a call of the booking
      // itself arriving now (a late retry) would come after it and undo it there.
      if (existing && this.#changed(bookingId))
        return { outcome: "accepted", bookingId, delivery: null, replay: true };

      const inserted = this.#prepare(
        `INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (booking_id, kind) DO NOTHING`,
      ).run(
        bookingId,
        input.delivery,
        bookingCalls[input.delivery].order,
        input.now.getTime(),
        input.now.toISOString(),
      );
      return {
        outcome: "accepted",
        bookingId,
        delivery: this.#queued(bookingId, input.delivery),
        replay: inserted.changes === 0,
      };
    });
  }

  /**
   * Marks a booking cancelled, in one transaction: its slot is free at once. Its queued
   * deliveries stay as they are. `reachedN8n` says n8n has its own record of it.
   */
  cancel(bookingId: string, now: Date): CancelResult {
    return this.#transaction((): CancelResult => {
      const row = this.#prepare("SELECT status, cancelled_at, request FROM bookings WHERE id = ?").get(
        bookingId,
      ) as { status: BookingStatus; cancelled_at: string | null; request: string } | undefined;
      if (!row) return { outcome: "not_found" };
      if (row.status === "cancelled")
        return { outcome: "already_cancelled", cancelledAt: row.cancelled_at ?? "" };
      this.#prepare("UPDATE bookings SET status = 'cancelled', cancelled_at = ? WHERE id = ?").run(
        now.toISOString(),
        bookingId,
      );
      const recorded = this.#prepare(
        "SELECT 1 FROM deliveries WHERE booking_id = ? AND kind = ? AND status = 'delivered'",
      ).get(bookingId, RECORDING_CALL);
      const notifiesN8n = this.#queueChange(bookingId, "cancel-consultation", {
        payload: cancelPayload(row.request, now),
        keySuffix: CANCEL_KEY_SUFFIX,
        now,
      });
      return { outcome: "cancelled", reachedN8n: Boolean(recorded), notifiesN8n };
    });
  }

  /**
   * Moves a booking to another slot, in one transaction: refused when it is cancelled,
   * was changed since the caller read it (`expectedSequence`), or the new slot overlaps
   * another booking (its own old slot does not count); the old slot is free at once.
   * A booking made with n8n configured queues a `reschedule-consultation` delivery.
   */
  reschedule(input: RescheduleInput): RescheduleResult {
    return this.#transaction((): RescheduleResult => {
      const row = this.#prepare(
        "SELECT status, sequence, date, time_slot, request FROM bookings WHERE id = ?",
      ).get(input.bookingId) as
        | { status: BookingStatus; sequence: number; date: string; time_slot: string; request: string }
        | undefined;
      if (!row) return { outcome: "not_found" };
      if (row.status === "cancelled") return { outcome: "cancelled" };
      if (row.sequence !== input.expectedSequence) return { outcome: "changed" };
      const clash = this.#prepare(
        `SELECT 1 FROM bookings WHERE date = ? AND start_hour < ? AND end_hour > ? AND status = 'booked' AND id <> ? LIMIT 1`,
      ).get(input.date, input.slot.end, input.slot.start, input.bookingId);
      if (clash) return { outcome: "slot_taken" };
      const untold = this.#prepare(UNTOLD_MOVE_OF("?")).get(input.bookingId) as UntoldMove | undefined;
      const { request, sequence, change } = planMove(row, untold, input);
      this.#prepare(
        `UPDATE bookings SET date = ?, time_slot = ?, start_hour = ?, end_hour = ?, request = ?, sequence = ?
           WHERE id = ?`,
      ).run(input.date, input.timeSlot, input.slot.start, input.slot.end, request, sequence, input.bookingId);
      const notifiesN8n = this.#queueChange(input.bookingId, "reschedule-consultation", {
        ...change,
        now: input.now,
      });
      return { outcome: "rescheduled", sequence, notifiesN8n };
    });
  }

  /**
   * Queues a change's delivery after the booking's own calls and earlier changes, when the
   * booking has deliveries at all (it was made with n8n configured). One row per kind: a
   * later move takes over the booking's reschedule row (its earlier move was delivered, or
   * is replaced, see `reschedule`). False when nothing was queued.
   */
  #queueChange(
    bookingId: string,
    kind: ChangeName,
    change: { payload: string; keySuffix: string; previous?: { date: string; timeSlot: string }; now: Date },
  ): boolean {
    const { last } = this.#prepare("SELECT MAX(seq) AS last FROM deliveries WHERE booking_id = ?").get(
      bookingId,
    ) as {
      last: number | null;
    };
    if (last === null) return false;
    this.#prepare(
      `INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at, payload, key_suffix,
         previous_date, previous_time_slot)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ${QUEUE_CHANGE_UPSERT}`,
    ).run(
      bookingId,
      kind,
      Math.max(last + 1, CHANGE_SEQ_BASE),
      change.now.getTime(),
      change.now.toISOString(),
      change.payload,
      change.keySuffix,
      change.previous?.date ?? null,
      change.previous?.timeSlot ?? null,
    );
    return true;
  }

  /** How many bookings were created after `since`, cancelled ones too (the site-wide rate). */
  countCreatedSince(since: Date): number {
    const row = this.#prepare("SELECT COUNT(*) AS count FROM bookings WHERE created_at > ?").get(
      since.toISOString(),
    ) as { count: number };
    return row.count;
  }

  /** Slots held on a date (cancelled bookings hold none): all, or only those n8n's own list does not show yet. */
  bookedSlots(date: string, which: "all" | "undelivered"): string[] {
    const sql =
      which === "all"
        ? "SELECT time_slot FROM bookings WHERE date = ? AND status = 'booked' ORDER BY start_hour"
        : `SELECT time_slot FROM bookings b WHERE date = ? AND status = 'booked' AND (NOT EXISTS (
             SELECT 1 FROM deliveries d WHERE d.booking_id = b.id AND d.kind = ? AND d.status = 'delivered'
           ) OR EXISTS (${UNTOLD_MOVE})) ORDER BY start_hour`;
    const rows = (
      which === "all" ? this.#prepare(sql).all(date) : this.#prepare(sql).all(date, RECORDING_CALL)
    ) as {
      time_slot: string;
    }[];
    return rows.map((row) => row.time_slot);
  }

  /**
   * Slots on `date` that bookings here no longer hold but n8n may still list: those of
   * cancelled bookings n8n had and has not heard of the cancel yet, and the slot a move
   * left while n8n has not heard of the move. The slot lookup takes them out of n8n's list.
   */
  freedSlots(date: string): string[] {
    const rows = this.#prepare(freedSlotsSql(() => "?")).all(date, RECORDING_CALL, date) as {
      slot: string;
    }[];
    return rows.map((row) => row.slot);
  }

  /**
   * The next due delivery for the worker, skipping those already being sent: a
   * deliverable one, or one whose booking is gone (to be marked failed).
   */
  nextDue(now: number, skip: ReadonlySet<number> = new Set()): OutboxItem | OrphanedDelivery | undefined {
    const row = this.#prepare(
      `SELECT ${OUTBOX_COLUMNS} FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id
         WHERE ${HANDED_OUT} AND d.next_attempt_at <= ? AND d.id NOT IN (SELECT value FROM json_each(?))
         ORDER BY d.next_attempt_at, d.id LIMIT 1`,
    ).get(now, JSON.stringify([...skip])) as HandedOutRow | undefined;
    return row && toHandedOut(row);
  }

  /**
   * When `nextDue` will next hand something out (ms epoch), to sleep until then: it counts
   * exactly the rows `nextDue` can return, so a row it cannot return never keeps the worker
   * awake. A delivery waiting on an earlier call of its booking is not counted: it becomes
   * deliverable only when that call succeeds, and the worker looks again then.
   */
  nextAttemptAt(): number | undefined {
    const row = this.#prepare(
      `SELECT MIN(d.next_attempt_at) AS at FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id
         WHERE ${HANDED_OUT}`,
    ).get() as {
      at: number | null;
    };
    return row.at ?? undefined;
  }

  /**
   * An attempt succeeded. With `version` (the item's), only if the row is still that
   * version: a move that took the row over meanwhile stays pending, to be sent.
   */
  markDelivered(id: number, now: Date, version?: string): void {
    this.#prepare(
      `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL
         WHERE id = ?${sameVersion(version)}`,
    ).run(now.toISOString(), id, ...versionArgs(version));
  }

  /**
   * An attempt failed: counted (and as a refusal when n8n refused it), the time of the
   * first failure kept, and tried again at `nextAttemptAt` (the status stays pending).
   */
  markFailed(
    id: number,
    error: string,
    nextAttemptAt: number,
    { refused, at, version }: FailedAttempt = { refused: false, at: Date.now() },
  ): void {
    this.#prepare(
      `UPDATE deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
         refusals = refusals + ?, first_failed_at = COALESCE(first_failed_at, ?)
       WHERE id = ? AND status = 'pending'${sameVersion(version)}`,
    ).run(error.slice(0, 500), nextAttemptAt, refused ? 1 : 0, at, id, ...versionArgs(version));
  }

  /**
   * Queues a booking's failed deliveries again (the operator's `--retry`), as new: due
   * now, with no refusals or first failure counted. Returns how many; none when the
   * booking has no failed delivery (or does not exist).
   */
  retryFailed(bookingId: string, now: number): number {
    return Number(
      this.#prepare(
        `UPDATE deliveries SET status = 'pending', next_attempt_at = ?, refusals = 0, first_failed_at = NULL,
           failed_at = NULL
         WHERE booking_id = ? AND status = 'failed'`,
      ).run(now, bookingId).changes,
    );
  }

  /**
   * Gives a pending delivery up for good: status `failed`, `reason` as its last error;
   * never handed out again.
   */
  giveUp(id: number, reason: string, now: Date, version?: string): void {
    this.#prepare(
      `UPDATE deliveries SET status = 'failed', last_error = ?, failed_at = ?
         WHERE id = ? AND status = 'pending'${sameVersion(version)}`,
    ).run(reason.slice(0, 500), now.toISOString(), id, ...versionArgs(version));
  }

  /**
   * n8n took a call of this webhook: its deliveries waiting out a back-off become due now
   * (the outage is over for it). Returns how many did.
   */
  makeDue(kind: OutboxName, now: number): number {
    return Number(
      this.#prepare(
        "UPDATE deliveries SET next_attempt_at = ? WHERE kind = ? AND status = 'pending' AND next_attempt_at > ?",
      ).run(now, kind, now).changes,
    );
  }

  listBookings(): Booking[] {
    return toBookings(
      this.#prepare(
        `SELECT ${BOOKING_COLUMNS} FROM bookings ORDER BY created_at, rowid`,
      ).all() as unknown as BookingRow[],
      this.#prepare("SELECT * FROM deliveries ORDER BY booking_id, seq").all() as unknown as DeliveryRow[],
    );
  }

  /** One booking with its deliveries and its link token's hash, for its private page. */
  findBooking(bookingId: string): FoundBooking | undefined {
    const row = this.#prepare(`SELECT ${BOOKING_COLUMNS}, token_hash FROM bookings WHERE id = ?`).get(
      bookingId,
    ) as (BookingRow & { token_hash: string | null }) | undefined;
    if (!row) return undefined;
    const deliveries = this.#prepare("SELECT * FROM deliveries WHERE booking_id = ? ORDER BY seq").all(
      bookingId,
    ) as unknown as DeliveryRow[];
    const [booking] = toBookings([row], deliveries);
    return booking && { booking, tokenHash: row.token_hash };
  }

  /**
   * The site secret `name`: `candidate` if none was kept yet, else the one kept first, so
   * every process sharing the store uses one.
   */
  secret(name: string, candidate: string): string {
    this.#prepare("INSERT INTO site_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING").run(
      name,
      candidate,
    );
    return (this.#prepare("SELECT value FROM site_secrets WHERE name = ?").get(name) as { value: string })
      .value;
  }

  /**
   * Readiness (`/readyz`): whether the store could take a booking now, without writing.
   * Taking the write lock and letting it go (`BEGIN IMMEDIATE; ROLLBACK`) proves the file
   * is writable and no other process holds the lock (one that does fails it after the
   * short busy timeout); a full disk still lets the lock be taken but fails the commit,
   * so the free space is asked of the file system.
   */
  isWritable(): boolean {
    if (this.#closed || this.#readOnly) return false;
    try {
      if (freeBytes(dirname(this.path)) < MIN_FREE_BYTES) return false;
      this.#db.exec("BEGIN IMMEDIATE");
      this.#db.exec("ROLLBACK");
      return true;
    } catch {
      try {
        if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      } catch {}
      return false;
    }
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }

  /** Which quota a new booking would exceed, if any; run inside `accept`'s transaction. */
  #overQuota(quota: QuotaCheck): "contact" | "address" | null {
    const upcoming = (column: "email_key" | "phone_key", key: string) =>
      (
        this.#prepare(
          `SELECT COUNT(*) AS count FROM bookings WHERE ${column} = ? AND date >= ? AND status = 'booked'`,
        ).get(key, quota.today) as { count: number }
      ).count;
    if (upcoming("email_key", quota.emailKey) >= quota.perContact) return "contact";
    if (upcoming("phone_key", quota.phoneKey) >= quota.perContact) return "contact";
    const recent = this.#prepare(
      "SELECT COUNT(*) AS count FROM bookings WHERE client_key = ? AND created_at > ?",
    ).get(quota.clientKey, quota.since.toISOString()) as { count: number };
    return recent.count >= quota.perAddress ? "address" : null;
  }

  /** The booking was cancelled or moved, or a change of it is queued. */
  #changed(bookingId: string): boolean {
    return Boolean(this.#prepare(CHANGED_BOOKING("?1")).get(bookingId));
  }

  /** The booking's delivery of `kind` as `accept` reports it, inside its transaction. */
  #queued(bookingId: string, kind: OutboxName): QueuedDelivery {
    const row = this.#prepare(
      `SELECT ${OUTBOX_COLUMNS}, d.status, ${DELIVERABLE} AS deliverable
         FROM deliveries d JOIN bookings b ON b.id = d.booking_id WHERE d.booking_id = ? AND d.kind = ?`,
    ).get(bookingId, kind) as unknown as OutboxRow & { status: Delivery["status"]; deliverable: number };
    if (row.status === "delivered") return { state: "delivered" };
    return row.deliverable ? { state: "send", item: toOutboxItem(row) } : { state: "wait" };
  }

  /**
   * Runs the migrations not run yet and names the delivery calls of this version, in one
   * transaction: the version is read under the write lock, so two processes opening the
   * same file at once never run a migration twice. Foreign keys are off meanwhile (SQLite
   * ignores the switch inside a transaction), as SQLite advises for rebuilding a table: a
   * delivery whose booking was removed by hand is copied, not refused, and failed later
   * by the worker with a log line.
   */
  #migrate(): void {
    this.#db.exec("PRAGMA foreign_keys = OFF");
    this.#transaction(() => {
      const { user_version: done } = this.#db.prepare("PRAGMA user_version").get() as {
        user_version: number;
      };
      for (const sql of migrations.slice(done)) this.#db.exec(sql);
      this.#db.exec(`PRAGMA user_version = ${Math.max(done, migrations.length)}`);
      const add = this.#db.prepare(
        "INSERT INTO delivery_calls (name) VALUES (?) ON CONFLICT (name) DO NOTHING",
      );
      for (const name of outboxNames) add.run(name);
    });
    this.#db.exec("PRAGMA foreign_keys = ON");
  }

  /**
   * Each statement is prepared once and reused: a fresh one per call would hold native
   * SQLite memory the garbage collector does not see, and under load the process grows.
   */
  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      // After a full disk or an I/O error SQLite may have rolled back already; a failing
      // ROLLBACK ("no transaction is active") must not hide the real error.
      try {
        if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      } catch {}
      throw error;
    }
  }
}
