import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { schemaSql } from "./schema.sql";

export const deliveryKinds = ["send-consultation-email", "submit-consultation"] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** Delivery order within one booking: the e-mail call before the submission (decisions §6). */
const SEQ: Record<DeliveryKind, number> = { "send-consultation-email": 0, "submit-consultation": 1 };

export interface Delivery {
  id: number;
  bookingId: string;
  kind: DeliveryKind;
  status: "pending" | "delivered";
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface Booking {
  id: string;
  idempotencyKey: string;
  createdAt: string;
  date: string;
  timeSlot: string;
  /** The validated request as JSON text, exactly what is forwarded to n8n. */
  request: string;
  deliveries: Delivery[];
}

export interface AcceptInput {
  bookingId: string;
  idempotencyKey: string;
  payloadHash: string;
  date: string;
  timeSlot: string;
  interval: { start: number; end: number };
  request: string;
  /** The webhook call to queue, or null when no n8n is configured (standalone). */
  delivery: DeliveryKind | null;
  now: Date;
}

export type AcceptResult =
  | { outcome: "accepted"; booking: Booking; delivery: Delivery | null; replay: boolean }
  | { outcome: "slot_taken" }
  | { outcome: "key_reused" };

interface DeliveryRow {
  id: number;
  booking_id: string;
  kind: DeliveryKind;
  status: "pending" | "delivered";
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

interface BookingRow {
  id: string;
  idempotency_key: string;
  payload_hash: string;
  created_at: string;
  date: string;
  time_slot: string;
  request: string;
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  bookingId: row.booking_id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
});

/**
 * Bookings and the outbox in one SQLite file under DATA_DIR (decisions §1, §6). Every
 * write is a synchronous transaction with `synchronous=FULL`: when a method returns,
 * the row is on disk, so the API can answer 2xx knowing nothing accepted can be lost.
 */
export class BookingStore {
  readonly path: string;
  #db: DatabaseSync;
  #closed = false;
  #statements = new Map<string, StatementSync>();

  /** Opens (and creates) the store; `readOnly` opens an existing one for the operator's command. */
  constructor(dataDir: string, { readOnly = false } = {}) {
    this.path = join(dataDir, "bookings.sqlite");
    if (readOnly) {
      this.#db = new DatabaseSync(this.path, { readOnly: true });
      this.#db.exec("PRAGMA busy_timeout = 5000;");
      return;
    }
    mkdirSync(dataDir, { recursive: true });
    this.#db = new DatabaseSync(this.path);
    this.#db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
    );
    this.#db.exec(schemaSql);
  }

  /**
   * Accepts one webhook call of a booking: the booking is created on the first call of
   * its idempotency key (if its slot is free) and each kind of call is queued once.
   */
  accept(input: AcceptInput): AcceptResult {
    return this.#transaction(() => {
      const existing = this.#prepare("SELECT * FROM bookings WHERE idempotency_key = ?").get(
        input.idempotencyKey,
      ) as BookingRow | undefined;
      if (existing && existing.payload_hash !== input.payloadHash) return { outcome: "key_reused" } as const;

