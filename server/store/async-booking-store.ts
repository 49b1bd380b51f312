import type { OutboxName } from "../../src/booking/calls";
import type {
  AcceptInput,
  AcceptResult,
  Booking,
  CancelResult,
  FailedAttempt,
  FoundBooking,
  OrphanedDelivery,
  OutboxItem,
  RescheduleInput,
  RescheduleResult,
} from "./booking-store";

export type {
  AcceptInput,
  AcceptResult,
  Booking,
  BookingStatus,
  CancelResult,
  FoundBooking,
  QuotaCheck,
  RescheduleInput,
  RescheduleResult,
} from "./booking-store";

/**
 * The booking store as the service, the worker and the operator's command will use it
 * whatever the backend: every call is asynchronous, since a database server answers over
 * the network. `PostgresBookingStore` implements it; the SQLite store is synchronous and
 * is adapted to it (see docs/architecture.md#how-to-add-a-store-backend).
 */
export interface AsyncBookingStore {
  accept(input: AcceptInput): Promise<AcceptResult>;
  cancel(bookingId: string, now: Date): Promise<CancelResult>;
  reschedule(input: RescheduleInput): Promise<RescheduleResult>;
  /** Slots on a date that bookings no longer hold but n8n may still list (cancelled or moved, n8n not told yet). */
  freedSlots(date: string): Promise<string[]>;
  countCreatedSince(since: Date): Promise<number>;
  bookedSlots(date: string, which: "all" | "undelivered"): Promise<string[]>;
  nextDue(now: number, skip?: ReadonlySet<number>): Promise<OutboxItem | OrphanedDelivery | undefined>;
  nextAttemptAt(): Promise<number | undefined>;
  /** `version`: the item's; recorded only on that version of the row. */
  markDelivered(id: number, now: Date, version?: string): Promise<void>;
  /** `attempt`: whether n8n refused it, and when (now, by default). */
  markFailed(id: number, error: string, nextAttemptAt: number, attempt?: FailedAttempt): Promise<void>;
  /** Queues a booking's failed deliveries again (the operator's `--retry`); how many. */
  retryFailed(bookingId: string, now: number): Promise<number>;
  giveUp(id: number, reason: string, now: Date, version?: string): Promise<void>;
  makeDue(kind: OutboxName, now: number): Promise<number>;
  listBookings(): Promise<Booking[]>;
  findBooking(bookingId: string): Promise<FoundBooking | undefined>;
  secret(name: string, candidate: string): Promise<string>;
  isWritable(): Promise<boolean>;
  close(): Promise<void>;
}
