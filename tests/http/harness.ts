import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RouteObject } from "react-router";
import supertest from "supertest";
import { newLinkSecret } from "../../server/booking/booking-token";
import type { BookingTuning } from "../../server/booking-backend";
import { createSite } from "../../server/create-site";
import { type Env, parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import type { PageAssets } from "../../server/pages/assets";
import { BookingStore } from "../../server/store/booking-store";
import type { OpenedStore } from "../../server/store/open-store";
import { SqliteDatabase } from "../../server/store/sqlite/sqlite-database";

export const TEST_SITE_URL = "https://test.example";

/** Stand-in for a build's manifest: named like the real chunks, never fetched here. */
export const testAssets: PageAssets = {
  bootstrapModules: ["/assets/entry-test.js"],
  stylesheets: ["/assets/styles-test.css"],
  fonts: ["/assets/brand-test.woff2"],
  modulesFor: (pages) => pages.map((page) => `/assets/${page}-test.js`),
  socialCards: "/assets/cards-test/",
};

export interface TestSiteOptions {
  /** Environment variables on top of the test defaults (site URL, a fresh DATA_DIR). */
  env?: Record<string, string>;
  routes?: RouteObject[];
  booking?: BookingTuning;
  /** Built browser files to serve, as production does from dist/client. */
  clientDir?: string;
  /** Another store than SQLite in DATA_DIR (the PostgreSQL store, opened by the test). */
  store?: OpenedStore;
}

/** SQLite in `DATA_DIR`, as the server opens it, with the env's link keyring or a secret of its own. */
function sqliteStore(env: Env): OpenedStore {
  return {
    store: new BookingStore(new SqliteDatabase(env.DATA_DIR)),
    linkSecrets: env.BOOKING_LINK_SECRET ?? [newLinkSecret()],
    idlePollMs: 30_000,
  };
}

/**
 * The site as production wires it (`createSite`), with sources instead of bundles, a
 * store in a fresh temp folder (SQLite unless a test opens another) and a log we can read.
 */
export function testSite({ env = {}, routes, booking, clientDir, store }: TestSiteOptions = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-test-"));
  const logLines: Record<string, unknown>[] = [];
  const rawLog: string[] = [];
  const logger = createLogger("debug", (line) => {
    rawLog.push(line);
    logLines.push(JSON.parse(line));
  });
  const parsed = parseEnv({
    SITE_URL: TEST_SITE_URL,
    COMPANY_TIME_ZONE: "America/New_York",
    ...env,
    DATA_DIR: dataDir,
  });
  const opened = store ?? sqliteStore(parsed);
  const site = createSite({
    env: parsed,
    logger,
    store: opened,
    assets: testAssets,
    ...(routes && { routes }),
    ...(booking && { booking }),
    ...(clientDir && { clientDir }),
  });
  return {
    site,
    app: site.app,
    listener: site.listener,
    /** Requests through the listener production serves (answers from memory first). */
    request: supertest(site.listener),
    logLines,
    rawLog,
    dataDir,
    /** The store itself, so a test reads what was stored without going through the API. */
    store: opened.store,
    async close() {
      await site.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The whole app with a log we can read. */
export function testApp(routes?: RouteObject[]) {
  return testSite(routes ? { routes } : {});
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
