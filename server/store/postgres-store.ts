import { randomUUID } from "node:crypto";
import pg from "pg";
import { bookingCalls, type ChangeName, type OutboxName, RECORDING_CALL } from "../../src/booking/calls";
import type { Logger } from "../logger";
import type {
  AcceptInput,
  AcceptResult,
  AsyncBookingStore,
  Booking,
  BookingStatus,
  CancelResult,
  FoundBooking,
  QuotaCheck,
} from "./async-booking-store";
import {
  CANCEL_KEY_SUFFIX,
  CHANGE_SEQ_BASE,
  CHANGED_BOOKING,
  cancelPayload,
  freedSlotsSql,
  planMove,
  QUEUE_CHANGE_UPSERT,
  UNTOLD_MOVE,
  UNTOLD_MOVE_OF,
  type UntoldMove,
} from "./booking-changes";
import type {
  Delivery,
  FailedAttempt,
  OrphanedDelivery,
  OutboxItem,
  QueuedDelivery,
  RescheduleInput,
  RescheduleResult,
} from "./booking-store";
import { DatabaseError, databaseError, urlSecrets } from "./postgres-errors";
import { migratePostgres } from "./postgres-migrations";
import { type BookingRow, type DeliveryRow, type HandedOutRow, toBookings, toHandedOut } from "./store-rows";

export interface PostgresStoreOptions {
  /** Connections this instance holds at most: a fleet multiplies it, PostgreSQL's default allows 100. */
  maxConnections?: number;
  /** How long one statement (a lock wait included) may run before the server cancels it. */
  statementTimeoutMs?: number;
  /** How long a call waits for a connection (a database that is down fails calls this fast). */
  connectTimeoutMs?: number;
  /** How long a claim on a delivery keeps other instances off it; a crashed instance's claim returns after it. */
  leaseMs?: number;
  /** Where a connection lost while idle is reported (the pool replaces it on the next call). */
  logger?: Pick<Logger, "warn">;
}

const DEFAULTS = {
  maxConnections: 10,
  statementTimeoutMs: 5_000,
  connectTimeoutMs: 3_000,
  leaseMs: 60_000,
} satisfies PostgresStoreOptions;

// The driver's defaults would hand bigint columns over as strings and `date` as a local
// midnight Date; the store speaks numbers, "YYYY-MM-DD" and ISO strings, as the SQLite store.
const INT8 = 20;
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const types: pg.CustomTypesConfig = {
  getTypeParser: (id: number, format?: "text" | "binary") => {
    if (format === "binary") return pg.types.getTypeParser(id, format);
    if (id === INT8) return Number;
    if (id === DATE) return (value: string) => value;
    if (id === TIMESTAMPTZ) {
      const parse = pg.types.getTypeParser(TIMESTAMPTZ);
      return (value: string) => (parse(value) as Date).toISOString();
    }
    return pg.types.getTypeParser(id);
  },
};

// Advisory locks in the two-integer key space, one class per kind of key. A transaction
// takes them in this order (the key, then e-mail, phone, client), so two never deadlock.
const KEY_LOCK = 1;
const EMAIL_LOCK = 2;
const PHONE_LOCK = 3;
const CLIENT_LOCK = 4;

const EXCLUSION_VIOLATION = "23P01";
const UNIQUE_VIOLATION = "23505";
/**
 * Two transactions inserting overlapping slots at once can each wait for the other's
 * check of the exclusion constraint; PostgreSQL aborts one with this code. Run again, it
 * sees the other's committed row (a 409) or none (its booking goes in).
 */
const DEADLOCK_DETECTED = "40P01";
const DEADLOCK_RETRIES = 3;

/** The earlier calls of the delivery's booking have all reached n8n. */
const IN_ORDER = `NOT EXISTS (
  SELECT 1 FROM deliveries e WHERE e.booking_id = d.booking_id AND e.seq < d.seq AND e.status <> 'delivered')`;

