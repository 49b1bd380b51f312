import { endedState, holdsSlot } from "../../src/booking/booking-states";
import type { CompanyCalendar } from "../../src/booking/calendar";
import { canChange } from "../../src/booking/change-window";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";
import {
  CANCELLED_CANNOT_MOVE,
  CHANGED_MEANWHILE,
  DAY_CLOSED,
  DAY_FULL,
  DECLINED_CANNOT_CHANGE,
  dayClosed,
  noMoreMoves,
  SLOT_TAKEN,
  TOO_LATE_TO_CHANGE,
  TOO_MANY_CHANGES,
} from "../../src/booking/messages";
import { createScheduleSchema, type FieldIssue, type Schedule } from "../../src/booking/schema";
import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { BookingStore } from "../store/booking-store";
import type { Booking } from "../store/types";
import type { BookingLinks } from "./booking-links";
import type { BookingService } from "./booking-service";
import { logWithdrawnReminder } from "./reminder";
import { storeCall, UNAVAILABLE } from "./store-call";

/** Why a change was refused, and what the visitor is told. */
export const CHANGE_REFUSALS = {
  too_late: TOO_LATE_TO_CHANGE,
  cancelled: CANCELLED_CANNOT_MOVE,
  declined: DECLINED_CANNOT_CHANGE,
  changed: CHANGED_MEANWHILE,
  slot_taken: SLOT_TAKEN,
  too_many_changes: TOO_MANY_CHANGES,
  /** The words without the day: a refusal of a closed day names it and its reason (`changeRefusalMessage`). */
  day_closed: DAY_CLOSED,
  day_full: DAY_FULL,
} as const;
export type ChangeRefusal = keyof typeof CHANGE_REFUSALS;

/** A refused change: why, and the booking as it was; a closed day's refusal names the day and the team's reason. */
export type Refused =
  | { kind: "refused"; reason: Exclude<ChangeRefusal, "day_closed">; booking: Booking }
  | { kind: "refused"; reason: "day_closed"; closed: { date: string; reason: string }; booking: Booking };

/** What a refused change tells its visitor (the JSON API, the move form). */
export function changeRefusalMessage(refused: Refused): string {
  if (refused.reason === "day_closed") return dayClosed(refused.closed.date, refused.closed.reason);
  if (refused.reason === "too_many_changes") return noMoreMoves(refused.booking.moves > 0);
  return CHANGE_REFUSALS[refused.reason];
}

/** The booking a link opens, or why none (a wrong token is `not_found`, never a hint). */
export type Opened =
  | { kind: "opened"; booking: Booking }
  | { kind: "not_found" }
  | { kind: "store_unavailable" };

/** What a change came to; `booking` as it stands after it, or as it was when refused. */
export type ChangeOutcome =
  | { kind: "changed"; booking: Booking }
  | Refused
  | { kind: "invalid"; issues: FieldIssue[]; booking: Booking }
  | { kind: "not_found" }
  | { kind: "store_unavailable" };

export interface ChangeServiceDeps {
  store: Pick<BookingStore, "findBooking" | "cancel" | "reschedule">;
  /** The delivery worker, told to look at the outbox after a change; absent standalone. */
  worker: Pick<DeliveryWorker, "kick"> | null;
  /** Which tokens open which booking (the link keyring). */
  links: Pick<BookingLinks, "verifies">;
  timeZone: string;
  /** `BOOKING_MAX_MOVES`: how often a visitor may move one booking (moves that succeeded). */
  maxMoves: number;
  /** The company's calendar: a move is checked against its hours and dates as a booking is. */
  calendar?: CompanyCalendar;
  /**
   * With n8n, the day as n8n knows it (its bookings and busy times): a move is checked against
   * it as a new booking is (`BookingService.refusedByDay`); absent standalone.
   */
  refusedByDay?: BookingService["refusedByDay"];
  logger: Logger;
  now?: () => Date;
}

