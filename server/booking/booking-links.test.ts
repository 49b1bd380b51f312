import { describe, expect, it } from "vitest";
import { createBookingLinks } from "./booking-links";

const NEW = "n".repeat(43);
const OLD = "o".repeat(43);

describe("the desk's and the feed's links", () => {
  const links = createBookingLinks("https://www.example.com/", [NEW, OLD]);
  const tokenOf = (url: string) => new URL(url, "https://www.example.com").searchParams.get("token") ?? "";

  it("are addresses of the site, each with a token of its own purpose", () => {
    expect(links.deskUrl()).toMatch(/^https:\/\/www\.example\.com\/team\?token=[A-Za-z0-9_-]{43}$/);
    expect(links.feedUrl()).toMatch(
      /^https:\/\/www\.example\.com\/team\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(links.feedUrl()).toBe(`https://www.example.com${links.feedPath()}`);
    const desk = tokenOf(links.deskUrl());
    const feed = tokenOf(links.feedUrl());
    expect(links.deskVerifies(desk)).toBe(true);
    expect(links.feedVerifies(feed)).toBe(true);
    // One never opens another: not the feed, not a booking's pages.
    expect(links.deskVerifies(feed)).toBe(false);
    expect(links.feedVerifies(desk)).toBe(false);
    expect(links.teamVerifies("site", desk)).toBe(false);
    expect(links.verifies("site", feed)).toBe(false);
    expect(links.deskVerifies(undefined)).toBe(false);
  });

  it("are revoked with the secret that signed them, and kept through a rotation", () => {
    const desk = tokenOf(createBookingLinks("https://www.example.com", [OLD]).deskUrl());
    expect(links.deskVerifies(desk)).toBe(true);
    expect(createBookingLinks("https://www.example.com", [NEW]).deskVerifies(desk)).toBe(false);
  });
});

describe("the key of a booking call sent without one", () => {
  const links = createBookingLinks("https://www.example.com/", [NEW, OLD]);
  const hash = "a".repeat(64);

  it("is one per request and client, and gives away neither the address nor the plain hash", () => {
    const key = links.keylessKey(hash, "198.51.100.1");
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(links.keylessKey(hash, "198.51.100.1")).toBe(key);
    expect(links.keylessKey(hash, "203.0.113.7")).not.toBe(key);
    expect(links.keylessKey("b".repeat(64), "198.51.100.1")).not.toBe(key);
    // Signed under the link secret: whoever has the request cannot try every address.
    expect(createBookingLinks("https://www.example.com/", [OLD]).keylessKey(hash, "198.51.100.1")).not.toBe(
      key,
    );
    expect(key).not.toContain("198.51.100.1");
  });
});
