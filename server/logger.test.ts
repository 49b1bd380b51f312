import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createLogger, levelNumber } from "./logger";

const parsedLines = (level: Parameters<typeof createLogger>[0] = "info") => {
  const raw: string[] = [];
  const logger = createLogger(level, (line) => raw.push(line));
  return { logger, raw, lines: () => raw.map((line) => JSON.parse(line)) };
};

describe("logger", () => {
  it("writes one JSON line per event with pino's fields, the event and its fields", () => {
    const { logger, raw, lines } = parsedLines();
    const before = Date.now();
    logger.info("request", { id: "abc", path: '/a"b', status: 200 });
    logger.warn("empty");
    logger.debug("hidden");
    expect(raw).toHaveLength(2);
    for (const line of raw) expect(line).not.toContain("\n");
    const [first, second] = lines();
    expect(first).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: hostname(),
      event: "request",
      msg: "request",
      id: "abc",
      path: '/a"b',
      status: 200,
    });
    expect(first.time).toBeGreaterThanOrEqual(before);
    expect(first.time).toBeLessThanOrEqual(Date.now());
    expect(second).toMatchObject({ level: 40, event: "empty", msg: "empty" });
    expect([levelNumber("debug"), levelNumber("error")]).toEqual([20, 50]);
  });

  it("writes an error as err with its type, message and stack, and its cause", () => {
    const { logger, lines } = parsedLines();
    class StoreFailure extends Error {
      readonly code = "SQLITE_FULL";
    }
    logger.error("store.error", {
      op: "accept",
      err: new StoreFailure("disk full", { cause: new Error("ENOSPC") }),
    });
    logger.error("server.crashed", { err: "a thrown string" });
    const [error, thrown] = lines();
    expect(error).toMatchObject({
      level: 50,
      event: "store.error",
      op: "accept",
      err: {
        type: "StoreFailure",
        message: "disk full: ENOSPC",
        code: "SQLITE_FULL",
        stack: expect.stringMatching(
          /^Error: disk full\n\s+at .*logger\.test\.ts[\s\S]*caused by: Error: ENOSPC/,
        ),
      },
    });
    expect(thrown.err).toEqual({ type: "string", message: "a thrown string" });
  });

  it("writes a request's line as pino writes the same event, byte for byte but the time", () => {
    const { logger, raw } = parsedLines();
    const paths = [
      "/",
      "/services/web-development",
      '/a"b\\c',
      "/caf\u00e9",
      "/\u0001\u001f",
      "/\u00ff\u0080",
      "/".repeat(80),
    ];
    for (const path of paths) {
      logger.request("proxy-id-1", "GET", path, 200, 0.4);
      logger.info("request", { id: "proxy-id-1", method: "GET", path, status: 200, ms: 0.4 });
    }
    logger.request("9b1c0d2e-0000-4000-8000-000000000000", "HEAD", "/x", 304, 12);
    logger.info("request", {
      id: "9b1c0d2e-0000-4000-8000-000000000000",
      method: "HEAD",
      path: "/x",
      status: 304,
      ms: 12,
    });
    const withoutTime = (line: string) => line.replace(/"time":\d+,/, '"time":0,');
    for (let i = 0; i < raw.length; i += 2)
      expect(withoutTime(raw[i] ?? "")).toBe(withoutTime(raw[i + 1] ?? ""));
    expect(JSON.parse(raw[0] ?? "")).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: hostname(),
      event: "request",
      id: "proxy-id-1",
      method: "GET",
      path: "/",
      status: 200,
      ms: 0.4,
      msg: "request",
    });
  });

  it("writes no request line below its level", () => {
    const { logger, raw } = parsedLines("warn");
    logger.request("a", "GET", "/", 200, 1);
    expect(raw).toEqual([]);
  });

  it("is silent at level silent", () => {
    const { logger, raw } = parsedLines("silent");
    logger.error("x");
    expect(raw).toEqual([]);
  });

  // The default destination gathers lines per turn of the event loop: every way out must
  // still write them (the stop's and the crash handler's `process.exit`, a natural end).
  it.each([
    ["process.exit(0) right after", "process.exit(0);"],
    ["a crash's process.exit(1)", "process.exit(1);"],
    ["the end of the event loop", ""],
    ["an uncaught exception", "throw new Error('boom');"],
  ])("loses no line on %s", (_how, exit) => {
    const logger = fileURLToPath(new URL("./logger.ts", import.meta.url));
    const script = `
      import { createLogger } from ${JSON.stringify(logger)};
      const logger = createLogger("info");
      for (let i = 0; i < 1000; i++) logger.info("line", { i });
      logger.request("id-1", "GET", "/", 200, 0.1);
      logger.error("last");
      ${exit}`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    const lines = child.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(1002);
    expect(JSON.parse(lines.at(-2) ?? "")).toMatchObject({ level: 30, event: "request", id: "id-1" });
    expect(JSON.parse(lines.at(-1) ?? "")).toMatchObject({ level: 50, event: "last" });
  });
});
