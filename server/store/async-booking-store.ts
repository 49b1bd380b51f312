import type { DeliveryName } from "../../src/booking/calls";
import type { AcceptInput, AcceptResult, Booking, OrphanedDelivery, OutboxItem } from "./booking-store";

/*
 * The booking quotas and the operator's cancel, as the quota branch adds them to the
 * SQLite store (`QuotaCheck`, `CancelResult`, `BookingStatus`, a booking's `status` and
 * `cancelledAt`, the `over_quota` outcome). Copied here until that branch lands; then
 * these become imports from ./booking-store.
 */

export type BookingStatus = "booked" | "cancelled";

/**
 * The booking quotas a new booking is checked against, with the keys it is counted
 * under. The rule (numbers, key normalisation, what "upcoming" means) is the booking
 * service's; the store only counts, inside the booking's own transaction, so the quotas
 * hold across processes sharing the store.
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

export type CancelResult =
  | { outcome: "cancelled"; reachedN8n: boolean }
  | { outcome: "already_cancelled"; cancelledAt: string }
  | { outcome: "not_found" };

export type QuotaAcceptInput = AcceptInput & { quota: QuotaCheck };

export type QuotaAcceptResult = AcceptResult | { outcome: "over_quota"; quota: "contact" | "address" };

export type StatusBooking = Booking & { status: BookingStatus; cancelledAt: string | null };

/**
 * The booking store as the service, the worker and the operator's command will use it
 * whatever the backend: every call is asynchronous, since a database server answers over
 * the network. `PostgresBookingStore` implements it; the SQLite store is synchronous and
 * is adapted to it (see docs/architecture.md#how-to-add-a-store-backend).
 */
export interface AsyncBookingStore {
  accept(input: QuotaAcceptInput): Promise<QuotaAcceptResult>;
  cancel(bookingId: string, now: Date): Promise<CancelResult>;
  countCreatedSince(since: Date): Promise<number>;
  bookedSlots(date: string, which: "all" | "undelivered"): Promise<string[]>;
  nextDue(now: number, skip?: ReadonlySet<number>): Promise<OutboxItem | OrphanedDelivery | undefined>;
  nextAttemptAt(): Promise<number | undefined>;
  markDelivered(id: number, now: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
  giveUp(id: number, reason: string, now: Date): Promise<void>;
  makeDue(kind: DeliveryName, now: number): Promise<number>;
  listBookings(): Promise<StatusBooking[]>;
  isWritable(): Promise<boolean>;
  close(): Promise<void>;
}
