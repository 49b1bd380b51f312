import { setTimeout as sleep } from "node:timers/promises";

/**
 * `/readyz`'s view of the store, checked at most once per `intervalMs` however often a load
 * balancer asks (probes meanwhile share the last result). A check slower than `waitMs` (a lock
 * held elsewhere, a database that does not reply) says "not ready"; its result is kept when it comes.
 */
export function cachedReadiness(
  check: () => Promise<boolean>,
  {
    intervalMs = 1000,
    waitMs = 1000,
    now = () => performance.now(),
  }: { intervalMs?: number; waitMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let ready = false;
  let running: Promise<boolean> | undefined;
  return async () => {
    if (!running && now() - checkedAt >= intervalMs) {
      running = check()
        .catch(() => false)
        .then((result) => {
          ready = result;
          checkedAt = now();
          running = undefined;
          return result;
        });
    }
    if (!running) return ready;
    const late = new AbortController();
    try {
      return await Promise.race([running, sleep(waitMs, false, { signal: late.signal })]);
    } finally {
      late.abort();
    }
  };
}
