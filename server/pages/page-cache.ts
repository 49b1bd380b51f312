import { setImmediate as givingWay } from "node:timers/promises";
import { contentSecurityPolicy } from "../http/security-headers";
import { chooseEncoding, type EncodedBody, encodeBody } from "./encoded-body";
import { KeptResponse } from "./kept-response";
import type { RenderedDocument, RenderPage } from "./render";

const HTML_CONTENT_TYPE = "text/html; charset=utf-8";
/** HTML is revalidated on every visit: cheap, thanks to the ETag. */
const HTML_CACHE_CONTROL = "no-cache";

/** A document's Content-Security-Policy: its own inline scripts allowed by hash; none in development. */
function documentPolicy(document: RenderedDocument, enforceCsp: boolean): string | null {
  return enforceCsp ? contentSecurityPolicy(document.inlineScriptHashes) : null;
}

/** Asked of `chooseEncoding`: would this client take gzip? (Streams are never brotli-compressed.) */
const GZIP_ONLY: EncodedBody = { identity: Buffer.alloc(0), gzip: Buffer.alloc(0), etag: "" };

/**
 * The response for a render that is not kept (an error page, a status a loader chose, a
 * page made for one request): headers built from the rendered value, the
 * HTML gzip-compressed on its way out when the client takes it. The compressor flushes
 * when its buffer fills, not after every React chunk, which would also double the output
 * (docs/decisions/kept-pages.md). A response React did not render (a redirect, the
 * static error page) passes through with the same caching and compression.
 */
export function streamedResponse(
  rendered: RenderedDocument | Response,
  acceptEncoding: string | undefined,
  enforceCsp: boolean,
): Response {
  let response: Response;
  if (rendered instanceof Response) {
    response = rendered;
    response.headers.set("Cache-Control", HTML_CACHE_CONTROL);
  } else {
    const policy = documentPolicy(rendered, enforceCsp);
    response = new Response(rendered.stream, {
      status: rendered.status,
      headers: {
        "Content-Type": HTML_CONTENT_TYPE,
        "Cache-Control": HTML_CACHE_CONTROL,
        ...(policy === null ? {} : { "Content-Security-Policy": policy }),
      },
    });
  }
  response.headers.set("Vary", "Accept-Encoding");
  if (!response.body || chooseEncoding(acceptEncoding, GZIP_ONLY) !== "gzip") return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    headers,
  });
}

/** A kept page, or what was rendered and not kept (an error page, a redirect). */
export type Filled = KeptResponse | RenderedDocument | Response;

export interface PageCache {
  /** The kept page of a page key (server/pages/site-paths.ts) rendered before. */
  get(key: string): KeptResponse | undefined;
  /** Renders a key's page (one render per key at a time); a 200 is kept, anything else returned as rendered. */
  fill(key: string, requestId?: string): Promise<Filled>;
  /** The not-found page: rendered once, kept, the same bytes for every unknown path. */
  notFound(requestId?: string): Promise<Filled>;
  /** Renders the keys, the linked query keys and the not-found page now: no visitor waits for a first render. */
  warm(keys: readonly string[]): Promise<void>;
  /**
   * Renders every kept page again, each served as it was until its new render is kept: what
   * a page says of today (the booking form's dates, the footer's year) after the day turns.
   * Returns the renders that failed (their old pages stay).
   */
  renew(): Promise<{ path: string; error: unknown }[]>;
  readonly size: number;
}

export interface PageCacheOptions {
  enforceCsp: boolean;
  /** The origin pages are rendered for (`SITE_URL`). */
  origin: string;
  /** A path no route has: what the not-found page is rendered for. */
  notFoundPath: string;
  /** The keys with a query the site's own links use (server/pages/site-paths.ts): the only ones reachable. */
  linkedQueryKeys?: readonly string[];
}

/**
 * Every page rendered once and served from memory (docs/architecture.md#serving-pages). Keys
 * come from fixed lists (server/pages/site-paths.ts), so what is kept is bounded by the site,
 * never by its visitors; one not-found page serves every unknown path; one render per key at
 * a time, so no stream of distinct URLs can keep the server rendering.
 */
export function createPageCache(
  render: RenderPage,
  { enforceCsp, origin, notFoundPath, linkedQueryKeys = [] }: PageCacheOptions,
): PageCache {
  const cache = new Map<string, KeptResponse>();
  let notFoundPage: KeptResponse | undefined;
  const inFlight = new Map<string, Promise<Filled>>();

  async function renderKept(path: string, status: 200 | 404, requestId: string | undefined): Promise<Filled> {
    const rendered = await render(
      new Request(new URL(path, origin)),
      requestId === undefined ? {} : { requestId },
    );
    if (rendered instanceof Response || rendered.status !== status) return rendered;
    return new KeptResponse(
      {
        body: encodeBody(Buffer.from(await new Response(rendered.stream).arrayBuffer()), true),
        headers: { "Content-Type": HTML_CONTENT_TYPE, "Cache-Control": HTML_CACHE_CONTROL },
      },
      documentPolicy(rendered, enforceCsp),
      status,
    );
  }

  /** One render per key at a time: later callers share its kept page (or render their own error page). */
  async function once(key: string, work: () => Promise<Filled>): Promise<Filled> {
    const pending = inFlight.get(key);
    if (pending) {
      const shared = await pending;
      return shared instanceof KeptResponse ? shared : work();
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
    return once(key, async () => {
      const filled = await renderKept(key, 200, requestId);
      if (filled instanceof KeptResponse && !cache.has(key)) cache.set(key, filled);
      return filled;
    });
  }

  async function notFound(requestId?: string): Promise<Filled> {
    if (notFoundPage) return notFoundPage;
    const filled = await once("\0not-found", () => renderKept(notFoundPath, 404, requestId));
    if (filled instanceof KeptResponse) notFoundPage = filled;
    return filled;
  }

  return {
    get size() {
      return cache.size;
    },
    get: (key) => cache.get(key),
    fill,
    notFound,
    // A render holds the event loop from start to end (React renders the whole page, and its
    // stream resolves in microtasks): giving way before each lets requests that came in
    // meanwhile be answered, so one waits for a render, not for the whole site's.
    async warm(keys) {
      for (const key of [...keys, ...linkedQueryKeys]) {
        await givingWay();
        if (!cache.has(key)) await fill(key);
      }
      await givingWay();
      await notFound();
    },
    async renew() {
      // A failed render keeps its old page and stops no other.
      const failed: { path: string; error: unknown }[] = [];
      const again = async (key: string, path: string, status: 200 | 404) => {
        try {
          const renewed = await once(key, () => renderKept(path, status, undefined));
          return renewed instanceof KeptResponse ? renewed : undefined;
        } catch (error) {
          failed.push({ path, error });
          return undefined;
        }
      };
      for (const key of [...cache.keys()]) {
        await givingWay();
        const renewed = await again(key, key, 200);
        if (renewed) cache.set(key, renewed);
      }
      await givingWay();
      notFoundPage = (await again("\0not-found", notFoundPath, 404)) ?? notFoundPage;
      return failed;
    },
  };
}
