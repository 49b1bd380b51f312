import { describe, expect, it } from "vitest";
import { bookingToken, newLinkSecret, tokenHash, tokenMatches } from "./booking-token";

const SECRET = newLinkSecret();

/** The token with its last character replaced by a different one (a token may end in "A"). */
const oneCharacterOff = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

describe("booking link tokens", () => {
  it("are 256 bits of base64url, the same for one booking and secret, different otherwise", () => {
    const token = bookingToken(SECRET, "booking-1");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(bookingToken(SECRET, "booking-1")).toBe(token);
    expect(bookingToken(SECRET, "booking-2")).not.toBe(token);
    expect(bookingToken(newLinkSecret(), "booking-1")).not.toBe(token);
  });

  it("are matched against the stored SHA-256 only", () => {
    const token = bookingToken(SECRET, "booking-1");
    const stored = tokenHash(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(tokenMatches(token, stored)).toBe(true);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["another booking's", bookingToken(SECRET, "booking-2")],
    ["one character off", oneCharacterOff(bookingToken(SECRET, "booking-1"))],
    ["too short", "abc"],
    ["not base64url", `${bookingToken(SECRET, "booking-1").slice(0, -1)}=`],
    ["the stored hash itself", tokenHash(bookingToken(SECRET, "booking-1"))],
  ])("refuse a %s token", (_case, presented) => {
    expect(tokenMatches(presented, tokenHash(bookingToken(SECRET, "booking-1")))).toBe(false);
  });

  it("never match a booking that has no stored hash", () => {
    expect(tokenMatches(bookingToken(SECRET, "booking-1"), null)).toBe(false);
    expect(tokenMatches(bookingToken(SECRET, "booking-1"), undefined)).toBe(false);
  });

  it("make secrets of 256 random bits", () => {
    const secrets = new Set(Array.from({ length: 100 }, newLinkSecret));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) expect(Buffer.from(secret, "base64url")).toHaveLength(32);
  });
});
