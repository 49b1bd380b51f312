import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import {
  CLOSED_DAYS_UNAVAILABLE,
  SLOTS_STORE_UNAVAILABLE,
  storeUnavailable,
} from "../../src/booking/messages";
import type { ServerLogger } from "../logger";
import { waitingListener } from "./waiting-listener";

// The port while the start waits for the database: up, not ready, each API call refused in
// its endpoint's own words, and every request with its id and its log line.

let server: Server | undefined;
afterEach(() => server?.close());

async function start() {
  const lines: unknown[][] = [];
  const logger = { request: (...line: unknown[]) => lines.push(line) } as unknown as ServerLogger;
  server = createServer(waitingListener(logger));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  return { call, lines };
}

it("is up and not ready; pages say the site is starting", async () => {
  const { call } = await start();
  expect((await call("GET", "/healthz")).status).toBe(200);
  expect((await call("GET", "/readyz")).status).toBe(503);
  const page = await call("GET", "/services/web-development");
  expect(page.status).toBe(503);
  expect(page.headers["retry-after"]).toBe("5");
  expect(page.body).toBe("The site is starting. Please try again in a minute.");
});

it("refuses each API call in its endpoint's own words", async () => {
  const { call } = await start();
  for (const [path, message] of [
    ["/api/n8n/submit-consultation", storeUnavailable("booking")],
    ["/mcp", storeUnavailable("booking")],
    ["/api/n8n/get-booked-slots", SLOTS_STORE_UNAVAILABLE],
    ["/api/closed-days", CLOSED_DAYS_UNAVAILABLE],
    ["/api/bookings/1234/cancel", storeUnavailable("change")],
    ["/api/team/bookings/1234/confirm", storeUnavailable("change")],
  ]) {
    const response = await call("POST", path ?? "");
    expect(response.status, path).toBe(503);
    expect(JSON.parse(response.body), path).toEqual({ error: "store_unavailable", message });
  }
});

it("gives each request its id (a safe one sent is kept) and its log line, without the query", async () => {
  const { call, lines } = await start();
  const fresh = await call("GET", "/?utm_source=mail");
  expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const kept = await call("POST", "/api/n8n/submit-consultation", { "X-Request-Id": "proxy-42" });
  expect(kept.headers["x-request-id"]).toBe("proxy-42");
  expect(lines.map(([id, method, path, status]) => [id, method, path, status])).toEqual([
    [fresh.headers["x-request-id"], "GET", "/", 503],
    ["proxy-42", "POST", "/api/n8n/submit-consultation", 503],
  ]);
});
