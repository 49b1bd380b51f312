import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ServerLogger } from "../logger";
import { honoRoute, type ObserveRequest } from "../metrics/http-metrics";
import { requestHeader } from "./request-header";
import { applySecurityHeaders } from "./security-headers";

declare module "hono" {
  interface ContextVariableMap {
    /** Set by the envelope before anything else runs. */
    requestId: string;
    /** The response came from memory with all its headers (the request id included): leave it be. */
    headersFinal: boolean;
  }
}

// What every response gets, whichever path built it: Hono's (the middleware below) or the
// memory-first listener's (server/pages/memory-first.ts), which calls the same helpers.

/**
 * A client's or proxy's id, kept (and sent back as `X-Request-Id`) when it is safe to log and
 * to send back as it is (no spaces, quotes, control characters or long strings); else a fresh one.
 */
export const requestId = (incoming: string | undefined): string =>
  incoming && /^[A-Za-z0-9._-]{1,64}$/.test(incoming) ? incoming : randomUUID();

/**
 * The one log line of a request. Only the path is logged, never the query or a body: no
 * visitor's personal data reaches the log.
 */
export function logRequest(
  logger: ServerLogger,
  id: string,
  method: string,
  path: string,
  status: number,
  started: number,
): void {
  logger.request(id, method, path, status, Math.round((performance.now() - started) * 10) / 10);
}

export interface EnvelopeOptions {
  logger: ServerLogger;
  /** Development turns page policies off (Vite's HMR client needs inline code). */
  enforceCsp: boolean;
  /** True once shutdown began: responses then ask clients not to reuse the connection. */
  isDraining: () => boolean;
  /** Counts and times each response (server/metrics/); absent while metrics are off. */
  observe?: ObserveRequest | undefined;
}

/**
 * The envelope of Hono's responses, in one middleware (each layer is an extra async hop):
 * the request id, the security headers, `Connection: close` while draining, the log line,
 * the request's metrics.
 */
export function envelope({ logger, enforceCsp, isDraining, observe }: EnvelopeOptions): MiddlewareHandler {
  return async (c, next) => {
    const id = requestId(requestHeader(c, "x-request-id"));
    const started = performance.now();
    c.set("requestId", id);
    await next();
    if (!c.get("headersFinal")) {
      applySecurityHeaders(c, enforceCsp);
      c.res.headers.set("X-Request-Id", id);
    }
    if (isDraining()) c.res.headers.set("Connection", "close");
    logRequest(logger, id, c.req.method, c.req.path, c.res.status, started);
    observe?.(honoRoute(c), c.req.method, c.res.status, started);
  };
}