      let bookingId = existing?.id;
      if (!bookingId) {
        const clash = this.#prepare(
          "SELECT 1 FROM bookings WHERE date = ? AND start_hour < ? AND end_hour > ? LIMIT 1",
        ).get(input.date, input.interval.end, input.interval.start);
        if (clash) return { outcome: "slot_taken" } as const;
        bookingId = input.bookingId;
        this.#prepare(
          `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          bookingId,
          input.idempotencyKey,
          input.payloadHash,
          input.now.toISOString(),
          input.date,
          input.timeSlot,
          input.interval.start,
          input.interval.end,
          input.request,
        );
      }

      let delivery: Delivery | null = null;
      let replay = Boolean(existing);
      if (input.delivery) {
        const inserted = this.#prepare(
          `INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (booking_id, kind) DO NOTHING`,
        ).run(bookingId, input.delivery, SEQ[input.delivery], input.now.getTime(), input.now.toISOString());
        replay = inserted.changes === 0;
        delivery = toDelivery(
          this.#prepare("SELECT * FROM deliveries WHERE booking_id = ? AND kind = ?").get(
            bookingId,
            input.delivery,
          ) as unknown as DeliveryRow,
        );
      }
      const booking = this.booking(bookingId);
      if (!booking) throw new Error("booking vanished inside its own transaction");
      return { outcome: "accepted", booking, delivery, replay } as const;
    });
  }

  booking(id: string): Booking | undefined {
    const row = this.#prepare("SELECT * FROM bookings WHERE id = ?").get(id) as BookingRow | undefined;
    return row && this.#withDeliveries(row);
  }

  /** Slots held on a date: all bookings, or only those n8n has not received yet. */
  bookedSlots(date: string, which: "all" | "undelivered"): string[] {
    const sql =
      which === "all"
        ? "SELECT time_slot FROM bookings WHERE date = ? ORDER BY start_hour"
        : `SELECT time_slot FROM bookings b WHERE date = ? AND NOT EXISTS (
             SELECT 1 FROM deliveries d WHERE d.booking_id = b.id AND d.kind = 'submit-consultation' AND d.status = 'delivered'
           ) ORDER BY start_hour`;
    return (this.#prepare(sql).all(date) as { time_slot: string }[]).map((row) => row.time_slot);
  }

  /**
   * The next delivery that is due and whose earlier calls of the same booking are all
   * delivered: the outbox keeps each booking's order, across restarts.
   */
  nextDueDelivery(now: number, skip: ReadonlySet<number> = new Set()): Delivery | undefined {
    const rows = this.#prepare(
      `SELECT d.* FROM deliveries d
         WHERE d.status = 'pending' AND d.next_attempt_at <= ?
           AND NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.booking_id = d.booking_id AND e.seq < d.seq AND e.status <> 'delivered')
         ORDER BY d.next_attempt_at, d.id LIMIT 20`,
    ).all(now) as unknown as DeliveryRow[];
    const row = rows.find((candidate) => !skip.has(candidate.id));
    return row && toDelivery(row);
  }

  /** When the next pending delivery falls due (ms epoch), to sleep until then. */
  nextAttemptAt(): number | undefined {
    const row = this.#prepare(
      "SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE status = 'pending'",
    ).get() as {
      at: number | null;
    };
    return row.at ?? undefined;
  }

  /** Whether every earlier call of this delivery's booking has reached n8n. */
  isDeliverable(delivery: Delivery): boolean {
    const blocking = this.#prepare(
      "SELECT 1 FROM deliveries WHERE booking_id = ? AND seq < ? AND status <> 'delivered' LIMIT 1",
    ).get(delivery.bookingId, SEQ[delivery.kind]);
    return !blocking;
  }

  delivery(id: number): Delivery | undefined {
    const row = this.#prepare("SELECT * FROM deliveries WHERE id = ?").get(id) as DeliveryRow | undefined;
    return row && toDelivery(row);
  }

  markDelivered(id: number, now: Date): void {
    this.#prepare(
      "UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL WHERE id = ?",
    ).run(now.toISOString(), id);
  }

  /** n8n answered again: every pending delivery waiting out a back-off becomes due now. */
  makePendingDue(now: number): number {
    return Number(
      this.#prepare(
        "UPDATE deliveries SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?",
      ).run(now, now).changes,
    );
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.#prepare(
      "UPDATE deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'",
    ).run(error.slice(0, 500), nextAttemptAt, id);
  }

  listBookings(): Booking[] {
    const rows = this.#prepare(
      "SELECT * FROM bookings ORDER BY created_at, rowid",
    ).all() as unknown as BookingRow[];
    return rows.map((row) => this.#withDeliveries(row));
  }

  /** Readiness (`/readyz`): a real, durable write proves the store can take bookings. */
  isWritable(now = new Date()): boolean {
    if (this.#closed) return false;
    try {
      this.#prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('readiness_probe', ?)").run(
        now.toISOString(),
      );
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }

  #withDeliveries(row: BookingRow): Booking {
    const deliveries = this.#prepare("SELECT * FROM deliveries WHERE booking_id = ? ORDER BY seq").all(
      row.id,
    ) as unknown as DeliveryRow[];
    return {
      id: row.id,
      idempotencyKey: row.idempotency_key,
      createdAt: row.created_at,
      date: row.date,
      timeSlot: row.time_slot,
      request: row.request,
      deliveries: deliveries.map(toDelivery),
    };
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
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }
}
