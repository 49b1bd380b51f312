import { type CallName, type DeliveryName, deliveryNames } from "../../booking/calls";
import type { BookingOutcome } from "../../booking/feedback";
import type { BookingPayload } from "../../booking/form-values";
import { DAY_FULL } from "../../booking/messages";
import type { FieldIssue } from "../../booking/schema";
import { noteServerClock } from "./server-clock";

// The browser's side of the booking calls (src/booking/calls.ts). Every response's status
// is read, so the visitor is told what actually happened (see
// docs/architecture.md#the-bookings-way-from-form-to-n8n).

const API = "/api/n8n";

export type SlotsLookup =
  | { kind: "ok"; bookedSlots: string[]; closed?: { reason: string } }
  /** n8n is unreachable or its workflow is off: booking still works, the team confirms later. */
  | { kind: "tentative" }
  | { kind: "failed" };

/** These statuses (and a network error) put the form in the tentative state: n8n is away, the booking still counts. */
const TENTATIVE_STATUSES = new Set([404, 500, 502, 503, 504]);

/**
 * How long a call may go unanswered before the form treats it as a network error. The
 * server answers well within it (n8n is waited for at most 8.5 s, a delivery 3 s); without
 * it, a connection that hangs left "Booking..." or the loading text on screen for good.
 */
export const RESPONSE_TIMEOUT_MS = 15_000;

/** The caller's signal, ended too after RESPONSE_TIMEOUT_MS where the browser can join signals. */
function withTimeout(signal?: AbortSignal | null): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== "function") return signal ?? undefined;
  const timeout = AbortSignal.timeout(RESPONSE_TIMEOUT_MS);
  if (!signal) return timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, timeout]) : signal;
}

async function postJson(endpoint: CallName, body: unknown, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${API}/${endpoint}`, {
    ...init,
    signal: withTimeout(init.signal),
    method: "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
  noteServerClock(response);
  return response;
}

/** The caller's own abort; a timeout (`TimeoutError`) is a failure like a network error. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Booked slots of one date. Rejects with an AbortError when `signal` aborts, which is not a failure. */
export async function lookUpBookedSlots(date: string, signal: AbortSignal): Promise<SlotsLookup> {
  let response: Response;
  try {
    response = await postJson("get-booked-slots", { date }, { signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: "tentative" };
  }
  return lookupOf(response.status, response.ok ? await readJson(response) : null);
}

/**
 * What a slot lookup's response means for the form, from its status and JSON body.
 */
export function lookupOf(status: number, json: unknown): SlotsLookup {
  if (status < 200 || status >= 300) return { kind: TENTATIVE_STATUSES.has(status) ? "tentative" : "failed" };
  const body = (typeof json === "object" ? json : null) as { bookedSlots?: unknown; closed?: unknown } | null;
  // A 200 without the promised list is the same trouble the server reports as 502.
  if (!isStringArray(body?.bookedSlots)) return { kind: "tentative" };
  // Why the day takes no booking (src/booking/day-rules.ts `BookedDay`); its labels are all in the list anyway.
  const reason = (body.closed as { reason?: unknown } | null | undefined)?.reason;
  return {
    kind: "ok",
    bookedSlots: body.bookedSlots,
    ...(typeof reason === "string" && { closed: { reason } }),
  };
}

/** The dates the team closed within the booking window (`GET /api/closed-days`), each with its reason. */
export type ClosedDays = readonly { date: string; reason: string }[];

/**
 * The closed days of the booking window, which the search for the next free date passes over
 * without a lookup each; null when they cannot be read (the search then goes on without
 * them). Rejects with an AbortError when `signal` aborts, which is not a failure.
 */
export async function lookUpClosedDays(signal: AbortSignal): Promise<ClosedDays | null> {
  let response: Response;
  try {
    response = await fetch("/api/closed-days", {
      signal: withTimeout(signal),
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    return null;
  }
  return closedDaysOf(response.status, response.ok ? await readJson(response) : null);
}

/** The closed days a response lists, from its status and JSON body; null for a failure or another shape. */
export function closedDaysOf(status: number, json: unknown): ClosedDays | null {
  if (status < 200 || status >= 300) return null;
  const list = (typeof json === "object" ? (json as { closedDays?: unknown } | null) : null)?.closedDays;
  if (!Array.isArray(list)) return null;
  const days = list.filter(
    (day): day is { date: string; reason: string } =>
      typeof day?.date === "string" && typeof day.reason === "string",
  );
  return days.map(({ date, reason }) => ({ date, reason }));
}

/**
 * What a booking call's response means for the visitor, from its status and JSON body.
 */
export function outcomeOf(status: number, json: unknown): BookingOutcome {
  const body = (typeof json === "object" ? json : null) as {
    error?: unknown;
    status?: unknown;
    bookingId?: unknown;
    manageUrl?: unknown;
    message?: unknown;
    issues?: unknown;
  } | null;
  if (status >= 200 && status < 300) {
    return {
      kind: "booked",
      queued: status === 202 || body?.status === "queued",
      bookingId: typeof body?.bookingId === "string" ? body.bookingId : "",
      manageUrl: typeof body?.manageUrl === "string" ? body.manageUrl : "",
    };
  }
  if (status === 409 && (body?.error === "day_closed" || body?.error === "day_full")) {
    const message = typeof body.message === "string" && body.message ? body.message : DAY_FULL;
    return { kind: "day_refused", message };
  }
  if (status === 409) return { kind: "slot_taken" };
  if (status === 429) return { kind: body?.error === "booking_limit" ? "booking_limit" : "rate_limited" };
  if (status === 400 && Array.isArray(body?.issues)) {
    return {
      kind: "invalid",
      message: typeof body.message === "string" ? body.message : "",
      issues: (body.issues as FieldIssue[]).filter(
        (issue) => typeof issue?.path === "string" && typeof issue.message === "string",
      ),
    };
  }
  return { kind: "failed", status };
}

async function post(
  endpoint: DeliveryName,
  payload: BookingPayload,
  idempotencyKey: string,
): Promise<BookingOutcome> {
  let response: Response;
  try {
    response = await postJson(endpoint, payload, { headers: { "Idempotency-Key": idempotencyKey } });
  } catch {
    return { kind: "failed", status: null };
  }
  return outcomeOf(response.status, await readJson(response));
}

/**
 * The delivery calls in their order (the e-mail call, then the submit call), all under
 * one Idempotency-Key so the server makes one booking of them (and of any retry). Each
 * call is made only when the one before it was accepted.
 */
export async function sendBooking(payload: BookingPayload, idempotencyKey: string): Promise<BookingOutcome> {
  let booked: Extract<BookingOutcome, { kind: "booked" }> | undefined;
  for (const name of deliveryNames) {
    const outcome = await post(name, payload, idempotencyKey);
    if (outcome.kind !== "booked") return outcome;
    booked = { ...outcome, queued: Boolean(booked?.queued) || outcome.queued };
  }
  // The list of calls has at least one delivery call.
  return booked as BookingOutcome;
}