/** Booking ids are UUIDs; anything else is not looked up. */
export const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A visitor's changes from a booking's private link (docs/product.md#cancel-and-reschedule):
 * allowed until 24 hours before the slot (src/booking/change-window.ts); the store decides races.
 * A visitor moves one booking at most `maxMoves` times: each move is an e-mail the
 * workflow sends to the booking's address, which need not be the visitor's own.
 */
export class ChangeService {
  readonly #deps: Required<ChangeServiceDeps>;
  /** The schema a move's new date, hours and slot are parsed with, once, where the move comes in (the JSON guard, the move form's action). */
  readonly schedule;

  constructor(deps: ChangeServiceDeps) {
    this.#deps = {
      now: () => new Date(),
      calendar: DEFAULT_CALENDAR,
      refusedByDay: async () => null,
      ...deps,
    };
    const { timeZone, now, calendar } = this.#deps;
    this.schedule = createScheduleSchema({ timeZone, now, calendar });
  }

  /** The booking the id and token open: the token is checked first, so a wrong one costs no read. */
  async open(bookingId: string, token: string | undefined): Promise<Opened> {
    if (!BOOKING_ID.test(bookingId) || !this.#deps.links.verifies(bookingId, token))
      return { kind: "not_found" };
    const { store, logger } = this.#deps;
    const booking = await storeCall(logger, "findBooking", () => store.findBooking(bookingId));
    if (booking === UNAVAILABLE) return { kind: "store_unavailable" };
    return booking ? { kind: "opened", booking } : { kind: "not_found" };
  }

  /** Whether the booking may still be cancelled or moved online: it holds its slot, and it is not too late. */
  changeable(booking: Booking): boolean {
    const { timeZone, now } = this.#deps;
    return holdsSlot(booking.state) && canChange(booking.date, booking.timeSlot, timeZone, now());
  }

  /** Cancels an opened booking; cancelling twice is the same cancel. A declined booking has nothing to cancel. */
  async cancel(booking: Booking): Promise<ChangeOutcome> {
    if (booking.state === "cancelled") return { kind: "changed", booking };
    if (booking.state === "declined") return { kind: "refused", reason: "declined", booking };
    if (!this.changeable(booking)) return { kind: "refused", reason: "too_late", booking };
    const { store, logger, now } = this.#deps;
    const result = await storeCall(logger, "cancel", () => store.cancel(booking.id, now()));
    if (result === UNAVAILABLE) return { kind: "store_unavailable" };
    if (result.outcome === "not_found") return { kind: "not_found" };
    if (result.outcome === "ended") return this.cancel(result.booking);
    logger.info("booking.cancelled", { bookingId: booking.id, notifiesN8n: result.notifiesN8n });
    logWithdrawnReminder(logger, result.booking, result);
    this.#deps.worker?.kick();
    return { kind: "changed", booking: result.booking };
  }

  /** Whether the booking may still be moved online: it is changeable, and its visitor has moves left. */
  movable(booking: Booking): boolean {
    return this.#moveRefusal(booking) === null;
  }

  /** Why an opened booking cannot be moved (it ended, it is too late, or it was moved too often), or null. */
  #moveRefusal(booking: Booking): "too_late" | "cancelled" | "declined" | "too_many_changes" | null {
    if (!this.changeable(booking)) return endedState(booking.state) ?? "too_late";
    return booking.moves >= this.#deps.maxMoves ? "too_many_changes" : null;
  }

  /** A move whose body its schema refused: the booking's own refusal first, as `reschedule` decides it. */
  invalid(booking: Booking, issues: FieldIssue[]): ChangeOutcome {
    const reason = this.#moveRefusal(booking);
    return reason ? { kind: "refused", reason, booking } : { kind: "invalid", issues, booking };
  }

  /**
   * Moves an opened booking. `expectedSequence`: the version a page showed (its form posts it
   * back), so a move decided on a stale page is refused; the booking's current one otherwise.
   */
  async reschedule(booking: Booking, schedule: Schedule, expectedSequence?: number): Promise<ChangeOutcome> {
    const reason = this.#moveRefusal(booking);
    // A move onto the slot the booking holds changes nothing: no move is counted, nothing is
    // sent, a confirmed booking stays confirmed, and a move sent again (a retry, a form posted
    // twice from a page of the version before) answers as the first did.
    const unmoved = schedule.date === booking.date && schedule.timeSlot === booking.timeSlot;
    if (unmoved && (reason === null || reason === "too_many_changes")) return { kind: "changed", booking };
    if (reason) return { kind: "refused", reason, booking };
    const { store, logger, now, calendar } = this.#deps;
    const closedDay = (date: string, why: string): Refused => {
      return { kind: "refused", reason: "day_closed", closed: { date, reason: why }, booking };
    };
    const byDay = await this.#deps.refusedByDay(schedule, booking);
    if (byDay?.kind === "day_closed") return closedDay(byDay.date, byDay.reason);
    if (byDay) return { kind: "refused", reason: byDay.kind, booking };
    const result = await storeCall(logger, "reschedule", () =>
      store.reschedule({
        bookingId: booking.id,
        ...schedule,
        expectedSequence: expectedSequence ?? booking.sequence,
        maxMoves: this.#deps.maxMoves,
        day: { bufferMinutes: calendar.bufferMinutes, dailyLimit: calendar.dailyLimit },
        now: now(),
      }),
    );
    if (result === UNAVAILABLE) return { kind: "store_unavailable" };
    if (result.outcome === "not_found") return { kind: "not_found" };
    if (result.outcome === "ended") return { kind: "refused", reason: "changed", booking };
    if (result.outcome === "day_closed") return closedDay(schedule.date, result.reason);
    // Moved meanwhile by another request: the store counted the moves it may have had.
    if (result.outcome === "too_many_changes")
      return { kind: "refused", reason: result.outcome, booking: { ...booking, moves: this.#deps.maxMoves } };
    if (result.outcome !== "rescheduled") return { kind: "refused", reason: result.outcome, booking };
    logger.info("booking.rescheduled", {
      bookingId: booking.id,
      sequence: result.booking.sequence,
      notifiesN8n: result.notifiesN8n,
    });
    logWithdrawnReminder(logger, result.booking, result);
    this.#deps.worker?.kick();
    return { kind: "changed", booking: result.booking };
  }
}
