import sql, { empty, raw, type Sql } from "sql-template-tag";
import { type BookingEvent, HOLDS_SLOT } from "../../src/booking/booking-states";
import type { Fee } from "../../src/booking/fee";
import { CHANGE_SEQ_BASE } from "./booking-changes";
import type { Booking, Delivery, DeliveryBody, OrphanedDelivery, OutboxItem } from "./types";

// The SQL both databases run. Columns are selected under the values' names, and JSON columns
// parsed here, nowhere further in. `d` is a delivery, `b` its booking.

/** A value as its row holds it: the JSON columns `K` as text (a null stays null). */
type Stored<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | Extract<T[P], null> };

export const feeOf = (fee: string | null): Fee | null => (fee === null ? null : (JSON.parse(fee) as Fee));

/** A `Booking` without its deliveries and history (and what is counted from it). */
export type BookingRow = Omit<Booking, "deliveries" | "history" | "earlierEvents" | "moves">;
export type StoredBooking = Stored<BookingRow, "request" | "fee">;

export const bookingRowOf = (row: StoredBooking): BookingRow => ({
  ...row,
  request: JSON.parse(row.request) as Booking["request"],
  fee: feeOf(row.fee),
});

/** The earlier calls of the delivery's booking have all reached n8n. */
export const IN_ORDER = sql`NOT EXISTS (
  SELECT 1 FROM deliveries e WHERE e.booking_id = d.booking_id AND e.seq < d.seq AND e.status <> 'delivered')`;

/** Handed to the worker: deliverable deliveries, and pending ones whose booking is gone (to fail them). */
export const HANDED_OUT = sql`d.status = 'pending' AND (b.id IS NULL OR ${IN_ORDER})`;

/** An `OutboxItem` of `deliveries d LEFT JOIN bookings b`: a change's own body and key, else the booking's. */
export const OUTBOX_ITEM = sql`d.id, d.booking_id AS "bookingId", d.kind, d.attempts, d.refusals,
  d.first_failed_at AS "firstFailedAt", COALESCE(d.key_suffix, '') AS version, COALESCE(d.payload, b.request) AS body,
  b.idempotency_key || COALESCE(d.key_suffix, '') AS "idempotencyKey", b.channel, b.fee`;

/** The booking (of `table`) holds its slot: requested or confirmed, as PostgreSQL's overlap constraint reads. */
export const holdingSlot = (table?: string) =>
  raw(`${table ? `${table}.` : ""}state IN (${HOLDS_SLOT.map((state) => `'${state}'`).join(", ")})`);

/** A `Booking` without its deliveries and history. */
export const BOOKING = sql`id, idempotency_key AS "idempotencyKey", created_at AS "createdAt", date,
  time_slot AS "timeSlot", request, state, cancelled_at AS "cancelledAt", sequence, channel, fee,
  meeting_url AS "meetingUrl", team_note AS "teamNote", team_message AS "teamMessage"`;

/** A booking's history entry as stored: its detail is JSON (`BookingEvent` without kind, time and actor). */
export const EVENT = sql`booking_id AS "bookingId", at, kind, actor AS by, detail`;

export const DELIVERY = sql`id, booking_id AS "bookingId", kind, status, attempts, next_attempt_at AS "nextAttemptAt",
  last_error AS "lastError", delivered_at AS "deliveredAt", failed_at AS "failedAt"`;

export type StoredOutboxItem = Stored<OutboxItem, "body" | "fee">;

export const outboxItemOf = (row: StoredOutboxItem): OutboxItem => ({
  ...row,
  body: JSON.parse(row.body) as DeliveryBody,
  fee: feeOf(row.fee),
});

/** An outbox row as read: its booking gone, it has no key (the LEFT JOIN found none). */
export type HandedOutRow = Omit<StoredOutboxItem, "idempotencyKey"> & { idempotencyKey: string | null };

export const handedOut = (row: HandedOutRow): OutboxItem | OrphanedDelivery =>
  row.idempotencyKey === null
    ? { id: row.id, bookingId: row.bookingId, kind: row.kind, bookingMissing: true }
    : outboxItemOf({ ...row, idempotencyKey: row.idempotencyKey });

export type EventRow = Pick<BookingEvent, "at" | "kind" | "by"> & { bookingId: string; detail: string };

const eventOf = ({ bookingId: _, detail, ...event }: EventRow) =>
  ({ ...event, ...(JSON.parse(detail) as object) }) as BookingEvent;

/** A move its visitor made: what `Booking.moves` counts. */
const isVisitorMove = (event: Pick<EventRow, "kind" | "by">) =>
  event.kind === "moved" && event.by === "visitor";
const VISITOR_MOVE = sql`kind = 'moved' AND actor = 'visitor'`;

