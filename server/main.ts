import { readFileSync } from "node:fs";
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

const server = listen(site.listener, { port: env.PORT, hostname: env.HOST }, (address, port) => {
  logger.info("server.listening", { url: `http://${address === "0.0.0.0" ? "localhost" : address}:${port}` });
  void site.warm();
});
// A port in use or not allowed is a setting the server cannot start with, like the others.
const cannotListen = (error: Error) => {
  site.closeNow();
  cannotStart(new Error(`PORT ${env.PORT} on HOST ${env.HOST} cannot be listened on: ${error.message}`));
};
server.once("error", cannotListen);
server.once("listening", () => server.off("error", cannotListen));
stopOnSignals(server, logger, () => site);
