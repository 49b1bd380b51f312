import type { Context } from "hono";
import type { ServerView } from "../../src/server-view";
import { requestHeader } from "../http/request-header";
import type { RenderPage } from "./render";
import { streamedAnswer } from "./streamed-document";

/** Personal data: kept by no cache, shared with no other site. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** A booking's own pages: private, and never sending their address (its token) anywhere. */
export const BOOKING_PAGE_HEADERS = {
  ...PRIVATE_HEADERS,
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export type ViewAnswer = (
  c: Context,
  path: string,
  view: ServerView,
  status: number,
  headers: Record<string, string>,
) => Promise<Response>;

/**
 * A page rendered with the server's view (src/server-view.ts) for one request, with the
 * status and headers its answer needs; gzip-streamed like any render that is not kept.
 */
export function viewAnswer({
  render,
  siteUrl,
  enforceCsp,
}: {
  render: RenderPage;
  siteUrl: string;
  enforceCsp: boolean;
}): ViewAnswer {
  return async (c, path, view, status, headers) => {
    const rendered = await render(new Request(new URL(path, siteUrl)), {
      requestId: c.get("requestId"),
      view,
    });
    const response = streamedAnswer(
      rendered instanceof Response || rendered.status !== 200 ? rendered : { ...rendered, status },
      requestHeader(c, "accept-encoding"),
      enforceCsp,
    );
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}
