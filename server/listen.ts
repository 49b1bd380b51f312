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

export type ServerTimeouts = typeof SERVER_TIMEOUTS;

/**
 * How often Node looks for requests past their header or body timeout. Its default, 30 s,
 * lets a stalled client stay up to 30 s past the limit; the check is a walk over the
 * open connections, cheap at this size.
 */
const TIMEOUT_CHECK_MS = 500;

/** Applies the timeouts to a server (this module's, and the dev server's) before it listens. */
export function limitSlowClients(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // Node reads this (the option of the same name, which @types/node lists only as an
  // option) when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = TIMEOUT_CHECK_MS;
  trackConnections(server);
  return server;
}

/**
 * Each open connection of a server: how many of its answers are still being sent, its
 * latest request, and since when it has had nothing to answer.
 */
interface Connection {
  answering: number;
  request?: IncomingMessage;
  quietSince: number;
}

const connectionsOf = new WeakMap<Server, Map<Socket, Connection>>();

function trackConnections(server: Server): void {
  if (connectionsOf.has(server)) return;
  const connections = new Map<Socket, Connection>();
  connectionsOf.set(server, connections);
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { answering: 0, quietSince: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.answering += 1;
    connection.request = req;
    res.once("close", () => {
      connection.answering -= 1;
      connection.quietSince = performance.now();
    });
  });
}

/**
 * A keep-alive connection whose last answer went out this recently may already carry the
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
  for (const [socket, { answering, request, quietSince }] of connectionsOf.get(server) ?? []) {
    if (request?.complete && answering === 0 && now - quietSince >= QUIET_MS) socket.destroy();
  }
}

/**
 * Once the listener is closed: closes every connection with no answer being sent, idle
 * ones and those whose request has not fully arrived, headers or body (a client slower
 * than the grace to send its request is not waited for).
 */
function closeConnectionsWithoutAnswer(server: Server): void {
  for (const [socket, { answering, request }] of connectionsOf.get(server) ?? []) {
    if (answering === 0 || (request && !request.complete)) socket.destroy();
  }
}

/**
 * Opens the port for the app's request listener (`buildApp().listener`); the only place
 * that listens, which tests reuse with port 0 (and shorter timeouts).
 */
export function listen(
  listener: RequestListener,
  { port, hostname, timeouts }: { port: number; hostname: string; timeouts?: ServerTimeouts },
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
 * Graceful stop, within the shutdown's grace period whatever the clients do. Closing the
 * listening socket at once would make the kernel reset the connections still waiting in
 * its accept backlog (requests lost at the door). So, in order:
 * 1. from the start, keep-alive connections with no answer being sent are closed (within
 *    `QUIET_MS` of their last answer, so a request already on its way is not cut);
 *    every answer from now on carries `Connection: close`;
 * 2. for `acceptGraceMs` the server keeps accepting while `/readyz` says 503 (a load
 *    balancer stops sending): the backlog drains, and a connection just accepted gets its
 *    first request answered;
 * 3. the listener closes, new connections are refused, never half-taken; from then on,
 *    every connection with no answer being sent is closed, half-sent requests included,
 *    until the last answer in flight has been sent.
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
      afterPoll(closeConnectionsWithoutAnswer)();
      sweep = setInterval(afterPoll(closeConnectionsWithoutAnswer), 100);
    }, acceptGraceMs);
  });
}
