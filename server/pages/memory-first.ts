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
 * Node's request listener: a GET or HEAD of bytes already in memory is sent from here, with
 * the headers prepared for it, the request id and the log line of the envelope; anything
 * else goes to `next` (Hono). It counts what it sends as the envelope does. Through the adaptor (a Request, a Response, header maps,
 * Hono's context and middleware chain) a cached page cost about a fifth more CPU than
 * here, where it costs about what node:http itself takes to send these headers and bytes
 * (docs/architecture.md#performance).
 *
 * It sends only what Hono would send the same way, and leaves the rest to it: both
 * look pages and files up by the raw path, and it takes only a plain Host. Every path kept is already canonical (pages
 * under their own paths, with any query their route does not read ignored, as the page
 * area does; files under their own names), so no redirect is skipped, and none lies
 * under the app's own routes (`/healthz`, `/readyz`, `/api/`).
 */
export function memoryFirst(
  { find, logger, isDraining, observe }: MemoryFirstOptions,
  next: RequestListener,
): RequestListener {
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
