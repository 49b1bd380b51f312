import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header, read from Node's already-parsed headers when the app runs on
 * @hono/node-server: `c.req.header()` would build a whole `Headers` object from the raw
 * request first, on every request of the hot path. `name` is lower case.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
