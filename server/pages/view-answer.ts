import type { Context } from "hono";
import type { ServerView } from "../../src/server-view";
import { requestHeader } from "../http/request-header";
import { errorPage } from "./error-page";
import type { RenderPage } from "./render";
import { streamedResponse } from "./streamed-document";

/** Personal data: kept by no cache, shared with no other site. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** A booking's own pages: private, and never sending their address (its token) anywhere. */
export const BOOKING_PAGE_HEADERS = {
  ...PRIVATE_HEADERS,
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** Renders a page for one request (see `viewAnswer`). */
export interface ViewAnswer {
  (
    c: Context,
    path: string,
    view: ServerView,
    status: number,
    headers: Record<string, string>,
  ): Promise<Response>;
  /**
   * True while a render asked for now would be refused at once: a route can then answer
   * the busy page before it reads a body or opens a booking, so a flood costs little
   * more than its bytes.
   */
  busy(): boolean;
}

/**
 * How many renders for one request an instance does at once and a second, how many more
 * may wait for one, and for how long (docs/architecture.md#pages-made-for-one-request).
 * Settings of the code, not of the environment: they are what keeps kept pages fast while
 * posts flood in, measured by `npm run bench`. Renders at once bound the memory and the
 * wait; renders a second bound the time: a render runs in one go on the one thread, so
 * four at once could still take all of it. A token bucket: `perSecond` on average, up to
 * `burst` in a row after a quiet spell.
 */
export interface RenderLimits {
  atOnce: number;
  perSecond: number;
  burst: number;
  waiting: number;
  waitMs: number;
}

export const RENDER_LIMITS: RenderLimits = { atOnce: 4, perSecond: 4, burst: 16, waiting: 8, waitMs: 1000 };

/** Frees the place a render took. */
type Release = () => void;

/**
 * At most `atOnce` holders at a time, and `perSecond` admitted a second (`burst` in a
 * row); up to `waiting` more wait in order, each at most `waitMs`; anyone else, and a
 * waiter whose time is up, is refused (null) at once.
 */
export function renderGate({ atOnce, perSecond, burst, waiting, waitMs }: RenderLimits) {
  let running = 0;
  let tokens = burst;
  let filledAt = performance.now();
  let refill: NodeJS.Timeout | undefined;
  const queue: { admit: (release: Release) => void; timer: NodeJS.Timeout }[] = [];

  const topUp = () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - filledAt) * perSecond) / 1000);
    filledAt = now;
  };
  const canAdmit = () => {
    topUp();
    return running < atOnce && tokens >= 1;
  };
  const admit = (): Release => {
    running++;
    tokens--;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      pump();
    };
  };
  const full = () => queue.length >= waiting;
  /** Lets in whoever waits, in order, while there is a place and a token; else waits for the next token. */
  function pump() {
    while (queue.length > 0 && canAdmit()) {
      const next = queue.shift();
      if (!next) break;
      clearTimeout(next.timer);
      next.admit(admit());
    }
    if (queue.length > 0 && running < atOnce && refill === undefined) {
      refill = setTimeout(
        () => {
          refill = undefined;
          pump();
        },
        Math.ceil(((1 - tokens) * 1000) / perSecond),
      );
    }
  }

  return {
    enter(): Promise<Release | null> {
      if (queue.length === 0 && canAdmit()) return Promise.resolve(admit());
      if (full()) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter = {
          admit: resolve,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            resolve(null);
          }, waitMs),
        };
        queue.push(waiter);
        pump();
      });
    },
    /** True when `enter()` would be refused at once. */
    busy: () => full() && !(queue.length === 0 && canAdmit()),
  };
}

/**
 * A page rendered with the server's view (src/server-view.ts) for one request, with the
 * status and headers its answer needs; gzip-streamed like any render that is not kept.
 * Every render for one request comes through here, so here they are load-shed: past
 * `limits.atOnce` at once, or `limits.perSecond`, they wait briefly for a place, and past
 * the short queue, or its wait, they get the static busy page (503, `Retry-After: 1`),
 * which costs no render. Kept pages never come here.
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
  const answer = async (
    c: Context,
    path: string,
    view: ServerView,
    status: number,
    headers: Record<string, string>,
  ) => {
    const release = await gate.enter();
    if (release === null) return busyPage(headers);
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
    const response = streamedResponse(
      rendered instanceof Response || rendered.status !== 200 ? rendered : { ...rendered, status },
      requestHeader(c, "accept-encoding"),
      enforceCsp,
    );
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
  return Object.assign(answer, { busy: gate.busy });
}

/** The answer of a render refused for load: the static busy page, retried in a second. */
export const busyPage = (headers: Record<string, string> = {}) =>
  errorPage(503, { ...headers, "Retry-After": "1" });
