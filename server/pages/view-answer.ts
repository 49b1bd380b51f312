import type { Context } from "hono";
import type { ServerView } from "../../src/server-view";
import { requestHeader } from "../http/request-header";
import { errorPage } from "./error-page";
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
 * How many renders for one request an instance does at once, how many more may wait for
 * one, and for how long (docs/architecture.md#pages-made-for-one-request). A setting of
 * the code, not of the environment: it is what keeps kept pages fast while posts flood in,
 * measured by `npm run bench`.
 */
export interface RenderLimits {
  atOnce: number;
  waiting: number;
  waitMs: number;
}

export const RENDER_LIMITS: RenderLimits = { atOnce: 4, waiting: 8, waitMs: 1000 };

/** Frees the place a render took. */
type Release = () => void;

/**
 * At most `atOnce` holders at a time; up to `waiting` more wait in order, each at most
 * `waitMs`; anyone else, and a waiter whose time is up, is refused (null) at once.
 */
export function renderGate({ atOnce, waiting, waitMs }: RenderLimits) {
  let running = 0;
  const queue: { admit: (release: Release) => void; timer: NodeJS.Timeout }[] = [];

  const release = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) {
        // The place goes straight to the next in line: `running` stays as it is.
        clearTimeout(next.timer);
        next.admit(release());
      } else running--;
    };
  };

  return {
    enter(): Promise<Release | null> {
      if (running < atOnce) {
        running++;
        return Promise.resolve(release());
      }
      if (queue.length >= waiting) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter = {
          admit: resolve,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            resolve(null);
          }, waitMs),
        };
        queue.push(waiter);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * A page rendered with the server's view (src/server-view.ts) for one request, with the
 * status and headers its answer needs; gzip-streamed like any render that is not kept.
 * Every render for one request comes through here, so here they are load-shed: past
 * `limits.atOnce` at once they wait briefly for a place, and past the short queue, or
 * its wait, they get the static busy page (503, `Retry-After: 1`), which costs no render.
 * Kept pages never come here.
 */
export function viewAnswer({
  render,
  siteUrl,
  enforceCsp,
  limits = RENDER_LIMITS,
}: {
  render: RenderPage;
  siteUrl: string;
  enforceCsp: boolean;
  limits?: RenderLimits;
}): ViewAnswer {
  const gate = renderGate(limits);
  return async (c, path, view, status, headers) => {
    const release = await gate.enter();
    if (release === null) return errorPage(503, { ...headers, "Retry-After": "1" });
    let rendered: Awaited<ReturnType<RenderPage>>;
    try {
      rendered = await render(new Request(new URL(path, siteUrl)), {
        requestId: c.get("requestId"),
        view,
      });
    } finally {
      // The render is done (React has the whole document); sending it costs no render.
      release();
    }
    const response = streamedAnswer(
      rendered instanceof Response || rendered.status !== 200 ? rendered : { ...rendered, status },
      requestHeader(c, "accept-encoding"),
      enforceCsp,
    );
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}
