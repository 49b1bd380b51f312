import { type FocusEvent, useEffect, useRef, useSyncExternalStore } from "react";
import { ToastItem } from "./toast-item";
import { type Toast, toast as toastStore } from "./toast-store";

/** The toast viewport's hotkey, as the original's. */
const HOTKEY = "F8";

/**
 * Shows the toasts of the shared store. Rendered only by pages that use toasts (the
 * consultation page), so the home page's bundle carries none of this.
 *
 * Screen readers hear toasts through two live regions that exist from the first render
 * (a region created together with its text is often not announced): a polite one, and an
 * assertive one for errors. The visible list is not live, so nothing is read twice.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) toastStore.resume();
  };
  const dismiss = (id: string) => {
    // Keep keyboard focus in the region rather than dropping it on <body> with the button.
    region.current?.focus();
    toastStore.dismiss(id);
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={`Notifications (${HOTKEY})`}
      onMouseEnter={toastStore.pause}
      onMouseLeave={toastStore.resume}
      onFocus={toastStore.pause}
      onBlur={onBlur}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <ol className="flex flex-col gap-3">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
        ))}
      </ol>
      <Announcer toasts={toasts.filter((item) => item.kind !== "error")} role="status" />
      <Announcer toasts={toasts.filter((item) => item.kind === "error")} role="alert" />
    </section>
  );
}

function Announcer({ toasts, role }: { toasts: readonly Toast[]; role: "status" | "alert" }) {
  return (
    <div role={role} className="sr-only">
      {toasts.map((item) => (
        // The key changes when a loading toast settles, so its result is a new, announced node.
        <p key={`${item.id}:${item.kind}:${item.message}`}>{item.message}</p>
      ))}
    </div>
  );
}
