import { addDays, todayIn } from "../../src/booking/dates";
import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { BookingStore } from "../store/booking-store";
import type { DeskLists } from "../store/desk-lists";
import type { BookingRow } from "../store/store-sql";
import type { DeskSession, DeskSessions } from "./desk-session";
import { storeCall, UNAVAILABLE } from "./store-call";

/** The most rows a list of the desk shows; it says how many more there are. */
export const DESK_LIST_LIMIT = 50;
/** *Coming up*: confirmed bookings of today and the next days, this many in all. */
export const COMING_DAYS = 30;
/** *Recently changed*: bookings cancelled or declined in this many days. */
export const CHANGED_DAYS = 14;

export type RetryOutcome = { kind: "queued"; count: number } | { kind: "store_unavailable" };

/**
 * A booking's failed deliveries queued again as new (due now, nothing counted against them),
 * for after their cause was fixed: the one way to do it, for the team's desk and the
 * operator's `npm run bookings -- --retry`. The worker, when there is one here, is told at once.
 */
export async function retryDeliveries(
  deps: { store: Pick<BookingStore, "outbox">; worker: Pick<DeliveryWorker, "kick"> | null; logger: Logger },
  bookingId: string,
  now: Date,
): Promise<RetryOutcome> {
  const { store, worker, logger } = deps;
  const count = await storeCall(logger, "retryFailed", () =>
    store.outbox.retryFailed(bookingId, now.getTime()),
  );
  if (count === UNAVAILABLE) return { kind: "store_unavailable" };
  logger.info("outbox.retried", { bookingId, deliveries: count });
  if (count > 0) worker?.kick();
  return { kind: "queued", count };
}

export type DeskListsOutcome = { kind: "listed"; lists: DeskLists } | { kind: "store_unavailable" };

export interface DeskServiceDeps {
  store: Pick<BookingStore, "deskLists" | "heldBetween" | "endDeskSession" | "deskSessionEnded" | "outbox">;
  /** Told to look at the outbox after a retry; absent standalone. */
  worker: Pick<DeliveryWorker, "kick"> | null;
  sessions: DeskSessions;
  timeZone: string;
  logger: Logger;
  now?: () => Date;
}

/**
 * The team's desk (docs/architecture.md#the-teams-desk): its session, its lists, and the
 * one thing of its own it changes, a dead letter queued again. Confirming is the team
 * service's and closing days the closed-days service's: the desk calls those as the team
 * page and the operator's command do.
 */
export class DeskService {
  readonly #deps: Required<DeskServiceDeps>;
  readonly sessions: DeskSessions;

  constructor(deps: DeskServiceDeps) {
    this.#deps = { now: () => new Date(), ...deps };
    this.sessions = deps.sessions;
  }

  /**
   * The session a cookie's value stands for: signed, not expired, not signed out; null
   * otherwise; `unavailable` when the store cannot say whether it was signed out.
   */
  async session(cookie: string | undefined): Promise<DeskSession | null | "unavailable"> {
    const { sessions, store, logger, now } = this.#deps;
    const session = sessions.read(cookie, now().getTime());
    if (!session) return null;
    const ended = await storeCall(logger, "deskSessionEnded", () => store.deskSessionEnded(session.id));
    if (ended === UNAVAILABLE) return "unavailable";
    return ended ? null : session;
  }

  /** Signs a session out: a copy of its cookie opens nothing from now on. */
  async signOut(session: DeskSession): Promise<boolean> {
    const { store, now, logger } = this.#deps;
    const done = await storeCall(logger, "endDeskSession", () =>
      store.endDeskSession(session.id, session.expires, now().getTime()),
    );
    if (done === UNAVAILABLE) return false;
    logger.info("desk.signed_out", {});
    return true;
  }

  /** Every list of the desk as it stands now, in the company's days. */
  async lists(): Promise<DeskListsOutcome> {
    const { store, timeZone, now, logger } = this.#deps;
    const at = now();
    const today = todayIn(timeZone, at);
    const lists = await storeCall(logger, "deskLists", () =>
      store.deskLists({
        today,
        comingUntil: addDays(today, COMING_DAYS - 1),
        changedSince: new Date(at.getTime() - CHANGED_DAYS * 86_400_000),
        now: at.getTime(),
        limit: DESK_LIST_LIMIT,
      }),
    );
    return lists === UNAVAILABLE ? { kind: "store_unavailable" } : { kind: "listed", lists };
  }

  /** The bookings held on the days from `from` to `until` (a range just closed): at most a list's worth, and how many more. */
  async heldBetween(from: string, until: string): Promise<{ rows: BookingRow[]; more: number } | null> {
    const { store, logger } = this.#deps;
    const held = await storeCall(logger, "heldBetween", () =>
      store.heldBetween(from, until, DESK_LIST_LIMIT),
    );
    return held === UNAVAILABLE ? null : held;
  }

  /** A booking's failed deliveries queued again, as `npm run bookings -- --retry` does (`retryDeliveries`). */
  retry(bookingId: string): Promise<RetryOutcome> {
    return retryDeliveries(this.#deps, bookingId, this.#deps.now());
  }
}
