import { createServer, type RequestListener, type Server } from "node:http";
import { type AddressInfo, Server as NetServer } from "node:net";

/** Limits that keep a slow or stalled client from holding a request open indefinitely. */
export const SERVER_TIMEOUTS = {
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
};

/** Applies `SERVER_TIMEOUTS` to a server (this module's, and the dev server's). */
export function limitSlowClients(server: Server): Server {
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeoutMs;
  return server;
}

/**
 * Opens the port for the app's request listener (`buildApp().listener`); the only place
 * that listens, which tests reuse with port 0.
 */
export function listen(
  listener: RequestListener,
  { port, hostname }: { port: number; hostname: string },
  onListening?: (address: string, port: number) => void,
): Server {
  const server = limitSlowClients(createServer(listener));
  server.listen(port, hostname, () => {
    const { address, port: bound } = server.address() as AddressInfo;
    onListening?.(address, bound);
  });
  return server;
}

/**
 * Graceful stop. Closing the listening socket at once would make the kernel reset the
 * connections still waiting in its accept backlog (requests lost at the door), and
 * `http.Server#close` (Node >= 19) would also cut idle keep-alive connections that may
 * carry a request not parsed yet. So, in order:
 * 1. keep accepting for `acceptGraceMs` while `/readyz` says 503 (a load balancer stops
 *    sending) and every answer carries `Connection: close`: the backlog drains;
 * 2. close the listener: new connections are refused, never half-taken;
 * 3. after `idleGraceMs`, close connections that are still idle, every 200 ms, until the
 *    last in-flight request has been answered.
 */
export function drain(server: Server, { acceptGraceMs = 500, idleGraceMs = 500 } = {}): Promise<void> {
  return new Promise((resolve) => {
    let sweep: ReturnType<typeof setInterval> | undefined;
    setTimeout(() => {
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        resolve();
      });
      setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), 200);
      }, idleGraceMs);
    }, acceptGraceMs);
  });
}
