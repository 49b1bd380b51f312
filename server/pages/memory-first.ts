import type { RequestListener } from "node:http";
import { logRequest, requestId } from "../http/envelope";
import { incomingHeader, splitTarget } from "../http/request-header";
import type { ServerLogger } from "../logger";
import type { ObserveRequest } from "../metrics/http-metrics";
import type { FindInMemory } from "./kept-response";

export interface MemoryFirstOptions {
  find: FindInMemory;
  logger: ServerLogger;
  /** True once shutdown began: responses then ask clients not to reuse the connection. */
  isDraining: () => boolean;
  /** Counts and times each response (server/metrics/), under its path's `route` label; absent while metrics are off. */
  observe?: { request: ObserveRequest; routeOf(path: string): string } | undefined;
}

/** Hosts @hono/node-server takes as they are; any other it parses (or refuses), so Hono takes it. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * Node's request listener: a GET or HEAD of bytes in memory is sent from here, with the
 * envelope's request id, log line and metrics; anything else goes to `next` (Hono), through
 * which a cached page costs about a fifth more CPU (docs/decisions/kept-pages.md).
 * It sends only what Hono would send the same way: both look up the raw path, only a plain
 * Host is taken, and every kept path is canonical and outside the app's own routes, so no
 * redirect is skipped.
 */
export function memoryFirst(options: MemoryFirstOptions, next: RequestListener): RequestListener {
  const { find, logger, isDraining, observe } = options;
  return (req, res) => {
    const [path, search] = splitTarget(req.url ?? "");
    // @hono/node-server refuses a backslash in the path with a bare 400 (no security
    // headers, no log line); sent on percent-encoded, it gets the app's not-found page,
    // as `%5C` does (server/pages/canonical-url.ts).
    if (path.includes("\\")) req.url = `${path.replaceAll("\\", "%5C")}${search}`;
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return next(req, res);
    const host = req.headers.host;
    const kept = host !== undefined && !PLAIN_HOST.test(host) ? undefined : find(path, search);
    if (!kept) return next(req, res);

    const started = performance.now();
    const id = requestId(incomingHeader(req, "x-request-id"));
    const variant = kept.pick(incomingHeader(req, "accept-encoding"), incomingHeader(req, "if-none-match"));
    const headers = variant.headers.slice();
    headers[variant.idSlot] = id;
    if (isDraining()) headers.push("Connection", "close");
    res.writeHead(variant.status, headers);
    // Node sends no body for HEAD or 304 whatever is passed; not passing one says so.
    res.end(method === "HEAD" ? undefined : variant.body);
    logRequest(logger, id, method, path, variant.status, started);
    observe?.request(observe.routeOf(path), method, variant.status, started);
  };
}
