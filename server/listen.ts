import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import { type AddressInfo, Server as NetServer, type Socket } from "node:net";

/** Limits that keep a slow or stalled client from holding a request open indefinitely. */
export const SERVER_TIMEOUTS = {
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
};

/** How often Node looks for requests past their timeouts: its default (30 s) lets a stalled client stay 30 s more. */
const TIMEOUT_CHECK_MS = 500;

/** Applies the timeouts to a server (this module's, and the dev server's) before it listens. */
export function limitSlowClients(server: Server, timeouts: typeof SERVER_TIMEOUTS = SERVER_TIMEOUTS): Server {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // Node reads this (the option of the same name, which @types/node lists only as an
  // option) when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = TIMEOUT_CHECK_MS;
  trackConnections(server);
  return server;
}

/** Each open connection: how many of its responses are still being sent, its latest request, since when it is quiet. */
interface Connection {
  responding: number;
  request?: IncomingMessage;
  quietSince: number;
}

const connectionsOf = new WeakMap<Server, Map<Socket, Connection>>();

function trackConnections(server: Server): void {
  if (connectionsOf.has(server)) return;
  const connections = new Map<Socket, Connection>();
  connectionsOf.set(server, connections);
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { responding: 0, quietSince: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.responding += 1;
    connection.request = req;
    res.once("close", () => {
      connection.responding -= 1;
      connection.quietSince = performance.now();
    });
  });
}

/**
 * A keep-alive connection whose last response went out this recently may already carry the
 * client's next request, still in the kernel's buffer: closing it would lose that request.
 */
const QUIET_MS = 100;

/**
 * While the port still accepts: closes keep-alive connections that have been idle a
 * moment (a request in flight on them would have arrived by then). Connections that have
 * not carried a request yet are the backlog being drained, and half-sent requests may
 * still complete: both are left until the listener closes.
 */
function closeIdleKeepAlive(server: Server): void {
  const now = performance.now();
  for (const [socket, { responding, request, quietSince }] of connectionsOf.get(server) ?? []) {
    if (request?.complete && responding === 0 && now - quietSince >= QUIET_MS) socket.destroy();
  }
}

/** Once the listener is closed: closes every connection with no response being sent, half-sent requests included. */
function closeConnectionsWithoutResponse(server: Server): void {
  for (const [socket, { responding, request }] of connectionsOf.get(server) ?? []) {
    if (responding === 0 || (request && !request.complete)) socket.destroy();
  }
}

/**
 * Opens the port for the app's request listener (`buildApp().listener`); the only place
 * that listens, which tests reuse with port 0 (and shorter timeouts).
 */
export function listen(
  listener: RequestListener,
  { port, hostname, timeouts }: { port: number; hostname: string; timeouts?: typeof SERVER_TIMEOUTS },
  onListening?: (address: string, port: number) => void,
): Server {
  const server = limitSlowClients(createServer(listener), timeouts);
  server.listen(port, hostname, () => {
    const { address, port: bound } = server.address() as AddressInfo;
    onListening?.(address, bound);
  });
  return server;
}

/**
 * Graceful stop within the grace period. Closing the listening socket at once would make the
 * kernel reset the connections waiting in its accept backlog (requests lost at the door). So:
 * 1. idle keep-alive connections are closed (`QUIET_MS` after their last response), and every
 *    response from now on carries `Connection: close`;
 * 2. for `acceptGraceMs` the server keeps accepting while `/readyz` says 503: the backlog drains;
 * 3. the listener closes; every connection with no response being sent is closed, until the
 *    last response in flight has been sent.
 */
export function drain(server: Server, { acceptGraceMs = 500 } = {}): Promise<void> {
  // Each sweep runs after the event loop's next poll: bytes that arrived while the loop was
  // busy are read first, so a request already sent is seen as one, not as an idle connection.
  const afterPoll = (sweep: (server: Server) => void) => () => setImmediate(sweep, server);
  return new Promise((resolve) => {
    afterPoll(closeIdleKeepAlive)();
    let sweep = setInterval(afterPoll(closeIdleKeepAlive), QUIET_MS / 2);
    setTimeout(() => {
      clearInterval(sweep);
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        resolve();
      });
      afterPoll(closeConnectionsWithoutResponse)();
      sweep = setInterval(afterPoll(closeConnectionsWithoutResponse), 100);
    }, acceptGraceMs);
  });
}
