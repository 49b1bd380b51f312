// A fake n8n for tests: the production webhooks under /webhook/, Header Auth,
// deduplication by Idempotency-Key (as our real workflow does), and failure modes.
// In-process: `await startFakeN8n()`. As a process (for browser tests):
//   node tests/support/fake-n8n.ts --port 3199 [--mode ok]
// Control over HTTP: POST /__control {mode?, bookedSlots?, busy?, reset?}, GET /__control/calls.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const fakeModes = ["ok", "500", "404", "302", "empty200", "slow", "down"] as const;
export type FakeMode = (typeof fakeModes)[number];

export interface ReceivedCall {
  webhook: string;
  idempotencyKey: string | undefined;
  body: unknown;
  at: number;
  /** submit-consultation: whether the key was stored already (answered "duplicate"). */
  duplicate?: boolean;
}

export interface FakeN8nOptions {
  port?: number;
  mode?: FakeMode;
  slowMs?: number;
  /** How long get-booked-slots takes, whatever the mode's delay (a benchmark's n8n, a test's quick lookups). */
  lookupMs?: number;
  /** When set, requests must carry this header (n8n's Header Auth) or get 403. */
  auth?: { name: string; value: string };
}

export interface FakeN8n {
  /** Base URL to give our server as N8N_WEBHOOK_BASE_URL. */
  readonly baseUrl: string;
  readonly port: number;
  /** Every webhook call received, in order (also duplicates). */
  readonly calls: ReceivedCall[];
  /** Bookings stored by submit-consultation, one per Idempotency-Key. */
  readonly stored: Map<string, { date: string; timeSlot: string; bookingId?: string }>;
  /**
   * Requests received and not yet done with: a "slow" call is worked on to its end (and
   * its booking stored) like n8n does, even when its sender has gone away meanwhile.
   */
  readonly pending: number;
  mode: FakeMode;
  /** Extra booked slots per date, as if booked elsewhere. */
  bookedSlots: Map<string, string[]>;
  /** The team's busy times per date, answered as `busy` (none: no `busy` field, as an older workflow answers). */
  busy: Map<string, { start: string; end: string }[]>;
  callsTo(webhook: string): ReceivedCall[];
  /** "down": stop listening (connections are refused); "up": listen again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** The change webhooks, and the status each replies with (n8n/README.md). */
const changeStatuses = new Map([
  ["cancel-consultation", "cancelled"],
  ["reschedule-consultation", "rescheduled"],
  ["confirm-consultation", "confirmed"],
  ["decline-consultation", "declined"],
  ["remind-consultation", "reminded"],
]);

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

export async function startFakeN8n(options: FakeN8nOptions = {}): Promise<FakeN8n> {
  const calls: ReceivedCall[] = [];
  const stored = new Map<string, { date: string; timeSlot: string; bookingId?: string }>();
  let server: Server | undefined;
  let port = options.port ?? 0;
  let pending = 0;

  const fake: FakeN8n = {
    get baseUrl() {
      return `http://127.0.0.1:${port}/webhook/`;
    },
    get port() {
      return port;
    },
    get pending() {
      return pending;
    },
    calls,
    stored,
    mode: options.mode ?? "ok",
    bookedSlots: new Map(),
    busy: new Map(),
    callsTo: (webhook) => calls.filter((call) => call.webhook === webhook),
    down: () => stop(),
    up: () => listen(),
    close: () => stop(),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/__control/calls")
      return json(res, 200, { calls, stored: Object.fromEntries(stored) });
    if (url.pathname === "/__control" && req.method === "POST") {
      const body = JSON.parse((await readBody(req)) || "{}") as {
        mode?: FakeMode;
        bookedSlots?: Record<string, string[]>;
        busy?: Record<string, { start: string; end: string }[]>;
        reset?: boolean;
      };
      if (body.reset) {
        calls.length = 0;
        stored.clear();
        fake.bookedSlots.clear();
        fake.busy.clear();
      }
      if (body.mode) fake.mode = body.mode;
      for (const [date, slots] of Object.entries(body.bookedSlots ?? {})) fake.bookedSlots.set(date, slots);
      for (const [date, times] of Object.entries(body.busy ?? {})) fake.busy.set(date, times);
      return json(res, 200, { mode: fake.mode });
    }

    const match = /^\/webhook\/([a-z-]+)$/.exec(url.pathname);
    if (!match || req.method !== "POST")
      return json(res, 404, { code: 404, message: "The requested webhook is not registered." });
    const webhook = match[1] as string;
    const text = await readBody(req);
    if (options.auth && req.headers[options.auth.name.toLowerCase()] !== options.auth.value) {
      return json(res, 403, { message: "Authorization data is wrong!" });
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {}
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const call: ReceivedCall = { webhook, idempotencyKey, body, at: Date.now() };
    calls.push(call);

    const lookup = webhook === "get-booked-slots";
    if (lookup && options.lookupMs !== undefined && fake.mode !== "down") {
      await new Promise((resolve) => setTimeout(resolve, options.lookupMs));
    }
    switch (fake.mode) {
      case "500":
        return json(res, 500, { message: "Error in workflow" });
      case "404":
        return json(res, 404, {
          code: 404,
          message: `The requested webhook "POST ${webhook}" is not registered.`,
        });
      case "302":
        // A proxy in front of n8n sending the call to a login page.
        return res.writeHead(302, { Location: "/signin" }).end();
      case "empty200":
        return res.writeHead(200).end();
      case "slow":
        if (!lookup || options.lookupMs === undefined)
          await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5000));
        break;
    }

    const request = body as { date?: string; timeSlot?: string; bookingId?: string };
    if (webhook === "get-booked-slots") {
      const date = request?.date ?? "";
      const ours = [...stored.values()]
        .filter((booking) => booking.date === date)
        .map((booking) => booking.timeSlot);
      const busy = fake.busy.get(date);
      return json(res, 200, {
        bookedSlots: [...(fake.bookedSlots.get(date) ?? []), ...ours],
        ...(busy && { busy }),
      });
    }
    if (webhook === "submit-consultation") {
      const duplicate = idempotencyKey !== undefined && stored.has(idempotencyKey);
      call.duplicate = duplicate;
      if (!duplicate && request?.date && request.timeSlot) {
        stored.set(idempotencyKey ?? `no-key-${calls.length}`, {
          date: request.date,
          timeSlot: request.timeSlot,
          ...(request.bookingId && { bookingId: request.bookingId }),
        });
      }
      return json(res, 200, { status: "stored", duplicate });
    }
    if (webhook === "send-consultation-email") return json(res, 200, { status: "sent" });
    // A visitor's changes and the team's, as our workflow handles them: a cancel or a
    // decline frees the booking's slot, a move moves it, a confirm or a reminder keeps it.
    const changed = changeStatuses.get(webhook);
    if (changed) {
      for (const [key, booking] of stored) {
        if (!request?.bookingId || booking.bookingId !== request.bookingId) continue;
        if (changed === "cancelled" || changed === "declined") stored.delete(key);
        else if (changed === "rescheduled" && request.date && request.timeSlot)
          stored.set(key, { ...booking, date: request.date, timeSlot: request.timeSlot });
      }
      return json(res, 200, { status: changed });
    }
    return json(res, 404, {
      code: 404,
      message: `The requested webhook "POST ${webhook}" is not registered.`,
    });
  }

  function listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      const listening = createServer((req, res) => {
        pending++;
        handle(req, res)
          .catch((error) => json(res, 500, { message: String(error) }))
          .finally(() => pending--);
      });
      server = listening;
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  function stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
      server = undefined;
    });
  }

  if (fake.mode !== "down") await listen();
  else if (!options.port) throw new Error("a fake that starts down needs a fixed port");
  return fake;
}

// Run as a process: `node tests/support/fake-n8n.ts --port 3199 --mode ok`
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const fake = await startFakeN8n({
    port: Number(arg("port") ?? 3199),
    mode: (arg("mode") as FakeMode) ?? "ok",
  });
  console.log(`fake n8n on ${fake.baseUrl}`);
  process.on("SIGTERM", () => fake.close().then(() => process.exit(0)));
}
