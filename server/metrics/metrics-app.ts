import { Hono } from "hono";
import type { Registry } from "prom-client";
import type { Logger } from "../logger";

/**
 * The metrics listener's app: `GET /metrics` in the Prometheus text format, nothing else.
 * It runs on its own port (`METRICS_PORT`), so the public port never shows it. A scrape
 * the store cannot answer (the outbox gauges read it) fails whole, 503: Prometheus
 * records `up == 0` rather than an outbox that looks empty.
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
