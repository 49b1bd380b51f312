import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Manifest } from "vite";
import { createSite } from "./create-site";
import { type Env, parseEnv } from "./env";
import { listen } from "./listen";
import { createLogger } from "./logger";
import { manifestAssets } from "./pages/assets";
import { stopOnSignals } from "./shutdown";

// The production server, loaded by server/index.ts (built to dist/server/); the built
// browser files sit beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, "utf8")) as Manifest;
const site = createSite({ env, logger, assets: manifestAssets(manifest), clientDir });

const server = listen(site.listener, { port: env.PORT, hostname: env.HOST }, (address, port) => {
  logger.info("server.listening", { url: `http://${address === "0.0.0.0" ? "localhost" : address}:${port}` });
  void site.warm();
});
stopOnSignals(server, logger, () => site);
