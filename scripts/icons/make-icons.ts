import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";

// The icons browsers and phones ask for by name whatever the page links (`/favicon.ico`,
// `/apple-touch-icon.png`), drawn from the one logo, `public/favicon.svg`. Run
// `npm run icons` after changing the logo; a test holds the files to it.

const PUBLIC = join(import.meta.dirname, "../../public");
const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;

const draw = (svg: string, size: number) =>
  Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng());

/** An ICO file holding one PNG per size (read by every browser since Windows Vista's). */
function ico(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

/** The two files, made from the logo. */
export function makeIcons(logo = readFileSync(join(PUBLIC, "favicon.svg"), "utf8")) {
  return {
    "favicon.ico": ico(ICO_SIZES.map((size) => ({ size, png: draw(logo, size) }))),
    // A phone rounds the corners itself and shows transparency as black: the square, filled.
    "apple-touch-icon.png": draw(logo.replace(/ rx="[\d.]+"/, ""), TOUCH_SIZE),
  };
}

if (process.argv[1] === import.meta.filename) {
  for (const [name, bytes] of Object.entries(makeIcons())) writeFileSync(join(PUBLIC, name), bytes);
}
