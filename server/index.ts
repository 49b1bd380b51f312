import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Manifest } from "vite";
import { createRoutes } from "../src/routes";
import { createApp } from "./app";
import { manifestAssets } from "./assets";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { createRenderer } from "./render";

// The production entry, built by `vite build --ssr` to dist/server/index.js; the built
// browser files sit beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, "utf8")) as Manifest;
const routes = createRoutes();
const render = createRenderer({ routes, assets: manifestAssets(manifest), siteUrl: env.SITE_URL, logger });
const app = createApp({
  routes,
  render,
  siteUrl: env.SITE_URL,
  logger,
  staticFiles: serveStatic({ root: clientDir }),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info("server.listening", {
    url: `http://${info.address === "0.0.0.0" ? "localhost" : info.address}:${info.port}`,
  });
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    logger.info("server.stopping", { signal });
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
