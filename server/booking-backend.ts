import { createBookingLinks } from "./booking/booking-links";
import { BookingService } from "./booking/booking-service";
import { ChangeService } from "./booking/change-service";
import { ClosedDaysService } from "./booking/closed-days";
import { DeskService } from "./booking/desk-service";
import { deskSessions } from "./booking/desk-session";
import { TeamService } from "./booking/team-service";
import { companyCalendar, type Env, webhookPaths } from "./env";
import { type BookingRateLimits, bookingRateLimits } from "./http/rate-limit";
import type { Logger } from "./logger";
import type { SiteMetrics } from "./metrics/site-metrics";
import { deliveryPayload } from "./n8n/delivery-payload";
import { type Backoff, DeliveryWorker } from "./n8n/delivery-worker";
import { timedN8nClient } from "./n8n/timed-client";
import { createN8nClient, type N8nClient } from "./n8n/webhook-client";
import type { OpenedStore } from "./store/open-store";

/** Knobs the environment does not set: tests shorten waits and fix the clock with them. */
export interface BookingTuning {
  now?: () => Date;
  /** Rate limits per client address: lookups, and booking calls. */
  limits?: BookingRateLimits;
  /** Retry delays of the delivery worker. */
  backoff?: Backoff;
  /** Longest sleep of the delivery worker while nothing is due. */
  workerIdleMs?: number;
  /** How long a booking call waits for n8n before it says "queued"; at most 3 s. */
  deliveryWaitMs?: number;
}

/** The booking side of the server, built from the environment on an open store: n8n, worker, services. */
export type BookingBackend = ReturnType<typeof createBookingBackend>;

export function createBookingBackend(
  env: Env,
  logger: Logger,
  { store, linkSecrets, idlePollMs }: OpenedStore,
  tuning: BookingTuning = {},
  /** The site's metrics (bookings, n8n calls), when it keeps any. */
  metrics?: Pick<SiteMetrics, "booking" | "n8nCall">,
) {
  const links = createBookingLinks(env.SITE_URL, linkSecrets);
  const limits = tuning.limits ?? bookingRateLimits();
  let n8n: { client: N8nClient; worker: DeliveryWorker } | null = null;
  if (env.N8N_WEBHOOK_BASE_URL) {
    const untimed = createN8nClient({
      baseUrl: env.N8N_WEBHOOK_BASE_URL,
      paths: webhookPaths(env),
      authHeader:
        env.N8N_AUTH_HEADER_NAME && env.N8N_AUTH_HEADER_VALUE
          ? { name: env.N8N_AUTH_HEADER_NAME, value: env.N8N_AUTH_HEADER_VALUE }
          : undefined,
      timeoutMs: env.N8N_TIMEOUT_MS,
    });
    const client = metrics ? timedN8nClient(untimed, metrics.n8nCall) : untimed;
    const worker = new DeliveryWorker({
      outbox: store.outbox,
      client,
      logger,
      ...(tuning.backoff && { backoff: tuning.backoff }),
      idleMs: tuning.workerIdleMs ?? idlePollMs,
      payload: (item) => deliveryPayload(item, links),
    });
    worker.start();
    n8n = { client, worker };
  }
  const calendar = companyCalendar(env);
  logger.info("bookings.ready", { mode: n8n ? "n8n" : "standalone", store: store.location });
  const worker = n8n?.worker ?? null;
  const now = tuning.now && { now: tuning.now };
  const service = new BookingService({
    store,
    n8n,
    timeZone: env.COMPANY_TIME_ZONE,
    calendar,
    links,
    quotas: { perContact: env.BOOKING_QUOTA_PER_CONTACT, perAddressDay: env.BOOKING_QUOTA_PER_ADDRESS_DAY },
    fee: env.CONSULTATION_FEE ?? null,
    logger,
    deliveryWaitMs: tuning.deliveryWaitMs ?? Math.min(env.N8N_TIMEOUT_MS, 3000),
    ...now,
    ...(metrics && { observe: metrics.booking }),
  });
  const deps = { store, worker, links, timeZone: env.COMPANY_TIME_ZONE, logger, ...now };
  const changes = new ChangeService({
    ...deps,
    maxMoves: env.BOOKING_MAX_MOVES,
    calendar,
    refusedByDay: (slot, own) => service.refusedByDay(slot, own),
  });
  const team = new TeamService({ ...deps, reminderLeadHours: env.REMINDER_LEAD_HOURS });
  const closedDays = new ClosedDaysService(deps);
  const desk = new DeskService({ ...deps, sessions: deskSessions(env.SITE_URL, linkSecrets) });
  return {
    /** A visitor's changes of a booking: the JSON API and the booking page's forms call it. */
    changes,
    /** The team's confirm and decline: its page's forms, its JSON API and the operator's command call it. */
    team,
    /** The team's closed days: the desk's forms and the operator's command call it. */
    closedDays,
    /** The team's desk: its session, its lists, a failed delivery queued again. */
    desk,
    /** The booking calls without HTTP: what the API, the form posts and the booking pages call. */
    service,
    store,
    /** The secret booking link tokens are made with. */
    linkSecrets,
    links,
    /** Per client address, shared by the API and the form posts, so both ways cost the same. */
    limits,
    worker,
    /** Stops the worker after the delivery in progress, then closes the store. */
    async close() {
      await worker?.stop();
      await store.close();
    },
    /**
     * The last resort (a crash, or a stop past its time limit): the worker takes nothing
     * more and the store closes now; a delivery in progress is sent again after the restart.
     */
    closeNow() {
      void worker?.stop();
      // SQLite closes at once; PostgreSQL's connections end as the process exits.
      void store.close().catch(() => {});
    },
  };
}
