import type { CloseDays, DateRange } from "../../src/booking/closed-days-schema";
import { todayIn } from "../../src/booking/dates";
import type { Logger } from "../logger";
import type { BookingStore } from "../store/booking-store";
import type { ClosedDay, HeldBooking } from "../store/types";
import { storeCall, UNAVAILABLE } from "./store-call";

/** Closing days: the range as closed, and the bookings held on those days (they stay as they are). */
export type CloseOutcome =
  | { kind: "closed"; range: CloseDays; days: number; held: HeldBooking[] }
  | { kind: "store_unavailable" };

/** Reopening days: the dates of the range that were closed (none: nothing changed). */
export type ReopenOutcome =
  | { kind: "reopened"; range: DateRange; dates: string[] }
  | { kind: "store_unavailable" };

export type ClosedListOutcome = { kind: "listed"; days: ClosedDay[] } | { kind: "store_unavailable" };

export interface ClosedDaysServiceDeps {
  store: Pick<BookingStore, "closeDays" | "reopenDays" | "listClosedDays">;
  timeZone: string;
  logger: Logger;
  now?: () => Date;
}

/**
 * The team's closed days (docs/architecture.md#where-each-rule-lives): kept in the store, so
 * a fleet shares them, and checked there when a booking or a move is written. The bodies
 * come in parsed by src/booking/closed-days-schema.ts (the operator's command, the team's
 * desk). Closing a day does not touch the bookings already held on it: they are returned,
 * for the team to tell their visitors or cancel them.
 */
export class ClosedDaysService {
  readonly #deps: Required<ClosedDaysServiceDeps>;

  constructor(deps: ClosedDaysServiceDeps) {
    this.#deps = { now: () => new Date(), ...deps };
  }

  async close(range: CloseDays): Promise<CloseOutcome> {
    const { store, logger, now } = this.#deps;
    const held = await storeCall(logger, "closeDays", () => store.closeDays({ ...range, now: now() }));
    if (held === UNAVAILABLE) return { kind: "store_unavailable" };
    // Both ends counted.
    const days = Math.round((Date.parse(range.until) - Date.parse(range.from)) / 86_400_000) + 1;
    logger.info("closed_days.closed", { from: range.from, until: range.until, days, held: held.length });
    return { kind: "closed", range, days, held };
  }

  async reopen(range: DateRange): Promise<ReopenOutcome> {
    const { store, logger } = this.#deps;
    const dates = await storeCall(logger, "reopenDays", () => store.reopenDays(range.from, range.until));
    if (dates === UNAVAILABLE) return { kind: "store_unavailable" };
    logger.info("closed_days.reopened", { from: range.from, until: range.until, reopened: dates.length });
    return { kind: "reopened", range, dates };
  }

  /** The closed days from today on (in the company's zone), or from `from`. */
  async upcoming(from: string = todayIn(this.#deps.timeZone, this.#deps.now())): Promise<ClosedListOutcome> {
    const { store, logger } = this.#deps;
    const days = await storeCall(logger, "listClosedDays", () => store.listClosedDays({ from }));
    return days === UNAVAILABLE ? { kind: "store_unavailable" } : { kind: "listed", days };
  }
}
