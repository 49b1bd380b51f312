import type { Server } from "node:http";
import type { Site } from "./create-site";
import { SHUTDOWN_LIMIT_MS } from "./env";
import { drain } from "./listen";
import type { Logger } from "./logger";

/**
 * Graceful stop on SIGTERM and SIGINT, for production and `npm run dev` alike (see
 * `createStop`). The handlers stay installed: a second signal must not fall to Node's
 * default, which ends the process without closing the store.
 */
export function stopOnSignals(...args: Parameters<typeof createStop>): void {
  const stop = createStop(...args);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, stop);
}

export interface StopOptions {
  limitMs?: number;
  /** How long the port keeps accepting (see `drain`). */
  acceptGraceMs?: number;
  exit?: (code: number) => never;
}

/**
 * What a stop signal does: drain (see `drain`), finish the delivery in progress, close the
 * store, exit 0. Past `limitMs`, or at a second signal (Ctrl-C twice), the store closes at once: exit 1.
 */
export function createStop(
  /** The public listener, and the metrics listener when there is one: each drained the same way. */
  servers: Server | readonly Server[],
  logger: Logger,
  site: () => Site | Promise<Site>,
  /** Closes what holds connections that draining cannot (in development, Vite's HMR socket). */
  release: () => Promise<void> = async () => {},
  { limitMs = SHUTDOWN_LIMIT_MS, acceptGraceMs, exit = process.exit }: StopOptions = {},
): (signal: NodeJS.Signals) => Promise<void> {
  let stopping = false;
  let running: Site | undefined;
  return async (signal) => {
    if (stopping) {
      logger.warn("server.stop_forced", { signal });
      closeAndExit(running, logger, exit);
      return;
    }
    stopping = true;
    logger.info("server.stopping", { signal });
    setTimeout(() => {
      logger.error("server.shutdown_timeout", { limitMs });
      closeAndExit(running, logger, exit);
    }, limitMs).unref();
    running = await site();
    running.startDraining();
    await Promise.all([
      release().then(() => Promise.all([servers].flat().map((server) => drain(server, { acceptGraceMs })))),
      running.backend.worker?.stop(),
    ]);
    await running.close();
    logger.info("server.stopped", {});
    exit(0);
  };
}

/**
 * A crash (an exception or a rejection nothing handled) is logged as one line, the store
 * is closed, and the process exits 1 for its supervisor to restart it: nothing accepted is
 * lost, as every accepted booking is already on disk.
 */
export function exitOnCrash(logger: Logger, site: () => Site | undefined): void {
  process.on("uncaughtException", crashHandler(logger, site, "exception"));
  process.on("unhandledRejection", crashHandler(logger, site, "rejection"));
}

export function crashHandler(
  logger: Logger,
  site: () => Site | undefined,
  kind: "exception" | "rejection",
  exit: (code: number) => never = process.exit,
): (error: unknown) => void {
  return (error) => {
    // A crash is a bug to find: where it happened travels in the same line (`err.stack`).
    logger.error("server.crashed", { kind, err: error });
    closeAndExit(site(), logger, exit);
  };
}

function closeAndExit(site: Site | undefined, logger: Logger, exit: (code: number) => never): never {
  try {
    site?.closeNow();
  } catch (error) {
    logger.error("server.close_failed", { err: error });
  }
  return exit(1);
}
