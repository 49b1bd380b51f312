import { getRequestListener } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { RouteObject } from "react-router";
import type { GeneratedFile } from "./agents/agent-files";
import { CLIENT_CLOSED_REQUEST, closedByClient } from "./http/client-closed";
import { envelope } from "./http/envelope";
import type { ServerLogger } from "./logger";
import type { ObserveRequest } from "./metrics/http-metrics";
import { canonicalUrl } from "./pages/canonical-url";
import { errorPage } from "./pages/error-page";
import { memoryFirst } from "./pages/memory-first";
import { pageArea } from "./pages/page-area";
import type { RenderPage } from "./pages/render";
import type { StaticFiles } from "./pages/static-files";

export interface AppDeps {
  routes: RouteObject[];
  render: RenderPage;
  siteUrl: string;
  logger: ServerLogger;
  /** The built client files (production); in development Vite serves them before Hono. */
  staticFiles?: StaticFiles;
  /** Works out who sent a request, once, for the routes below that count it (server/http/client.ts). */
  identifyClient?: MiddlewareHandler;
  /** The `/api/n8n/*` sub-app. */
  api?: Hono;
  /** The `/api/bookings/*` sub-app: a booking's changes. */
  bookingsApi?: Hono;
  /** The `/api/team/bookings/*` sub-app: the team's confirm and decline. */
  teamApi?: Hono;
  /** The `/api/closed-days` sub-app: the closed days of the booking window. */
  closedDaysApi?: Hono;
  /** The remote MCP server at `/mcp`. */
  mcp?: Hono;
  /**
   * Pages made for one request (the booking form's posts, a booking's own page, the team's), mounted
   * before the page area; what they do not find is `c.notFound()`, the kept not-found page.
   */
  requestPages?: Hono;
  /** Readiness: whether the booking store can take writes. */
  isReady?: () => boolean | Promise<boolean>;
  /** Development turns the page policy off: Vite's HMR client needs inline code and a socket. */
  enforceCsp?: boolean;
  /** True once shutdown began: responses then ask clients not to reuse the connection. */
  isDraining?: () => boolean;
  /** Files generated from this deployment (for AI agents), served from memory. */
  generatedFiles?: readonly GeneratedFile[];
  /** Counts and times every response, from memory or through Hono (server/metrics/); absent while metrics are off. */
  observeRequest?: ObserveRequest | undefined;
}

/** Builds the whole HTTP app without opening a port (tests call it directly). */
export function buildApp(deps: AppDeps) {
  const { logger, enforceCsp = true, isDraining = () => false, isReady = () => true, observeRequest } = deps;
  const pages = pageArea({ ...deps, enforceCsp });

  const app = new Hono();
  app.use(envelope({ logger, enforceCsp, isDraining, observe: observeRequest }));
  if (deps.identifyClient) app.use(deps.identifyClient);
  // JSON bodies; pages and files come compressed from memory or from the page area.
  app.use("/api/*", compress());
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await isReady()) ? c.json({ status: "ready" }) : c.json({ status: "not_ready" }, 503),
  );
  if (deps.api) app.route("/api/n8n", deps.api);
  if (deps.bookingsApi) app.route("/api/bookings", deps.bookingsApi);
  if (deps.teamApi) app.route("/api/team/bookings", deps.teamApi);
  if (deps.closedDaysApi) app.route("/api/closed-days", deps.closedDaysApi);
  if (deps.mcp) {
    app.use("/mcp", compress());
    app.route("/mcp", deps.mcp);
  }
  app.all("/api/*", (c) => c.json({ error: "not_found", message: "No such API endpoint." }, 404));
  if (deps.requestPages) {
    app.use("/bookings/*", compress());
    app.route("/", deps.requestPages);
  }
  app.use(canonicalUrl(new Set(pages.paths)));
  app.route("/", pages.app);

  app.notFound(pages.notFound);
  // The static 500 page, never the error's text; the envelope adds the security headers.
  // A client that closed the connection mid-upload is no error of ours (server/http/client-closed.ts).
  app.onError((error, c) => {
    if (closedByClient(c)) {
      logger.info("request.aborted", { id: c.get("requestId"), path: c.req.path });
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    logger.error("request.error", { id: c.get("requestId"), path: c.req.path, err: error });
    return errorPage(500);
  });

  // A request without Host (HTTP/1.0) gets a placeholder host, as `serve()` gave it the
  // bound address; no response shows the host. `app.fetch` is looked up per request, so a
  // test can watch which requests reach Hono (tests/http/memory-first.test.ts).
  const viaHono = getRequestListener((request, env) => app.fetch(request, env), { hostname: "localhost" });
  const observe = observeRequest && { request: observeRequest, routeOf: pages.routeOf };
  const listener = memoryFirst({ find: pages.find, logger, isDraining, observe }, viaHono);
  return {
    /** Every route; the listener sends what is already in memory without it. */
    app,
    /** Node's request listener (`listen()` serves it, the HTTP tests drive it): memory first, else `app`. */
    listener,
    pages: pages.cache,
    /** Every indexable path: the sitemap's list, and what to warm the page cache with. */
    paths: pages.paths,
  };
}
