import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../server/listen";
import { bookingApp, waitFor } from "./booking-harness";

// A client that gives up on its upload (a phone losing its network, a closed tab) is not
// the server's fault: it is logged at info and counted as 499, never as a 500 with an
// error line operators are paged for (server/app.ts, the app's error handling).

describe("an upload the client aborts", () => {
  const app = bookingApp({ env: { METRICS_PORT: "9464" } });
  const server = listen(app.listener, { port: 0, hostname: "127.0.0.1" });
  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await app.close();
  });

  /** Sends the head and 10 of the 100 bytes it announces, then closes the connection. */
  async function abortUpload(path: string, headers: Record<string, string>): Promise<void> {
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const head = Object.entries({ Host: "test.example", ...headers, "Content-Length": "100" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n${'{"name":"x'}`);
    // The server has begun reading the body before the client gives up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
  }

  const json = { "Content-Type": "application/json" };
  it.each([
    [
      "a form post",
      "/schedule-consultation",
      "/schedule-consultation",
      {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
      },
    ],
    ["a booking call", "/api/n8n/submit-consultation", "/api/n8n/:endpoint", json],
    ["a booking's change", "/api/bookings/bk_1/reschedule", "/api/bookings/:bookingId/reschedule", json],
    ["an MCP call", "/mcp", "/mcp", { ...json, Accept: "application/json, text/event-stream" }],
  ])("%s is logged at info and counted as 499, never as a 500", async (_what, path, route, headers) => {
    app.logLines.length = 0;
    await abortUpload(path, headers);
    await waitFor(() => app.logLines.some((line) => line.event === "request" && line.path === path));
    const requestLines = app.logLines.filter((line) => line.event === "request");
    expect(requestLines).toEqual([expect.objectContaining({ level: 30, path, status: 499 })]);
    expect(app.logLines.filter((line) => (line.level as number) >= 40)).toEqual([]);
    expect(app.logLines).toContainEqual(
      expect.objectContaining({ level: 30, event: "request.aborted", path, id: requestLines[0]?.id }),
    );

    const metrics = (await supertest(app.site.metrics ?? (() => {})).get("/metrics")).text;
    expect(metrics).toContain(`http_requests_total{route="${route}",method="POST",status="499"} 1`);
    expect(metrics).not.toMatch(/http_requests_total\{[^}]*status="500"\}/);
  });
});
