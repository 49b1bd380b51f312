import type { OutboxName } from "../../src/booking/calls";
import type { Booking, BookingStatus, Delivery, OrphanedDelivery, OutboxItem } from "./booking-store";

// The rows both stores read (SQLite and PostgreSQL name their columns alike), and how
// they become the store's values: one mapping for every backend.

export interface DeliveryRow {
  id: number;
  booking_id: string;
  kind: OutboxName;
  status: Delivery["status"];
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
  failed_at: string | null;
}

export interface BookingRow {
  id: string;
  idempotency_key: string;
  created_at: string;
  date: string;
  time_slot: string;
  request: string;
  status: BookingStatus;
  cancelled_at: string | null;
  sequence: number;
}

/** A delivery with what is needed to send it, read with its booking in one query. */
export interface OutboxRow {
  id: number;
  booking_id: string;
  kind: OutboxName;
  attempts: number;
  refusals: number;
  /** bigint in PostgreSQL: the driver reads it as a string. */
  first_failed_at: number | string | null;
  key_suffix: string | null;
  request: string;
  idempotency_key: string;
}

/** An outbox row read through `LEFT JOIN bookings`: without its booking's columns when that is gone. */
export type HandedOutRow = Omit<OutboxRow, "request" | "idempotency_key"> & {
  request: string | null;
  idempotency_key: string | null;
};

export const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  bookingId: row.booking_id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  failedAt: row.failed_at,
});

export const toOutboxItem = (row: OutboxRow): OutboxItem => ({
  id: row.id,
  bookingId: row.booking_id,
  kind: row.kind,
  attempts: row.attempts,
  refusals: Number(row.refusals),
  firstFailedAt: row.first_failed_at === null ? null : Number(row.first_failed_at),
  version: row.key_suffix ?? "",
  body: row.request,
  idempotencyKey: row.idempotency_key,
});

/** What the worker is handed: the delivery to send, or one whose booking is gone (to be given up). */
export const toHandedOut = (row: HandedOutRow): OutboxItem | OrphanedDelivery =>
  row.request === null || row.idempotency_key === null
    ? { id: row.id, bookingId: row.booking_id, kind: row.kind, bookingMissing: true }
    : toOutboxItem({ ...row, request: row.request, idempotency_key: row.idempotency_key });

/** The operator's list: each booking with its deliveries. */
export function toBookings(bookings: readonly BookingRow[], deliveries: readonly DeliveryRow[]): Booking[] {
  const byBooking = Map.groupBy(deliveries.map(toDelivery), (delivery) => delivery.bookingId);
  return bookings.map((row) => ({
    id: row.id,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
    date: row.date,
    timeSlot: row.time_slot,
    request: row.request,
    status: row.status,
    cancelledAt: row.cancelled_at,
    sequence: Number(row.sequence),
    deliveries: byBooking.get(row.id) ?? [],
  }));
}
