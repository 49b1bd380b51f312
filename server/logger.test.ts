import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

describe("logger", () => {
  it("writes one JSON object per event with time, level, event and the fields", () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    logger.info("request", { id: "abc", path: '/a"b', status: 200 });
    logger.warn("empty");
    logger.debug("hidden");
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: "info", event: "request", id: "abc", path: '/a"b', status: 200 });
    expect(Number.isNaN(Date.parse(first.time))).toBe(false);
    expect(second).toEqual({ time: expect.any(String), level: "warn", event: "empty" });
  });

  it("is silent at level silent", () => {
    const lines: string[] = [];
    createLogger("silent", (line) => lines.push(line)).error("x");
    expect(lines).toEqual([]);
  });
});
