import type { Actor, BookingEvent, BookingState, Channel } from "../../src/booking/booking-states";
import type { DeliveryName, OutboxName } from "../../src/booking/calls";
import type { Fee } from "../../src/booking/fee";
import type { ConsultationRequest } from "../../src/booking/schema";
import type { SlotRange } from "../../src/booking/slots";

// The store's values, whichever database holds them; JSON columns are parsed once where a row leaves the database layer (./store-sql.ts; ./desk-lists.ts for the desk's lists).

/** One webhook call of a booking. `failed`: given up (a dead letter); sent again only by `--retry`. */
export interface Delivery {
  id: number;
  bookingId: string;
  kind: OutboxName;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
}

/** The outbox at one moment (server/metrics/outbox-metrics.ts): counts per state, and since when (ms epoch) the oldest due one is due. */
export interface OutboxDepth {
  counts: Record<Delivery["status"], number>;
  oldestDueSince: number | null;
}

export interface Booking {
  id: string;
  idempotencyKey: string;
  createdAt: string;
  date: string;
  timeSlot: string;
  /** The validated request, exactly what is forwarded to n8n. */
  request: ConsultationRequest;
  /** Only a requested or confirmed booking holds its slot and counts in the contact quota. */
  state: BookingState;
  cancelledAt: string | null;
  /** Grows by one with each change the visitor is told of (the calendar entry's SEQUENCE). */
  sequence: number;
  /** How the visitor booked; null for a booking made before it was recorded. */
  channel: Channel | null;
  /** The fee named when it was booked (`CONSULTATION_FEE`: its currency and amount alone), or null. */
  fee: Fee | null;
  /** While confirmed: the meeting link and the team's note to the visitor. */
  meetingUrl: string | null;
  teamNote: string | null;
  /** Once declined: the team's message to the visitor. */
  teamMessage: string | null;
  deliveries: Delivery[];
  /** What happened to it, oldest first: all of it, or the latest events when the read was bounded. */
  history: BookingEvent[];
  /** How many older events `history` leaves out (0 unless the read was bounded). */
  earlierEvents: number;
  /** How often its visitor moved it (moves that succeeded), counted from its history. */
  moves: number;
}

/** A change's body (./booking-changes.ts): the booking's request with what the change adds. */
export type ChangeBody = ConsultationRequest &
  (
    | { cancelledAt: string }
    | { previous: Pick<Booking, "date" | "timeSlot">; sequence: number }
    | { meetingUrl: string; note?: string | null; sequence: number }
    | { message: string | null; sequence: number }
  );

/** What a delivery posts before its links are added: the booking's request, or a change's body. */
export type DeliveryBody = ConsultationRequest | ChangeBody;

/** A pending delivery with everything needed to send it. */
export interface OutboxItem extends Pick<Delivery, "id" | "bookingId" | "kind" | "attempts"> {
  /** Attempts n8n refused outright (a 4xx other than 404, 408, 429): five give it up. */
  refusals: number;
  /** When an attempt first failed (ms epoch): failing for 24 hours gives it up. */
  firstFailedAt: number | null;
  /** "" for a booking's own call, a change's key suffix: a later move takes over its row. */
  version: string;
  /** What to post (server/n8n/delivery-payload.ts adds the booking's id and links). */
  body: DeliveryBody;
  idempotencyKey: string;
  /** The booking's channel and fee (`Booking`), which its payloads carry. */
  channel: Channel | null;
  fee: Fee | null;
  /** This sender's claim on a shared store (PostgreSQL); the check before sending names it. */
  claim?: string;
}

/** A pending delivery whose booking row is gone (removed by hand): nothing to send, the worker fails it. */
export type OrphanedDelivery = Pick<OutboxItem, "id" | "bookingId" | "kind"> & { bookingMissing: true };

/** How a failed attempt went (server/n8n/dead-letter.ts): refused outright, when, which `version` and `claim`. */
export interface FailedAttempt {
  refused: boolean;
  at: number;
  version?: string;
  claim?: string;
}

/** The quotas a new booking is checked against (server/booking/booking-quota.ts); counted in its transaction. */
export interface QuotaCheck {
  emailKey: string;
  phoneKey: string;
  clientKey: string;
  /** At most this many bookings holding a slot (requested or confirmed), dated `today` or later, per e-mail key and per phone key. */
  perContact: number;
  today: string;
  /** At most this many bookings (in any state) per client key made after `since`... */
  perAddress: number;
  since: Date;
  /** ...and this many per network key (an IPv6 /48; null for IPv4: no such cap). */
  networkKey: string | null;
  perNetwork: number;
}

