import type { RouteObject } from "react-router";
import supertest from "supertest";
import { type AppDeps, buildApp } from "../../server/app";
import { createLogger, type Logger } from "../../server/logger";
import type { PageAssets } from "../../server/pages/assets";
import { createRenderer } from "../../server/pages/render";
import { createRoutes } from "../../src/routes";

export const TEST_SITE_URL = "https://test.example";

/** Stand-in for a build's manifest: named like the real chunks, never fetched here. */
export const testAssets: PageAssets = {
  bootstrapModules: ["/assets/entry-test.js"],
  stylesheets: ["/assets/styles-test.css"],
  modulesFor: (pages) => pages.map((page) => `/assets/${page}-test.js`),
};

/** The app as production builds it, with sources instead of bundles; extras as in `AppDeps`. */
export function buildTestApp(
  logger: Logger,
  extra: Partial<AppDeps> = {},
  routes: RouteObject[] = createRoutes(),
) {
  const render = createRenderer({
    routes,
    assets: testAssets,
    siteUrl: TEST_SITE_URL,
    timeZone: "America/New_York",
    logger,
  });
  return buildApp({ routes, render, siteUrl: TEST_SITE_URL, logger, ...extra });
}

/** The whole app with a log we can read. */
export function testApp(routes: RouteObject[] = createRoutes()) {
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => logLines.push(JSON.parse(line)));
  const { app, listener } = buildTestApp(logger, {}, routes);
  return { app, logLines, request: supertest(listener) };
}

/** The part of a document before </head>. */
export function headOf(html: string): string {
  const end = html.indexOf("</head>");
  if (end === -1) throw new Error("document has no </head>");
  return html.slice(0, end);
}

export function count(haystack: string, pattern: RegExp): number {
  return haystack.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
}

/** Decodes the few entities React writes in text and attributes. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
