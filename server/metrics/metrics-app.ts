import { Hono } from "hono";
import type { Registry } from "prom-client";
import type { Logger } from "../logger";

/**
 * `GET /metrics`, on its own port (`METRICS_PORT`) so the public one never shows it. A scrape
 * the store cannot answer fails whole, 503: Prometheus records `up == 0`, not an empty outbox.
 */
export function metricsApp(registry: Registry, logger: Logger): Hono {
  const app = new Hono();
  app.get("/metrics", async (c) =>
    c.body(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    }),
  );
  app.notFound((c) => c.text("Not found: the metrics are at /metrics\n", 404));
  app.onError((error, c) => {
    logger.error("metrics.failed", { err: error });
    return c.text("The metrics could not be read now.\n", 503);
  });
  return app;
}
