import { expect } from "vitest";
import type { BookingTuning } from "../../server/booking-backend";
import { createRateLimit, type RateLimit } from "../../server/http/rate-limit";
import { type Backoff, growingBackoff } from "../../server/n8n/delivery-worker";
import type { FakeN8n } from "../support/fake-n8n";
import { testSite } from "./harness";

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
  /**
   * The booking quotas. By default roomy, so a test that books many slots from one
   * address and contact tests what it means to; "defaults" keeps the server's own.
   */
  quotas?: { perContact: number; perAddressDay: number } | "defaults";
  /** TRUST_PROXY, so a test can vary the client address with X-Forwarded-For. */
  trustProxy?: boolean;
  /** The server's clock; the fixed NOW by default. */
  now?: () => Date;
  /** More environment variables (BOOKING_LINK_SECRET …). */
  env?: Record<string, string>;
}

/** Quotas no test reaches by accident. */
export const ROOMY_QUOTAS = { perContact: 1000, perAddressDay: 1000 };

/** The whole site with a booking store in a fresh temp folder, optionally wired to a fake n8n. */
export function bookingApp(options: BookingAppOptions = {}) {
  const env: Record<string, string> = { COMPANY_TIME_ZONE: TIME_ZONE };
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  const quotas = options.quotas ?? ROOMY_QUOTAS;
  if (quotas !== "defaults") {
    env.BOOKING_QUOTA_PER_CONTACT = String(quotas.perContact);
    env.BOOKING_QUOTA_PER_ADDRESS_DAY = String(quotas.perAddressDay);
  }
  // The tests' connections come from loopback: trusted, so X-Forwarded-For names the client.
  if (options.trustProxy) env.TRUST_PROXY = "127.0.0.1,::1";
  Object.assign(env, options.env);
  if (options.n8n) {
    env.N8N_WEBHOOK_BASE_URL = options.n8n.baseUrl;
    env.N8N_TIMEOUT_MS = String(options.n8nTimeoutMs ?? 1000);
  }
  const test = testSite({ env, booking: bookingTuning(options) });
  return { ...test, worker: test.site.backend.worker ?? undefined };
}

/** The fixed clock, roomy rate limits and short waits of the booking tests. */
export function bookingTuning(
  options: Pick<BookingAppOptions, "limits" | "backoff" | "deliveryWaitMs" | "now"> = {},
): BookingTuning {
  return {
    now: options.now ?? (() => NOW),
    limits: options.limits ?? {
      lookups: createRateLimit({ capacity: 1000, perMinute: 1000 }),
      bookings: createRateLimit({ capacity: 1000, perMinute: 1000 }),
    },
    backoff: options.backoff ?? growingBackoff(20, 200),
    workerIdleMs: 200,
    deliveryWaitMs: options.deliveryWaitMs ?? 1500,
  };
}

/** A valid consultation request; override any field. */
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

/** Waits until `check` holds (polling every 20 ms), or fails after `timeoutMs`. */
export const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Books through the API, as the team's tests start: the booking's id, the team's token
 * (`token`), the visitor's (`visitorToken`) and the team page's path (`page`).
 */
export async function bookForTheTeam(
  test: ReturnType<typeof bookingApp>,
  overrides: Record<string, unknown> = {},
) {
  const response = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking(overrides));
  expect(response.status).toBe(200);
  const id = response.body.bookingId as string;
  const { links } = test.site.backend;
  return { id, token: links.teamToken(id), visitorToken: links.token(id), page: links.teamPagePath(id) };
}