/** Deliverable deliveries, and every pending one whose booking is gone (to fail it). */
const HANDED_OUT = `d.status = 'pending' AND (b.id IS NULL OR ${IN_ORDER})`;

/** Nobody else sends it now: unclaimed, its lease over, or claimed by this instance ($1 of the caller). */
const claimable = (me: string) =>
  `(d.claimed_until IS NULL OR d.claimed_until <= clock_timestamp() OR d.claimed_by = ${me})`;

const claim = (me: string, leaseMs: string) =>
  `claimed_by = ${me}, claimed_until = clock_timestamp() + make_interval(secs => ${leaseMs}::float8 / 1000)`;

const RELEASE = "claimed_by = NULL, claimed_until = NULL";

/** What the worker sends: a change's own body and key, else the booking's request and key. */
const OUTBOX_RETURNING = `d.id, d.booking_id, d.kind, d.attempts, d.refusals, d.first_failed_at, d.key_suffix,
  COALESCE(d.payload, b.request) AS request, b.idempotency_key || COALESCE(d.key_suffix, '') AS idempotency_key`;

/** The columns `toBookings` reads. */
const BOOKING_COLUMNS =
  "id, idempotency_key, created_at, date, time_slot, request, status, cancelled_at, sequence";
const DELIVERY_COLUMNS =
  "id, booking_id, kind, status, attempts, next_attempt_at, last_error, delivered_at, failed_at";

const isDriverError = (error: unknown, code: string, constraint: string): boolean =>
  error instanceof pg.DatabaseError && error.code === code && error.constraint === constraint;
const codeOfDriverError = (error: unknown): string | undefined =>
  error instanceof pg.DatabaseError ? error.code : undefined;

/**
 * Bookings and the outbox in PostgreSQL, shared by a fleet of instances: the database
 * refuses double bookings and reused keys, counts the quotas under per-key locks, and
 * lets each delivery be claimed by one instance at a time (see
 * docs/architecture.md#postgresql-store). Every call answers a Promise; a failure is a
 * `DatabaseError` without secrets, never a hang.
 */
export class PostgresBookingStore implements AsyncBookingStore {
  #pool: pg.Pool;
  #secrets: readonly string[];
  #leaseMs: number;
  /** This instance's name on its claims. */
  readonly #me = randomUUID();
  #closed = false;

  private constructor(pool: pg.Pool, secrets: readonly string[], leaseMs: number) {
    this.#pool = pool;
    this.#secrets = secrets;
    this.#leaseMs = leaseMs;
  }

