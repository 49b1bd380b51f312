import { type Context, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { RouteObject } from "react-router";
import { envelope } from "./http/envelope";
import { requestHeader } from "./http/request-header";
import { finalHeaders } from "./http/security-headers";
import type { Logger } from "./logger";
import { canonicalUrl } from "./pages/canonical-url";
import { type EncodedBody, encodeBody, encodedResponse } from "./pages/encoded-body";
import { createPageResponder, type PageResponder } from "./pages/page-cache";
import type { RenderPage } from "./pages/render";
import { robotsTxt, sitemapXml } from "./pages/seo-files";
import { indexablePaths } from "./pages/site-paths";

export interface AppDeps {
  routes: RouteObject[];
  render: RenderPage;
  siteUrl: string;
  logger: Logger;
  /** Serves built client files in production; in development Vite does it before Hono. */
  staticFiles?: MiddlewareHandler;
  /** The `/api/n8n/*` sub-app. */
  api?: Hono;
  /** Readiness: whether the booking store can take writes. */
  isReady?: () => boolean;
  /** Development turns the page policy off: Vite's HMR client needs inline code and a socket. */
  enforceCsp?: boolean;
  /** True once shutdown began: answers then ask clients not to reuse the connection. */
  isDraining?: () => boolean;
}

export interface App {
  app: Hono;
  pages: PageResponder;
  /** Every indexable path: the sitemap's list, and what to warm the page cache with. */
  paths: readonly string[];
}

/** Builds the whole HTTP app without opening a port (tests call it directly). */
export function createApp(deps: AppDeps): Hono {
  return buildApp(deps).app;
}

export function buildApp({
  routes,
  render,
  siteUrl,
  logger,
  staticFiles,
  api,
  isReady = () => true,
  enforceCsp = true,
  isDraining = () => false,
}: AppDeps): App {
  const paths = indexablePaths(routes);
  const sitemap = encodeBody(Buffer.from(sitemapXml(paths, siteUrl)), true);
  const robots = encodeBody(Buffer.from(robotsTxt(siteUrl)), true);
  const pages = createPageResponder(render);

  const app = new Hono();
  app.use(envelope({ logger, enforceCsp, isDraining }));
  // JSON answers; pages and files come compressed from memory or from the page responder.
  app.use("/api/*", compress());
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", (c) => (isReady() ? c.json({ status: "ready" }) : c.json({ status: "not_ready" }, 503)));
  if (api) app.route("/api/n8n", api);
  app.all("/api/*", (c) => c.json({ error: "not_found", message: "No such API endpoint." }, 404));
  app.use(canonicalUrl(new Set(paths)));
  const textFile = (body: EncodedBody, type: string) => (c: Context) =>
    encodedResponse(
      body,
      { acceptEncoding: requestHeader(c, "accept-encoding"), ifNoneMatch: requestHeader(c, "if-none-match") },
      { headers: finalHeaders(c, { "Content-Type": type, "Cache-Control": "public, max-age=3600" }) },
    );
  app.get("/robots.txt", textFile(robots, "text/plain; charset=utf-8"));
  app.get("/sitemap.xml", textFile(sitemap, "application/xml; charset=utf-8"));
  if (staticFiles) app.use(staticFiles);

  app.get("*", async (c) => {
    const response = await pages.respond(c);
    if (response.status === 404) logger.warn("page.not_found", { path: c.req.path });
    return response;
  });
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    logger.error("request.error", { path: c.req.path, error: String(error) });
    return c.text("Unexpected Application Error!\n500 Internal Server Error\n", 500);
  });
  return { app, pages, paths };
}
