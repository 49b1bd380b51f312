import { readFileSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { Manifest } from "vite";
import { createSite, type Site } from "./create-site";
import { type Env, parseEnv } from "./env";
import { listen } from "./listen";
import { createLogger } from "./logger";
import { manifestAssets } from "./pages/assets";
import { SOCIAL_CARDS_MANIFEST, type SocialCardsManifest } from "./pages/social-cards-manifest";
import { exitOnCrash, stopOnSignals } from "./shutdown";
import { openStore } from "./store/open-store";

// The production server, loaded by server/index.ts (built to dist/server/); the built
// browser files sit beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));

/** A start that cannot go on: one plain line saying why (no stack trace), exit 1. */
function cannotStart(error: unknown): never {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let env: Env;
let site: Site;
try {
  env = parseEnv();
} catch (error) {
  cannotStart(error);
}
const logger = createLogger(env.LOG_LEVEL);
try {
  const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, "utf8")) as Manifest;
  const cards = JSON.parse(
    readFileSync(`${clientDir}${SOCIAL_CARDS_MANIFEST}`, "utf8"),
  ) as SocialCardsManifest;
  const store = await openStore(env, logger);
  site = createSite({ env, logger, store, assets: manifestAssets(manifest, cards), clientDir });
} catch (error) {
  cannotStart(error);
}
exitOnCrash(logger, () => site);

/**
 * Opens a port, or stops the start: a port in use or not allowed is a setting the server
 * cannot start with, like the others, named by its variables.
 */
function listenOrStop(
  listener: RequestListener,
  [portName, hostName]: [string, string],
  { port, hostname }: { port: number; hostname: string },
  onListening: (address: string, port: number) => void,
): Server {
  const opened = listen(listener, { port, hostname }, onListening);
  const cannotListen = (error: Error) => {
    site.closeNow();
    cannotStart(
      new Error(`${portName} ${port} on ${hostName} ${hostname} cannot be listened on: ${error.message}`),
    );
  };
  opened.once("error", cannotListen);
  opened.once("listening", () => opened.off("error", cannotListen));
  return opened;
}

const servers = [
  listenOrStop(site.listener, ["PORT", "HOST"], { port: env.PORT, hostname: env.HOST }, (address, port) => {
    logger.info("server.listening", {
      url: `http://${address === "0.0.0.0" ? "localhost" : address}:${port}`,
    });
    void site.warm();
  }),
];
// Prometheus's own port (README "Monitoring"), never the public one.
if (site.metrics && env.METRICS_PORT !== undefined) {
  const where = { port: env.METRICS_PORT, hostname: env.METRICS_HOST };
  servers.push(
    listenOrStop(site.metrics, ["METRICS_PORT", "METRICS_HOST"], where, (address, port) => {
      logger.info("metrics.listening", { url: `http://${address}:${port}/metrics` });
    }),
  );
}
stopOnSignals(servers, logger, () => site);
