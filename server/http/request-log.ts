import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * One JSON line per request with a request id (also sent back as `X-Request-Id`; a
 * well-formed incoming one from a proxy is kept). Only the path is logged, never the
 * query or a body: no visitor's personal data reaches the log.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header("X-Request-Id");
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", id);
    logger.info("request", {
      id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
