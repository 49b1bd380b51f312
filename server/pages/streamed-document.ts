import { chooseEncoding, type EncodedBody } from "./encoded-body";
import { documentPolicy, HTML_CACHE_CONTROL, HTML_CONTENT_TYPE } from "./page-cache";
import type { RenderedDocument } from "./render";

/** Asked of `chooseEncoding`: would this client take gzip? (Streams are never brotli-compressed.) */
const GZIP_ONLY: EncodedBody = { identity: Buffer.alloc(0), gzip: Buffer.alloc(0), etag: "" };

/**
 * The response for a render that is not kept (an error page, a status a loader chose, a
 * page made for one request): headers built from the rendered value, the
 * HTML gzip-compressed on its way out when the client takes it. The compressor flushes
 * when its buffer fills, not after every React chunk, which would also double the output
 * (docs/architecture.md#performance). A response React did not render (a redirect, the
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
