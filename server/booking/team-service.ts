import { type Actor, endedState } from "../../src/booking/booking-states";
import { slotStarted } from "../../src/booking/change-window";
import {
  CHANGED_MEANWHILE,
  DECLINED_DECISION,
  SLOT_STARTED_DECISION,
  VISITOR_CANCELLED_DECISION,
} from "../../src/booking/messages";
import type { FieldIssue } from "../../src/booking/schema";
import { TEAM_PAGE_EVENTS } from "../../src/booking/team-page-data";
import type { ConfirmBody, DeclineBody } from "../../src/booking/team-schema";
import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { BookingStore } from "../store/booking-store";
import type { Booking, DecisionResult } from "../store/types";
import type { BookingLinks } from "./booking-links";
import { BOOKING_ID, type Opened } from "./change-service";
import { logWithdrawnReminder, reminderDueAt } from "./reminder";
import { storeCall, UNAVAILABLE } from "./store-call";

/** Why the team cannot confirm or decline a booking, in words the team page and the API show. */
export const TEAM_REFUSALS = {
  cancelled: VISITOR_CANCELLED_DECISION,
  declined: DECLINED_DECISION,
  too_late: SLOT_STARTED_DECISION,
  // The booking changed since the page (or the `sequence`) the decision was made on.
  changed: CHANGED_MEANWHILE,
} as const;
export type TeamRefusal = keyof typeof TEAM_REFUSALS;

/** What the team's confirm or decline came to; `booking` as it stands after it, or as it was when refused. */
export type DecisionOutcome =
  | { kind: "decided"; booking: Booking }
  | { kind: "refused"; reason: TeamRefusal; booking: Booking }
  | { kind: "invalid"; issues: FieldIssue[]; booking: Booking }
  | { kind: "not_found" }
  | { kind: "store_unavailable" };

export interface TeamServiceDeps {
  store: Pick<BookingStore, "findBooking" | "confirm" | "decline">;
  /** The delivery worker, told to look at the outbox after a decision; absent standalone. */
  worker: Pick<DeliveryWorker, "kick"> | null;
  links: Pick<BookingLinks, "teamVerifies">;
  timeZone: string;
  /** REMINDER_LEAD_HOURS: how long before its slot a confirmed booking's reminder goes. */
  reminderLeadHours: number;
  logger: Logger;
  now?: () => Date;
}

/** How often a decision on a booking that changed meanwhile is decided again on the new one. */
const RETRIES = 3;

/**
 * The team's side of a booking (docs/product.md#the-teams-side): its own link opens it; it is
 * confirmed or declined while it holds its slot and the slot has not started.
 */
export class TeamService {
  readonly #deps: Required<TeamServiceDeps>;

  constructor(deps: TeamServiceDeps) {
    this.#deps = { now: () => new Date(), ...deps };
  }

  /**
   * The booking the id and the team's token open (a visitor's token opens nothing here),
   * with only the latest events of its history: all its page shows, and a decision needs none.
   */
  async open(bookingId: string, token: string | undefined): Promise<Opened> {
    if (!BOOKING_ID.test(bookingId) || !this.#deps.links.teamVerifies(bookingId, token))
      return { kind: "not_found" };
    const booking = await storeCall(this.#deps.logger, "findBooking", () => this.#find(bookingId));
    if (booking === UNAVAILABLE) return { kind: "store_unavailable" };
    return booking ? { kind: "opened", booking } : { kind: "not_found" };
  }

  /** Why the team can no longer decide on this booking, or null while it can. */
  refusal(booking: Booking): TeamRefusal | null {
    const ended = endedState(booking.state);
    if (ended) return ended;
    return slotStarted(booking.date, booking.timeSlot, this.#deps.timeZone, this.#deps.now())
      ? "too_late"
      : null;
  }

  /** A decision whose body its schema refused where it came in (the team's form, the operator's command). */
  invalid(booking: Booking, issues: FieldIssue[]): DecisionOutcome {
    return { kind: "invalid", issues, booking };
  }

  /** Confirms an opened booking with `body`'s meeting link and note, parsed by `confirmSchema` where it came in. */
  async confirm(booking: Booking, body: ConfirmBody, by: Actor = "team"): Promise<DecisionOutcome> {
    const { meetingUrl, note, sequence } = body;
    const { timeZone, reminderLeadHours: leadHours } = this.#deps;
    const done = (current: Booking) =>
      current.state === "confirmed" && current.meetingUrl === meetingUrl && current.teamNote === note;
    return this.#decide("confirm", booking, { expected: sequence, done }, (current, now) =>
      this.#deps.store.confirm({
        bookingId: current.id,
        expectedSequence: current.sequence,
        meetingUrl,
        note,
        remindAt: reminderDueAt(current, { timeZone, leadHours, now }),
        now,
        by,
      }),
    );
  }

  /** Declines an opened booking with `body`'s message (parsed by `declineSchema`): its slot is free at once. */
  async decline(booking: Booking, body: DeclineBody, by: Actor = "team"): Promise<DecisionOutcome> {
    const { message, sequence } = body;
    // No `done`: a declined booking is refused, so a decline is never repeated.
    return this.#decide("decline", booking, { expected: sequence }, (current, now) =>
      this.#deps.store.decline({
        bookingId: current.id,
        expectedSequence: current.sequence,
        message,
        now,
        by,
      }),
    );
  }

  /**
   * A decision on the booking as the caller read it. One that ended or whose slot started is
   * refused with the reason (a second decline is 409 `declined`); one the decision would leave
   * as it is (`done`) is `decided`, nothing sent again. Made on a version (`expected`), it is
   * `changed` once the booking moved on; without one, a booking changed meanwhile is read again.
   */
  async #decide(
    op: "confirm" | "decline",
    read: Booking,
    on: { expected: number | undefined; done?: (booking: Booking) => boolean },
    write: (booking: Booking, now: Date) => Promise<DecisionResult>,
  ): Promise<DecisionOutcome> {
    const { logger, worker, now } = this.#deps;
    let booking = read;
    for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
      const ended = this.refusal(booking);
      if (ended) return { kind: "refused", reason: ended, booking };
      if (on.done?.(booking)) return { kind: "decided", booking };
      if (on.expected !== undefined && booking.sequence !== on.expected)
        return { kind: "refused", reason: "changed", booking };
      const result = await storeCall(logger, op, () => write(booking, now()));
      if (result === UNAVAILABLE) return { kind: "store_unavailable" };
      if (result.outcome === "not_found") return { kind: "not_found" };
      if (result.outcome === "decided") {
        const { state, sequence } = result.booking;
        logger.info(op === "confirm" ? "booking.confirmed" : "booking.declined", {
          bookingId: booking.id,
          state,
          sequence,
          notifiesN8n: result.notifiesN8n,
        });
        logWithdrawnReminder(logger, result.booking, result);
        worker?.kick();
        return { kind: "decided", booking: result.booking };
      }
      const again = await storeCall(logger, "findBooking", () => this.#find(booking.id));
      if (again === UNAVAILABLE) return { kind: "store_unavailable" };
      if (!again) return { kind: "not_found" };
      booking = again;
    }
    return { kind: "refused", reason: this.refusal(booking) ?? "changed", booking };
  }

  #find(bookingId: string) {
    return this.#deps.store.findBooking(bookingId, { latestEvents: TEAM_PAGE_EVENTS });
  }
}
