import type { Context } from "hono";
import { isbot } from "isbot";
import type { RenderPage } from "../render";
import { type EncodedBody, encodeBody, encodedResponse } from "./encoded-body";

interface CachedPage {
  body: EncodedBody;
  headers: Record<string, string>;
}

/** HTML is revalidated on every visit (decisions §9): cheap, thanks to the ETag. */
export const HTML_CACHE_CONTROL = "no-cache";

export interface PageResponder {
  respond(c: Context): Promise<Response>;
  /** Renders and keeps the given paths now, so no visitor waits for a first render. */
  warm(paths: readonly string[], origin: string): Promise<void>;
  readonly size: number;
}

/**
 * Pages without a query string render the same HTML every time, so each is rendered
 * once, stored with its compressed forms and ETag, and served from memory after that
 * (decisions §10: keep compressed bytes of unchanging pages). Only 200 pages are kept:
 * the known paths are a bounded set, unknown ones are not. Anything else (a query
 * string, a 404, an error) renders per request and streams.
 */
export function createPageResponder(render: RenderPage): PageResponder {
  const cache = new Map<string, CachedPage>();

  async function renderAndKeep(request: Request, path: string): Promise<Response | CachedPage> {
    const response = await render(request, { waitForAllContent: true });
    if (response.status !== 200 || !response.headers.get("Content-Type")?.startsWith("text/html"))
      return response;
    const page: CachedPage = {
      body: encodeBody(Buffer.from(await response.arrayBuffer()), true),
      headers: {
        "Content-Type": response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
        "Content-Security-Policy": response.headers.get("Content-Security-Policy") ?? "",
        "Cache-Control": HTML_CACHE_CONTROL,
      },
    };
    cache.set(path, page);
    return page;
  }

  return {
    get size() {
      return cache.size;
    },

    async respond(c) {
      const url = new URL(c.req.url);
      if (url.search !== "") {
        const response = await render(c.req.raw, {
          waitForAllContent: isbot(c.req.header("User-Agent") ?? ""),
        });
        response.headers.set("Cache-Control", HTML_CACHE_CONTROL);
        return response;
      }
      const page = cache.get(url.pathname) ?? (await renderAndKeep(c.req.raw, url.pathname));
      if (page instanceof Response) {
        page.headers.set("Cache-Control", HTML_CACHE_CONTROL);
        return page;
      }
      return encodedResponse(
        page.body,
        { acceptEncoding: c.req.header("Accept-Encoding"), ifNoneMatch: c.req.header("If-None-Match") },
        { headers: page.headers },
      );
    },

    async warm(paths, origin) {
      for (const path of paths) {
        if (!cache.has(path)) await renderAndKeep(new Request(new URL(path, origin)), path);
      }
    },
  };
}
