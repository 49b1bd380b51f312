import { bookedSlotsResponseSchema } from "../../src/booking/schema";
import type { DeliveryKind } from "../store/booking-store";

export const webhookNames = ["get-booked-slots", "send-consultation-email", "submit-consultation"] as const;
export type WebhookName = (typeof webhookNames)[number];

export interface N8nConfig {
  baseUrl: string;
  /** Path of each webhook under `baseUrl`; each can be overridden by environment. */
  paths: Record<WebhookName, string>;
  /** n8n's Header Auth credential; never logged, never sent to the browser. */
  authHeader?: { name: string; value: string };
  timeoutMs: number;
}

/** Why a call did not succeed; the API maps these to 502, 503 and 504 (decisions §6). */
export type N8nFailure =
  | { kind: "status"; status: number }
  | { kind: "shape"; detail: string }
  | { kind: "unreachable"; detail: string }
  | { kind: "timeout" };

export type N8nResult<T> = { ok: true; value: T } | { ok: false; failure: N8nFailure };

export interface N8nClient {
  getBookedSlots(date: string): Promise<N8nResult<string[]>>;
  /** Posts one queued booking call; the idempotency key lets n8n drop duplicates. */
  deliver(kind: DeliveryKind, requestJson: string, idempotencyKey: string): Promise<N8nResult<void>>;
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

/** A booked-slots answer must be `{bookedSlots: string[]}`; anything else is a failure, never "nothing booked". */
export function parseBookedSlots(text: string): N8nResult<string[]> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, failure: { kind: "shape", detail: text.trim() === "" ? "empty body" : "not JSON" } };
  }
  const parsed = bookedSlotsResponseSchema.safeParse(body);
  if (!parsed.success)
    return { ok: false, failure: { kind: "shape", detail: "no bookedSlots string array" } };
  return { ok: true, value: parsed.data.bookedSlots };
}

export function createN8nClient(config: N8nConfig): N8nClient {
  const url = (name: WebhookName) =>
    new URL(config.paths[name].replace(/^\/+/, ""), `${config.baseUrl.replace(/\/+$/, "")}/`).href;

  async function post(name: WebhookName, body: string, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...extraHeaders,
    };
    if (config.authHeader) headers[config.authHeader.name] = config.authHeader.value;
    try {
      const response = await fetch(url(name), {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: "error",
      });
      const text = await response.text();
      return { ok: true as const, status: response.status, text };
    } catch (error) {
      const failure: N8nFailure =
        error instanceof DOMException && error.name === "TimeoutError"
          ? { kind: "timeout" }
          : {
              kind: "unreachable",
              detail:
                error instanceof Error
                  ? ((error.cause as Error | undefined)?.message ?? error.message)
                  : String(error),
            };
      return { ok: false as const, failure };
    }
  }

  return {
    async getBookedSlots(date) {
      const answer = await post("get-booked-slots", JSON.stringify({ date }));
      if (!answer.ok) return answer;
      if (answer.status < 200 || answer.status > 299)
        return { ok: false, failure: { kind: "status", status: answer.status } };
      return parseBookedSlots(answer.text);
    },

    async deliver(kind, requestJson, idempotencyKey) {
      const answer = await post(kind, requestJson, { "Idempotency-Key": idempotencyKey });
      if (!answer.ok) return answer;
      if (answer.status < 200 || answer.status > 299)
        return { ok: false, failure: { kind: "status", status: answer.status } };
      // n8n sometimes answers 200 with an empty body when the workflow failed: retry it.
      if (answer.text.trim() === "") return { ok: false, failure: { kind: "shape", detail: "empty body" } };
      return { ok: true, value: undefined };
    },
  };
}
