import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { initialValues } from "../../src/booking/form-values";
import type { ServerView } from "../../src/server-view";
import type { RenderedDocument, RenderPage } from "./render";
import { PRIVATE_HEADERS, RENDER_LIMITS, type RenderLimits, viewAnswer } from "./view-answer";

const VIEW: ServerView = {
  page: "booking-form",
  form: { values: initialValues(), errors: {}, slots: null, renderedAt: null },
};

/**
 * A render held open until the test lets it finish, as a slow render (or a machine busy
 * with many) would be: `started` counts the renders begun, `finish()` ends the oldest.
 */
function heldRender({ fail = false } = {}) {
  const held: (() => void)[] = [];
  let started = 0;
  const render: RenderPage = async () => {
    started++;
    await new Promise<void>((resolve) => held.push(resolve));
    if (fail) throw new Error("render failed");
    const document: RenderedDocument = {
      status: 200,
      stream: new Blob(["<!DOCTYPE html><p>the form</p>"]).stream(),
      inlineScriptHashes: [],
    };
    return document;
  };
  return {
    render,
    started: () => started,
    holding: () => held.length,
    finish: () => held.shift()?.(),
  };
}

function formApp(render: RenderPage, limits?: RenderLimits) {
  const answer = viewAnswer({
    render,
    siteUrl: "https://test.example",
    enforceCsp: true,
    ...(limits && { limits }),
  });
  const app = new Hono();
  app.post("/form", (c) => answer(c, "/form", VIEW, 400, PRIVATE_HEADERS));
  // What escapes a render is the app's onError in the site (the static 500 page).
  app.onError(() => new Response("failed", { status: 500 }));
  return (n: number) =>
    Array.from({ length: n }, async () => {
      const began = performance.now();
      const response = await app.request("/form", { method: "POST" });
      return { response, text: await response.text(), ms: performance.now() - began };
    });
}

/** No bound on renders a second: the tests of renders at once. */
const ROOMY = { perSecond: 10_000, burst: 10_000 };

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick();
  expect(check()).toBe(true);
}

describe("renders for one request, load-shed", () => {
  it("are a few at once per instance, a few more wait briefly, the rest are refused", () => {
    expect(RENDER_LIMITS).toEqual({ atOnce: 4, perSecond: 4, burst: 16, waiting: 8, waitMs: 1000 });
  });

  it("past the renders at once and the short queue, answers the busy page at once; the held ones finish, and the places free up", async () => {
    const renders = heldRender();
    const post = formApp(renders.render, { ...RENDER_LIMITS, ...ROOMY });
    const { atOnce, waiting } = RENDER_LIMITS;
    const admitted = post(atOnce + waiting);
    await until(() => renders.holding() === atOnce);
    const refused = await Promise.all(post(5));
    for (const { response, text, ms } of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("1");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(text).toContain("The site is busy");
      // Refused without waiting for a place.
      expect(ms).toBeLessThan(200);
    }
    // Nothing beyond the places began to render.
    expect(renders.started()).toBe(atOnce);

    // Each render that finishes hands its place to the next in line.
    for (let done = 0; done < atOnce + waiting; done++) {
      await until(() => renders.holding() > 0);
      renders.finish();
    }
    const answers = await Promise.all(admitted);
    expect(answers.map(({ response }) => response.status)).toEqual(Array(atOnce + waiting).fill(400));
    expect(answers[0]?.text).toBe("<!DOCTYPE html><p>the form</p>");
    expect(renders.started()).toBe(atOnce + waiting);

    // All places are free again: as many as before render at once, none refused.
    const again = post(atOnce);
    await until(() => renders.holding() === atOnce);
    for (let i = 0; i < atOnce; i++) renders.finish();
    expect((await Promise.all(again)).map(({ response }) => response.status)).toEqual(
      Array(atOnce).fill(400),
    );
  });

  it("a request that waited too long for a place gets the busy page; the renders under way still finish", async () => {
    const renders = heldRender();
    const post = formApp(renders.render, { ...ROOMY, atOnce: 2, waiting: 3, waitMs: 100 });
    const first = post(2);
    await until(() => renders.holding() === 2);
    const waited = await Promise.all(post(3));
    for (const { response, ms } of waited) {
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("1");
      expect(ms).toBeGreaterThanOrEqual(90);
    }
    expect(renders.started()).toBe(2);
    renders.finish();
    renders.finish();
    expect((await Promise.all(first)).map(({ response }) => response.status)).toEqual([400, 400]);
    // The queue emptied as each wait ran out: a new request takes a free place at once.
    const later = post(1);
    await until(() => renders.holding() === 1);
    renders.finish();
    expect((await Promise.all(later))[0]?.response.status).toBe(400);
  });

  it("a render that fails frees its place too", async () => {
    const renders = heldRender({ fail: true });
    const post = formApp(renders.render, { ...ROOMY, atOnce: 1, waiting: 0, waitMs: 100 });
    const failing = post(1);
    await until(() => renders.holding() === 1);
    expect((await Promise.all(post(1)))[0]?.response.status).toBe(503);
    renders.finish();
    expect((await Promise.all(failing))[0]?.response.status).toBe(500);
    const next = post(1);
    await until(() => renders.holding() === 1);
    expect(renders.started()).toBe(2);
    renders.finish();
    await Promise.all(next);
  });
  it("past the renders a second, a quick render waits for its turn, and past the queue is refused, however few run at once", async () => {
    // Renders that finish at once: only the renders a second hold them back.
    const render: RenderPage = async () => ({
      status: 200,
      stream: new Blob(["<!DOCTYPE html><p>the form</p>"]).stream(),
      inlineScriptHashes: [],
    });
    const answer = viewAnswer({
      render,
      siteUrl: "https://test.example",
      enforceCsp: true,
      limits: { atOnce: 100, perSecond: 10, burst: 3, waiting: 4, waitMs: 1000 },
    });
    const app = new Hono();
    app.post("/form", async (c) => (answer.busy() ? c.text("busy", 503) : answer(c, "/form", VIEW, 400, {})));
    const began = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await app.request("/form", { method: "POST" });
        return { status: response.status, ms: performance.now() - began };
      }),
    );
    // Three in a row (the burst), four waited about 100 ms each for a token, the rest refused at once.
    expect(answers.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400, 400, 400, 503, 503, 503]);
    for (const { ms } of answers.slice(7)) expect(ms).toBeLessThan(50);
    expect(answers[6]?.ms).toBeGreaterThanOrEqual(350);
    expect(answers[6]?.ms).toBeLessThan(900);
    // The queue is empty again and tokens come back: no longer busy.
    expect(answer.busy()).toBe(false);
  });
});
