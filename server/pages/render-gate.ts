import { errorPage } from "./error-page";

/**
 * How many renders for one request an instance does at once and a second, how many more
 * may wait for one, and for how long (docs/architecture.md#pages-made-for-one-request),
 * enforced by server/pages/request-pages.ts.
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

export interface RenderGate {
  /** A place to render in (free it once rendered), or null when refused. */
  enter(): Promise<Release | null>;
  /**
   * True while `enter()` would be refused at once: a route can then answer the busy page
   * before it reads a body or opens a booking, so a flood costs little more than its bytes.
   */
  busy(): boolean;
}

/**
 * At most `atOnce` holders at a time, and `perSecond` admitted a second (`burst` in a
 * row); up to `waiting` more wait in order, each at most `waitMs`; anyone else, and a
 * waiter whose time is up, is refused (null) at once.
 */
export function renderGate({ atOnce, perSecond, burst, waiting, waitMs }: RenderLimits): RenderGate {
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
    enter() {
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
    busy: () => full() && !(queue.length === 0 && canAdmit()),
  };
}

/** What a render refused for load is answered: the static busy page, retried in a second. */
export const busyPage = (headers: Record<string, string> = {}) =>
  errorPage(503, { ...headers, "Retry-After": "1" });
