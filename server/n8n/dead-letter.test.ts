import { describe, expect, it } from "vitest";
import { deadLetterReason, GIVE_UP_AFTER_MS, MAX_REFUSALS, refusalStatus } from "./dead-letter";
import type { N8nFailure } from "./webhook-client";

const status = (code: number): N8nFailure => ({ kind: "status", status: code });
const T = Date.UTC(2026, 10, 21, 15);

describe("refusalStatus", () => {
  it("is a 4xx other than 404, 408 and 429", () => {
    for (const code of [400, 401, 403, 409, 410, 413, 415, 422, 499])
      expect(refusalStatus(status(code))).toBe(code);
    for (const code of [404, 408, 429, 500, 502, 503, 399, 302])
      expect(refusalStatus(status(code)), String(code)).toBeNull();
    for (const failure of [
      { kind: "unreachable" },
      { kind: "timeout" },
      { kind: "shape", detail: "empty body" },
    ] as N8nFailure[])
      expect(refusalStatus(failure)).toBeNull();
  });
});

describe("deadLetterReason", () => {
  it("gives up on the fifth refusal, not before", () => {
    expect(MAX_REFUSALS).toBe(5);
    expect(deadLetterReason({ refusals: 3, firstFailedAt: T }, status(400), T)).toBeNull();
    expect(deadLetterReason({ refusals: 4, firstFailedAt: T }, status(400), T)).toBe("refused 5 times");
  });

  it("never counts a passing failure as a refusal, however many", () => {
    for (const failure of [
      status(404),
      status(408),
      status(429),
      status(500),
      { kind: "unreachable" } as N8nFailure,
    ])
      expect(deadLetterReason({ refusals: 4, firstFailedAt: T }, failure, T + 1000)).toBeNull();
  });

  it("gives up once the delivery has failed for 24 hours, whatever the failure", () => {
    expect(GIVE_UP_AFTER_MS).toBe(24 * 3_600_000);
    const first = T - GIVE_UP_AFTER_MS;
    expect(deadLetterReason({ refusals: 0, firstFailedAt: first + 1 }, status(503), T)).toBeNull();
    expect(deadLetterReason({ refusals: 0, firstFailedAt: first }, status(503), T)).toBe(
      "failing for 24 hours",
    );
    expect(deadLetterReason({ refusals: 0, firstFailedAt: first }, status(404), T)).toBe(
      "failing for 24 hours",
    );
    // A first failure now starts the clock.
    expect(deadLetterReason({ refusals: 0, firstFailedAt: null }, status(503), T)).toBeNull();
  });
});
