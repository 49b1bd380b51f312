import { errorPage } from "./error-page";

/**
 * Renders for one request at once and a second, and who may wait how long
 * (docs/architecture.md#pages-made-for-one-request). Settings of the code, measured by `npm run
 * bench`: they keep kept pages fast while posts flood in. A render holds the one thread, so
 * four at once could take all of it: a token bucket bounds the rate too.
 */
export const RENDER_LIMITS = { atOnce: 4, perSecond: 4, burst: 16, waiting: 8, waitMs: 1000 };

export type RenderLimits = typeof RENDER_LIMITS;

export interface RenderGate {
  /** A place to render in (a function that frees it once rendered), or null when refused. */
  enter(): Promise<(() => void) | null>;
  /** True while `enter()` would be refused at once: the busy page goes before a body is read. */
  busy(): boolean;
}

/** At most `atOnce` at a time and `perSecond` a second (`burst` in a row); `waiting` more wait up to `waitMs`. */
export function renderGate({ atOnce, perSecond, burst, waiting, waitMs }: RenderLimits): RenderGate {
  let running = 0;
  let tokens = burst;
  let filledAt = performance.now();
  let refill: NodeJS.Timeout | undefined;
  const queue: { admit: (release: () => void) => void; timer: NodeJS.Timeout }[] = [];

  // Tops the bucket up for the time passed, then says whether a render may start now.
  const canAdmit = () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - filledAt) * perSecond) / 1000);
    filledAt = now;
    return running < atOnce && tokens >= 1;
  };
  const admit = () => {
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

/** The response to a render refused for load: the static busy page, retried in a second. */
export const busyPage = (headers: Record<string, string> = {}) =>
  errorPage(503, { ...headers, "Retry-After": "1" });
