import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import supertest from "supertest";
import { n8nApi } from "../../server/api/n8n-api";
import { createRateLimit, type RateLimit } from "../../server/api/rate-limit";
import { createBookingService } from "../../server/booking/booking-service";
import { createLogger } from "../../server/logger";
import { type Backoff, DeliveryWorker, growingBackoff } from "../../server/n8n/delivery-worker";
import { createN8nClient } from "../../server/n8n/webhook-client";
import { BookingStore } from "../../server/store/booking-store";
import type { FakeN8n } from "../support/fake-n8n";
import { buildTestApp } from "./harness";

/** A fixed clock: the booking window is 2026-11-22 .. 2027-11-21 in New York. */
export const NOW = new Date("2026-11-21T15:00:00Z");
export const TIME_ZONE = "America/New_York";

export interface BookingAppOptions {
  n8n?: FakeN8n;
  n8nTimeoutMs?: number;
  deliveryWaitMs?: number;
  limits?: { lookups: RateLimit; bookings: RateLimit };
  dataDir?: string;
  /** Retry delays of the delivery worker; short by default so tests run fast. */
  backoff?: Backoff;
}

/** The whole app with a booking store in a fresh temp folder, optionally wired to a fake n8n. */
export function bookingApp(options: BookingAppOptions = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "bookings-test-"));
  const logLines: Record<string, unknown>[] = [];
  const rawLog: string[] = [];
  const logger = createLogger("debug", (line) => {
    rawLog.push(line);
    logLines.push(JSON.parse(line));
  });
  const store = new BookingStore(dataDir);
  let worker: DeliveryWorker | undefined;
  let n8n: Parameters<typeof createBookingService>[0]["n8n"] = null;
  if (options.n8n) {
    const client = createN8nClient({
      baseUrl: options.n8n.baseUrl,
      paths: {
        "get-booked-slots": "get-booked-slots",
        "send-consultation-email": "send-consultation-email",
        "submit-consultation": "submit-consultation",
      },
      timeoutMs: options.n8nTimeoutMs ?? 1000,
    });
    worker = new DeliveryWorker({
      store,
      client,
      logger,
      backoff: options.backoff ?? growingBackoff(20, 200),
      idleMs: 200,
    });
    worker.start();
    n8n = { client, worker };
  }
  const service = createBookingService({
    store,
    n8n,
    timeZone: TIME_ZONE,
    logger,
    deliveryWaitMs: options.deliveryWaitMs ?? 1500,
    now: () => NOW,
  });
  const limits = options.limits ?? {
    lookups: createRateLimit({ capacity: 1000, perMinute: 1000 }),
    bookings: createRateLimit({ capacity: 1000, perMinute: 1000 }),
  };
  const api = n8nApi({ service, trustProxy: false, limits });
  const { app, listener } = buildTestApp(logger, { api, isReady: () => store.isWritable() });
  return {
    app,
    listener,
    request: supertest(listener),
    store,
    worker,
    logLines,
    rawLog,
    dataDir,
    async close() {
      await worker?.stop();
      store.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A booking form that `createConsultationSchema` (src/booking/schema.ts) accepts; override any field. */
export function validBooking(overrides: Record<string, unknown> = {}) {
  return {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 (555) 010-2000",
    isWhatsapp: true,
    serviceCategories: ["Cloud Migration", "Machine Learning"],
    hours: 1,
    date: "2026-12-01",
    timeSlot: "11:00 to 12:00",
    subject: "Moving our ERP to the cloud",
    description: "We run an on-premise ERP and want a migration plan with a budget estimate.",
    ...overrides,
  };
}

export const JSON_HEADERS = { "Content-Type": "application/json" };