/** How many history events a booking has, and how many are its visitor's moves (`EventCounts`). */
export const eventCounts = (bookingId: string) => sql`SELECT COUNT(*) AS events,
  COUNT(CASE WHEN ${VISITOR_MOVE} THEN 1 END) AS moves FROM booking_events WHERE booking_id = ${bookingId}`;
/** As the database gives them: PostgreSQL's counts are bigint, which its driver hands over as text. */
export type EventCounts = Record<"events" | "moves", number | string>;

/**
 * Bookings with their deliveries and history (both in their booking's order). `counts`:
 * the booking's counts when `events` holds only its latest events (a bounded read).
 */
export function withDeliveries(
  bookings: BookingRow[],
  deliveries: Delivery[],
  events: EventRow[],
  counts?: EventCounts,
): Booking[] {
  const byBooking = Map.groupBy(deliveries, (delivery) => delivery.bookingId);
  const history = Map.groupBy(events, (event) => event.bookingId);
  return bookings.map((booking) => {
    const own = history.get(booking.id) ?? [];
    return {
      ...booking,
      deliveries: byBooking.get(booking.id) ?? [],
      history: own.map(eventOf),
      earlierEvents: counts ? Number(counts.events) - own.length : 0,
      moves: counts ? Number(counts.moves) : own.filter(isVisitorMove).length,
    };
  });
}

/** The booking `b` was moved, and n8n has not been told yet. */
export const UNTOLD_MOVE = sql`SELECT 1 FROM deliveries m WHERE m.booking_id = b.id
  AND m.kind = 'reschedule-consultation' AND m.status <> 'delivered'`;

/** Another booking holds this slot now: n8n may list it for that one. */
const heldByAnother = (date: Sql, slot: Sql) =>
  sql`SELECT 1 FROM bookings o WHERE o.date = ${date} AND o.time_slot = ${slot} AND ${holdingSlot("o")}`;

/** The booking `b` was cancelled or declined, and n8n has not been told yet. */
const UNTOLD_END = sql`SELECT 1 FROM deliveries c WHERE c.booking_id = b.id
  AND c.kind IN ('cancel-consultation', 'decline-consultation') AND c.status <> 'delivered'`;

/**
 * The slots on `date` that bookings no longer hold but n8n may still list: those of
 * cancelled or declined bookings n8n had (`recordingCall` delivered) and has not heard of
 * the end yet, and the slot a move left while n8n has not heard of the move.
 */
export const freedSlots = (
  date: string,
  recordingCall: string,
) => sql`SELECT b.time_slot AS slot FROM bookings b
    WHERE b.date = ${date} AND b.state IN ('cancelled', 'declined') AND EXISTS (${UNTOLD_END})
      AND EXISTS (SELECT 1 FROM deliveries r WHERE r.booking_id = b.id AND r.kind = ${recordingCall}
        AND r.status = 'delivered')
      AND NOT EXISTS (${heldByAnother(sql`b.date`, sql`b.time_slot`)})
  UNION SELECT d.previous_time_slot AS slot FROM deliveries d
    WHERE d.previous_date = ${date} AND d.kind = 'reschedule-consultation' AND d.status <> 'delivered'
      AND NOT EXISTS (${heldByAnother(sql`d.previous_date`, sql`d.previous_time_slot`)})`;

/** A change's delivery row, inserted or taking over the booking's row of its kind. */
export const QUEUE_CHANGE_UPSERT = sql`ON CONFLICT (booking_id, kind) DO UPDATE SET status = 'pending', seq = excluded.seq,
  attempts = 0, next_attempt_at = excluded.next_attempt_at, last_error = NULL, delivered_at = NULL, failed_at = NULL,
  refusals = 0, first_failed_at = NULL, payload = excluded.payload, key_suffix = excluded.key_suffix,
  previous_date = excluded.previous_date, previous_time_slot = excluded.previous_time_slot`;

/** The booking was changed (cancelled, moved, confirmed, declined), or a change of it is queued. */
export const changedBooking = (bookingId: string) => sql`SELECT 1 FROM bookings WHERE id = ${bookingId}
  AND (state <> 'requested' OR sequence > 0 OR EXISTS (
    SELECT 1 FROM deliveries WHERE booking_id = ${bookingId} AND seq >= ${CHANGE_SEQ_BASE}))`;

/** The slot its reschedule delivery n8n has not been told of yet left. */
export const untoldMoveOf = (
  bookingId: string,
) => sql`SELECT previous_date AS date, previous_time_slot AS "timeSlot"
  FROM deliveries WHERE booking_id = ${bookingId} AND kind = 'reschedule-consultation' AND status <> 'delivered'`;

/** An attempt is recorded only on the version of the row it attempted (`OutboxItem.version`). */
export const sameVersion = (version: string | undefined) =>
  version === undefined ? empty : sql` AND COALESCE(key_suffix, '') = ${version}`;
