import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** A header of Node's parsed request (duplicates joined, as the Fetch API would). `name` is lower case. */
export function incomingHeader(incoming: IncomingMessage, name: Lowercase<string>): string | undefined {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * A request header, read from Node's already-parsed headers when the app runs on
 * @hono/node-server: `c.req.header()` would build a whole `Headers` object from the raw
 * request first, on every request of the hot path. `name` is lower case.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? incomingHeader(incoming, name) : c.req.header(name);
}

/**
 * The request target as the client sent it: the path undecoded, dot segments kept, with
 * its query. Without Node underneath (`app.request()`), the URL's path and query.
 */
export function requestTarget(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // An absolute-form target (`GET http://host/path`) is left to the URL parser.
  if (incoming?.url?.startsWith("/")) return incoming.url;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

/** `/path?query` as `["/path", "?query"]`; the query is "" when there is none. */
export function splitTarget(target: string): [path: string, search: string] {
  const query = target.indexOf("?");
  return query === -1 ? [target, ""] : [target.slice(0, query), target.slice(query)];
}
