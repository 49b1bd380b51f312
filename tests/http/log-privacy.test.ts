import { hostname } from "node:os";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createRoutes, PAGE_AREA_ROUTE_ID } from "../../src/routes";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, NOW, validBooking, waitFor } from "./booking-harness";
import { testSite } from "./harness";

// What the log may never hold (docs/architecture.md#logs), checked on the lines of a
// booking n8n fails, the visitor's and the team's pages and API, and a render error;
// and that each of those lines is pino's, parsed by any log pipeline.

const N8N_SECRET = "n8n-header-secret-7f3a9c";
const LINK_SECRET = "link-secret-for-the-log-test-0123456789abcdef";

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers) await close();
  closers = [];
});

/** Every line is one JSON object with pino's fields and an event. */
function expectPinoLines(rawLog: readonly string[]) {
  expect(rawLog.length).toBeGreaterThan(0);
  for (const raw of rawLog) {
    expect(raw).not.toContain("\n");
    expect(JSON.parse(raw)).toMatchObject({
      level: expect.any(Number),
      time: expect.any(Number),
      pid: process.pid,
      hostname: hostname(),
      msg: expect.any(String),
      event: expect.any(String),
    });
  }
}

function expectNothingPrivate(log: string, secrets: readonly string[]) {
  const visitor = validBooking();
  for (const secret of [
    visitor.name,
    visitor.email,
    encodeURIComponent(visitor.email),
    visitor.phone,
    visitor.subject,
    visitor.description,
    N8N_SECRET,
    LINK_SECRET,
    ...secrets,
  ])
    expect(log).not.toContain(secret);
}

async function bookingThroughFailingN8n(failure: "500" | "down") {
  const fake: FakeN8n = await startFakeN8n();
  const app = bookingApp({
    n8n: fake,
    env: {
      N8N_AUTH_HEADER_NAME: "X-N8N-Key",
      N8N_AUTH_HEADER_VALUE: N8N_SECRET,
      BOOKING_LINK_SECRET: LINK_SECRET,
    },
  });
  closers.push(
    () => app.close(),
    () => fake.close(),
  );
  if (failure === "down") await fake.down();
  else fake.mode = failure;
  const response = await app.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .set("Idempotency-Key", `log-privacy-${failure}-key`)
    .send({ ...validBooking(), website: "", renderedAt: NOW.getTime() - 60_000 });
  expect(response.status).toBe(202);
  await waitFor(() => app.logLines.some((line) => line.event === "delivery.retry_scheduled"));
  return { app, bookingId: response.body.bookingId as string };
}

describe("the log", () => {
  it.each([
    ["answers 500", "500", /^n8n answered 500$/],
    ["is unreachable", "down", /^n8n unreachable: /],
  ] as const)(
    "when n8n %s: pino's lines, the failure said, nothing private",
    async (_what, failure, reason) => {
      const { app, bookingId } = await bookingThroughFailingN8n(failure);
      const { links } = app.site.backend;
      // The visitor's and the team's pages and API, each with its token.
      expect((await app.request.get(links.pagePath(bookingId))).status).toBe(200);
      expect((await app.request.get(links.teamPagePath(bookingId))).status).toBe(200);
      const confirmed = await app.request
        .post(`/api/team/bookings/${bookingId}/confirm`)
        .set(JSON_HEADERS)
        .set("Authorization", `Bearer ${links.teamToken(bookingId)}`)
        .send({ meetingUrl: "https://meet.example.com/grace-private-room" });
      expect(confirmed.status).toBeLessThan(300);

      expect(app.logLines).toContainEqual(
        expect.objectContaining({
          level: 40,
          event: "delivery.retry_scheduled",
          bookingId,
          reason: expect.stringMatching(reason),
        }),
      );
      expect(app.logLines).toContainEqual(expect.objectContaining({ event: "booking.confirmed", bookingId }));
      expectPinoLines(app.rawLog);
      expectNothingPrivate(app.rawLog.join("\n"), [
        links.token(bookingId),
        links.teamToken(bookingId),
        "grace-private-room",
      ]);
    },
  );

  it("of a page that throws while rendering: err with its stack, nothing of the request's private parts", async () => {
    const routes: RouteObject[] = createRoutes();
    const pageArea = routes[0]?.children?.find((route) => route.id === PAGE_AREA_ROUTE_ID);
    if (!pageArea?.children) throw new Error("no page area in the route table");
    pageArea.children.unshift({
      path: "broken",
      Component: function Broken(): never {
        throw new TypeError("cannot read the widget");
      },
    });
    const site = testSite({ routes, env: { BOOKING_LINK_SECRET: LINK_SECRET } });
    closers.push(() => site.close());
    const token = site.site.backend.links.token("some-booking");
    const visitor = validBooking();
    const response = await site.request
      .get(`/broken?email=${encodeURIComponent(visitor.email)}&token=${token}`)
      .set("Authorization", `Bearer ${token}`)
      .set("Cookie", `name=${encodeURIComponent(visitor.name)}`)
      .set("X-Request-Id", "render-error-log");
    expect(response.status).toBe(500);

    expect(site.logLines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        event: "render.error",
        msg: "render.error",
        id: "render-error-log",
        path: "/broken",
        err: expect.objectContaining({
          type: "TypeError",
          message: "cannot read the widget",
          stack: expect.stringMatching(/^TypeError: cannot read the widget\n\s+at Broken /),
        }),
      }),
    ]);
    expectPinoLines(site.rawLog);
    expectNothingPrivate(site.rawLog.join("\n"), [token]);
  });
});