  /** Connects, brings the schema up to date (safely beside other instances doing the same) and returns the store. */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresBookingStore> {
    const settings = { ...DEFAULTS, ...options };
    const secrets = urlSecrets(url);
    const pool = new pg.Pool({
      connectionString: url,
      max: settings.maxConnections,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      // The client's own limit, for a server that stops answering without closing the socket.
      query_timeout: settings.statementTimeoutMs + settings.connectTimeoutMs,
      lock_timeout: settings.statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.statementTimeoutMs * 2,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: "it-services-site",
      types,
    });
    // An idle connection dropped by the server (a restart) is an event, not a crash.
    pool.on("error", (error) => {
      options.logger?.warn("store.connection_lost", { error: databaseError(error, "idle", secrets).message });
    });
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw databaseError(error, "open", secrets);
    }
    return new PostgresBookingStore(pool, secrets, settings.leaseMs);
  }

  /**
   * Accepts one webhook call of a booking, as the SQLite store does, in one transaction.
   * Calls of one key wait for each other (an advisory lock on the key), so a same-key
   * race is a replay for all but the first; the database's constraints are the last word.
   */
  async accept(input: AcceptInput): Promise<AcceptResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#transaction((client) => this.#accept(client, input));
      } catch (error) {
        if (isDriverError(error, EXCLUSION_VIOLATION, "bookings_no_overlap"))
          return { outcome: "slot_taken" };
        // The key was inserted beside us by a writer that took no lock: read it again, as a replay.
        if (attempt === 1 && isDriverError(error, UNIQUE_VIOLATION, "bookings_idempotency_key")) continue;
        if (attempt <= DEADLOCK_RETRIES && codeOfDriverError(error) === DEADLOCK_DETECTED) continue;
        throw databaseError(error, "accept", this.#secrets);
      }
    }
  }

  /**
   * Marks a booking cancelled: its slot is free at once; a booking made with n8n
   * configured queues a `cancel-consultation` delivery (see the SQLite store's `cancel`).
   */
  cancel(bookingId: string, now: Date): Promise<CancelResult> {
    return this.#guard("cancel", () =>
      this.#transaction(async (client): Promise<CancelResult> => {
        const { rows } = await client.query<{
          status: BookingStatus;
          cancelled_at: string | null;
          request: string;
        }>("SELECT status, cancelled_at, request FROM bookings WHERE id = $1 FOR UPDATE", [bookingId]);
        const row = rows[0];
        if (!row) return { outcome: "not_found" };
        if (row.status === "cancelled")
          return { outcome: "already_cancelled", cancelledAt: row.cancelled_at ?? "" };
        await client.query("UPDATE bookings SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [
          bookingId,
          now,
        ]);
        const recorded = await client.query(
          "SELECT 1 FROM deliveries WHERE booking_id = $1 AND kind = $2 AND status = 'delivered'",
          [bookingId, RECORDING_CALL],
        );
        const notifiesN8n = await this.#queueChange(client, bookingId, "cancel-consultation", {
          payload: cancelPayload(row.request, now),
          keySuffix: CANCEL_KEY_SUFFIX,
          now,
        });
        return { outcome: "cancelled", reachedN8n: recorded.rows.length > 0, notifiesN8n };
      }),
    );
  }

  /**
   * Moves a booking (see the SQLite store's `reschedule`). The row lock orders two moves
   * of one booking, and the exclusion constraint refuses an overlap with any other
   * booking, also one another instance is inserting or moving at this moment.
   */
  async reschedule(input: RescheduleInput): Promise<RescheduleResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#transaction((client) => this.#reschedule(client, input));
      } catch (error) {
        if (isDriverError(error, EXCLUSION_VIOLATION, "bookings_no_overlap"))
          return { outcome: "slot_taken" };
        if (attempt <= DEADLOCK_RETRIES && codeOfDriverError(error) === DEADLOCK_DETECTED) continue;
        throw databaseError(error, "reschedule", this.#secrets);
      }
    }
  }

  async #reschedule(client: pg.PoolClient, input: RescheduleInput): Promise<RescheduleResult> {
    const { rows } = await client.query<{
      status: BookingStatus;
      sequence: number;
      date: string;
      time_slot: string;
      request: string;
    }>("SELECT status, sequence, date, time_slot, request FROM bookings WHERE id = $1 FOR UPDATE", [
      input.bookingId,
    ]);
    const row = rows[0];
    if (!row) return { outcome: "not_found" };
    if (row.status === "cancelled") return { outcome: "cancelled" };
    if (row.sequence !== input.expectedSequence) return { outcome: "changed" };
    const untold = (await client.query<UntoldMove>(UNTOLD_MOVE_OF("$1"), [input.bookingId])).rows[0];
    const { request, sequence, change } = planMove(row, untold, input);
    await client.query(
      `UPDATE bookings SET date = $2, time_slot = $3, start_hour = $4, end_hour = $5, request = $6, sequence = $7
         WHERE id = $1`,
      [input.bookingId, input.date, input.timeSlot, input.slot.start, input.slot.end, request, sequence],
    );
    const notifiesN8n = await this.#queueChange(client, input.bookingId, "reschedule-consultation", {
      ...change,
      now: input.now,
    });
    return { outcome: "rescheduled", sequence, notifiesN8n };
  }

  /** Queues a change's delivery (see the SQLite store's `#queueChange`). */
  async #queueChange(
    client: pg.PoolClient,
    bookingId: string,
    kind: ChangeName,
    change: { payload: string; keySuffix: string; previous?: { date: string; timeSlot: string }; now: Date },
  ): Promise<boolean> {
    const { rows } = await client.query<{ last: number | null }>(
      "SELECT max(seq) AS last FROM deliveries WHERE booking_id = $1",
      [bookingId],
    );
    const last = rows[0]?.last ?? null;
    if (last === null) return false;
    await client.query(
      `INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at, payload, key_suffix,
         previous_date, previous_time_slot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ${QUEUE_CHANGE_UPSERT}`,
      [
        bookingId,
        kind,
        Math.max(Number(last) + 1, CHANGE_SEQ_BASE),
        change.now.getTime(),
        change.now,
        change.payload,
        change.keySuffix,
        change.previous?.date ?? null,
        change.previous?.timeSlot ?? null,
      ],
    );
    return true;
  }

  /** Slots on a date that bookings no longer hold but n8n may still list (see the SQLite store's). */
  async freedSlots(date: string): Promise<string[]> {
    const rows = await this.#query<{ slot: string }>(
      "freedSlots",
      freedSlotsSql((n) => `$${n}${n === 2 ? "" : "::date"}`),
      [date, RECORDING_CALL, date],
    );
    return rows.map((row) => row.slot);
  }

  /** How many bookings were created after `since`, cancelled ones too. */
  async countCreatedSince(since: Date): Promise<number> {
    const rows = await this.#query<{ count: number }>(
      "countCreatedSince",
      "SELECT count(*) AS count FROM bookings WHERE created_at > $1",
      [since],
    );
    return rows[0]?.count ?? 0;
  }

  /** Slots held on a date (cancelled bookings hold none): all, or only those n8n's own list does not show yet. */
  async bookedSlots(date: string, which: "all" | "undelivered"): Promise<string[]> {
    const rows = await this.#query<{ time_slot: string }>(
      "bookedSlots",
      which === "all"
        ? "SELECT time_slot FROM bookings WHERE date = $1::date AND status = 'booked' ORDER BY start_hour"
        : `SELECT time_slot FROM bookings b WHERE date = $1::date AND status = 'booked' AND (NOT EXISTS (
             SELECT 1 FROM deliveries d WHERE d.booking_id = b.id AND d.kind = $2 AND d.status = 'delivered'
           ) OR EXISTS (${UNTOLD_MOVE})) ORDER BY start_hour`,
      which === "all" ? [date] : [date, RECORDING_CALL],
    );
    return rows.map((row) => row.time_slot);
  }

  /**
   * Claims the next due delivery for this instance's worker, skipping those it is
   * sending: a deliverable one, or one whose booking is gone. `SKIP LOCKED` passes over
   * a row another instance is claiming this very moment, and a claim keeps the others
   * off it until it is marked or its lease runs out.
   */
  async nextDue(
    now: number,
    skip: ReadonlySet<number> = new Set(),
  ): Promise<OutboxItem | OrphanedDelivery | undefined> {
    const rows = await this.#query<HandedOutRow>(
      "nextDue",
      `WITH next AS (
         SELECT d.id, d.booking_id FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id
           WHERE ${HANDED_OUT} AND d.next_attempt_at <= $1 AND d.id <> ALL ($2::bigint[]) AND ${claimable("$3")}
           ORDER BY d.next_attempt_at, d.id LIMIT 1
           FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE deliveries d SET ${claim("$3", "$4")}
         FROM next LEFT JOIN bookings b ON b.id = next.booking_id
         WHERE d.id = next.id
         RETURNING ${OUTBOX_RETURNING}`,
      [now, [...skip], this.#me, this.#leaseMs],
    );
    return rows[0] && toHandedOut(rows[0]);
  }

  /**
   * When `nextDue` will next hand something out (ms epoch): the earliest due time of the
   * rows it can return, a row claimed by another instance counting from its lease's end.
   */
  async nextAttemptAt(): Promise<number | undefined> {
    const rows = await this.#query<{ at: number | null }>(
      "nextAttemptAt",
      `SELECT min(CASE
           WHEN d.claimed_until > clock_timestamp() AND d.claimed_by IS DISTINCT FROM $1
             THEN greatest(d.next_attempt_at, (extract(epoch FROM d.claimed_until) * 1000)::bigint)
           ELSE d.next_attempt_at END) AS at
         FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id WHERE ${HANDED_OUT}`,
      [this.#me],
    );
    return rows[0]?.at ?? undefined;
  }

  /**
   * An attempt succeeded (see the SQLite store's). A move that took the row over while
   * this attempt was in flight keeps it pending, and claimed until the lease runs out, so
   * no instance sends the newer move before the older one's answer is in.
   */
  async markDelivered(id: number, now: Date, version?: string): Promise<void> {
    await this.#query(
      "markDelivered",
      `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = $1, last_error = NULL, ${RELEASE}
         WHERE id = $2${version === undefined ? "" : " AND COALESCE(key_suffix, '') = $3"}`,
      version === undefined ? [now, id] : [now, id, version],
    );
  }

  /**
   * An attempt failed: counted, released, and tried again at `nextAttemptAt` (the status
   * stays pending). A failure reported after this instance's lease ran out and another
   * instance claimed the delivery changes nothing: the delivery is that instance's now.
   */
  async markFailed(
    id: number,
    error: string,
    nextAttemptAt: number,
    { refused, at, version }: FailedAttempt = { refused: false, at: Date.now() },
  ): Promise<void> {
    await this.#query(
      "markFailed",
      `UPDATE deliveries d SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
         refusals = refusals + $5, first_failed_at = COALESCE(first_failed_at, $6), ${RELEASE}
         WHERE id = $3 AND status = 'pending' AND ${claimable("$4")}${version === undefined ? "" : " AND COALESCE(key_suffix, '') = $7"}`,
      [
        error.slice(0, 500),
        nextAttemptAt,
        id,
        this.#me,
        refused ? 1 : 0,
        at,
        ...(version === undefined ? [] : [version]),
      ],
    );
  }

  /** Queues a booking's failed deliveries again, as new (see the SQLite store's `retryFailed`). */
  retryFailed(bookingId: string, now: number): Promise<number> {
    return this.#guard("retryFailed", async () => {
      const result = await this.#pool.query(
        `UPDATE deliveries SET status = 'pending', next_attempt_at = $1, refusals = 0, first_failed_at = NULL,
           failed_at = NULL, ${RELEASE}
         WHERE booking_id = $2 AND status = 'failed'`,
        [now, bookingId],
      );
      return result.rowCount ?? 0;
    });
  }

  /** Gives a pending delivery up for good: status `failed`, `reason` as its last error. */
  async giveUp(id: number, reason: string, now: Date, version?: string): Promise<void> {
    await this.#query(
      "giveUp",
      `UPDATE deliveries SET status = 'failed', last_error = $1, failed_at = $2, ${RELEASE}
         WHERE id = $3 AND status = 'pending'${version === undefined ? "" : " AND COALESCE(key_suffix, '') = $4"}`,
      version === undefined ? [reason.slice(0, 500), now, id] : [reason.slice(0, 500), now, id, version],
    );
  }

  /** n8n took a call of this webhook: its deliveries waiting out a back-off become due now. */
  makeDue(kind: OutboxName, now: number): Promise<number> {
    return this.#guard("makeDue", async () => {
      const result = await this.#pool.query(
        "UPDATE deliveries SET next_attempt_at = $1 WHERE kind = $2 AND status = 'pending' AND next_attempt_at > $1",
        [now, kind],
      );
      return result.rowCount ?? 0;
    });
  }

  /** Every booking with its deliveries, read from one snapshot. */
  listBookings(): Promise<Booking[]> {
    return this.#guard("listBookings", () =>
      this.#transaction(async (client) => {
        const bookings = await client.query<BookingRow>(
          `SELECT ${BOOKING_COLUMNS} FROM bookings ORDER BY created_at, entry_no`,
        );
        const deliveries = await client.query<DeliveryRow>(
          `SELECT ${DELIVERY_COLUMNS} FROM deliveries ORDER BY booking_id, seq`,
        );
        return toBookings(bookings.rows, deliveries.rows);
      }, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"),
    );
  }

  /** One booking with its deliveries and its link token's hash, read from one snapshot. */
  findBooking(bookingId: string): Promise<FoundBooking | undefined> {
    return this.#guard("findBooking", () =>
      this.#transaction(async (client) => {
        const bookings = await client.query<BookingRow & { token_hash: string | null }>(
          `SELECT ${BOOKING_COLUMNS}, token_hash FROM bookings WHERE id = $1`,
          [bookingId],
        );
        const row = bookings.rows[0];
        if (!row) return undefined;
        const deliveries = await client.query<DeliveryRow>(
          `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE booking_id = $1 ORDER BY seq`,
          [bookingId],
        );
        const [booking] = toBookings([row], deliveries.rows);
        return booking && { booking, tokenHash: row.token_hash };
      }, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"),
    );
  }

  /**
   * The site secret `name`: `candidate` if none was kept yet, else the one the first
   * instance kept. Two statements: the insert waits for a racing instance's commit, and
   * the read after it sees the row that won.
   */
  async secret(name: string, candidate: string): Promise<string> {
    await this.#query(
      "secret",
      "INSERT INTO site_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
      [name, candidate],
    );
    const rows = await this.#query<{ value: string }>(
      "secret",
      "SELECT value FROM site_secrets WHERE name = $1",
      [name],
    );
    const value = rows[0]?.value;
    if (value === undefined)
      throw new DatabaseError(`PostgreSQL secret failed: ${name} was not kept`, undefined);
    return value;
  }

  /**
   * Readiness: the database answers within the timeouts and takes writes (not a standby,
   * not read-only). Writes nothing.
   */
  async isWritable(): Promise<boolean> {
    if (this.#closed) return false;
    try {
      const { rows } = await this.#pool.query<{ writable: boolean }>(
        "SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writable",
      );
      return rows[0]?.writable === true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }

  async #accept(client: pg.PoolClient, input: AcceptInput): Promise<AcceptResult> {
    await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [KEY_LOCK, input.idempotencyKey]);
    const { rows } = await client.query<{ id: string; payload_hash: string }>(
      "SELECT id, payload_hash FROM bookings WHERE idempotency_key = $1",
      [input.idempotencyKey],
    );
    const existing = rows[0];
    if (existing && existing.payload_hash !== input.payloadHash) return { outcome: "key_reused" };

    // A replay of a key is the booking it made: never counted again, never refused by a quota.
    const bookingId = existing?.id ?? input.bookingId;
    if (!existing) {
      const over = await this.#overQuota(client, input.quota);
      if (over) return { outcome: "over_quota", quota: over };
      // An overlap is refused by the exclusion constraint (23P01), also against a booking
      // another instance is inserting at this moment: this insert waits for its outcome.
      await client.query(
        `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour,
           request, email_key, phone_key, client_key, token_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          bookingId,
          input.idempotencyKey,
          input.payloadHash,
          input.now,
          input.date,
          input.timeSlot,
          input.slot.start,
          input.slot.end,
          input.request,
          input.quota.emailKey,
          input.quota.phoneKey,
          input.quota.clientKey,
          input.tokenHash,
        ],
      );
    }
    if (!input.delivery) return { outcome: "accepted", bookingId, delivery: null, replay: Boolean(existing) };
    // A late call of a booking already cancelled or moved would undo the change in n8n.
    if (existing && (await client.query(CHANGED_BOOKING("$1"), [bookingId])).rows.length > 0)
      return { outcome: "accepted", bookingId, delivery: null, replay: true };

    const inserted = await client.query(
      `INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (booking_id, kind) DO NOTHING`,
      [bookingId, input.delivery, bookingCalls[input.delivery].order, input.now.getTime(), input.now],
    );
    return {
      outcome: "accepted",
      bookingId,
      delivery: await this.#queued(client, bookingId, input.delivery),
      replay: inserted.rowCount === 0,
    };
  }

  /**
   * Which quota a new booking would exceed, if any. Bookings of one e-mail, phone or
   * client address wait for each other here (advisory locks held to the commit), so the
   * count each sees includes every booking committed before it: exact across the fleet.
   */
  async #overQuota(client: pg.PoolClient, quota: QuotaCheck): Promise<"contact" | "address" | null> {
    for (const [lock, key] of [
      [EMAIL_LOCK, quota.emailKey],
      [PHONE_LOCK, quota.phoneKey],
      [CLIENT_LOCK, quota.clientKey],
    ] as const) {
      await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [lock, key]);
    }
    const { rows } = await client.query<{ email: number; phone: number; client: number }>(
      `SELECT
         (SELECT count(*) FROM bookings WHERE email_key = $1 AND date >= $4::date AND status = 'booked') AS email,
         (SELECT count(*) FROM bookings WHERE phone_key = $2 AND date >= $4::date AND status = 'booked') AS phone,
         (SELECT count(*) FROM bookings WHERE client_key = $3 AND created_at > $5) AS client`,
      [quota.emailKey, quota.phoneKey, quota.clientKey, quota.today, quota.since],
    );
    const counts = rows[0] ?? { email: 0, phone: 0, client: 0 };
    if (counts.email >= quota.perContact || counts.phone >= quota.perContact) return "contact";
    return counts.client >= quota.perAddress ? "address" : null;
  }

  /**
   * The booking's delivery of `kind` as `accept` reports it. `send` claims it for this
   * instance, so no other instance's worker sends it beside the caller; one claimed by
   * another instance is `wait` (it is being sent there).
   */
  async #queued(client: pg.PoolClient, bookingId: string, kind: OutboxName): Promise<QueuedDelivery> {
    const claimed = await client.query<HandedOutRow>(
      `UPDATE deliveries d SET ${claim("$3", "$4")}
         FROM bookings b
         WHERE b.id = d.booking_id AND d.booking_id = $1 AND d.kind = $2 AND d.status = 'pending'
           AND ${IN_ORDER} AND ${claimable("$3")}
         RETURNING ${OUTBOX_RETURNING}`,
      [bookingId, kind, this.#me, this.#leaseMs],
    );
    const row = claimed.rows[0];
    if (row) {
      const item = toHandedOut(row);
      if (!("bookingMissing" in item)) return { state: "send", item };
    }
    const { rows } = await client.query<{ status: Delivery["status"] }>(
      "SELECT status FROM deliveries WHERE booking_id = $1 AND kind = $2",
      [bookingId, kind],
    );
    return rows[0]?.status === "delivered" ? { state: "delivered" } : { state: "wait" };
  }

  async #query<Row extends pg.QueryResultRow>(
    op: string,
    sql: string,
    values: unknown[] = [],
  ): Promise<Row[]> {
    return this.#guard(op, async () => (await this.#pool.query<Row>(sql, values)).rows);
  }

  async #guard<T>(op: string, work: () => Promise<T>): Promise<T> {
    if (this.#closed) throw new DatabaseError(`PostgreSQL ${op} failed: the store is closed`, undefined);
    try {
      return await work();
    } catch (error) {
      throw databaseError(error, op, this.#secrets);
    }
  }

  /** Runs `work` in one transaction on one connection; a connection that failed is not reused. */
  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin = "BEGIN"): Promise<T> {
    if (this.#closed)
      throw new DatabaseError("PostgreSQL transaction failed: the store is closed", undefined);
    const client = await this.#pool.connect();
    let broken: Error | undefined;
    // A connection dropped between two statements is reported by the next one; without a
    // listener the client's `error` event would end the process.
    const ignore = () => {};
    client.on("error", ignore);
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error("rollback failed");
      });
      throw error;
    } finally {
      client.off("error", ignore);
      client.release(broken);
    }
  }
}
