import { describe, expect, it } from "vitest";
import { requestId } from "./envelope";

const FRESH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestId", () => {
  it.each(["a", "7", "req-1", "abc.DEF_123-xyz", "x".repeat(64)])("keeps the client's %s", (incoming) => {
    expect(requestId(incoming)).toBe(incoming);
  });

  it.each([
    undefined,
    "",
    "x".repeat(65),
    "has space",
    "new\nline",
    "semi;colon",
    'quote"d',
    "slash/es",
    "ünïcode",
    "<script>",
  ])("replaces %j with a fresh id", (incoming) => {
    expect(requestId(incoming)).toMatch(FRESH);
  });
});
