import { useCallback, useRef } from "react";

/**
 * One Idempotency-Key per booking attempt (docs/product.md#the-booking-api). A retry of the same data after
 * a failure reuses the key, so if the first try did reach the server, the retry is
 * recognised and never books a second slot; changed data or a finished booking gets a
 * new key (reusing one for different data is refused with 422).
 */
export function useIdempotencyKey() {
  const last = useRef<{ key: string; payloadJson: string } | null>(null);

  const keyFor = useCallback((payloadJson: string): string => {
    if (last.current?.payloadJson !== payloadJson) {
      last.current = { key: crypto.randomUUID(), payloadJson };
    }
    return last.current.key;
  }, []);

  /** After a booking, or when the server refused the key: the next attempt starts afresh. */
  const forget = useCallback(() => {
    last.current = null;
  }, []);

  return { keyFor, forget };
}
