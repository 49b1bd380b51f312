import { getRequestListener } from "@hono/node-server";
import type { RouteObject } from "react-router";
import { msUntilNextDay, todayIn } from "../src/booking/dates";
import { statedFee } from "../src/booking/fee";
import { createRoutes } from "../src/routes";
import { agentFiles } from "./agents/agent-files";
import { bookingsApi } from "./api/bookings-api";
import { closedDaysApi } from "./api/closed-days-api";
import { n8nApi } from "./api/n8n-api";
import { teamApi } from "./api/team-api";
import { buildApp } from "./app";
import { type BookingTuning, createBookingBackend } from "./booking-backend";
import type { Env } from "./env";
import { identifyClient } from "./http/client";
import { cachedReadiness } from "./http/readiness";
import type { ServerLogger } from "./logger";
import { mcpRoute } from "./mcp/mcp-route";
import { metricsApp } from "./metrics/metrics-app";
import { createSiteMetrics } from "./metrics/site-metrics";
import type { PageAssets } from "./pages/assets";
import { createRendering } from "./pages/render";
import { requestPages } from "./pages/request-pages";
import { staticFiles } from "./pages/static-files";
import { createTeamFeed } from "./pages/team-feed";
import type { OpenedStore } from "./store/open-store";

export interface SiteOptions {
  env: Env;
  logger: ServerLogger;
  /** The booking store, opened from the environment (`openStore`) before the site is built. */
  store: OpenedStore;
  /** The hashed files pages link: from the build's manifest, or Vite's sources in development. */
  assets: PageAssets;
  /** The built browser files to serve; absent in development, where Vite serves sources. */
  clientDir?: string;
  /** Development turns the page policy off: Vite's HMR client needs inline code and a socket. */
  enforceCsp?: boolean;
  /** The route table; tests add routes that throw. */
  routes?: RouteObject[];
  booking?: BookingTuning;
}

/** The whole server without a port: what production, `npm run dev` and the tests run. */
export type Site = ReturnType<typeof createSite>;

/** A renewal starts this long after midnight, so that the clock it reads has surely turned. */
const DAY_TURN_MARGIN_MS = 1000;

/**
 * The one wiring of the server (see docs/architecture.md#the-requests-way-through-the-server):
 * the booking backend and the HTTP app, built from the parsed environment.
 */
export function createSite({
  env,
  logger,
  store,
  assets,
  clientDir,
  enforceCsp = true,
  routes = createRoutes(),
  booking,
}: SiteOptions) {
  let draining = false;
  // Not ready while the pages are first rendered: a load balancer sends visitors once they
  // are kept, and a stop at start finds no page half made.
  let warming = false;
  const { SITE_URL: siteUrl, COMPANY_TIME_ZONE: timeZone } = env;
  const now = booking?.now;
  // Kept only when something will read them: a registry costs every request a little.
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : createSiteMetrics({
          depth: (at) => store.store.outbox.depth(at),
          // The outbox's times are written by the services' clock (tests fix it).
          ...(now && { now: () => now().getTime() }),
        });
  const backend = createBookingBackend(env, logger, store, booking, metrics);
  const storeReady = cachedReadiness(() => backend.store.isWritable());
  // Worded once: the pages, the agent guide and the MCP tool state the same text.
  const fee = env.CONSULTATION_FEE ? statedFee(env.CONSULTATION_FEE) : null;
  const { calendar } = backend.service;
  const rendering = createRendering({
    routes,
    assets,
    siteUrl,
    timeZone,
    fee,
    calendar,
    logger,
    ...(now && { now }),
  });
  const { service, changes, team, desk, closedDays, links } = backend;
  // What most parts are told: the clock only when the tests fix it.
  const shared = { siteUrl, timeZone, calendar, links, logger, ...(now && { now }) };
  const { app, listener, pages, paths } = buildApp({
    routes,
    render: rendering.page,
    siteUrl,
    logger,
    ...(clientDir && { staticFiles: staticFiles(clientDir) }),
    identifyClient: identifyClient(env.TRUST_PROXY, backend.limits),
    api: n8nApi(service),
    bookingsApi: bookingsApi({ changes, links, timeZone }),
    teamApi: teamApi({ team, timeZone }),
    closedDaysApi: closedDaysApi(service),
    mcp: mcpRoute({ service, siteUrl, timeZone, fee, logger }),
    generatedFiles: agentFiles({
      siteUrl,
      timeZone,
      fee,
      calendar,
      quotas: { perContact: env.BOOKING_QUOTA_PER_CONTACT, perAddressDay: env.BOOKING_QUOTA_PER_ADDRESS_DAY },
      ...(now && { now: now() }),
    }),
    requestPages: requestPages({
      service,
      changes,
      team,
      desk,
      closedDays,
      ...shared,
      renderer: rendering,
      enforceCsp,
      meetingUrl: env.MEETING_URL ?? null,
      feed: createTeamFeed({ ...shared, store: backend.store }),
    }),
    isReady: async () => !draining && !warming && (await storeReady()),
    isDraining: () => draining,
    enforceCsp,
    observeRequest: metrics?.request,
  });
  const clock = now ?? (() => new Date());
  /** The renewal waiting for the next midnight; cleared when the site closes. */
  let renewal: NodeJS.Timeout | undefined;
  const renew = async () => {
    const started = performance.now();
    const failed = await pages.renew();
    for (const { path, error } of failed) logger.error("pages.renew_failed", { path, err: error });
    logger.info("pages.renewed", { pages: pages.size, ms: Math.round(performance.now() - started) });
  };
  /**
   * Renders the kept pages again just after each midnight in the company's zone, for what
   * they say of today (`PageCache.renew`). The timer never holds the process open.
   */
  function renewEachDay() {
    renewal = setTimeout(async () => {
      await renew();
      renewEachDay();
    }, msUntilNextDay(timeZone, clock()) + DAY_TURN_MARGIN_MS);
    renewal.unref();
  }

  return {
    /** Node's request listener: responses kept in memory first, everything else through `app`. */
    listener,
    app,
    /** Node's request listener of `GET /metrics`, for its own port (`METRICS_PORT`); null when that is unset (no metrics kept). */
    metrics: metrics ? getRequestListener(metricsApp(metrics.registry, logger).fetch) : null,
    backend,
    /**
     * Renders every known page into the page cache, so no visitor waits for a first render,
     * and again just after each midnight in the company's zone.
     */
    async warm() {
      const started = performance.now();
      const warmedOn = todayIn(timeZone, clock());
      warming = true;
      try {
        await pages.warm(paths);
        logger.info("pages.warmed", { pages: pages.size, ms: Math.round(performance.now() - started) });
      } catch (error) {
        logger.error("pages.warm_failed", { err: error });
      } finally {
        warming = false;
      }
      if (renewal !== undefined) return;
      // Warmed across midnight: some pages say yesterday.
      if (todayIn(timeZone, clock()) !== warmedOn) await renew();
      renewEachDay();
    },
    /** Shutdown began: `/readyz` answers 503 and responses ask clients to close the connection. */
    startDraining() {
      draining = true;
    },
    /** Stops the delivery worker after the delivery in progress and closes the store. */
    close: () => {
      clearTimeout(renewal);
      return backend.close();
    },
    /** Closes the store at once (see `BookingBackend.closeNow`). */
    closeNow: () => {
      clearTimeout(renewal);
      backend.closeNow();
    },
  };
}
