import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Site } from "./create-site";
import { listen } from "./listen";
import { createLogger, levelNumber } from "./logger";
import { crashHandler, createStop } from "./shutdown";

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

describe("a crash", () => {
  it.each(["exception", "rejection"] as const)(
    "an unhandled %s is one error line, the store is closed, exit 1",
    (kind) => {
      const lines: string[] = [];
      let closed = 0;
      const site = { closeNow: () => closed++ } as unknown as Site;
      const handle = crashHandler(
        createLogger("info", (line) => lines.push(line)),
        () => site,
        kind,
        (code) => {
          throw new Exited(code);
        },
      );
      expect(() => handle(new Error("disk on fire"))).toThrow(new Exited(1));
      expect(closed).toBe(1);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? "")).toMatchObject({
        level: levelNumber("error"),
        event: "server.crashed",
        kind,
        // Where it happened, inside the one line (JSON keeps the newlines escaped).
        err: {
          type: "Error",
          message: "disk on fire",
          stack: expect.stringMatching(/^Error: disk on fire\n\s+at /),
        },
      });
      expect(lines[0]).not.toContain("\n");
    },
  );

  it("still exits 1 when closing the store fails too, saying so", () => {
    const lines: string[] = [];
    const site = {
      closeNow: () => {
        throw new Error("already closed");
      },
    } as unknown as Site;
    const handle = crashHandler(
      createLogger("info", (line) => lines.push(line)),
      () => site,
      "exception",
      (code) => {
        throw new Exited(code);
      },
    );
    expect(() => handle("not even an Error")).toThrow(new Exited(1));
    expect(lines.map((line) => JSON.parse(line).event)).toEqual(["server.crashed", "server.close_failed"]);
  });

  it("before the site exists (a crash while starting), exits 1 without anything to close", () => {
    const handle = crashHandler(
      createLogger("silent"),
      () => undefined,
      "exception",
      (code) => {
        throw new Exited(code);
      },
    );
    expect(() => handle(new Error("early"))).toThrow(new Exited(1));
  });
});

describe("a stop on a signal", () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  /** A server whose `/stuck` is never answered, a site that counts its closes, and a stop with short limits. */
  async function stopping({ limitMs = 400 } = {}) {
    const server = listen((req, res) => (req.url === "/stuck" ? undefined : res.end("ok")), {
      port: 0,
      hostname: "127.0.0.1",
    });
    // The metrics port's listener, stopped with the site.
    const metrics = listen((_req, res) => res.end("metrics"), { port: 0, hostname: "127.0.0.1" });
    servers.push(server, metrics);
    for (const each of [server, metrics])
      if (!each.listening) await new Promise((resolve) => each.once("listening", resolve));
    const closes = { graceful: 0, atOnce: 0 };
    const site = {
      backend: { worker: null },
      startDraining: () => {},
      close: async () => {
        closes.graceful++;
      },
      closeNow: () => {
        closes.atOnce++;
      },
    } as unknown as Site;
    const lines: { level: number; event: string }[] = [];
    const exits: number[] = [];
    const stop = createStop(
      [server, metrics],
      createLogger("info", (line) => lines.push(JSON.parse(line))),
      () => site,
      async () => {},
      {
        limitMs,
        acceptGraceMs: 50,
        exit: ((code: number) => {
          exits.push(code);
        }) as (code: number) => never,
      },
    );
    const request = async (path: string) => {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      sockets.push(socket);
      socket.on("error", () => {});
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
    };
    // Only how long to look: it returns as soon as the stop exits.
    const exited = async (timeoutMs = 5000) => {
      const started = performance.now();
      while (exits.length === 0 && performance.now() - started < timeoutMs)
        await new Promise((resolve) => setTimeout(resolve, 10));
      return exits;
    };
    return { stop, closes, lines, exited, request, metrics };
  }

  it("ends with exit 0 once the answers in flight are sent, the store closed gracefully", async () => {
    const { stop, closes, lines, exited, request, metrics } = await stopping();
    await request("/");
    void stop("SIGTERM");
    expect(await exited()).toEqual([0]);
    expect(metrics.listening).toBe(false);
    expect(closes).toEqual({ graceful: 1, atOnce: 0 });
    expect(lines.map((line) => line.event)).toEqual(["server.stopping", "server.stopped"]);
  });

  it("past its time limit closes the store at once and exits 1, with one error line", async () => {
    const { stop, closes, lines, exited, request } = await stopping();
    await request("/stuck");
    const started = performance.now();
    void stop("SIGTERM");
    expect(await exited()).toEqual([1]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(closes).toEqual({ graceful: 0, atOnce: 1 });
    expect(lines.filter((line) => line.level === levelNumber("error")).map((line) => line.event)).toEqual([
      "server.shutdown_timeout",
    ]);
  });

  it("a second signal stops at once: the store closed, exit 1, without waiting for the limit", async () => {
    // A limit far beyond the bound below: a second signal that waited for it would show.
    const { stop, closes, lines, exited, request } = await stopping({ limitMs: 20_000 });
    await request("/stuck");
    void stop("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    void stop("SIGTERM");
    expect(await exited()).toEqual([1]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(closes).toEqual({ graceful: 0, atOnce: 1 });
    expect(lines.map((line) => [line.level, line.event])).toEqual([
      [levelNumber("info"), "server.stopping"],
      [levelNumber("warn"), "server.stop_forced"],
    ]);
  });
});
