import { describe, expect, it } from "vitest";
import { CLOCK_SKEW_MS, DESK_SESSION_MS, deskSessions } from "./desk-session";

const SECRET = "s".repeat(43);
const T = Date.UTC(2026, 10, 28, 12);

describe("the desk's session", () => {
  const sessions = deskSessions("https://www.example.com", [SECRET]);

  it("is read by an instance whose clock is a few minutes behind the one that started it", () => {
    const { value, session } = sessions.start(T);
    expect(sessions.read(value, T - 50)).toEqual(session);
    expect(sessions.read(value, T - CLOCK_SKEW_MS)).toEqual(session);
    expect(sessions.read(value, T - CLOCK_SKEW_MS - 1)).toBeNull();
  });

  it("ends 12 hours after it started", () => {
    const { value, session } = sessions.start(T);
    expect(sessions.read(value, T + DESK_SESSION_MS - 1)).toEqual(session);
    expect(sessions.read(value, T + DESK_SESSION_MS)).toBeNull();
  });
});
