/**
 * `/readyz`'s view of the store, asked of the store at most once per `intervalMs`; a
 * probe in between gets the last result, and probes arriving during a check share it.
 * However often a load balancer (or anyone) asks, the store takes one check a second.
 * A check slower than `waitMs` (a lock held by another process, a database that does
 * not reply) makes the probe say "not ready" at once; the check's own result is
 * kept when it comes.
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    try {
      return await Promise.race([running, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
