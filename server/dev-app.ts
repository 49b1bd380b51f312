import { createRoutes } from "../src/routes";
import { createApp } from "./app";
import { devAssets } from "./assets";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { createRenderer } from "./render";

/** The app as `npm run dev` serves it: sources through Vite, no built manifest. */
export function createDevApp() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const routes = createRoutes();
  const render = createRenderer({ routes, assets: devAssets, siteUrl: env.SITE_URL, logger });
  return createApp({ routes, render, siteUrl: env.SITE_URL, logger });
}
