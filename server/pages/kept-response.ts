import type { Context } from "hono";
import { BASE_HEADERS } from "../http/security-headers";
import { chooseEncoding, type EncodedBody, type Encoding, encodingEtag, matchesEtag } from "./encoded-body";

/** Bytes kept in memory with their own headers (type, caching), before the security headers. */
export interface KeptBytes {
  body: EncodedBody;
  headers: Readonly<Record<string, string>>;
}

/** What is kept in memory for a raw path and query (`search`, "" for none). */
export type FindInMemory = (path: string, search: string) => KeptResponse | undefined;

/** One variant of a response kept in memory (an encoding, or the 304), complete but for the request id. */
export interface KeptVariant {
  status: 200 | 304 | 404;
  /**
   * `[name, value, name, value, …]` in the order they are sent, as `res.writeHead` takes
   * them; the value at `idSlot` is a placeholder for the request id.
   */
  headers: readonly string[];
  idSlot: number;
  body: Buffer | null;
}

const flat = (record: Readonly<Record<string, string>>) => Object.entries(record).flat();

/**
 * A response kept in memory (a rendered page, a built file, robots.txt, the not-found
 * page): every variant's headers are computed once, here, so serving one costs a lookup
 * and the copy of a short array (docs/decisions/kept-pages.md). `policy` is its
 * Content-Security-Policy, or null for none (development). A 404 has no ETag and no 304:
 * there is nothing at that address to revalidate.
 */
export class KeptResponse {
  readonly #body: EncodedBody;
  readonly #variants: Record<Encoding, Variants | undefined>;

  constructor({ body, headers }: KeptBytes, policy: string | null, status: 200 | 404 = 200) {
    const head = [...flat(BASE_HEADERS), ...flat(headers), "X-Request-Id", ""];
    const idSlot = head.length - 1;
    if (policy !== null) head.push("Content-Security-Policy", policy);
    // `Vary`: caches keep one copy per encoding.
    head.push("Vary", "Accept-Encoding");
    const variants = (encoding: Encoding, bytes: Buffer | undefined): Variants | undefined => {
      if (!bytes) return undefined;
      // Each encoding is its own representation, with its own ETag (encodingEtag).
      const etag = status === 200 ? encodingEtag(body.etag, encoding) : undefined;
      const tagged = etag === undefined ? head : [...head, "ETag", etag];
      return {
        etag,
        full: {
          status,
          headers: [
            ...tagged,
            ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
            "Content-Length",
            String(bytes.length),
          ],
          idSlot,
          body: bytes,
        },
        notModified: { status: 304, headers: tagged, idSlot, body: null },
      };
    };
    this.#body = body;
    this.#variants = {
      identity: variants("identity", body.identity),
      gzip: variants("gzip", body.gzip),
      br: variants("br", body.br),
    };
  }

  /** The best encoding the client accepts; 304 when its copy of that one is current. */
  pick(acceptEncoding: string | undefined, ifNoneMatch: string | undefined): KeptVariant {
    const chosen =
      this.#variants[chooseEncoding(acceptEncoding, this.#body)] ?? (this.#variants.identity as Variants);
    if (chosen.etag !== undefined && matchesEtag(ifNoneMatch, chosen.etag)) return chosen.notModified;
    return chosen.full;
  }
}

/** One encoding's response and its 304 (a 404 has no ETag, so never a 304). */
interface Variants {
  etag: string | undefined;
  full: KeptVariant;
  notModified: KeptVariant;
}

/**
 * A variant as Hono's response, for requests the memory-first listener passes on (and for
 * development, which serves through Hono alone). Marked final: the envelope adds nothing.
 */
export function variantResponse(c: Context, variant: KeptVariant): Response {
  c.set("headersFinal", true);
  // A plain object keeps @hono/node-server on its fast path (no Headers object).
  const headers: Record<string, string> = {};
  for (let i = 0; i < variant.headers.length; i += 2) {
    headers[variant.headers[i] as string] = variant.headers[i + 1] as string;
  }
  headers["X-Request-Id"] = c.get("requestId");
  // A Buffer is a Uint8Array over an ArrayBuffer; the DOM typings only doubt the backing store.
  return new Response(variant.body as Uint8Array<ArrayBuffer> | null, { status: variant.status, headers });
}
