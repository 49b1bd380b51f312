import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { deliveryNames } from "../../src/booking/calls";
import { addressPrefix } from "./address-prefix";
import type { BookingRateLimits } from "./rate-limit";

/**
 * What each kind of request costs against its client's rate limits (see
 * docs/architecture.md#what-a-request-costs): a lookup (a slot lookup, a booking's page,
 * every MCP request), one booking call of the API, a whole booking (the form without
 * JavaScript, MCP's `book_consultation` on top of its request's lookup: what the browser's
 * delivery calls for it cost), a change.
 */
export const COSTS = {
  lookup: { limit: "lookups", tokens: 1 },
  bookingCall: { limit: "bookings", tokens: 1 },
  booking: { limit: "bookings", tokens: deliveryNames.length },
  change: { limit: "bookings", tokens: 1 },
} as const satisfies Record<string, { limit: keyof BookingRateLimits; tokens: number }>;

export type Cost = keyof typeof COSTS;

/** Who sent the request, worked out once per request. */
export interface Client {
  /** The address its rate limits are kept under. */
  address: string;
  /** The address as the per-address booking quotas count it (an IPv6 address's /64). */
  key: string;
  /** Takes `cost` from the client's limits: null, or the seconds to wait when they are spent. */
  spend(cost: Cost): number | null;
}

declare module "hono" {
  interface ContextVariableMap {
    client: Client;
  }
}

/**
 * Sets `client` on the request's context. Behind a proxy (`TRUST_PROXY=true`) the address
 * is the last `X-Forwarded-For` entry: the one our own proxy appended.
 */
export function identifyClient(trustProxy: boolean, limits: BookingRateLimits): MiddlewareHandler {
  return async (c, next) => {
    const address = addressOf(c, trustProxy);
    c.set("client", {
      address,
      key: addressPrefix(address),
      spend(cost) {
        const { limit, tokens } = COSTS[cost];
        for (let i = 0; i < tokens; i++) {
          const taken = limits[limit].take(address);
          if (!taken.allowed) return taken.retryAfterSeconds;
        }
        return null;
      },
    });
    await next();
  };
}

function addressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // `app.request()` in tests has no socket.
    return "unknown";
  }
}
