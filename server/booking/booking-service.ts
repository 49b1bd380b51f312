import { createHash, randomUUID } from "node:crypto";
import { MIN_FILL_MS } from "../../src/booking/constants";
import { SLOT_TAKEN } from "../../src/booking/messages";
import {
  bookedSlotsRequestSchema,
  createConsultationSchema,
  issuesOf,
  spamFieldsSchema,
} from "../../src/booking/schema";
import { parseSlot } from "../../src/booking/slots";
import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { N8nClient, N8nFailure } from "../n8n/webhook-client";
import type { BookingStore, DeliveryKind } from "../store/booking-store";

/** An answer of the booking API, independent of HTTP framework (a plain form POST can reuse it). */
export interface ServiceAnswer {
  status: 200 | 202 | 400 | 409 | 422 | 502 | 503 | 504;
  body: Record<string, unknown>;
}

export interface BookingServiceDeps {
  store: BookingStore;
  /** n8n and its delivery worker; both absent in standalone mode. */
  n8n: { client: N8nClient; worker: DeliveryWorker } | null;
  timeZone: string;
  logger: Logger;
  /** How long a booking call waits for n8n before answering "queued". */
  deliveryWaitMs?: number;
  now?: () => Date;
}

/** Keys a client may send: printable, no spaces, short enough to index. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

const failureStatus: Record<N8nFailure["kind"], 502 | 503 | 504> = {
  status: 502,
  shape: 502,
  unreachable: 503,
  timeout: 504,
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function createBookingService({
  store,
  n8n,
  timeZone,
  logger,
  deliveryWaitMs = 3000,
  now = () => new Date(),
}: BookingServiceDeps) {
  const consultationSchema = createConsultationSchema({ timeZone, now });

  const invalid = (issues: { path: string; message: string }[]): ServiceAnswer => ({
    status: 400,
    body: { error: "invalid_request", message: "Some fields need attention.", issues },
  });

  return {
    /** POST get-booked-slots: n8n's list united with what this server holds and n8n has not got yet. */
    async bookedSlots(body: unknown): Promise<ServiceAnswer> {
      const parsed = bookedSlotsRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(issuesOf(parsed.error));
      const { date } = parsed.data;
      if (!n8n) return { status: 200, body: { bookedSlots: store.bookedSlots(date, "all") } };
      const remote = await n8n.client.getBookedSlots(date);
      if (!remote.ok) {
        logger.warn("booked_slots.n8n_failed", { failure: remote.failure.kind });
        return {
          status: failureStatus[remote.failure.kind],
          body: { error: "n8n_unavailable", failure: remote.failure.kind },
        };
      }
      n8n.worker.n8nAnswered();
      const bookedSlots = [...new Set([...remote.value, ...store.bookedSlots(date, "undelivered")])];
      return { status: 200, body: { bookedSlots } };
    },

    /** POST send-consultation-email or submit-consultation with the whole form object. */
    async submit(
      kind: DeliveryKind,
      body: unknown,
      idempotencyKeyHeader: string | undefined,
    ): Promise<ServiceAnswer> {
      if (idempotencyKeyHeader !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKeyHeader)) {
        return invalid([
          {
            path: "Idempotency-Key",
            message: "The Idempotency-Key header must be 8 to 200 letters, digits or . _ : -",
          },
        ]);
      }
      const parsed = consultationSchema.safeParse(body);
      if (!parsed.success) return invalid(issuesOf(parsed.error));
      const request = parsed.data;

      const spam = spamFieldsSchema.safeParse(body);
      const spamReason = !spam.success
        ? "malformed spam fields"
        : spam.data.website?.trim()
          ? "honeypot"
          : // Negative elapsed time means the visitor's clock runs ahead: not judged.
            spam.data.renderedAt !== undefined &&
              now().getTime() - spam.data.renderedAt >= 0 &&
              now().getTime() - spam.data.renderedAt < MIN_FILL_MS
            ? "too fast"
            : null;
      if (spamReason) {
        // An ordinary-looking answer: a bot learns nothing; nothing is stored or forwarded.
        logger.info("booking.spam_dropped", { kind, reason: spamReason });
        return { status: 200, body: { status: n8n ? "delivered" : "stored", bookingId: randomUUID() } };
      }

      const requestJson = JSON.stringify(request);
      const payloadHash = sha256(requestJson);
      // A client without the header (a plain spec §3 client) gets one key per distinct
      // request, so its e-mail and submit calls still make one booking.
      const idempotencyKey = idempotencyKeyHeader ?? `sha256:${payloadHash}`;
      const interval = parseSlot(request.timeSlot);
      if (!interval) return invalid([{ path: "timeSlot", message: "Choose one of the listed time slots." }]);

      const result = store.accept({
        bookingId: randomUUID(),
        idempotencyKey,
        payloadHash,
        date: request.date,
        timeSlot: request.timeSlot,
        interval,
        request: requestJson,
        delivery: n8n ? kind : null,
        now: now(),
      });
      if (result.outcome === "slot_taken") {
        logger.info("booking.slot_taken", { kind });
        return { status: 409, body: { error: "slot_taken", message: SLOT_TAKEN } };
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

      const bookingId = result.booking.id;
      logger.info("booking.accepted", { bookingId, kind, replay: result.replay });
      if (!n8n || !result.delivery) return { status: 200, body: { status: "stored", bookingId } };
      n8n.worker.kick();
      const state = await n8n.worker.deliverNow(result.delivery.id, deliveryWaitMs);
      return state === "delivered"
        ? { status: 200, body: { status: "delivered", bookingId } }
        : { status: 202, body: { status: "queued", bookingId } };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