/**
 * The company's calendar as the store checks it in the transaction that books or moves
 * onto a day (server/store/day-check.ts): the least minutes between two held bookings and
 * how many may start on one day. Absent: no buffer, no limit (closed days still count).
 */
export interface DayLimits {
  bufferMinutes: number;
  /** Null: no limit. */
  dailyLimit: number | null;
}

/** Why a day takes no booking: closed by the team (with its reason), or full. */
export type DayRefusal = { outcome: "day_closed"; reason: string } | { outcome: "day_full" };

/** A date the team closed (server/booking/closed-days.ts): no booking is made or moved onto it. */
export interface ClosedDay {
  date: string;
  reason: string;
  closedAt: string;
}

/** A booking that holds its slot on a day being closed: it stays as it is, and the team is told of it. */
export type HeldBooking = Pick<Booking, "id" | "date" | "timeSlot" | "state">;

export interface AcceptInput {
  bookingId: string;
  idempotencyKey: string;
  payloadHash: string;
  date: string;
  timeSlot: string;
  slot: SlotRange;
  request: ConsultationRequest;
  channel: Channel;
  /** `Booking.fee`. */
  fee: Fee | null;
  /** The webhook call to queue; null without n8n (standalone). */
  delivery: DeliveryName | null;
  now: Date;
  quota: QuotaCheck;
  day?: DayLimits;
}

/**
 * The call's delivery: `send` it now (its earlier calls have arrived), `wait` for an
 * earlier call (or another instance sending it), or `delivered` already (a replay).
 */
export type QueuedDelivery = { state: "send"; item: OutboxItem } | { state: "wait" } | { state: "delivered" };

/** A booking's slot and state as it is now (a replay's may have moved or been cancelled). */
export type BookingNow = Pick<Booking, "date" | "timeSlot" | "state">;

export type AcceptResult =
  | {
      outcome: "accepted";
      bookingId: string;
      booking: BookingNow;
      delivery: QueuedDelivery | null;
      replay: boolean;
    }
  | { outcome: "slot_taken" }
  | DayRefusal
  /** The key is another client's: it serves nobody else. */
  | { outcome: "key_in_use" }
  | { outcome: "over_quota"; quota: "contact" | "address" }
  | { outcome: "key_reused" };

/** What a change queued: `notifiesN8n`, a delivery (made with n8n); `withdrewReminder`, an unsent reminder taken back. */
export interface Queued {
  notifiesN8n: boolean;
  withdrewReminder: boolean;
}

export type CancelResult =
  | ({ outcome: "cancelled"; booking: Booking; reachedN8n: boolean } & Queued)
  /** Cancelled or declined already: the booking as it stands. */
  | { outcome: "ended"; booking: Booking }
  | { outcome: "not_found" };

/** Where a booking moves to, checked by the booking rules before the store sees it. */
export interface Move {
  date: string;
  timeSlot: string;
  slot: SlotRange;
  hours: number;
}

/** A change decided on the booking as it was at `expectedSequence`: one changed meanwhile is not changed. */
interface DecidedChange {
  bookingId: string;
  expectedSequence: number;
  now: Date;
  by: Actor;
}

export interface RescheduleInput extends Move, Omit<DecidedChange, "by"> {
  /** At most this many moves by its visitor (server/booking/change-service.ts); no limit without. */
  maxMoves?: number;
  day?: DayLimits;
}

/** A move, or why it was refused (`BookingStore.reschedule` says when each is). */
export type RescheduleResult =
  | ({ outcome: "rescheduled"; booking: Booking } & Queued)
  | { outcome: "not_found" }
  | { outcome: "ended" }
  | { outcome: "changed" }
  | { outcome: "too_many_changes" }
  | DayRefusal
  | { outcome: "slot_taken" };

export interface ConfirmInput extends DecidedChange {
  meetingUrl: string;
  note: string | null;
  /** When its reminder is due (ms epoch), or null for none (server/booking/reminder.ts). */
  remindAt: number | null;
}

export interface DeclineInput extends DecidedChange {
  message: string | null;
}

/** A confirm or a decline: the booking as it stands after it, and whether n8n will hear of it. */
export type DecisionResult =
  | ({ outcome: "decided"; booking: Booking } & Queued)
  | { outcome: "not_found" }
  | { outcome: "changed" };
