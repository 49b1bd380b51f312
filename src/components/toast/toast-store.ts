/**
 * The site's one toast system (docs/product.md#interactions): a tiny external store that React reads
 * with useSyncExternalStore. No toast library, because the ones we looked at inject
 * <style> tags at run time, which our Content-Security-Policy refuses.
 *
 * Timers live here rather than in components, so a toast closes on time even while
 * React is busy, and the rules (limit, durations, pausing) are unit-testable.
 */

export type ToastKind = "success" | "info" | "warning" | "error" | "loading";

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
}

export interface ToastOptions {
  /** Replace the toast with this id (e.g. turn a loading toast into its result) instead of adding one. */
  id?: string;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface PromiseMessages<T> {
  loading: string;
  success: string | ((value: T) => string);
  error: string | ((reason: unknown) => string);
}

export interface ToastStoreOptions {
  /** The original was read two ways; we show up to 3 at once, 4000 ms each. */
  limit?: number;
  duration?: number;
}

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

const noToasts: readonly Toast[] = [];

export function createToastStore({
  limit = TOAST_LIMIT,
  duration = TOAST_DURATION_MS,
}: ToastStoreOptions = {}) {
  let toasts: readonly Toast[] = noToasts;
  let nextId = 0;
  const listeners = new Set<() => void>();
  // Per toast: when its current countdown started and how much of it was left then.
  const clocks = new Map<
    string,
    { remaining: number; startedAt: number; timer?: ReturnType<typeof setTimeout> }
  >();
  let paused = false;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function startClock(id: string, remaining: number) {
    stopClock(id);
    if (!Number.isFinite(remaining)) return;
    const clock = {
      remaining,
      startedAt: Date.now(),
      timer: undefined as ReturnType<typeof setTimeout> | undefined,
    };
    if (!paused) clock.timer = setTimeout(() => dismiss(id), remaining);
    clocks.set(id, clock);
  }

  function stopClock(id: string) {
    clearTimeout(clocks.get(id)?.timer);
    clocks.delete(id);
  }

  function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++nextId}`;
    const toast: Toast = { id, kind, message };
    const existing = toasts.findIndex((item) => item.id === id);
    if (existing === -1) {
      // The newest wins: past the limit, the oldest toasts close early.
      const kept = [...toasts, toast];
      for (const dropped of kept.splice(0, Math.max(0, kept.length - limit))) stopClock(dropped.id);
      toasts = kept;
    } else {
      toasts = toasts.map((item) => (item.id === id ? toast : item));
    }
    // A loading toast waits for its result; every other kind counts down from now.
    startClock(id, kind === "loading" ? Number.POSITIVE_INFINITY : (options.duration ?? duration));
    emit();
    return id;
  }

  function dismiss(id?: string) {
    const remaining = id === undefined ? noToasts : toasts.filter((item) => item.id !== id);
    if (remaining.length === toasts.length) return;
    for (const item of toasts) if (!remaining.includes(item)) stopClock(item.id);
    toasts = remaining.length === 0 ? noToasts : remaining;
    emit();
  }

  const pick = <T>(text: string | ((value: T) => string), value: T) =>
    typeof text === "function" ? text(value) : text;

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly Toast[] => toasts,
    /** The server never shows toasts; a constant keeps hydration stable. */
    getServerSnapshot: (): readonly Toast[] => noToasts,

    success: (message: string, options?: ToastOptions) => show("success", message, options),
    info: (message: string, options?: ToastOptions) => show("info", message, options),
    warning: (message: string, options?: ToastOptions) => show("warning", message, options),
    error: (message: string, options?: ToastOptions) => show("error", message, options),
    /** Stays until replaced (pass its id to success/error) or dismissed. */
    loading: (message: string, options?: Omit<ToastOptions, "duration">) => show("loading", message, options),

    /**
     * Shows a loading toast that turns into a success or error toast when `promise`
     * settles, and hands back the same promise for the caller to await. If the loading
     * toast was pushed out by newer ones meanwhile, the result appears as a new toast.
     */
    promise<T>(promise: Promise<T>, messages: PromiseMessages<T>): Promise<T> {
      const id = show("loading", messages.loading);
      promise.then(
        (value) => show("success", pick(messages.success, value), { id }),
        (reason: unknown) => show("error", pick(messages.error, reason), { id }),
      );
      return promise;
    },

    /** Closes one toast, or all of them without an id. */
    dismiss,

    /** Closes every toast but this one (an earlier failure, once a later attempt succeeded). */
    dismissOthers(id: string) {
      for (const item of toasts) if (item.id !== id) dismiss(item.id);
    },

    /**
     * Holds every countdown while the visitor hovers or focuses the toasts, so a
     * message never vanishes while it is being read (WCAG 2.2.1, timing adjustable).
     */
    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      for (const clock of clocks.values()) {
        clearTimeout(clock.timer);
        clock.timer = undefined;
        clock.remaining = Math.max(0, clock.remaining - (now - clock.startedAt));
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, clock] of [...clocks]) startClock(id, clock.remaining);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's toasts: `toast.success("Saved")`, `toast.promise(save(), {...})`. */
export const toast: ToastStore = createToastStore();
