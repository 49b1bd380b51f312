import { useRef, useState } from "react";
import type { BookingOutcome } from "../../booking/feedback";
import { type BookingFormValues, keyedRequest, toPayload } from "../../booking/form-values";
import { visitSource } from "../../booking/visit-source";
import { sendBooking } from "./booking-api";
import { useRenderedAt } from "./use-client-values";
import { useIdempotencyKey } from "./use-idempotency-key";

/**
 * Sends the form (src/components/booking/booking-api.ts) with one Idempotency-Key per distinct attempt and at most one
 * submission in flight: a double click between clicking and re-rendering is ignored
 * (resolves to null) rather than sent twice.
 */
export function useBookingSubmit() {
  const keys = useIdempotencyKey();
  const renderedAt = useRenderedAt();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: BookingFormValues, honeypot: string): Promise<BookingOutcome | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmitting(true);
    const payload = toPayload(values, honeypot, renderedAt(), visitSource());
    try {
      const outcome = await sendBooking(payload, keys.keyFor(keyedRequest(payload)));
      // 422: the server refused the key itself, so a retry must not reuse it.
      if (outcome.kind === "booked" || (outcome.kind === "failed" && outcome.status === 422)) keys.forget();
      return outcome;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
