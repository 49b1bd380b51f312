import type { RequestListener } from "node:http";
import {
  CLOSED_DAYS_UNAVAILABLE,
  SLOTS_STORE_UNAVAILABLE,
  storeUnavailable,
} from "../../src/booking/messages";
import type { ServerLogger } from "../logger";
import { logRequest, requestId } from "./envelope";
import { BASE_HEADERS, RESOURCE_POLICY } from "./security-headers";

/**
 * What the port answers while the start waits for a database that does not answer yet
 * (`openStoreWhenReachable`, server/store/open-store.ts): the process is up (`/healthz`),
 * not ready (`/readyz` 503), an API call is refused as it is while the database is down
 * later (503 `store_unavailable`), and a page says the site is starting. The site itself
 * is built once the database answers. Each request has its id and its log line, as later.
 */
export const waitingListener =
  (logger: ServerLogger): RequestListener =>
  (request, response) => {
    const started = performance.now();
    const header = request.headers["x-request-id"];
    const id = requestId(typeof header === "string" ? header : undefined);
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const api = path.startsWith("/api/") || path === "/mcp";
    const [status, body] =
      path === "/healthz"
        ? [200, { status: "ok" }]
        : path === "/readyz"
          ? [503, { status: "not_ready" }]
          : [503, api ? { error: "store_unavailable", message: unavailableMessage(path) } : null];
    response.writeHead(status, {
      ...BASE_HEADERS,
      "Content-Security-Policy": RESOURCE_POLICY,
      "Content-Type": body ? "application/json" : "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Request-Id": id,
      ...(status === 503 && { "Retry-After": "5" }),
    });
    const text = body ? JSON.stringify(body) : "The site is starting. Please try again in a minute.";
    response.end(request.method === "HEAD" ? undefined : text);
    logRequest(logger, id, request.method ?? "GET", path, status, started);
  };

/** What an API call is told: the words its endpoint uses when the store fails later. */
function unavailableMessage(path: string): string {
  if (path === "/api/n8n/get-booked-slots") return SLOTS_STORE_UNAVAILABLE;
  if (path === "/api/closed-days") return CLOSED_DAYS_UNAVAILABLE;
  if (path.startsWith("/api/bookings/") || path.startsWith("/api/team/")) return storeUnavailable("change");
  return storeUnavailable("booking");
}
