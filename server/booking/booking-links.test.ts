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
