/**
 * A token bucket per client address: `capacity` requests at once, refilled at
 * `perMinute`. In memory, so per process (docs/architecture.md#what-a-request-costs).
 */
export interface RateLimit {
  /** Takes one token; when none is left, says how many seconds until one is. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export const MAX_TRACKED = 10_000;

export function createRateLimit({ capacity, perMinute }: { capacity: number; perMinute: number }): RateLimit {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      if (!buckets.has(key) && buckets.size >= MAX_TRACKED) {
        // Bounded memory under a flood of addresses: forget the oldest tenth in one go
        // (Map keeps insertion order), not a scan per request.
        let evict = MAX_TRACKED / 10;
        for (const oldest of buckets.keys()) {
          buckets.delete(oldest);
          if (--evict === 0) break;
        }
      }
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
  };
}

/**
 * The booking side's limits per client address, one pair per process: lookups are cheap and
 * frequent, bookings are few (what each request costs: server/http/client.ts).
 */
export const BOOKING_RATE_LIMITS = {
  lookups: { capacity: 30, perMinute: 60 },
  bookings: { capacity: 10, perMinute: 10 },
} as const;

export type BookingRateLimits = Record<keyof typeof BOOKING_RATE_LIMITS, RateLimit>;

export const bookingRateLimits = (): BookingRateLimits => ({
  lookups: createRateLimit(BOOKING_RATE_LIMITS.lookups),
  bookings: createRateLimit(BOOKING_RATE_LIMITS.bookings),
});
