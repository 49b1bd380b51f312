import type { Server } from "node:http";
import type { Site } from "./create-site";
import { drain } from "./listen";
import type { Logger } from "./logger";

/** After this, a stop that has not finished gives up and exits 1. */
export const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Graceful stop on SIGTERM and SIGINT, for production and `npm run dev` alike: `/readyz`
 * says 503 and answers ask for `Connection: close`, the listener drains (see `drain`),
 * then the delivery in progress finishes and the store closes.
 */
export function stopOnSignals(
  server: Server,
  logger: Logger,
  site: () => Site | Promise<Site>,
  /** Closes what holds connections that draining cannot (in development, Vite's HMR socket). */
  release: () => Promise<void> = async () => {},
): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, async () => {
      logger.info("server.stopping", { signal });
      setTimeout(() => {
        logger.error("server.shutdown_timeout", { limitMs: SHUTDOWN_LIMIT_MS });
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
      const running = await site();
      running.startDraining();
      await release();
      await drain(server);
      await running.close();
      logger.info("server.stopped", {});
      process.exit(0);
    });
  }
}
