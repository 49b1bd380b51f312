import { createHash, randomUUID } from "node:crypto";
import { type DeliveryName, deliveryNames } from "../../src/booking/calls";
import { BOOKING_LIMIT, SLOT_TAKEN } from "../../src/booking/messages";
import {
  createPayloadSchemas,
  createScheduleSchema,
  type FieldIssue,
  issuesOf,
} from "../../src/booking/schema";
import { readSlotsInput } from "../../src/booking/slots-tool";
import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { N8nClient, N8nFailure } from "../n8n/webhook-client";
import type { AcceptInput, AsyncBookingStore } from "../store/async-booking-store";
import type { BookingLinks } from "./booking-links";
import { type QuotaSettings, quotaCheck } from "./booking-quota";
import { createBookingRateAlarm } from "./booking-rate-alarm";
import { tokenHash } from "./booking-token";
import { spamReason } from "./spam-check";

/** An answer of the booking API, independent of HTTP framework (a plain form POST can reuse it). */
export interface ServiceAnswer {
  status: 200 | 202 | 400 | 409 | 422 | 429 | 502 | 503 | 504;
  body: Record<string, unknown>;
}

export interface BookingServiceDeps {
  store: AsyncBookingStore;
  /** n8n and its delivery worker; both absent in standalone mode. */
  n8n: { client: N8nClient; worker: DeliveryWorker } | null;
  timeZone: string;
  /** The bookings' private links: the token kept with each booking, the `manageUrl` of each answer. */
  links: BookingLinks;
  /** The booking quotas (BOOKING_QUOTA_PER_CONTACT, BOOKING_QUOTA_PER_ADDRESS_DAY). */
  quotas: QuotaSettings;
  logger: Logger;
  /** How long a booking call waits for n8n before answering "queued". */
  deliveryWaitMs?: number;
  now?: () => Date;
}

/** Keys a client may send: printable, no spaces, short enough to index. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;
/** The rule above in words, for the refusal and for clients' documentation (the MCP tool's). */
export const IDEMPOTENCY_KEY_RULE = "8 to 200 letters, digits or . _ : -";
/** The path of the issue a malformed key gets in a 400 answer. */
export const IDEMPOTENCY_KEY_PATH = "Idempotency-Key";

