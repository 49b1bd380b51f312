import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../server/listen";
import { bookingApp, validBooking } from "./booking-harness";

describe("a slow client does not hold the server", () => {
  const app = bookingApp();
  const server = listen(app.listener, { port: 0, hostname: "127.0.0.1" });
  let base = "";
  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Rendered once ahead, as production does at start: what is timed below is waiting, not a first render.
    await (await fetch(`${base}/`)).arrayBuffer();
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await app.close();
  });

  it("answers other visitors promptly while a booking body trickles in byte by byte", async () => {
    const body = JSON.stringify(validBooking());
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/n8n/submit-consultation HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < 40) socket.write(body[sent++] ?? "");
    }, 25);
    try {
      const timings: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        const response = await fetch(`${base}${i % 2 ? "/" : "/healthz"}`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        timings.push(performance.now() - started);
      }
      expect(Math.max(...timings)).toBeLessThan(1000);
      expect(sent).toBeGreaterThan(0); // the slow body was still arriving meanwhile
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    // Nothing half-received was stored.
    expect(app.store.listBookings()).toEqual([]);
  });

  it("refuses a chunked body over 32 KiB (no Content-Length) with 413, reading no further", async () => {
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/n8n/submit-consultation",
          headers: { "Content-Type": "application/json" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(`{"description":"${"x".repeat(20_000)}`);
      req.write("x".repeat(20_000));
      // Never finished: the server must answer without waiting for the end.
    });
    expect(status).toBe(413);
    expect(app.store.listBookings()).toEqual([]);
  });

  it("has bounded request and header timeouts", () => {
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
  });
});
