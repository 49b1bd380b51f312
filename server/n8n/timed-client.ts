import type { CallName } from "../../src/booking/calls";
import type { N8nClient, N8nFailure, N8nResult } from "./webhook-client";

/** Records one n8n call: its webhook, how it ended (`ok`, or why not) and how long it took in seconds. */
export type ObserveN8nCall = (webhook: CallName, outcome: "ok" | N8nFailure["kind"], seconds: number) => void;

/**
 * The n8n client with each call timed (`n8n_request_duration_seconds`, server/metrics/):
 * the slot lookups the visitors wait on and the deliveries the worker sends alike, from
 * the request to n8n's reply checked.
 */
export function timedN8nClient(client: N8nClient, observe: ObserveN8nCall): N8nClient {
  async function timed<T>(webhook: CallName, call: () => Promise<N8nResult<T>>): Promise<N8nResult<T>> {
    const started = performance.now();
    const result = await call();
    observe(webhook, result.ok ? "ok" : result.failure.kind, (performance.now() - started) / 1000);
    return result;
  }
  return {
    getBookedSlots: (date) => timed("get-booked-slots", () => client.getBookedSlots(date)),
    deliver: (kind, body, idempotencyKey) => timed(kind, () => client.deliver(kind, body, idempotencyKey)),
  };
}
