import { type Context, Hono } from "hono";
import type { RouteObject } from "react-router";
import { agentPaths } from "../../src/agent-paths";
import type { GeneratedFile } from "../agents/agent-files";
import { requestHeader, requestTarget, splitTarget } from "../http/request-header";
import { RESOURCE_POLICY } from "../http/security-headers";
import type { Logger } from "../logger";
import { NOT_FOUND_ROUTE, STATIC_ROUTE } from "../metrics/http-metrics";
import { encodeBody } from "./encoded-body";
import { type FindInMemory, KeptResponse, variantResponse } from "./kept-response";
import { createPageCache, type Filled, type PageCache, streamedResponse } from "./page-cache";
import type { RenderPage } from "./render";
import { linkedQueryKeys, pageKeys, sitePages } from "./site-paths";
import type { StaticFiles } from "./static-files";

export interface PageAreaDeps {
  routes: RouteObject[];
  render: RenderPage;
  siteUrl: string;
  logger: Logger;
  staticFiles?: StaticFiles;
  enforceCsp: boolean;
  /** Files generated from this deployment (for AI agents), served like robots.txt. */
  generatedFiles?: readonly GeneratedFile[];
}

export interface PageArea {
  /** GET and HEAD of pages and files, 405 for other methods; mounted after the canonical-URL redirect. */
  app: Hono;
  /** What is served from memory, by this app and by the memory-first listener alike. */
  find: FindInMemory;
  /** A raw path's `route` label: a page's route pattern, a file, or not found (server/metrics/). */
  routeOf(path: string): string;
  cache: PageCache;
  /** Every indexable path: the sitemap's list, and what to warm the page cache with. */
  paths: readonly string[];
  /** The kept not-found page as this request's response (for routes outside the page area that find nothing). */
  notFound(c: Context): Promise<Response>;
}

/** `/sitemap.xml`, built once from the indexable paths. */
function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * `/robots.txt`: crawlers find the sitemap here, and agents the catalog of what they can use:
 * written as a comment (`# Agentmap:`), since robots.txt parsers refuse a directive they do
 * not know; agents also find the catalog through every page's `<link rel="ai-catalog">`.
 */
function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /bookings/\nDisallow: /team/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n# Agentmap: ${new URL(agentPaths.catalog, siteUrl).href}\n# For language models: ${new URL(agentPaths.llmsTxt, siteUrl).href}\n`;
}

/** What the not-found page is rendered for: a path no route has (checked below). */
const NOT_FOUND_PATH = "/404";

/** Pages and files, from memory (docs/architecture.md#serving-pages); any other path, the kept not-found page. */
export function pageArea(deps: PageAreaDeps): PageArea {
  const { routes, render, siteUrl, logger, staticFiles, enforceCsp, generatedFiles = [] } = deps;
  const pages = sitePages(routes);
  const paths = pages.map((page) => page.path);
  if (paths.includes(NOT_FOUND_PATH))
    throw new Error(`${NOT_FOUND_PATH} is a page: choose another not-found path`);
  const keyOf = pageKeys(pages);
  const routeLabels = new Map(pages.map((page) => [page.path, page.route]));
  const cache = createPageCache(render, {
    enforceCsp,
    origin: siteUrl,
    notFoundPath: NOT_FOUND_PATH,
    linkedQueryKeys: linkedQueryKeys(pages),
  });
  const filePolicy = enforceCsp ? RESOURCE_POLICY : null;
  const headers = (type: string) => ({ "Content-Type": type, "Cache-Control": "public, max-age=3600" });
  const text = (content: string, type: string) =>
    new KeptResponse({ body: encodeBody(Buffer.from(content), true), headers: headers(type) }, filePolicy);
  const files = new Map<string, KeptResponse>([
    ["/robots.txt", text(robotsTxt(siteUrl), "text/plain; charset=utf-8")],
    ["/sitemap.xml", text(sitemapXml(paths, siteUrl), "application/xml; charset=utf-8")],
    ...generatedFiles.map((file): [string, KeptResponse] => [
      file.path,
      text(file.content, file.contentType),
    ]),
  ]);
  // Generated from this deployment: a copied file of the same name in public/ would be stale,
  // so it never wins. Files made here are each their own route; built ones are one route.
  for (const path of files.keys()) routeLabels.set(path, path);
  for (const [path, kept] of staticFiles ?? [])
    if (!files.has(path)) {
      files.set(path, new KeptResponse(kept, filePolicy));
      routeLabels.set(path, STATIC_ROUTE);
    }
  const routeOf = (path: string) => routeLabels.get(path) ?? NOT_FOUND_ROUTE;
  // Both take the raw path: a page or file is served at its own address only, never at
  // a decoded or dot-segment form of it.
  const find: FindInMemory = (path, search) => {
    const file = files.get(path);
    if (file) return file;
    const key = keyOf(path, search);
    return key === undefined ? undefined : cache.get(key);
  };
  // Not in memory yet: a page's first render, or any other path's not-found page (also
  // every unsafe path: none is a page, see server/pages/canonical-url.ts).
  const pageOrNotFound = (path: string, search: string, requestId: string) => {
    const key = keyOf(path, search);
    if (key !== undefined) return cache.fill(key, requestId);
    logger.warn("page.not_found", { path });
    return cache.notFound(requestId);
  };

  const respond = (c: Context, filled: Filled) => {
    const acceptEncoding = requestHeader(c, "accept-encoding");
    if (!(filled instanceof KeptResponse)) return streamedResponse(filled, acceptEncoding, enforceCsp);
    return variantResponse(c, filled.pick(acceptEncoding, requestHeader(c, "if-none-match")));
  };

  const app = new Hono();
  app.get("*", async (c) => {
    const [path, search] = splitTarget(requestTarget(c));
    c.set("metricsRoute", routeOf(path));
    return respond(c, find(path, search) ?? (await pageOrNotFound(path, search, c.get("requestId"))));
  });
  const notFound = async (c: Context) => respond(c, await cache.notFound(c.get("requestId")));
  // Only a page or a file has methods to refuse: any other path is not found, whatever the method.
  app.all("*", async (c) => {
    const [path] = splitTarget(requestTarget(c));
    const route = routeOf(path);
    c.set("metricsRoute", route);
    if (route === NOT_FOUND_ROUTE) {
      logger.warn("page.not_found", { path });
      return notFound(c);
    }
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  });
  return { app, find, routeOf, cache, paths, notFound };
}
