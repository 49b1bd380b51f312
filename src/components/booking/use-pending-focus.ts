import { type RefObject, useEffect, useRef } from "react";
import type { SlotsState } from "../../booking/posted-form";
import { FORM_ERROR_ID } from "./submit-bar";

/**
 * Where focus goes once an outcome is on screen: the first invalid field, the form's
 * message, or the slot list as soon as a list newer than `stale` has loaded.
 */
export type FocusTarget =
  | { target: "first-invalid" | "form-error" }
  | { target: "time-slot"; stale: SlotsState };

/** Moves focus after the render that shows an outcome; returns the setter. */
export function usePendingFocus(form: RefObject<HTMLFormElement | null>, slots: SlotsState) {
  const pending = useRef<FocusTarget | null>(null);

  // No dependency list: it checks after every render whether its target is ready.
  useEffect(() => {
    const element = form.current;
    const focus = pending.current;
    if (!element || !focus) return;
    const formError = () => element.querySelector<HTMLElement>(`#${FORM_ERROR_ID}`);
    if (focus.target === "time-slot") {
      if (slots === focus.stale || slots.status === "loading") return;
      element.querySelector<HTMLElement>("select[name=timeSlot]:enabled")?.focus();
    } else if (focus.target === "first-invalid") {
      (element.querySelector<HTMLElement>("[aria-invalid=true]:enabled") ?? formError())?.focus();
    } else {
      formError()?.focus();
    }
    pending.current = null;
  });

  return (target: FocusTarget) => {
    pending.current = target;
  };
}
