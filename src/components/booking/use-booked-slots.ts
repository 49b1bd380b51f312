import { useEffect, useState } from "react";
import type { SlotsState } from "../../booking/posted-form";
import { lookUpBookedSlots } from "./booking-api";

const idle: SlotsState = { status: "idle" };
const loading: SlotsState = { status: "loading" };

/**
 * The booked slots of `date`, looked up again whenever the date, the hours or `reloadToken`
 * change (the lookup runs on date or hours change; a 409 asks for a fresh list).
 * Each new lookup aborts the one before it, so a slow, stale result can never overwrite
 * a newer one (docs/product.md#the-booking-form). The render that shows a new date already
 * says "loading": a result counts only for its own lookup.
 */
export function useBookedSlots(date: string, hours: number, reloadToken: number): SlotsState {
  const lookup = `${date} ${hours} ${reloadToken}`;
  const [lookedUp, setLookedUp] = useState<{ lookup: string; state: SlotsState } | null>(null);

  useEffect(() => {
    // An earlier result for the same date and hours (A, then B, then A again) is old news.
    setLookedUp(null);
    if (!date) return;
    const controller = new AbortController();
    lookUpBookedSlots(date, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLookedUp({
          lookup: `${date} ${hours} ${reloadToken}`,
          state:
            result.kind === "ok"
              ? {
                  status: "ready",
                  bookedSlots: result.bookedSlots,
                  ...(result.closed && { closed: result.closed }),
                }
              : { status: result.kind },
        });
      },
      // Only an abort rejects, and an aborted lookup has been replaced: nothing to show.
      () => {},
    );
    return () => controller.abort();
  }, [date, hours, reloadToken]);

  if (!date) return idle;
  return lookedUp?.lookup === lookup ? lookedUp.state : loading;
}
