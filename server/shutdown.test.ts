import { describe, expect, it } from "vitest";
import type { Site } from "./create-site";
import { createLogger } from "./logger";
import { crashHandler } from "./shutdown";

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
        level: "error",
        event: "server.crashed",
        kind,
        error: "disk on fire",
      });
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
