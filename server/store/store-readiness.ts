/**
 * `/readyz`'s view of the store, asked of the store at most once per `intervalMs`; a
 * probe in between gets the last answer. However often a load balancer (or anyone) asks,
 * the store takes one check a second, and a check that waits on a lock held by another
 * process (the short busy timeout) is not repeated for every probe.
 */
export function cachedReadiness(
  check: () => boolean,
  { intervalMs = 1000, now = () => performance.now() }: { intervalMs?: number; now?: () => number } = {},
): () => boolean {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let ready = false;
  return () => {
    if (now() - checkedAt >= intervalMs) {
      ready = check();
      checkedAt = now();
    }
    return ready;
  };
}
