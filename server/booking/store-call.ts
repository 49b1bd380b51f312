import type { Logger } from "../logger";

/** A store call that failed: nothing was saved, and the caller is asked to try again. */
export const UNAVAILABLE = Symbol("store unavailable");

/**
 * A store call for a service: a failure (a full disk, a lock held by another process, a
 * database that is down) is logged as `store.error` and becomes `UNAVAILABLE`. The
 * stores' messages name no field value, so no personal data reaches the log.
 */
export async function storeCall<T>(
  logger: Logger,
  op: string,
  call: () => Promise<T>,
): Promise<T | typeof UNAVAILABLE> {
  try {
    return await call();
  } catch (error) {
    logger.error("store.error", { op, err: error });
    return UNAVAILABLE;
  }
}
