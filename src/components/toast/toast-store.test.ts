import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_DURATION_MS, TOAST_LIMIT } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messagesOf = (store: ReturnType<typeof createToastStore>) =>
  store.getSnapshot().map((toast) => `${toast.kind}: ${toast.message}`);

describe("toast store", () => {
  it("adds each kind and tells subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.success("Saved");
    store.info("Note");
    store.warning("Careful");
    expect(messagesOf(store)).toEqual(["success: Saved", "info: Note", "warning: Careful"]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("shows at most 3, dropping the oldest", () => {
    const store = createToastStore();
    expect(TOAST_LIMIT).toBe(3);
    for (const message of ["one", "two", "three", "four"]) store.info(message);
    expect(messagesOf(store)).toEqual(["info: two", "info: three", "info: four"]);
  });

  it("closes a toast after 4000 ms by default, not before", () => {
    const store = createToastStore();
    expect(TOAST_DURATION_MS).toBe(4000);
    store.error("Failed");
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("honours a duration per toast, including Infinity", () => {
    const store = createToastStore();
    store.info("short", { duration: 1000 });
    store.info("forever", { duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(1000);
    expect(messagesOf(store)).toEqual(["info: forever"]);
    vi.advanceTimersByTime(60_000);
    expect(messagesOf(store)).toEqual(["info: forever"]);
  });

  it("keeps a loading toast until it is replaced, then counts down from the replacement", () => {
    const store = createToastStore();
    const id = store.loading("Booking...");
    vi.advanceTimersByTime(60_000);
    expect(messagesOf(store)).toEqual(["loading: Booking..."]);
    expect(store.success("Booked", { id })).toBe(id);
    expect(messagesOf(store)).toEqual(["success: Booked"]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses one toast by id, or all", () => {
    const store = createToastStore();
    const first = store.info("one");
    store.info("two");
    store.dismiss(first);
    expect(messagesOf(store)).toEqual(["info: two"]);
    store.info("three");
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
    // A dismissed toast's timer must not fire into a later toast with no effect at all.
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses every toast but one: an earlier failure once a booking succeeded", () => {
    const store = createToastStore();
    store.error("That time slot was just taken.");
    store.info("Note");
    const id = store.loading("Booking...");
    store.dismissOthers(id);
    expect(messagesOf(store)).toEqual(["loading: Booking..."]);
    store.success("Done", { id });
    expect(messagesOf(store)).toEqual(["success: Done"]);
  });

  it("does not notify or change the snapshot for an unknown id", () => {
    const store = createToastStore();
    store.info("one");
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss("no-such-toast");
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops notifying after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.info("one");
    expect(listener).not.toHaveBeenCalled();
  });

  it("turns a promise's loading toast into success with the resolved value", async () => {
    const store = createToastStore();
    const { promise, resolve } = Promise.withResolvers<number>();
    const returned = store.promise(promise, {
      loading: "Saving...",
      success: (count) => `Saved ${count}`,
      error: "Failed",
    });
    expect(returned).toBe(promise);
    expect(messagesOf(store)).toEqual(["loading: Saving..."]);
    resolve(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(store)).toEqual(["success: Saved 3"]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("turns a promise's loading toast into an error when it rejects", async () => {
    const store = createToastStore();
    const { promise, reject } = Promise.withResolvers<number>();
    const returned = store.promise(promise, {
      loading: "Saving...",
      success: "Saved",
      error: (reason) => `Failed: ${(reason as Error).message}`,
    });
    reject(new Error("offline"));
    await expect(returned).rejects.toThrow("offline");
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(store)).toEqual(["error: Failed: offline"]);
  });

  it("shows a promise's result even when newer toasts pushed its loading toast out", async () => {
    const store = createToastStore();
    const { promise, resolve } = Promise.withResolvers<void>();
    store.promise(promise, { loading: "Saving...", success: "Saved", error: "Failed" });
    for (const message of ["a", "b", "c"]) store.info(message);
    expect(messagesOf(store)).toEqual(["info: a", "info: b", "info: c"]);
    resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(store)).toEqual(["info: b", "info: c", "success: Saved"]);
  });

  it("pauses every countdown while hovered or focused, and resumes with the time left", () => {
    const store = createToastStore();
    store.info("read me");
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.info("added while paused");
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(messagesOf(store)).toEqual(["info: added while paused"]);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("gives the server an empty, stable snapshot", () => {
    const store = createToastStore();
    store.info("client only");
    expect(store.getServerSnapshot()).toEqual([]);
    expect(store.getServerSnapshot()).toBe(store.getServerSnapshot());
  });
});
