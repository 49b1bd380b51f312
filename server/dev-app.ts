import { prettyFactory } from "pino-pretty";
import { createSite, type Site } from "./create-site";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { devAssets } from "./pages/assets";
import { openStore } from "./store/open-store";

export { limitSlowClients } from "./listen";
export { stopOnSignals } from "./shutdown";

// `npm run dev` loads this module through Vite (server/dev.ts runs on plain Node and
// cannot import TypeScript modules that import each other without extensions). Vite
// evaluates it again when it or anything it imports changes: the site is built anew,
// and the previous one is closed so that one store and one delivery worker stay open.
const env = parseEnv();
// The same lines as production's, printed readably: the event, then its fields.
const pretty = prettyFactory({
  colorize: process.stdout.isTTY,
  translateTime: "SYS:HH:MM:ss.l",
  ignore: "pid,hostname,event",
});
export const logger = createLogger(env.LOG_LEVEL, (line) => process.stdout.write(pretty(line)));

const holder = globalThis as { devSite?: Site };
await holder.devSite?.close();

/** The site as `npm run dev` serves it: sources through Vite, no built manifest, no page policy. */
export const site = createSite({
  env,
  logger,
  store: await openStore(env, logger),
  assets: devAssets,
  enforceCsp: false,
});
holder.devSite = site;
