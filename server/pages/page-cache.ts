import { contentSecurityPolicy } from "../http/security-headers";
import { encodeBody } from "./encoded-body";
import { errorPage } from "./error-page";
import { MemoryAnswer } from "./memory-answer";
import type { RenderedDocument, RenderPage } from "./render";

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";
/** HTML is revalidated on every visit: cheap, thanks to the ETag. */
export const HTML_CACHE_CONTROL = "no-cache";

/** A document's Content-Security-Policy: its own inline scripts allowed by hash; none in development. */
export function documentPolicy(document: RenderedDocument, enforceCsp: boolean): string | null {
  return enforceCsp ? contentSecurityPolicy(document.inlineScriptHashes) : null;
}

/** A kept answer, or what was rendered and not kept (an error page, a redirect, a page over the bound). */
export type Filled = MemoryAnswer | RenderedDocument | Response;

export interface PageCache {
  /** The kept answer of a page key (see server/pages/site-paths.ts) rendered before. */
  get(key: string): MemoryAnswer | undefined;
  /**
   * Renders a page key's page complete (one render at a time per key); a 200 document is
   * kept and its kept answer returned. Anything else comes back as rendered, not kept.
   */
  fill(key: string, requestId?: string): Promise<Filled>;
  /** The not-found page: rendered once, kept, the same bytes for every unknown path. */
  notFound(requestId?: string): Promise<Filled>;
  /** Renders and keeps the given keys and the not-found page now, so no visitor waits for a first render. */
  warm(keys: readonly string[]): Promise<void>;
  readonly size: number;
}

export interface PageCacheOptions {
  enforceCsp: boolean;
  /** The origin pages are rendered for (`SITE_URL`). */
  origin: string;
  /** A path no route has: what the not-found page is rendered for. */
  notFoundPath: string;
  /** Pages with a query kept at most (every page without one is kept). */
  maxQueryVariants?: number;
  /** Renders per second of queries beyond that bound; more are answered 503. */
  unkeptRendersPerSecond?: number;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks);
}

/** Takes one of `perSecond` tokens that refill continuously; false when none is left. */
function rateBudget(perSecond: number): () => boolean {
  let tokens = perSecond;
  let last = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(perSecond, tokens + ((now - last) * perSecond) / 1000);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Every page is rendered once, kept with its compressed forms, ETag and headers, and
 * served from memory after that (docs/architecture.md#serving-pages). A page is kept
 * under its key: its path, plus the canonical query its route reads, if any; the known
 * paths are a bounded set, and so are the kept queries. The not-found page is one
 * answer for every unknown path. Renders never pile up: one per key at a time, and
 * queries beyond the bound only within a budget, so no stream of distinct URLs can keep
 * the server rendering.
 */
export function createPageCache(
  render: RenderPage,
  { enforceCsp, origin, notFoundPath, maxQueryVariants = 64, unkeptRendersPerSecond = 5 }: PageCacheOptions,
): PageCache {
  const cache = new Map<string, MemoryAnswer>();
  let notFoundAnswer: MemoryAnswer | undefined;
  let queryVariants = 0;
  const inFlight = new Map<string, Promise<Filled>>();
  const budget = rateBudget(unkeptRendersPerSecond);

  async function renderKept(path: string, status: 200 | 404, requestId: string | undefined): Promise<Filled> {
    const rendered = await render(
      new Request(new URL(path, origin)),
      requestId === undefined ? {} : { requestId },
    );
    if (rendered instanceof Response || rendered.status !== status) return rendered;
    return new MemoryAnswer(
      {
        body: encodeBody(await readAll(rendered.stream), true),
        headers: { "Content-Type": HTML_CONTENT_TYPE, "Cache-Control": HTML_CACHE_CONTROL },
      },
      documentPolicy(rendered, enforceCsp),
      status,
    );
  }

  /** One render per key at a time: later callers share its kept answer (or render their own error page). */
  async function once(key: string, work: () => Promise<Filled>): Promise<Filled> {
    const pending = inFlight.get(key);
    if (pending) {
      const shared = await pending;
      return shared instanceof MemoryAnswer ? shared : work();
    }
    const started = work();
    inFlight.set(key, started);
    try {
      return await started;
    } finally {
      inFlight.delete(key);
    }
  }

  async function fill(key: string, requestId?: string): Promise<Filled> {
    const kept = cache.get(key);
    if (kept) return kept;
    const isQuery = key.includes("?");
    if (isQuery && queryVariants >= maxQueryVariants) {
      if (!budget()) return errorPage(503, { "Retry-After": "1" });
      return render(new Request(new URL(key, origin)), requestId === undefined ? {} : { requestId });
    }
    return once(key, async () => {
      const filled = await renderKept(key, 200, requestId);
      if (filled instanceof MemoryAnswer && !cache.has(key)) {
        cache.set(key, filled);
        if (isQuery) queryVariants++;
      }
      return filled;
    });
  }

  async function notFound(requestId?: string): Promise<Filled> {
    if (notFoundAnswer) return notFoundAnswer;
    const filled = await once("\0not-found", () => renderKept(notFoundPath, 404, requestId));
    if (filled instanceof MemoryAnswer) notFoundAnswer = filled;
    return filled;
  }

  return {
    get size() {
      return cache.size;
    },
    get: (key) => cache.get(key),
    fill,
    notFound,
    async warm(keys) {
      for (const key of keys) if (!cache.has(key)) await fill(key);
      await notFound();
    },
  };
}
