import { describe, expect, it } from "vitest";
import { MEETING_URL_MAX } from "./constants";
import { confirmSchema, isMeetingUrl } from "./team-schema";

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
