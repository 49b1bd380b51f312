import { randomBytes } from "node:crypto";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cardFileName, cardText, GENERIC_CARD_TITLE } from "../../src/social-card";
import { cardTitles } from "./card-titles";
import { encodeOpaquePng } from "./png";
import { renderCard } from "./render-card";

/** Width, height, bit depth and colour type from a PNG's IHDR, and its pixels as RGB. */
function decodeRgbPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType] = [png[24], png[25]];
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const a = i >= 3 ? (rgb[y * stride + i - 3] ?? 0) : 0;
      const b = y > 0 ? (rgb[(y - 1) * stride + i] ?? 0) : 0;
      const c = y > 0 && i >= 3 ? (rgb[(y - 1) * stride + i - 3] ?? 0) : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predicted =
        [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter ?? 0] ?? 0;
      rgb[y * stride + i] = ((rows[y * (stride + 1) + 1 + i] ?? 0) + predicted) & 0xff;
    }
  }
  return { width, height, depth, colourType, rgb };
}

describe("the PNG encoder", () => {
  it("keeps every pixel's colour and drops the alpha channel", async () => {
    const [width, height] = [37, 11];
    const rgba = new Uint8Array(randomBytes(width * height * 4));
    const decoded = decodeRgbPng(await encodeOpaquePng(rgba, width, height));
    expect(decoded).toMatchObject({ width, height, depth: 8, colourType: 2 });
    const rgb = rgba.filter((_, index) => index % 4 !== 3);
    expect(Buffer.from(decoded.rgb).equals(Buffer.from(rgb))).toBe(true);
  });
});

describe("social cards", () => {
  it("names each page's card apart, and non-indexed pages share the brand's", () => {
    const titles = [...new Set(cardTitles())];
    expect(titles).toContain(GENERIC_CARD_TITLE);
    expect(new Set(titles.map(cardFileName)).size).toBe(titles.length);
    expect(cardText("Contact Us | Northwind Digital")).toEqual({ heading: "Contact Us" });
    expect(cardFileName("Headless E-commerce Platform | Case Study")).toBe(
      "headless-e-commerce-platform-case-study.png",
    );
  });

  it("draws the longest title as a 1200x630 PNG under 300 KB", async () => {
    const longest = cardTitles().reduce((a, b) =>
      cardText(b).heading.length > cardText(a).heading.length ? b : a,
    );
    const png = await renderCard(longest);
    const { width, height, rgb } = decodeRgbPng(png);
    expect([width, height]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(300 * 1024);
    // Not blank: the title's white text is drawn over the dark background.
    expect(rgb.some((value, index) => index % 3 === 0 && value > 240)).toBe(true);
  });
});
