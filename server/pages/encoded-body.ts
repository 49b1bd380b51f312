import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A body kept in memory with its compressed forms and a strong ETag, built once. */
export interface EncodedBody {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
}

export type Encoding = "br" | "gzip" | "identity";

/** Smaller bodies gain less from compression than the encoding header costs. */
export const MIN_COMPRESS_BYTES = 512;

/**
 * Builds the body's encodings. Brotli quality 9 keeps a page's first render quick (about
 * 15 ms for 80 KB) at a few per cent more bytes than 11, which the build uses for files.
 */
export function encodeBody(
  bytes: Buffer,
  compressible: boolean,
  precompressed: { gzip?: Buffer; br?: Buffer } = {},
): EncodedBody {
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
  if (!compressible || bytes.length < MIN_COMPRESS_BYTES) return { identity: bytes, etag };
  return {
    identity: bytes,
    gzip: precompressed.gzip ?? gzipSync(bytes, { level: 9 }),
    br:
      precompressed.br ??
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    etag,
  };
}

/** Picks brotli, then gzip, then identity, by what the client accepts (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined, body: EncodedBody): Encoding {
  if (!acceptEncoding) return "identity";
  // A weight is the header's only "=" (q= or Q=).
  if (!acceptEncoding.includes("=")) {
    // The common case (browsers, curl, load tools): a plain list, no weights to weigh.
    if (body.br && acceptEncoding.includes("br")) return "br";
    if (body.gzip && acceptEncoding.includes("gzip")) return "gzip";
  }
  // A small body or a file kept as it is has no other coding to offer.
  if (!body.br && !body.gzip) return "identity";
  // Weights, a wildcard, or names in capitals (coding names ignore case, RFC 9110).
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";");
    const q = params.find((param) => param.trim().startsWith("q="));
    const weight = q ? Number(q.trim().slice(2)) : 1;
    // x-gzip is gzip (RFC 9110); a weight that is no number counts as none.
    accepted.set(name.trim() === "x-gzip" ? "gzip" : name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => (body[name] ? (accepted.get(name) ?? accepted.get("*") ?? 0) : 0);
  // The client's most wanted coding; brotli first when it weighs as much as gzip.
  const best = weight("gzip") > weight("br") ? "gzip" : "br";
  return weight(best) > 0 ? best : "identity";
}

/**
 * The strong ETag of one encoding of a body: the body's own for identity, marked with the
 * coding for the others. A strong validator names exact bytes (RFC 9110), and a gzip copy
 * and a brotli copy are different bytes; a cache that keeps both apart by `Vary` must not
 * take one for the other.
 */
export function encodingEtag(etag: string, encoding: Encoding): string {
  return encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Whether `If-None-Match` names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
