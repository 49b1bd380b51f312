import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { requestHeader } from "./request-header";
import { applySecurityHeaders } from "./security-headers";

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface EnvelopeOptions {
  logger: Logger;
  /** Development turns page policies off (Vite's HMR client needs inline code). */
  enforceCsp: boolean;
  /** True once shutdown began: answers then ask clients not to reuse the connection. */
  isDraining: () => boolean;
}

/**
 * What every answer gets, in one middleware (each layer is an extra async hop on the
 * hot path): a request id (a well-formed incoming one from a proxy is kept, and it is
 * sent back as `X-Request-Id`), the security headers, `Connection: close` while
 * draining, and one JSON log line. Only the path is logged, never the query or a body:
 * no visitor's personal data reaches the log. Answers built complete from memory (see
 * `finalHeaders`) already carry their headers and are not touched.
 */
export function envelope({ logger, enforceCsp, isDraining }: EnvelopeOptions): MiddlewareHandler {
  return async (c, next) => {
    const incoming = requestHeader(c, "x-request-id");
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set("requestId", id);
    c.set("enforceCsp", enforceCsp);
    await next();
    if (!c.get("headersFinal")) {
      applySecurityHeaders(c, enforceCsp);
      c.res.headers.set("X-Request-Id", id);
    }
    if (isDraining()) c.res.headers.set("Connection", "close");
    logger.info("request", {
      id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
