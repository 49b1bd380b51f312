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

/** Each open connection of a server: how many of its answers are still being sent, and its latest request. */
interface Connection {
  answering: number;
  request?: IncomingMessage;
}

const connectionsOf = new WeakMap<Server, Map<Socket, Connection>>();

function trackConnections(server: Server): void {
  if (connectionsOf.has(server)) return;
  const connections = new Map<Socket, Connection>();
  connectionsOf.set(server, connections);
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { answering: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.answering += 1;
    connection.request = req;
    res.once("close", () => {
      connection.answering -= 1;
    });
  });
}

/**
 * Closes the connections that have no answer being sent: idle keep-alive ones, and those
 * whose request has not fully arrived, headers or body (a half-sent request is not waited
 * for). `sparingNew` spares connections that have not carried a request yet: during the
 * accept grace they are the backlog being drained, their first request on its way.
 */
function closeConnectionsWithoutAnswer(server: Server, { sparingNew = false } = {}): void {
  for (const [socket, { answering, request }] of connectionsOf.get(server) ?? []) {
    if (sparingNew && request === undefined) continue;
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
 * 1. at once, connections that have carried a request and have no answer being sent are
 *    closed: idle keep-alive ones and half-sent second requests;
 * 2. for `acceptGraceMs` the server keeps accepting while `/readyz` says 503 (a load
 *    balancer stops sending) and every answer carries `Connection: close`: the backlog
 *    drains, and a connection just accepted gets its first request answered;
 * 3. the listener closes, new connections are refused, never half-taken; from then on,
 *    every connection with no answer being sent is closed, half-sent requests included
 *    (a client that takes longer than the grace to send its request is not waited for),
 *    until the last answer in flight has been sent.
 */
export function drain(server: Server, { acceptGraceMs = 500 } = {}): Promise<void> {
  return new Promise((resolve) => {
    closeConnectionsWithoutAnswer(server, { sparingNew: true });
    setTimeout(() => {
      let sweep: ReturnType<typeof setInterval> | undefined;
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        resolve();
      });
      closeConnectionsWithoutAnswer(server);
      sweep = setInterval(() => closeConnectionsWithoutAnswer(server), 100);
    }, acceptGraceMs);
  });
}
