import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";

const deflateAsync = promisify(deflate);

/**
 * Encodes RGBA pixels with no transparency as an 8-bit RGB PNG, every row with the Paeth
 * filter, at deflate's best level. resvg's own encoder keeps the alpha channel and does
 * not filter for the cards' gradient: this makes them a quarter of its size. Deflate runs
 * on libuv's threads, so several cards compress at once.
 */
export async function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let pixel = 0, from = 0, to = 0; pixel < width * height; pixel++, from += 4, to += 3) {
    rgb[to] = rgba[from] ?? 0;
    rgb[to + 1] = rgba[from + 1] ?? 0;
    rgb[to + 2] = rgba[from + 2] ?? 0;
  }
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    const above = row - stride;
    rows[out] = PAETH;
    for (let i = 0; i < stride; i++) {
      const a = i >= 3 ? (rgb[row + i - 3] ?? 0) : 0;
      const b = y > 0 ? (rgb[above + i] ?? 0) : 0;
      const c = y > 0 && i >= 3 ? (rgb[above + i - 3] ?? 0) : 0;
      rows[out + 1 + i] = ((rgb[row + i] ?? 0) - paeth(a, b, c)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, filtered rows, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", await deflateAsync(rows, { level: 9, memLevel: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PAETH = 4;

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
