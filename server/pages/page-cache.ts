import type { Context } from "hono";
import { isbot } from "isbot";
import { requestHeader } from "../http/request-header";
import { finalHeaders } from "../http/security-headers";
import { chooseEncoding, type EncodedBody, encodeBody, encodedResponse } from "./encoded-body";
import type { RenderPage } from "./render";

interface CachedPage {
  body: EncodedBody;
  headers: Record<string, string>;
  /** The page's Content-Security-Policy (with its inline script's hash). */
  policy: string;
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
 * Gzip for an answer rendered per request, streamed as it is produced. The compressor
 * flushes when its buffer fills, not after every React chunk (decisions §10).
 */
function compressed(response: Response, acceptEncoding: string | undefined): Response {
  response.headers.set("Vary", "Accept-Encoding");
  if (
    !response.body ||
    chooseEncoding(acceptEncoding, { identity: Buffer.alloc(0), gzip: Buffer.alloc(0), etag: "" }) !== "gzip"
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    headers,
  });
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
        "Cache-Control": HTML_CACHE_CONTROL,
      },
      policy: response.headers.get("Content-Security-Policy") ?? "",
    };
    cache.set(path, page);
    return page;
  }

  return {
    get size() {
      return cache.size;
    },

    async respond(c) {
      const acceptEncoding = requestHeader(c, "accept-encoding");
      const hasQuery = c.req.url.includes("?");
      const cached = hasQuery ? undefined : cache.get(c.req.path);
      const page =
        cached ??
        (hasQuery
          ? await render(c.req.raw, { waitForAllContent: isbot(requestHeader(c, "user-agent") ?? "") })
          : await renderAndKeep(c.req.raw, c.req.path));
      if (page instanceof Response) {
        page.headers.set("Cache-Control", HTML_CACHE_CONTROL);
        return compressed(page, acceptEncoding);
      }
      return encodedResponse(
        page.body,
        { acceptEncoding, ifNoneMatch: requestHeader(c, "if-none-match") },
        { headers: finalHeaders(c, page.headers, page.policy) },
      );
    },

    async warm(paths, origin) {
      for (const path of paths) {
        if (!cache.has(path)) await renderAndKeep(new Request(new URL(path, origin)), path);
      }
    },
  };
}
