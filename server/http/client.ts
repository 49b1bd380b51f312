import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { deliveryNames } from "../../src/booking/calls";
import { addressPrefix, networkPrefix } from "./address-prefix";
import type { BookingRateLimits } from "./rate-limit";
import { clientAddress, type TrustedProxies } from "./trusted-proxies";

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
  address: string;
  /** The address as every per-address limit counts it: IPv4, or an IPv6 address's /64. */
  key: string;
  /** An IPv6 client's /48, which a daily cap of bookings counts; null for IPv4. */
  network: string | null;
  /** Takes `cost` from the client's limits: null, or the seconds to wait when they are spent. */
  spend(cost: Cost): number | null;
}

declare module "hono" {
  interface ContextVariableMap {
    client: Client;
  }
}

/**
 * Sets `client` on the request's context: the connection's address, or behind a trusted
 * proxy the client it names (server/http/trusted-proxies.ts). Every per-address limit
 * counts the same key: an IPv6 client's /64, so rotating addresses inside it gains nothing.
 */
export function identifyClient(proxies: TrustedProxies, limits: BookingRateLimits): MiddlewareHandler {
  return async (c, next) => {
    const address = clientAddress(peerOf(c), c.req.header("X-Forwarded-For"), proxies);
    const key = addressPrefix(address);
    c.set("client", {
      address,
      key,
      network: networkPrefix(address),
      spend(cost) {
        const { limit, tokens } = COSTS[cost];
        for (let i = 0; i < tokens; i++) {
          const taken = limits[limit].take(key);
          if (!taken.allowed) return taken.retryAfterSeconds;
        }
        return null;
      },
    });
    await next();
  };
}

function peerOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // `app.request()` in tests has no socket.
    return "unknown";
  }
}
