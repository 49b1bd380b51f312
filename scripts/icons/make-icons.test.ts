import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeIcons } from "./make-icons";

describe("the icons asked for by name", () => {
  it("are the logo as it is now (`npm run icons` after changing public/favicon.svg)", () => {
    for (const [name, bytes] of Object.entries(makeIcons()))
      expect(readFileSync(join(import.meta.dirname, "../../public", name)).equals(bytes), name).toBe(true);
  });

  it("favicon.ico holds a 16, 32 and 48 pixel PNG", () => {
    const ico = makeIcons()["favicon.ico"];
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const sizes = [0, 1, 2].map((index) => ico.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    const offset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(offset, offset + 4).toString("latin1")).toBe("\x89PNG");
  });
});
