import sql, { empty, raw } from "sql-template-tag";
import { type BookingEvent, HOLDS_SLOT } from "../../src/booking/booking-states";
import type { Fee } from "../../src/booking/fee";
import type { Booking, Delivery, DeliveryBody, OrphanedDelivery, OutboxItem } from "./types";

// The SQL both databases run. Columns are selected under the values' names, and JSON columns
// parsed here (the desk's lists read a name in ./desk-lists.ts), nowhere further in. `d` is
// a delivery, `b` its booking.

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

/** Handed to the worker: pending deliveries whose earlier calls reached n8n, or whose booking is gone (to fail). */
export const HANDED_OUT = sql`d.status = 'pending' AND (b.id IS NULL OR NOT EXISTS (
  SELECT 1 FROM deliveries e WHERE e.booking_id = d.booking_id AND e.seq < d.seq AND e.status <> 'delivered'))`;

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

/** An attempt is recorded only on the version of the row it attempted (`OutboxItem.version`). */
export const sameVersion = (version: string | undefined) =>
  version === undefined ? empty : sql` AND COALESCE(key_suffix, '') = ${version}`;
