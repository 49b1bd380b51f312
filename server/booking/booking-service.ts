import { createHash, randomUUID } from "node:crypto";
import { type Channel, holdsSlot } from "../../src/booking/booking-states";
import type { CompanyCalendar } from "../../src/booking/calendar";
import { type DeliveryName, deliveryNames } from "../../src/booking/calls";
import { addDays, type Interval, isInWindow } from "../../src/booking/dates";
import {
  type BookedDay,
  bookedDayOf,
  calendarWindow,
  dayOfLookup,
  daysTheBufferReaches,
  isFreeSlot,
  shiftedSlot,
} from "../../src/booking/day-rules";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";
import { type Fee, feePayload } from "../../src/booking/fee";
import { dateOutsideWindow } from "../../src/booking/messages";
import {
  type BookedSlotsQuery,
  createPayloadSchemas,
  type FieldIssue,
  type ParsedConsultation,
} from "../../src/booking/schema";
import { parseSlot, WHOLE_DAY } from "../../src/booking/slots";
import { readSlotsInput } from "../../src/booking/slots-tool";
import { spamReason } from "../../src/booking/spam-check";
import type { Logger } from "../logger";
import { deliveryPayload } from "../n8n/delivery-payload";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { N8nClient, N8nFailure } from "../n8n/webhook-client";
import type { BookingStore } from "../store/booking-store";
import type { AcceptInput, AcceptResult } from "../store/types";
import type { BookingLinks } from "./booking-links";
import { type ClientKeys, type QuotaSettings, quotaCheck } from "./booking-quota";
import { createBookingRateAlarm } from "./booking-rate-alarm";
import { storeCall, UNAVAILABLE } from "./store-call";

/** A booking, its private link and its slot as it is now. */
export interface BookingRef {
  bookingId: string;
  manageUrl: string;
  date: string;
  timeSlot: string;
}

/** A booking the service took; `delivery`: where its call to n8n stands. */
export interface Receipt extends BookingRef {
  delivery: "delivered" | "queued" | "stored";
}

/**
 * What a booking call came to. A replay is the booking its key made, as it is now; spam gets
 * an ordinary-looking receipt of a booking that does not exist.
 */
export type BookOutcome =
  | ({ kind: "booked" | "replayed" | "spam" } & Receipt)
  /** A replay of a booking that was cancelled or declined: no booking now. */
  | ({ kind: "ended"; state: "cancelled" | "declined" } & BookingRef)
  | { kind: "invalid"; issues: FieldIssue[] }
  | { kind: "slot_taken" }
  /** The team closed `date` (`reason`, e.g. "Public holiday"); a full day holds `BOOKING_DAILY_LIMIT` bookings. */
  | { kind: "day_closed"; reason: string; date: string }
  | { kind: "day_full" }
  | { kind: "over_quota"; quota: "contact" | "address" }
  | { kind: "key_reused" }
  /** Another client's key: it serves nobody else. */
  | { kind: "key_in_use" }
  | { kind: "store_unavailable" };

/** Why a day refuses a slot. */
export type DayRefusal = Extract<BookOutcome, { kind: "day_closed" | "day_full" | "slot_taken" }>;

/** The slot a booking being moved leaves: it does not count against the move. */
type OwnSlot = Pick<BookingRef, "date" | "timeSlot">;

/** What the store and n8n know of a day: the inputs of its rule (src/booking/day-rules.ts). */
interface KnownDay {
  kind: "known";
  held: string[];
  busy: Interval[];
  closed: string | null;
  /** The held bookings of the days either side that the buffer reaches (`offset` -1 or 1). */
  nearby: { date: string; offset: number; held: string[] }[];
}

/** A day's booked slots (the lookup's result, src/booking/day-rules.ts), or why they cannot be said. */
export type SlotsOutcome =
  | ({ kind: "slots" } & BookedDay)
  | { kind: "n8n_unavailable"; failure: N8nFailure["kind"] }
  | { kind: "store_unavailable" };

