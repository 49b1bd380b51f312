import { Hono } from "hono";
import { isbot } from "isbot";
import type { RouteObject } from "react-router";
import { requestHeader } from "../http/request-header";
import { RESOURCE_POLICY } from "../http/security-headers";
import type { Logger } from "../logger";
import { encodeBody } from "./encoded-body";
import { type FindInMemory, MemoryAnswer, variantResponse } from "./memory-answer";
import { createPageCache, type PageCache } from "./page-cache";
import type { RenderPage } from "./render";
import { robotsTxt, sitemapXml } from "./seo-files";
import { indexablePaths } from "./site-paths";
import type { StaticFiles } from "./static-files";
import { streamedAnswer } from "./streamed-document";

export interface PageAreaDeps {
  routes: RouteObject[];
  render: RenderPage;
  siteUrl: string;
  logger: Logger;
  staticFiles?: StaticFiles;
  enforceCsp: boolean;
}

export interface PageArea {
  /** GET and HEAD of pages and files, 405 for other methods; mounted after the canonical-URL redirect. */
  app: Hono;
  /** What is answered from memory, by this app and by the memory-first listener alike. */
  find: FindInMemory;
  cache: PageCache;
  /** Every indexable path: the sitemap's list, and what to warm the page cache with. */
  paths: readonly string[];
}

/**
 * Pages and files (docs/architecture.md#serving-pages): robots.txt, sitemap.xml and the
 * built files from memory, pages from the page cache once rendered, every other page
 * rendered per request and streamed.
 */
export function pageArea({
  routes,
  render,
  siteUrl,
  logger,
  staticFiles,
  enforceCsp,
}: PageAreaDeps): PageArea {
  const paths = indexablePaths(routes);
  const cache = createPageCache(render, { enforceCsp });
  const filePolicy = enforceCsp ? RESOURCE_POLICY : null;
  const text = (content: string, type: string) =>
    new MemoryAnswer(
      {
        body: encodeBody(Buffer.from(content), true),
        headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600" },
      },
      filePolicy,
    );
  const files = new Map<string, MemoryAnswer>([
    ["/robots.txt", text(robotsTxt(siteUrl), "text/plain; charset=utf-8")],
    ["/sitemap.xml", text(sitemapXml(paths, siteUrl), "application/xml; charset=utf-8")],
  ]);
  // Generated from this deployment (its SITE_URL, its routes): a copied file of the same
  // name in public/ would be stale, so it never wins.
  for (const [path, kept] of staticFiles ?? [])
    if (!files.has(path)) files.set(path, new MemoryAnswer(kept, filePolicy));
  const find: FindInMemory = (path, hasQuery) => files.get(path) ?? (hasQuery ? undefined : cache.get(path));

  const app = new Hono();
  app.get("*", async (c) => {
    const hasQuery = c.req.url.includes("?");
    const acceptEncoding = requestHeader(c, "accept-encoding");
    const answer =
      find(c.req.path, hasQuery) ??
      (hasQuery
        ? await render(c.req.raw, { waitForAllContent: isbot(requestHeader(c, "user-agent") ?? "") })
        : await cache.fill(c.req.path, c.req.raw));
    if (answer instanceof MemoryAnswer) {
      return variantResponse(c, answer.pick(acceptEncoding, requestHeader(c, "if-none-match")));
    }
    if (answer.status === 404) logger.warn("page.not_found", { path: c.req.path });
    return streamedAnswer(answer, acceptEncoding, enforceCsp);
  });
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));
  return { app, find, cache, paths };
}
