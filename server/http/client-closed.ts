import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * nginx's "client closed request": never sent (no one is left to read it), it is what the log line
 * and the metrics record. Not a 500 (nothing failed here) nor a 400 (the client sent nothing wrong):
 * operators alert on both, and a visitor losing their network mid-upload is neither.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * True when the client reset the connection while its request was being read (it
 * announced a body and closed before sending it all): Node then ends the request with
 * `ECONNRESET`, whichever reader (a form, JSON, the MCP transport) was reading it and
 * however that reader wrapped the error it threw.
 */
export function closedByClient(c: Context): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return (incoming?.errored as NodeJS.ErrnoException | null | undefined)?.code === "ECONNRESET";
}
