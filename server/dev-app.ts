import { createRoutes } from "../src/routes";
import { buildApp } from "./app";
import { createBookingBackend } from "./booking-backend";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { devAssets } from "./pages/assets";
import { createRenderer } from "./pages/render";

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
// Module state survives edits of other modules; Vite reloads this one (and so a new
// store) only when it or its imports change, so the store stays one per process.
const bookings = createBookingBackend(env, logger);

/** The app as `npm run dev` serves it: sources through Vite, no built manifest. */
export function createDevApp() {
  const routes = createRoutes();
  const render = createRenderer({
    routes,
    assets: devAssets,
    siteUrl: env.SITE_URL,
    timeZone: env.COMPANY_TIME_ZONE,
    logger,
  });
  return buildApp({
    routes,
    render,
    siteUrl: env.SITE_URL,
    logger,
    api: bookings.api,
    isReady: () => bookings.store.isWritable(),
    enforceCsp: false,
  }).app;
}
