import { Hono, type MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { RouteObject } from "react-router";
import { canonicalUrl } from "./canonical-url";
import type { Logger } from "./logger";
import type { RenderPage } from "./render";
import { robotsTxt, sitemapXml } from "./seo-files";
import { indexablePaths } from "./site-paths";

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
}

/** Builds the whole HTTP app without opening a port (tests call it directly). */
export function createApp({
  routes,
  render,
  siteUrl,
  logger,
  staticFiles,
  api,
  isReady = () => true,
}: AppDeps): Hono {
  const paths = indexablePaths(routes);
  const sitemap = sitemapXml(paths, siteUrl);
  const robots = robotsTxt(siteUrl);

  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", (c) => (isReady() ? c.json({ status: "ready" }) : c.json({ status: "not_ready" }, 503)));
  if (api) app.route("/api/n8n", api);
  app.all("/api/*", (c) => c.json({ error: "not_found", message: "No such API endpoint." }, 404));
  app.use(canonicalUrl(new Set(paths)));
  app.get("/robots.txt", (c) => c.text(robots));
  app.get("/sitemap.xml", (c) => c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8" }));
  if (staticFiles) app.use(staticFiles);

  app.get("*", async (c) => {
    const response = await render(c.req.raw, { waitForAllContent: isbot(c.req.header("User-Agent") ?? "") });
    if (response.status === 404) logger.warn("page.not_found", { path: c.req.path });
    return response;
  });
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    logger.error("request.error", { path: c.req.path, error: String(error) });
    return c.text("Unexpected Application Error!\n500 Internal Server Error\n", 500);
  });
  return app;
}
