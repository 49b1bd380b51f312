import type { StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { BookingLinks } from "../booking/booking-links";
import type { BookingService } from "../booking/booking-service";
import type { ChangeService } from "../booking/change-service";
import type { ClosedDaysService } from "../booking/closed-days";
import type { DeskService } from "../booking/desk-service";
import type { TeamService } from "../booking/team-service";
import { createLogger } from "../logger";
import type { RenderedDocument, Renderer } from "./render";
import { RENDER_LIMITS, type RenderGate, type RenderLimits, renderGate } from "./render-gate";
import { requestPages } from "./request-pages";

type RenderPage = () => Promise<RenderedDocument>;

const untouched = () => {
  throw new Error("not to be called while renders are shed");
};

/**
 * The pages made for one request with `render` as their document step: every route's
 * action and loaders answer at once (with a 400, as a refused form would), only the render
 * is held. Stubs that fail the test if the route goes past the gate stand for the services.
 */
function pagesWith(render: RenderPage | (() => never), gate: RenderGate) {
  const renderer: Renderer = {
    page: untouched,
    query: async () => ({ statusCode: 400 }) as StaticHandlerContext,
    document: render,
  };
  return requestPages({
    renderer,
    enforceCsp: true,
    gate,
    service: {
      book: untouched,
      bookedSlots: untouched,
    } as unknown as BookingService,
    changes: {} as ChangeService,
    team: {} as TeamService,
    desk: { sessions: {} } as DeskService,
    closedDays: {} as ClosedDaysService,
    links: { pagePath: untouched } as unknown as BookingLinks,
    siteUrl: "https://test.example",
    timeZone: "UTC",
    meetingUrl: null,
    logger: createLogger("error", () => {}),
    feed: { calendar: untouched },
  });
}

/** A post of the booking form, as a browser without JavaScript sends it. */
const formPost = (body: BodyInit = "name=Ada") =>
  ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body,
    duplex: "half",
  }) as RequestInit;

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
      status: 400,
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

function formApp(render: RenderPage, limits: RenderLimits = RENDER_LIMITS) {
  const app = pagesWith(render, renderGate(limits));
  // What escapes a render is the app's onError in the site (the static 500 page).
  app.onError(() => new Response("failed", { status: 500 }));
  return (n: number) =>
    Array.from({ length: n }, async () => {
      const began = performance.now();
      const response = await app.request("/schedule-consultation", formPost());
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
    const results = await Promise.all(admitted);
    expect(results.map(({ response }) => response.status)).toEqual(Array(atOnce + waiting).fill(400));
    expect(results[0]?.text).toBe("<!DOCTYPE html><p>the form</p>");
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
      status: 400,
      stream: new Blob(["<!DOCTYPE html><p>the form</p>"]).stream(),
      inlineScriptHashes: [],
    });
    const gate = renderGate({ atOnce: 100, perSecond: 10, burst: 3, waiting: 4, waitMs: 1000 });
    const app = pagesWith(render, gate);
    const began = performance.now();
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await app.request("/schedule-consultation", formPost());
        return { status: response.status, ms: performance.now() - began };
      }),
    );
    // Three in a row (the burst), four waited about 100 ms each for a token, the rest refused at once.
    expect(results.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400, 400, 400, 503, 503, 503]);
    for (const { ms } of results.slice(7)) expect(ms).toBeLessThan(50);
    expect(results[6]?.ms).toBeGreaterThanOrEqual(350);
    expect(results[6]?.ms).toBeLessThan(900);
    // The queue is empty again and tokens come back: no longer busy.
    expect(gate.busy()).toBe(false);
  });
});

/** A form post whose body records whether anyone read it. */
function post() {
  const read = { bytes: 0 };
  const chunk = new TextEncoder().encode(`description=${"x".repeat(90_000)}`);
  // No high-water mark: pulled only when someone reads.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.bytes += chunk.length;
        controller.enqueue(chunk);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { request: new Request("https://test.example/schedule-consultation", formPost(body)), read };
}

describe("the booking form's post while renders are being shed", () => {
  it("answers the busy page (503, Retry-After: 1) without reading the body or booking", async () => {
    const app = pagesWith(untouched, { busy: () => true, enter: untouched });
    const { request, read } = post();
    const response = await app.request(request);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toContain("The site is busy");
    expect(read.bytes).toBe(0);
  });
});