/** The closed days of the booking window, earliest first, each with its reason; or why they cannot be said. */
export type ClosedDaysOutcome =
  | { kind: "listed"; days: { date: string; reason: string }[] }
  | { kind: "store_unavailable" };

export interface BookingServiceDeps {
  store: BookingStore;
  /** n8n and its delivery worker; both absent in standalone mode. */
  n8n: { client: N8nClient; worker: DeliveryWorker } | null;
  timeZone: string;
  /** The company's calendar (src/booking/calendar.ts): its hours, lead, window, buffer and daily limit. */
  calendar?: CompanyCalendar;
  /** The bookings' private links, derived from the booking id, nothing stored (./booking-token.ts): the `manageUrl` of each receipt. */
  links: BookingLinks;
  quotas: QuotaSettings;
  logger: Logger;
  /** The consultation's fee (`CONSULTATION_FEE`), kept with each booking made; null when unset. */
  fee?: Fee | null;
  /** How long a booking call waits for n8n before it says "queued". */
  deliveryWaitMs?: number;
  now?: () => Date;
  /** Counts each booking call's outcome (`bookings_total`, server/metrics/); a no-op while metrics are off. */
  observe?: (outcome: BookOutcome["kind"]) => void;
}

/** Keys a client may send: printable, no spaces, long enough not to be guessed or shared by chance, short enough to index. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{16,200}$/;
/** The rule above in words, for the refusal and for clients' documentation (the MCP tool's). */
export const IDEMPOTENCY_KEY_RULE = "16 to 200 letters, digits or . _ : -";
/** The path of the issue a malformed key gets. */
export const IDEMPOTENCY_KEY_PATH = "Idempotency-Key";

/** The issue of a malformed key, or null: checked before the body's own issues wherever the key comes with the body (MCP). */
export function idempotencyKeyIssue(idempotencyKey: string | undefined): FieldIssue | null {
  if (idempotencyKey === undefined || IDEMPOTENCY_KEY.test(idempotencyKey)) return null;
  return {
    path: IDEMPOTENCY_KEY_PATH,
    message: `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_RULE}`,
  };
}

const STORE_UNAVAILABLE = { kind: "store_unavailable" } as const;

/** The hash of a request as it is stored (the store writes it as JSON the same way). */
const payloadHashOf = (request: ParsedConsultation["request"]) =>
  createHash("sha256").update(JSON.stringify(request)).digest("hex");

/** The booking calls without HTTP (docs/architecture.md#the-bookings-way-from-form-to-n8n); bodies come in parsed. */
export class BookingService {
  readonly #deps: Required<BookingServiceDeps>;
  readonly #rateAlarm;
  /** The company's calendar, which every reader of a day's slots applies (src/booking/day-rules.ts). */
  readonly calendar: CompanyCalendar;
  /** The company's zone, in which the calendar's hours are wall-clock times. */
  readonly timeZone: string;
  /** The schemas each way in parses a booking call's body with, once, before calling this service. */
  readonly schemas;

