import { describe, expect, it } from "vitest";
import { MEETING_URL_MAX } from "./constants";
import { confirmSchema, isMeetingUrl, meetingUrlOf } from "./team-schema";

describe("isMeetingUrl", () => {
  const base = "https://meet.example.com/";
  const padded = (length: number) => base + "a".repeat(length - base.length);

  it("takes an https link of up to the limit, and refuses one character more", () => {
    expect(MEETING_URL_MAX).toBe(500);
    expect(isMeetingUrl(padded(MEETING_URL_MAX))).toBe(true);
    expect(isMeetingUrl(padded(MEETING_URL_MAX + 1))).toBe(false);
    expect(confirmSchema.safeParse({ meetingUrl: padded(MEETING_URL_MAX + 1) }).success).toBe(false);
  });

  it("refuses other schemes, credentials, spaces, control and text-direction characters", () => {
    for (const link of [
      "http://meet.example.com/a",
      "https://user:pw@meet.example.com/a",
      "https://meet.example.com/a b",
      "https://meet.example.com/a\u0007",
      "https://meet.example.com/abc\u202egpj.exe",
      "https://meet.example.com/?x=\u2066y\u2069",
      "javascript:alert(1)",
    ])
      expect(isMeetingUrl(link), JSON.stringify(link)).toBe(false);
  });
});

describe("meetingUrlOf", () => {
  it("keeps a link in its normalised form, so what is shown is the host it opens", () => {
    expect(meetingUrlOf("https://meet.example.com/abc-defg-hij")).toBe(
      "https://meet.example.com/abc-defg-hij",
    );
    expect(meetingUrlOf("https:evil.example/x")).toBe("https://evil.example/x");
    expect(meetingUrlOf("https://evil.example\\@meet.example.com")).toBe(
      "https://evil.example/@meet.example.com",
    );
    expect(meetingUrlOf("HTTPS://Meet.Example.COM")).toBe("https://meet.example.com/");
    expect(confirmSchema.parse({ meetingUrl: " https:evil.example/x " }).meetingUrl).toBe(
      "https://evil.example/x",
    );
  });

  it("refuses what does not normalise to an https link with a host, or grows past the limit", () => {
    for (const link of ["https://", "https:", "http:evil.example/x", "//meet.example.com/x"])
      expect(meetingUrlOf(link), link).toBeNull();
    const base = "https://meet.example.com/";
    // Each "é" is one character written and six ("%C3%A9") once normalised.
    expect(meetingUrlOf(base + "é".repeat(80))).toBeNull();
    const refused = confirmSchema.safeParse({ meetingUrl: "https://" });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["meetingUrl"],
        message: expect.stringMatching(/^Enter the meeting link as /),
      }),
    ]);
  });
});
