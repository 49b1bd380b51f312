import { contentSecurityPolicy } from "../http/security-headers";
import { encodeBody } from "./encoded-body";
import { MemoryAnswer } from "./memory-answer";
import type { RenderedDocument, RenderPage } from "./render";

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";
/** HTML is revalidated on every visit: cheap, thanks to the ETag. */
export const HTML_CACHE_CONTROL = "no-cache";

/** A document's Content-Security-Policy: its own inline scripts allowed by hash; none in development. */
export function documentPolicy(document: RenderedDocument, enforceCsp: boolean): string | null {
  return enforceCsp ? contentSecurityPolicy(document.inlineScriptHashes) : null;
}

export interface PageCache {
  /** The kept answer of a page rendered before (what the memory-first listener serves). */
  get(path: string): MemoryAnswer | undefined;
  /**
   * Renders a path's page complete; a 200 document is kept and its kept answer returned.
   * Anything else (a 404, an error page, a redirect) comes back as rendered, not kept.
   */
  fill(path: string, request: Request): Promise<MemoryAnswer | RenderedDocument | Response>;
  /** Renders and keeps the given paths now, so no visitor waits for a first render. */
  warm(paths: readonly string[], origin: string): Promise<void>;
  readonly size: number;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks);
}

/**
 * Pages without a query string render the same HTML every time, so each is rendered
 * once, kept with its compressed forms, ETag and headers, and served from memory after
 * that (docs/architecture.md#serving-pages). Only 200 pages are kept: the known paths are
 * a bounded set, unknown ones are not.
 */
export function createPageCache(render: RenderPage, { enforceCsp }: { enforceCsp: boolean }): PageCache {
  const cache = new Map<string, MemoryAnswer>();

  async function fill(path: string, request: Request): Promise<MemoryAnswer | RenderedDocument | Response> {
    const rendered = await render(request, { waitForAllContent: true });
    if (rendered instanceof Response || rendered.status !== 200) return rendered;
    const kept = new MemoryAnswer(
      {
        body: encodeBody(await readAll(rendered.stream), true),
        headers: { "Content-Type": HTML_CONTENT_TYPE, "Cache-Control": HTML_CACHE_CONTROL },
      },
      documentPolicy(rendered, enforceCsp),
    );
    cache.set(path, kept);
    return kept;
  }

  return {
    get size() {
      return cache.size;
    },
    get: (path) => cache.get(path),
    fill,
    async warm(paths, origin) {
      for (const path of paths) {
        if (!cache.has(path)) await fill(path, new Request(new URL(path, origin)));
      }
    },
  };
}