  constructor(deps: BookingServiceDeps) {
    this.#deps = {
      deliveryWaitMs: 3000,
      now: () => new Date(),
      fee: null,
      observe: () => {},
      calendar: DEFAULT_CALENDAR,
      ...deps,
    };
    const { timeZone, now, store, logger, calendar } = this.#deps;
    this.calendar = calendar;
    this.timeZone = timeZone;
    this.schemas = createPayloadSchemas({ timeZone, now, calendar });
    this.#rateAlarm = createBookingRateAlarm((since) => store.countCreatedSince(since), logger);
  }

  /**
   * A day as every form and tool reads it: the company's calendar applied to what the store
   * and n8n know of it (docs/architecture.md#where-each-rule-lives). Reading never writes.
   */
  async bookedSlots({ date }: BookedSlotsQuery, own?: OwnSlot): Promise<SlotsOutcome> {
    const { calendar, timeZone, now } = this.#deps;
    // A date no booking may take is answered as a closed day (every label, and why), as the
    // booking would refuse it; n8n is not asked of it. A move's reads (`own`) are not: its
    // page reads its booking's own day and the days beside it, wherever they fall.
    const window = calendarWindow(calendar, timeZone, now());
    if (!own && !isInWindow(date, window)) {
      const reason = dateOutsideWindow(window);
      return { kind: "slots", ...bookedDayOf({ calendar, timeZone, date, held: [], closed: reason }) };
    }
    const known = await this.#knownOf(date);
    return known.kind === "known" ? { kind: "slots", ...this.#answer(date, known, own) } : known;
  }

  /** The day's lookup result; a move's own slot (`own`) taken out of what is held, so neither it nor its buffer counts. */
  #answer(date: string, known: KnownDay, own: OwnSlot | undefined) {
    const { calendar, timeZone } = this.#deps;
    const heldOn = (day: string, held: string[]) =>
      own?.date === day ? held.filter((label) => label !== own.timeSlot) : held;
    const nearby = known.nearby.flatMap((day) =>
      heldOn(day.date, day.held).flatMap((label) => {
        const slot = parseSlot(label, WHOLE_DAY);
        return slot ? [shiftedSlot(slot, day.offset)] : [];
      }),
    );
    const held = heldOn(date, known.held);
    return bookedDayOf({ calendar, timeZone, date, busy: known.busy, closed: known.closed, held, nearby });
  }

  /**
   * The closed days of the booking window as the server's clock and the company's zone
   * read it (`calendarWindow`): what the search for the next free date passes over unread,
   * on the server (src/booking/posted-form.ts) and in the browser (`GET /api/closed-days`).
   */
  async closedDaysAhead(): Promise<ClosedDaysOutcome> {
    const { store, logger, calendar, timeZone, now } = this.#deps;
    const window = calendarWindow(calendar, timeZone, now());
    const days = await storeCall(logger, "closedDays", () => store.closedDays(window.min, window.max));
    return days === UNAVAILABLE ? STORE_UNAVAILABLE : { kind: "listed", days };
  }

  /**
   * What is known of a day: n8n's held slots united with the bookings it has not got yet,
   * less those freed here that n8n has not heard of, and n8n's busy times; without n8n,
   * the store's bookings. A closed day's reason comes from the store either way, and so do
   * the bookings of the days either side that the buffer reaches (n8n is asked of one day).
   */
  async #knownOf(date: string): Promise<KnownDay | Exclude<SlotsOutcome, { kind: "slots" }>> {
    const { n8n, store, logger, calendar } = this.#deps;
    const closing = storeCall(logger, "closedDays", () => store.closedDays(date, date));
    const neighbours = daysTheBufferReaches(calendar, date).map((offset) => ({
      offset,
      date: addDays(date, offset),
    }));
    const reachingNearby = storeCall(logger, "bookedSlots", () =>
      Promise.all(
        neighbours.map(async (day) => ({ ...day, held: await store.bookedSlots(day.date, "all") })),
      ),
    );
    if (!n8n) {
      const [stored, closed, nearby] = await Promise.all([
        storeCall(logger, "bookedSlots", () => store.bookedSlots(date, "all")),
        closing,
        reachingNearby,
      ]);
      if (stored === UNAVAILABLE || closed === UNAVAILABLE || nearby === UNAVAILABLE)
        return STORE_UNAVAILABLE;
      return { kind: "known", held: stored, busy: [], closed: closed[0]?.reason ?? null, nearby };
    }
    const [remote, undelivered, freed, closed, nearby] = await Promise.all([
      n8n.client.getBookedSlots(date),
      storeCall(logger, "bookedSlots", () => store.bookedSlots(date, "undelivered")),
      storeCall(logger, "freedSlots", () => store.freedSlots(date)),
      closing,
      reachingNearby,
    ]);
    // A day the store says is closed takes no booking, whatever n8n answers or fails to.
    const closedReason = closed === UNAVAILABLE ? null : (closed[0]?.reason ?? null);
    if (closedReason !== null && undelivered !== UNAVAILABLE)
      return { kind: "known", held: undelivered, busy: [], closed: closedReason, nearby: [] };
    if (!remote.ok) {
      logger.warn("booked_slots.n8n_failed", { failure: remote.failure.kind });
      return { kind: "n8n_unavailable", failure: remote.failure.kind };
    }
    if (
      undelivered === UNAVAILABLE ||
      freed === UNAVAILABLE ||
      closed === UNAVAILABLE ||
      nearby === UNAVAILABLE
    )
      return STORE_UNAVAILABLE;
    const held = remote.value.bookedSlots.filter((slot) => !freed.includes(slot));
    return {
      kind: "known",
      held: [...new Set([...held, ...undelivered])],
      busy: remote.value.busy,
      closed: closed[0]?.reason ?? null,
      nearby,
    };
  }

  /**
   * With n8n, a slot checked against the day as the lookup answers it (n8n's bookings and
   * busy times, which the store cannot see): the refusal, or null when the slot is free or
   * the day cannot be read (the booking is then taken; the team confirms it). A move names
   * the slot it leaves (`own`), which does not count against it.
   */
  async refusedByDay(
    request: Pick<ParsedConsultation["request"], "date" | "timeSlot" | "hours">,
    own?: OwnSlot,
  ): Promise<DayRefusal | null> {
    return (await this.#dayVerdict(request, own)).refusal;
  }

  /** `refusedByDay`, and whether n8n's lookup of the day ran out of time (`timedOut`). */
  async #dayVerdict(
    { date, timeSlot, hours }: Pick<ParsedConsultation["request"], "date" | "timeSlot" | "hours">,
    own?: OwnSlot,
  ): Promise<{ refusal: DayRefusal | null; timedOut: boolean }> {
    if (!this.#deps.n8n) return { refusal: null, timedOut: false };
    const known = await this.#knownOf(date);
    if (known.kind !== "known")
      return { refusal: null, timedOut: known.kind === "n8n_unavailable" && known.failure === "timeout" };
    const { calendar, timeZone, logger } = this.#deps;
    const answer = this.#answer(date, known, own);
    if (isFreeSlot(dayOfLookup({ calendar, timeZone, date, hours }, answer), timeSlot))
      return { refusal: null, timedOut: false };
    const refusal: DayRefusal = answer.closed
      ? { kind: "day_closed", reason: answer.closed.reason, date }
      : answer.full
        ? { kind: "day_full" }
        : { kind: "slot_taken" };
    logger.info(`booking.${refusal.kind}`, { by: "n8n_day" });
    return { refusal, timedOut: false };
  }

  /** An agent's `{date, hours?}`, read as the page's WebMCP tool reads it (src/booking/slots-tool.ts). */
  readSlotsQuery(input: unknown) {
    return readSlotsInput(input, this.#deps.timeZone, this.#deps.now(), this.#deps.calendar);
  }

  /** A call whose body its schema refused where it came in: counted as the service's own refusals are. */
  invalid(issues: FieldIssue[]): Extract<BookOutcome, { kind: "invalid" }> {
    return this.#observed({ kind: "invalid", issues }, "");
  }

  /** A delivery call (the e-mail or the submission) from `client` (server/http/client.ts) through `channel`. */
  async submit(
    kind: DeliveryName,
    body: ParsedConsultation,
    idempotencyKey: string | undefined,
    client: ClientKeys,
    channel: Channel,
  ): Promise<BookOutcome> {
    const candidateId = randomUUID();
    const read = this.#read(kind, body, idempotencyKey, client);
    const outcome =
      "kind" in read ? read : await this.#accept(kind, read, idempotencyKey, client, channel, candidateId);
    return this.#observed(outcome, candidateId);
  }

  /** A parsed booking call read: the key checked, then spam: the value to store, or the outcome that ends the call. */
  #read(
    kind: DeliveryName,
    body: ParsedConsultation,
    idempotencyKey: string | undefined,
    client: ClientKeys,
  ): ParsedConsultation | BookOutcome {
    const keyIssue = idempotencyKeyIssue(idempotencyKey);
    if (keyIssue) return { kind: "invalid", issues: [keyIssue] };
    const { request, spam } = body;
    const { n8n, links, logger, now } = this.#deps;
    const reason = spamReason(spam, now().getTime());
    if (!reason) return body;
    // An ordinary-looking receipt: nothing is stored or forwarded. Its id is the same for
    // every call of one key (or one client's body, as a key-less booking's is), so a bot does not
    // learn it was dropped by comparing the ids of its two calls or a replay.
    logger.info("booking.spam_dropped", { kind, reason });
    const bookingId = links.decoyId(idempotencyKey ?? links.keylessKey(payloadHashOf(request), client.key));
    const { date, timeSlot } = request;
    const delivery = n8n ? "delivered" : "stored";
    return { kind: "spam", bookingId, manageUrl: links.manageUrl(bookingId), date, timeSlot, delivery };
  }

  /** A read booking call stored (or found again by its key) and handed to the delivery worker; `candidateId`: the id a new booking gets. */
  async #accept(
    kind: DeliveryName,
    { request, slot }: ParsedConsultation,
    idempotencyKey: string | undefined,
    client: ClientKeys,
    channel: Channel,
    candidateId: string,
  ): Promise<BookOutcome> {
    const { store, n8n, links, quotas, timeZone, logger, now, calendar, fee } = this.#deps;
    const payloadHash = payloadHashOf(request);
    const at = now();
    // A client without a key gets one per distinct request, so its e-mail and submit calls
    // still make one booking; once that booking is cancelled, the same request books anew
    // under a key of its own (the cancelled booking's id in it, so every call finds it).
    // Another client's identical request meets the slot as taken, not a key it never sent.
    const derived = links.keylessKey(payloadHash, client.key);
    let key = idempotencyKey ?? derived;
    let dayChecked = false;
    // n8n's lookup of the day just ran out of time: the visitor has waited its whole timeout
    // already, so the delivery (sent at once) is not waited for as well.
    let n8nTimedOut = false;
    for (;;) {
      // Only a new booking is checked against the day: a replay is the booking it made.
      if (!dayChecked && n8n) {
        const known = await storeCall(logger, "holdsKey", () => store.holdsKey(key));
        if (known === UNAVAILABLE) return STORE_UNAVAILABLE;
        const verdict = known ? null : await this.#dayVerdict(request);
        if (verdict?.refusal) return verdict.refusal;
        n8nTimedOut = verdict?.timedOut === true;
        dayChecked = !known;
      }
      const input: AcceptInput = {
        bookingId: candidateId,
        idempotencyKey: key,
        payloadHash,
        date: request.date,
        timeSlot: request.timeSlot,
        slot,
        request,
        channel,
        // Only the fee itself is kept, not its text: what `feePayload` sends.
        fee: fee && feePayload(fee).fee,
        delivery: n8n ? kind : null,
        now: at,
        quota: quotaCheck(request, client, quotas, timeZone, at),
        day: { bufferMinutes: calendar.bufferMinutes, dailyLimit: calendar.dailyLimit },
      };
      const result = await storeCall(logger, "accept", () => store.accept(input));
      if (result === UNAVAILABLE) return STORE_UNAVAILABLE;
      if (result.outcome !== "accepted") return this.#refused(result, kind, request.date);
      const { bookingId, replay, booking } = result;
      if (!holdsSlot(booking.state) && idempotencyKey === undefined) {
        key = `${derived}:after:${bookingId}`;
        continue;
      }
      logger.info("booking.accepted", { bookingId, kind, replay });
      // The booking's link, made once: returned, and sent to n8n with the delivery.
      const receipt = {
        bookingId,
        manageUrl: links.manageUrl(bookingId),
        date: booking.date,
        timeSlot: booking.timeSlot,
      };
      if (!holdsSlot(booking.state)) return { kind: "ended", state: booking.state, ...receipt };
      const delivery = await this.#deliver(result, receipt.manageUrl, at, n8nTimedOut ? 0 : undefined);
      return { kind: replay ? "replayed" : "booked", ...receipt, delivery };
    }
  }

  /**
   * A whole booking in one request (the no-JS form, an agent): every delivery call in order
   * under one key, as the browser's two API calls do, so there is one booking path.
   */
  async book(
    body: ParsedConsultation,
    idempotencyKey: string | undefined,
    client: ClientKeys,
    channel: Channel,
  ): Promise<BookOutcome> {
    let outcome: BookOutcome = STORE_UNAVAILABLE;
    const newId: string = randomUUID();
    let candidateId = newId;
    let read: ParsedConsultation | BookOutcome | undefined;
    for (const kind of deliveryNames) {
      // Read, and checked for spam, once for all the calls.
      read ??= this.#read(kind, body, idempotencyKey, client);
      if ("kind" in read) return this.#observed(read, newId);
      outcome = await this.#accept(kind, read, idempotencyKey, client, channel, candidateId);
      if (!("delivery" in outcome)) return this.#observed(outcome, newId);
      candidateId = outcome.bookingId;
    }
    return this.#observed(outcome, newId);
  }

  /** Counts a call (`bookings_total`): `booked` only for the call that made the booking, so it counts once. */
  #observed<Outcome extends BookOutcome>(outcome: Outcome, newId: string): Outcome {
    this.#deps.observe(outcome.kind === "booked" && outcome.bookingId !== newId ? "replayed" : outcome.kind);
    return outcome;
  }

  /** A call the store refused on `date`, logged as before (nothing personal). */
  #refused(
    result: Exclude<AcceptResult, { outcome: "accepted" }>,
    kind: DeliveryName,
    date: string,
  ): BookOutcome {
    if (result.outcome !== "key_in_use" && result.outcome !== "key_reused")
      this.#deps.logger.info(`booking.${result.outcome}`, {
        kind,
        ...(result.outcome === "over_quota" && { quota: result.quota }),
      });
    if (result.outcome === "over_quota") return { kind: "over_quota", quota: result.quota };
    if (result.outcome === "day_closed") return { kind: "day_closed", reason: result.reason, date };
    return { kind: result.outcome };
  }

  /**
   * Hands the delivery to the worker when it may go, waiting a moment for n8n; the site-wide rate
   * is counted after, never between claim and send (it could hold a fleet's claim past its lease).
   */
  async #deliver(
    result: Extract<AcceptResult, { outcome: "accepted" }>,
    manageUrl: string,
    at: Date,
    waitMs = this.#deps.deliveryWaitMs,
  ) {
    const { n8n, links } = this.#deps;
    const { delivery } = result;
    // The visitor's link as returned, made once; the team's goes only into the payload.
    const payloadLinks = { manageUrl: () => manageUrl, staffUrl: links.staffUrl };
    // With n8n, a call not queued is a late one of a changed booking: n8n hears of it by the change.
    const state = !n8n
      ? "stored"
      : delivery?.state === "send"
        ? await n8n.worker.deliverNow(delivery.item, waitMs, deliveryPayload(delivery.item, payloadLinks))
        : delivery?.state === "delivered"
          ? "delivered"
          : "queued";
    await this.#rateAlarm.check(at);
    return state;
  }
}
