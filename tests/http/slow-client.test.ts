import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
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
      // Each within a few ms when nothing waits for the slow body; a server that did would
      // leave them waiting until its 15 s request timeout cut that body off.
      expect(Math.max(...timings)).toBeLessThan(5000);
      expect(sent).toBeGreaterThan(0); // the slow body was still arriving meanwhile
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    // Nothing half-received was stored.
    expect(await app.store.listBookings()).toEqual([]);
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
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("has bounded request and header timeouts", () => {
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
  });
});

describe("a slow client is cut off soon after its time limit", () => {
  // Production's limits (10 s for headers, 15 s for the whole request) scaled down; Node
  // checks them on an interval, which must be short for the limits to mean anything: ours
  // is 0.5 s, Node's own 30 s. Cut off later than 3 s past its limit, a client was held
  // by something else (production's limits instead of these, Node's check or defaults).
  const timeouts = { headersTimeoutMs: 1500, requestTimeoutMs: 2500, keepAliveTimeoutMs: 5000 };
  const app = bookingApp();
  const server = listen(app.listener, { port: 0, hostname: "127.0.0.1", timeouts });
  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await app.close();
  });

  /** Opens a connection, lets `feed` write to it, and says when the server closed it (ms after connecting). */
  async function closedAfter(feed: (socket: Socket) => void): Promise<{ ms: number; response: string }> {
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = performance.now();
    let response = "";
    socket.on("data", (chunk) => {
      response += chunk;
    });
    feed(socket);
    await new Promise((resolve) => socket.once("close", resolve));
    return { ms: performance.now() - started, response };
  }

  it("headers that never finish", async () => {
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    const { ms, response } = await closedAfter((socket) => {
      socket.write("GET / HTTP/1.1\r\nHost: test\r\n");
      keepAlive = setInterval(() => socket.write("X-Slow: 1\r\n"), 200);
    });
    clearInterval(keepAlive);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(timeouts.headersTimeoutMs - 50);
    expect(ms).toBeLessThan(timeouts.headersTimeoutMs + 3000);
  });

  it("a body that trickles in too slowly", async () => {
    const body = JSON.stringify(validBooking());
    let trickle: ReturnType<typeof setInterval> | undefined;
    const { ms, response } = await closedAfter((socket) => {
      socket.write(
        `POST /api/n8n/submit-consultation HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      let sent = 0;
      trickle = setInterval(() => socket.write(body[sent++] ?? ""), 100);
    });
    clearInterval(trickle);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(timeouts.requestTimeoutMs - 50);
    expect(ms).toBeLessThan(timeouts.requestTimeoutMs + 3000);
    expect(await app.store.listBookings()).toEqual([]);
  });
});
