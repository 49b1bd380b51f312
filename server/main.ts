import { readFileSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { Manifest } from "vite";
import { createSite, type Site } from "./create-site";
import { type Env, parseEnv } from "./env";
import { waitingListener } from "./http/waiting-listener";
import { listen } from "./listen";
import { createLogger } from "./logger";
import { manifestAssets } from "./pages/assets";
import { SOCIAL_CARDS_MANIFEST, type SocialCardsManifest } from "./pages/social-cards-manifest";
import { exitOnCrash, stopOnSignals } from "./shutdown";
import { openStoreWhenReachable } from "./store/open-store";

// The production server, loaded by server/index.ts (built to dist/server/); the built
// browser files sit beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));

/** A start that cannot go on: one plain line saying why (no stack trace), exit 1. */
function cannotStart(error: unknown): never {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let env: Env;
let site: Site | undefined;
try {
  env = parseEnv();
} catch (error) {
  cannotStart(error);
}
const logger = createLogger(env.LOG_LEVEL);
let assets: ReturnType<typeof manifestAssets>;
try {
  const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, "utf8")) as Manifest;
  const cards = JSON.parse(
    readFileSync(`${clientDir}${SOCIAL_CARDS_MANIFEST}`, "utf8"),
  ) as SocialCardsManifest;
  assets = manifestAssets(manifest, cards);
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
    site?.closeNow();
    cannotStart(
      new Error(`${portName} ${port} on ${hostName} ${hostname} cannot be listened on: ${error.message}`),
    );
  };
  opened.once("error", cannotListen);
  opened.once("listening", () => opened.off("error", cannotListen));
  return opened;
}

// The port opens once the site is built; but while the database does not answer yet the
// process is already up and says it is not ready (server/http/waiting-listener.ts), and a
// stop signal has nothing to drain.
let listener: RequestListener = waitingListener(logger);
let listening = false;
const servers: Server[] = [];
function openPublicPort() {
  if (servers.length > 0) return;
  const where = { port: env.PORT, hostname: env.HOST };
  const onListening = (address: string, port: number) => {
    logger.info("server.listening", {
      url: `http://${address === "0.0.0.0" ? "localhost" : address}:${port}`,
    });
    listening = true;
    void site?.warm();
  };
  servers.push(
    listenOrStop((request, response) => listener(request, response), ["PORT", "HOST"], where, onListening),
  );
}
const stopWaiting = () => process.exit(0);
let built: Site;
try {
  const store = await openStoreWhenReachable(env, logger, {
    onWaiting() {
      openPublicPort();
      for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, stopWaiting);
    },
  });
  built = createSite({ env, logger, store, assets, clientDir });
} catch (error) {
  cannotStart(error);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.off(signal, stopWaiting);
site = built;
listener = built.listener;
openPublicPort();
if (listening) void built.warm();
// Prometheus's own port (README "Monitoring"), never the public one.
if (built.metrics && env.METRICS_PORT !== undefined) {
  const where = { port: env.METRICS_PORT, hostname: env.METRICS_HOST };
  servers.push(
    listenOrStop(built.metrics, ["METRICS_PORT", "METRICS_HOST"], where, (address, port) => {
      logger.info("metrics.listening", { url: `http://${address}:${port}/metrics` });
    }),
  );
}
stopOnSignals(servers, logger, () => built);
