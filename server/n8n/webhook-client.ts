import { z } from "zod";
import { type BookingCalls, bookingCalls, type CallName, type OutboxName } from "../../src/booking/calls";
import type { Interval } from "../../src/booking/dates";

export interface N8nConfig {
  baseUrl: string;
  /** Path of each webhook under `baseUrl`; each can be overridden by environment. */
  paths: Record<CallName, string>;
  /** n8n's Header Auth credential; never logged, never sent to the browser. */
  authHeader?: { name: string; value: string };
  timeoutMs: number;
}

/** Why a call did not succeed; the API maps these to 502, 503 and 504. */
export type N8nFailure =
  | { kind: "status"; status: number }
  | { kind: "shape"; detail: string }
  | { kind: "unreachable"; detail: string }
  | { kind: "timeout" };

export type N8nResult<T> = { ok: true; value: T } | { ok: false; failure: N8nFailure };

/** An ISO 8601 date-time with an offset: seconds and fractions optional, the offset `Z`, `±hh:mm` or `±hhmm`. */
const OFFSET_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant of such a date-time, else an invalid date (JavaScript's own parser is strict
 * only for the full form).
 */
function offsetInstant(text: string): Date {
  const match = OFFSET_DATE_TIME.exec(text);
  if (!match) return new Date(Number.NaN);
  const [, minutes, seconds = ":00", offset = "Z"] = match;
  const zone = offset === "Z" ? offset : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  return new Date(`${minutes}${seconds.slice(0, 13)}${zone}`);
}

/**
 * A busy time of the team's calendar: ISO 8601 date-times with an offset (what a free/busy
 * query gives), ending after they start; an invalid date-time fails that check too (NaN).
 */
const busyTimeSchema = z
  .object({ start: z.string().transform(offsetInstant), end: z.string().transform(offsetInstant) })
  .refine(({ start, end }) => end.getTime() > start.getTime());

/** n8n's reply to the booked-slots lookup: its held slots, and the team's busy times when it has any. */
const n8nBookedSlotsSchema = z.object({
  bookedSlots: z.array(z.string()),
  busy: z.array(busyTimeSchema).optional(),
});

/** What n8n knows of a day. */
export interface N8nDay {
  bookedSlots: string[];
  busy: Interval[];
}

export interface N8nClient {
  getBookedSlots(date: string): Promise<N8nResult<N8nDay>>;
  /** Posts one queued booking call; the idempotency key lets n8n drop duplicates. */
  deliver(kind: OutboxName, body: string, idempotencyKey: string): Promise<N8nResult<void>>;
}

export function describeFailure(failure: N8nFailure): string {
  switch (failure.kind) {
    case "status":
      return `n8n answered ${failure.status}`;
    case "shape":
      return `n8n answered an unexpected body: ${failure.detail}`;
    case "unreachable":
      return `n8n unreachable: ${failure.detail}`;
    case "timeout":
      return "n8n timed out";
  }
}

const shape = (detail: string) => ({ ok: false as const, failure: { kind: "shape" as const, detail } });

/**
 * What n8n's 2xx reply must be, by the `reply` a booking call names. n8n sometimes
 * replies 200 with an empty body when a workflow failed: that is never a success.
 */
export const replyChecks = {
  /**
   * `{bookedSlots: string[], busy?: [{start, end}]}`; anything else (a malformed `busy`
   * too) is a failure, never "nothing booked".
   */
  bookedSlots(text: string): N8nResult<N8nDay> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return shape(text.trim() === "" ? "empty body" : "not JSON");
    }
    const parsed = n8nBookedSlotsSchema.safeParse(body);
    if (parsed.success)
      return { ok: true, value: { bookedSlots: parsed.data.bookedSlots, busy: parsed.data.busy ?? [] } };
    const busy = parsed.error.issues.some((issue) => issue.path[0] === "busy");
    return shape(
      busy ? "busy is not a list of {start, end} date-times with an offset" : "no bookedSlots string array",
    );
  },
  /** Any non-empty body: the workflow ran to its end. */
  acknowledgement(text: string): N8nResult<void> {
    return text.trim() === "" ? shape("empty body") : { ok: true, value: undefined };
  },
} satisfies Record<BookingCalls[CallName]["reply"], (text: string) => N8nResult<unknown>>;

/**
 * Every form in which an error could quote the client's secrets: the auth header value,
 * and the base URL's user name and password as written and decoded. Longest first, so a
 * secret inside another is never replaced before it, leaving the rest of the longer one.
 */
function secretsOf(config: N8nConfig): string[] {
  const url = URL.parse(config.baseUrl);
  const fromUrl = url ? [url.username, url.password].flatMap((part) => [part, decoded(part)]) : [];
  return [...new Set([config.authHeader?.value ?? "", ...fromUrl])]
    .filter((secret) => secret !== "")
    .sort((a, b) => b.length - a.length);
}

/** A percent-encoded URL part decoded, or as it is when it is not valid encoding (a bare %). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function createN8nClient(config: N8nConfig): N8nClient {
  const base = `${config.baseUrl.replace(/\/+$/, "")}/`;
  // fetch's own errors quote a URL's credentials and a refused header value in full; what
  // a failure says goes to the log and the outbox's last_error, so neither may appear.
  // (The environment's check refuses both at start; this keeps any other caller safe.)
  const secrets = secretsOf(config);
  const withoutSecrets = (text: string) =>
    secrets.reduce((clean, secret) => clean.replaceAll(secret, "[redacted]"), text);
  const urls = Object.fromEntries(
    Object.entries(config.paths).map(([name, path]) => [name, new URL(path.replace(/^\/+/, ""), base).href]),
  ) as Record<CallName, string>;

  const auth = config.authHeader ? { [config.authHeader.name]: config.authHeader.value } : {};

  /** Posts to a webhook: the body of a 2xx reply, or why there was none. */
  async function post(
    name: CallName,
    body: string,
    headers: Record<string, string> = {},
  ): Promise<N8nResult<string>> {
    try {
      const response = await fetch(urls[name], {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...headers, ...auth },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
        // Not followed: a redirect is a reply that is not 2xx, as the contract counts it (502).
        redirect: "manual",
      });
      const text = await response.text();
      if (response.status < 200 || response.status > 299)
        return { ok: false, failure: { kind: "status", status: response.status } };
      return { ok: true, value: text };
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError")
        return { ok: false, failure: { kind: "timeout" } };
      const detail =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
      return { ok: false, failure: { kind: "unreachable", detail: withoutSecrets(detail) } };
    }
  }

  return {
    async getBookedSlots(date) {
      const reply = await post("get-booked-slots", JSON.stringify({ date }));
      return reply.ok ? replyChecks[bookingCalls["get-booked-slots"].reply](reply.value) : reply;
    },
    async deliver(kind, body, idempotencyKey) {
      const reply = await post(kind, body, { "Idempotency-Key": idempotencyKey });
      return reply.ok ? replyChecks[bookingCalls[kind].reply](reply.value) : reply;
    },
  };
}