const failureStatus: Record<N8nFailure["kind"], 502 | 503 | 504> = {
  status: 502,
  shape: 502,
  unreachable: 503,
  timeout: 504,
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const STORE_UNAVAILABLE: ServiceAnswer = {
  status: 503,
  body: {
    error: "store_unavailable",
    message: "Your booking could not be saved just now. Please try again in a minute.",
  },
};

/**
 * A store call, or 503 when the store fails (a full disk, a lock held by another
 * process, a database that is down): nothing was saved, and the visitor is asked to try
 * again. Neither store's messages name field values: no personal data reaches the log.
 */
async function orUnavailable<T>(
  logger: Logger,
  op: string,
  call: () => Promise<T>,
): Promise<T | ServiceAnswer> {
  try {
    return await call();
  } catch (error) {
    logger.error("store.error", { op, error: String(error) });
    return STORE_UNAVAILABLE;
  }
}

const isAnswer = (value: unknown): value is ServiceAnswer => value === STORE_UNAVAILABLE;

const invalid = (issues: FieldIssue[]): ServiceAnswer => ({
  status: 400,
  body: { error: "invalid_request", message: "Some fields need attention.", issues },
});

/**
 * The booking calls' handlers, without HTTP: each body is parsed once by its call's
 * schema into one typed value, stored once, and handed to the delivery worker as it is
 * (see docs/architecture.md#the-bookings-way-from-form-to-n8n).
 */
export function createBookingService({
  store,
  n8n,
  timeZone,
  links,
  quotas,
  logger,
  deliveryWaitMs = 3000,
  now = () => new Date(),
}: BookingServiceDeps) {
  const schemas = createPayloadSchemas({ timeZone, now });
  const schedule = createScheduleSchema({ timeZone, now });
  const rateAlarm = createBookingRateAlarm((since) => store.countCreatedSince(since), logger);
  /** A 2xx answer of a booking call: the booking and the private link that manages it. */
  const booked = (
    status: 200 | 202,
    state: "delivered" | "queued" | "stored",
    bookingId: string,
  ): ServiceAnswer => ({
    status,
    body: { status: state, bookingId, manageUrl: links.manageUrl(bookingId) },
  });

  const service = {
    /** n8n's booked slots united with the bookings it has not got yet; reading never writes. */
    async bookedSlots(body: unknown): Promise<ServiceAnswer> {
      const parsed = schemas.dateQuery.safeParse(body);
      if (!parsed.success) return invalid(issuesOf(parsed.error));
      const { date } = parsed.data;
      if (!n8n) {
        const stored = await orUnavailable(logger, "bookedSlots", () => store.bookedSlots(date, "all"));
        return isAnswer(stored) ? stored : { status: 200, body: { bookedSlots: stored } };
      }
      const [remote, undelivered, freed] = await Promise.all([
        n8n.client.getBookedSlots(date),
        orUnavailable(logger, "bookedSlots", () => store.bookedSlots(date, "undelivered")),
        orUnavailable(logger, "freedSlots", () => store.freedSlots(date)),
      ]);
      if (!remote.ok) {
        logger.warn("booked_slots.n8n_failed", { failure: remote.failure.kind });
        return {
          status: failureStatus[remote.failure.kind],
          body: { error: "n8n_unavailable", failure: remote.failure.kind },
        };
      }
      if (isAnswer(undelivered)) return undelivered;
      if (isAnswer(freed)) return freed;
      // n8n may still list a slot a cancel or a move freed here, until it hears of it.
      const held = remote.value.filter((slot) => !freed.includes(slot));
      const bookedSlots = [...new Set([...held, ...undelivered])];
      return { status: 200, body: { bookedSlots } };
    },

    /**
     * An agent's `{date, hours?}` for the free slots, on this service's clock and zone: read
     * as the page's WebMCP tool reads it (src/booking/slots-tool.ts), in the schema's words.
     */
    readSlotsQuery(input: unknown) {
      return readSlotsInput(input, timeZone, now());
    },

    /**
     * The issues of a request's date and hours alone, by the one schema: what the form
     * without JavaScript checks before it shows a day's free slots.
     */
    scheduleIssues(body: unknown): FieldIssue[] {
      const parsed = schedule.safeParse(body);
      if (parsed.success) return [];
      return issuesOf(parsed.error).filter(({ path }) => path === "date" || path === "hours");
    },

    /** A delivery call (the e-mail or the submission) with the whole form object. */
    async submit(
      kind: DeliveryName,
      body: unknown,
      idempotencyKeyHeader: string | undefined,
      clientAddress: string,
    ): Promise<ServiceAnswer> {
      if (idempotencyKeyHeader !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKeyHeader)) {
        return invalid([
          {
            path: IDEMPOTENCY_KEY_PATH,
            message: `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_RULE}`,
          },
        ]);
      }
      const parsed = schemas.consultation.safeParse(body);
      if (!parsed.success) return invalid(issuesOf(parsed.error));
      const { request, slot, spam } = parsed.data;

      const reason = spamReason(spam, now().getTime());
      if (reason) {
        // An ordinary-looking answer: a bot learns nothing; nothing is stored or forwarded.
        logger.info("booking.spam_dropped", { kind, reason });
        return booked(200, n8n ? "delivered" : "stored", randomUUID());
      }

      const requestJson = JSON.stringify(request);
      const payloadHash = sha256(requestJson);
      const at = now();
      const newId = randomUUID();
      const input: AcceptInput = {
        bookingId: newId,
        // A replay keeps the booking's own id and token; these are then unused.
        tokenHash: tokenHash(links.token(newId)),
        // A client without the header (a plain API client) gets one key per distinct
        // request, so its e-mail and submit calls still make one booking.
        idempotencyKey: idempotencyKeyHeader ?? `sha256:${payloadHash}`,
        payloadHash,
        date: request.date,
        timeSlot: request.timeSlot,
        slot,
        request: requestJson,
        delivery: n8n ? kind : null,
        now: at,
        quota: quotaCheck(request, clientAddress, quotas, timeZone, at),
      };
      const result = await orUnavailable(logger, "accept", () => store.accept(input));
      if (isAnswer(result)) return result;
      if (result.outcome === "slot_taken") {
        logger.info("booking.slot_taken", { kind });
        return { status: 409, body: { error: "slot_taken", message: SLOT_TAKEN } };
      }
      if (result.outcome === "over_quota") {
        logger.info("booking.over_quota", { kind, quota: result.quota });
        return { status: 429, body: { error: "booking_limit", message: BOOKING_LIMIT } };
      }
      if (result.outcome === "key_reused") {
        return {
          status: 422,
          body: {
            error: "idempotency_key_reused",
            message: "This Idempotency-Key was already used for a different request.",
          },
        };
      }

      const { bookingId, delivery } = result;
      logger.info("booking.accepted", { bookingId, kind, replay: result.replay });
      await rateAlarm.check(at);
      if (!n8n || !delivery) return booked(200, "stored", bookingId);
      const state =
        delivery.state === "send"
          ? await n8n.worker.deliverNow(delivery.item, deliveryWaitMs)
          : delivery.state;
      return state === "delivered" ? booked(200, "delivered", bookingId) : booked(202, "queued", bookingId);
    },

    /**
     * A whole booking in one request (the form without JavaScript, an agent): every
     * delivery call in its order under one idempotency key, exactly as the browser's two
     * API calls do, so there is one booking path. The first call books (or is refused);
     * the later ones are replays of it that queue their own delivery. A request without a
     * key gets one per distinct request, so a form sent twice is one booking.
     */
    async book(
      body: unknown,
      idempotencyKey: string | undefined,
      clientAddress: string,
    ): Promise<ServiceAnswer> {
      let answer: ServiceAnswer | undefined;
      for (const kind of deliveryNames) {
        answer = await service.submit(kind, body, idempotencyKey, clientAddress);
        if (answer.status >= 300) return answer;
      }
      // The list of delivery calls is never empty (src/booking/calls.ts); the last answer
      // stands: "queued" while any call still waits for n8n.
      if (!answer) throw new Error("No delivery calls");
      return answer;
    },
  };
  return service;
}

export type BookingService = ReturnType<typeof createBookingService>;
