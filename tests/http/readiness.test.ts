import { afterAll, describe, expect, it, vi } from "vitest";
import { bookingApp } from "./booking-harness";

describe("/readyz", () => {
  const app = bookingApp();
  afterAll(() => app.close());

  it("asks the store at most once a second, however often it is called", async () => {
    const check = vi.spyOn(app.store, "isWritable");
    const started = performance.now();
    for (let i = 0; i < 30; i++) expect((await app.request.get("/readyz")).status).toBe(200);
    const seconds = (performance.now() - started) / 1000;
    expect(check.mock.calls.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(check.mock.calls.length).toBeLessThan(30);
  });

  it("answers 503 while the pages are first rendered, 200 once they are kept", async () => {
    const warming = app.site.warm();
    expect((await app.request.get("/readyz")).status).toBe(503);
    expect((await app.request.get("/healthz")).status).toBe(200);
    await warming;
    expect((await app.request.get("/readyz")).status).toBe(200);
  }, 30_000);

  it("answers 503 once the store is closed (within a second)", async () => {
    await app.site.close();
    await vi.waitFor(async () => expect((await app.request.get("/readyz")).status).toBe(503), {
      timeout: 2000,
      interval: 100,
    });
  });
});
