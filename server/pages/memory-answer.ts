import type { Context } from "hono";
import { BASE_HEADERS } from "../http/security-headers";
import { chooseEncoding, type EncodedBody, matchesEtag } from "./encoded-body";

/** Bytes kept in memory with their own headers (type, caching), before the security headers. */
export interface KeptBytes {
  body: EncodedBody;
  headers: Readonly<Record<string, string>>;
}

/**
 * What is kept in memory for a raw request path and query (`search`, "" for none):
 * robots.txt, sitemap.xml, a built file, a page rendered before.
 */
export type FindInMemory = (path: string, search: string) => MemoryAnswer | undefined;

/** One variant of an answer kept in memory (an encoding, or the 304), complete but for the request id. */
export interface AnswerVariant {
  status: 200 | 304 | 404;
  /**
   * `[name, value, name, value, …]` in the order they are sent, as `res.writeHead` takes
   * them; the value at `idSlot` is a placeholder for the request id.
   */
  headers: readonly string[];
  idSlot: number;
  body: Buffer | null;
}

function flat(record: Readonly<Record<string, string>>): string[] {
  return Object.entries(record).flat();
}

/**
 * An answer kept in memory (a rendered page, a built file, robots.txt, the not-found
 * page): every variant's headers are computed once, here, so serving one costs a lookup
 * and the copy of a short array (docs/architecture.md#performance). `policy` is its
 * Content-Security-Policy, or null for none (development). A 404 has no ETag and no 304:
 * there is nothing at that address to revalidate.
 */
export class MemoryAnswer {
  readonly #etag: string | undefined;
  readonly #body: EncodedBody;
  readonly #identity: AnswerVariant;
  readonly #gzip: AnswerVariant | undefined;
  readonly #br: AnswerVariant | undefined;
  readonly #notModified: AnswerVariant;

  constructor({ body, headers }: KeptBytes, policy: string | null, status: 200 | 404 = 200) {
    const head = [...flat(BASE_HEADERS), ...flat(headers), "X-Request-Id", ""];
    const idSlot = head.length - 1;
    if (policy !== null) head.push("Content-Security-Policy", policy);
    if (status === 200) head.push("ETag", body.etag);
    // `Vary`: caches keep one copy per encoding.
    head.push("Vary", "Accept-Encoding");
    const variant = (bytes: Buffer, encoding?: "gzip" | "br"): AnswerVariant => ({
      status,
      headers: [
        ...head,
        ...(encoding ? ["Content-Encoding", encoding] : []),
        "Content-Length",
        String(bytes.length),
      ],
      idSlot,
      body: bytes,
    });
    this.#etag = status === 200 ? body.etag : undefined;
    this.#body = body;
    this.#identity = variant(body.identity);
    this.#gzip = body.gzip && variant(body.gzip, "gzip");
    this.#br = body.br && variant(body.br, "br");
    this.#notModified = { status: 304, headers: head, idSlot, body: null };
  }

  /** 304 when the client's copy is current, otherwise the best encoding it accepts. */
  pick(acceptEncoding: string | undefined, ifNoneMatch: string | undefined): AnswerVariant {
    if (this.#etag !== undefined && matchesEtag(ifNoneMatch, this.#etag)) return this.#notModified;
    const encoding = chooseEncoding(acceptEncoding, this.#body);
    return (encoding === "br" && this.#br) || (encoding === "gzip" && this.#gzip) || this.#identity;
  }
}

/**
 * A variant as Hono's answer, for requests the memory-first listener passes on (and for
 * development, which serves through Hono alone). Marked final: the envelope adds nothing.
 */
export function variantResponse(c: Context, variant: AnswerVariant): Response {
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
