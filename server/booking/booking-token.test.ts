import { describe, expect, it } from "vitest";
import { bookingToken, newLinkSecret, tokenVerifies } from "./booking-token";

const SECRET = newLinkSecret();
const OLD = newLinkSecret();

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

  it("verify under any secret of the keyring: the first signs, the others still open their links", () => {
    expect(tokenVerifies(bookingToken(SECRET, "booking-1"), "booking-1", [SECRET])).toBe(true);
    expect(tokenVerifies(bookingToken(OLD, "booking-1"), "booking-1", [SECRET, OLD])).toBe(true);
    // Revoked: the secret that signed it is gone from the keyring.
    expect(tokenVerifies(bookingToken(OLD, "booking-1"), "booking-1", [SECRET])).toBe(false);
    expect(tokenVerifies(bookingToken(SECRET, "booking-1"), "booking-1", [])).toBe(false);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["another booking's", bookingToken(SECRET, "booking-2")],
    ["one character off", oneCharacterOff(bookingToken(SECRET, "booking-1"))],
    ["too short", "abc"],
    ["not base64url", `${bookingToken(SECRET, "booking-1").slice(0, -1)}=`],
    ["longer", `${bookingToken(SECRET, "booking-1")}A`],
  ])("refuse a %s token", (_case, presented) => {
    expect(tokenVerifies(presented, "booking-1", [SECRET, OLD])).toBe(false);
  });

  it("refuse a token whose last character differs only in bits base64url does not use", () => {
    // 32 bytes take 43 characters; the last one carries 4 bits and 2 unused ones.
    const token = bookingToken(SECRET, "booking-1");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1) as string);
    const twin = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin, "base64url")).toEqual(Buffer.from(token, "base64url"));
    expect(tokenVerifies(twin, "booking-1", [SECRET])).toBe(false);
  });

  it("make secrets of 256 random bits", () => {
    const secrets = new Set(Array.from({ length: 100 }, newLinkSecret));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) expect(Buffer.from(secret, "base64url")).toHaveLength(32);
  });
});
