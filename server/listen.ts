import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

/** Limits that keep a slow or stalled client from holding a request open indefinitely. */
export const SERVER_TIMEOUTS = {
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
};

/** Opens the port for the app (the only place that listens; tests reuse it with port 0). */
export function listen(
  app: Hono,
  { port, hostname }: { port: number; hostname: string },
  onListening?: (address: string, port: number) => void,
): Server {
  const server = serve({ fetch: app.fetch, port, hostname }, (info) =>
    onListening?.(info.address, info.port),
  ) as Server;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeoutMs;
  return server;
}
