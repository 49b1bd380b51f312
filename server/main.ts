import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Manifest } from "vite";
import { createRoutes } from "../src/routes";
import { buildApp } from "./app";
import { createBookingBackend } from "./booking-backend";
import { type Env, parseEnv } from "./env";
import { drain, listen } from "./listen";
import { createLogger } from "./logger";
import { manifestAssets } from "./pages/assets";
import { createRenderer } from "./pages/render";
import { staticFiles } from "./pages/static-files";

// The server, loaded by server/index.ts (built to dist/server/); the built
// browser files sit beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));
const SHUTDOWN_LIMIT_MS = 10_000;
let draining = false;

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, "utf8")) as Manifest;
const routes = createRoutes();
const render = createRenderer({
  routes,
  assets: manifestAssets(manifest),
  siteUrl: env.SITE_URL,
  timeZone: env.COMPANY_TIME_ZONE,
  logger,
});
const bookings = createBookingBackend(env, logger);
const { listener, pages, paths } = buildApp({
  routes,
  render,
  siteUrl: env.SITE_URL,
  logger,
  staticFiles: staticFiles(clientDir),
  api: bookings.api,
  isReady: () => !draining && bookings.store.isWritable(),
  isDraining: () => draining,
});

const server = listen(listener, { port: env.PORT, hostname: env.HOST }, (address, port) => {
  logger.info("server.listening", { url: `http://${address === "0.0.0.0" ? "localhost" : address}:${port}` });
  // Render every known page once, right away: no visitor waits for a first render.
  const started = performance.now();
  pages.warm(paths, env.SITE_URL).then(
    () => logger.info("pages.warmed", { pages: pages.size, ms: Math.round(performance.now() - started) }),
    (error) => logger.error("pages.warm_failed", { error: String(error) }),
  );
});

// Graceful shutdown: stop accepting, let in-flight requests and the delivery in
// progress finish, close the store; give up after 10 s.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    logger.info("server.stopping", { signal });
    setTimeout(() => {
      logger.error("server.shutdown_timeout", { limitMs: SHUTDOWN_LIMIT_MS });
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    draining = true;
    drain(server).then(async () => {
      await bookings.close();
      logger.info("server.stopped", {});
      process.exit(0);
    });
  });
}
