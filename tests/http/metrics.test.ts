import supertest from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { confirmSchema } from "../../src/booking/team-schema";
import { portfolioDetailIds } from "../../src/content/portfolio";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, validBooking, waitFor } from "./booking-harness";

// The Prometheus metrics (README "Monitoring", docs/architecture.md#metrics): their own
// listener, route patterns and fixed label values, the booking and n8n counters, and the
// outbox read from the store at scrape time.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let fake: FakeN8n | undefined;
afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

const METRICS = { METRICS_PORT: "9464" };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (no label value here holds `"` or `,`). */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

async function scrape(test: App): Promise<Sample[]> {
  const listener = test.site.metrics;
  if (!listener) throw new Error("the site keeps no metrics");
  const response = await supertest(listener).get("/metrics");
  expect(response.status).toBe(200);
  return samples(response.text);
}

/** The value of the one sample of `name` whose labels include `labels`; 0 when there is none. */
function sampleValue(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = all.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** Every series of the HTTP metrics, as `name{labels}`. */
const httpSeries = (all: Sample[]) =>
  all
    .filter((sample) => sample.name.startsWith("http_request"))
    .map((sample) => `${sample.name}${JSON.stringify(sample.labels)}`)
    .sort();

describe("the metrics listener", () => {
  it("keeps no metrics and has no listener unless METRICS_PORT is set", () => {
    app = bookingApp();
    expect(app.site.metrics).toBeNull();
  });

  it("serves /metrics in Prometheus's text format with the process defaults; the public port answers the ordinary 404", async () => {
    app = bookingApp({ env: METRICS });
    const metrics = supertest(app.site.metrics as NonNullable<App["site"]["metrics"]>);
    const scraped = await metrics.get("/metrics");
    expect(scraped.status).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.text).toContain("# TYPE process_cpu_user_seconds_total counter");
    expect(scraped.text).toContain("# TYPE nodejs_heap_size_used_bytes gauge");
    expect((await metrics.get("/")).status).toBe(404);

    const publicResponse = await app.request.get("/metrics");
    const unknown = await app.request.get("/no-such-page");
    expect(publicResponse.status).toBe(404);
    expect(publicResponse.headers["content-type"]).toMatch(/^text\/html/);
    expect(publicResponse.text).toBe(unknown.text);
    expect(publicResponse.text).not.toContain("http_requests_total");
  });

  it("gives each site a registry of its own", async () => {
    app = bookingApp({ env: METRICS });
    const other = bookingApp({ env: METRICS });
    try {
      await other.request.get("/contact");
      expect(sampleValue(await scrape(other), "http_requests_total", { route: "/contact" })).toBe(1);
      expect(sampleValue(await scrape(app), "http_requests_total", { route: "/contact" })).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("http_requests_total and http_request_duration_seconds", () => {
  it("count a page under its route's pattern, rendered through Hono or answered from memory", async () => {
    app = bookingApp({ env: METRICS });
    const [first, second] = portfolioDetailIds;
    for (const path of [`/portfolio/${first}`, `/portfolio/${second}`, `/portfolio/${first}?utm_source=x`])
      expect((await app.request.get(path)).status).toBe(200);
    await app.request.post("/contact");
    await app.request.get("/Contact");

    const all = await scrape(app);
    const pattern = { route: "/portfolio/:id" };
    expect(sampleValue(all, "http_requests_total", { ...pattern, method: "GET", status: "200" })).toBe(3);
    expect(sampleValue(all, "http_request_duration_seconds_count", pattern)).toBe(3);
    expect(sampleValue(all, "http_request_duration_seconds_bucket", { ...pattern, le: "+Inf" })).toBe(3);
    expect(
      sampleValue(all, "http_requests_total", { route: "/contact", method: "POST", status: "405" }),
    ).toBe(1);
    expect(sampleValue(all, "http_requests_total", { route: "redirect", method: "GET", status: "301" })).toBe(
      1,
    );
    // Never a raw path.
    expect(all.some((sample) => sample.labels.route?.includes(first as string))).toBe(false);
  });

  it("a flood of unknown paths and made-up methods adds no series", async () => {
    app = bookingApp({ env: METRICS });
    const flood = async (n: number) => {
      await app?.request.get(`/no-such-page-${n}`);
      await app?.request.post(`/api/n8n/nothing-${n}`).set(JSON_HEADERS).send({});
      await app?.request.get(`/bookings/${n}/calendar.ics`);
      await app?.request.propfind(`/${n}`);
    };
    await flood(0);
    const before = await scrape(app);
    for (let n = 1; n <= 40; n++) await flood(n);
    const after = await scrape(app);

    expect(httpSeries(after)).toEqual(httpSeries(before));
    expect(
      sampleValue(after, "http_requests_total", { route: "not_found", method: "GET", status: "404" }),
    ).toBe(41);
    expect(sampleValue(after, "http_requests_total", { route: "not_found", method: "other" })).toBe(41);
    expect(after.some((sample) => /no-such-page|nothing-|PROPFIND/.test(JSON.stringify(sample.labels)))).toBe(
      false,
    );
  });
});

describe("bookings and n8n", () => {
  it("a booking counts once as booked, whichever way it came (a later call of it as replayed); each n8n call is timed by webhook and outcome", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake, env: METRICS });
    for (const call of ["send-consultation-email", "submit-consultation"]) {
      const response = await app.request
        .post(`/api/n8n/${call}`)
        .set(JSON_HEADERS)
        .set("Idempotency-Key", "metrics-booking-key-1")
        .send(validBooking());
      expect(response.status).toBe(200);
    }
    // A whole booking in one request (the form without JavaScript, MCP) counts once too.
    const { service } = app.site.backend;
    const whole = await service.book(
      service.schemas.consultation.parse(validBooking({ timeSlot: "15:00 to 16:00" })),
      undefined,
      { key: "192.0.2.7", network: null },
      "form",
    );
    expect(whole.kind).toBe("booked");
    fake.mode = "500";
    const refused = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(refused.status).toBe(502);
    const invalid = await app.request.post("/api/n8n/submit-consultation").set(JSON_HEADERS).send({});
    expect(invalid.status).toBe(400);

    const all = await scrape(app);
    expect(sampleValue(all, "bookings_total", { outcome: "booked" })).toBe(2);
    expect(sampleValue(all, "bookings_total", { outcome: "replayed" })).toBe(1);
    expect(sampleValue(all, "bookings_total", { outcome: "invalid" })).toBe(1);
    // Outcomes that never happened are there from the start, at 0.
    const zero = all.filter((sample) => sample.name === "bookings_total" && sample.value === 0);
    expect(zero.map((sample) => sample.labels.outcome)).toEqual(
      expect.arrayContaining(["slot_taken", "over_quota", "store_unavailable"]),
    );
    const n8n = (webhook: string, outcome: string) =>
      sampleValue(all, "n8n_request_duration_seconds_count", { webhook, outcome });
    expect(n8n("send-consultation-email", "ok")).toBe(2);
    expect(n8n("submit-consultation", "ok")).toBe(2);
    expect(n8n("get-booked-slots", "status")).toBe(1);
    expect(
      sampleValue(all, "http_requests_total", { route: "/api/n8n/:endpoint", method: "POST", status: "200" }),
    ).toBe(2);
  });
});

describe("the outbox gauges", () => {
  it("read the store at each scrape: a reminder planned ahead is pending but not late; a failing delivery is", async () => {
    fake = await startFakeN8n();
    // The real clock: the delivery worker records failures by it.
    app = bookingApp({ n8n: fake, env: METRICS, now: () => new Date() });
    const test = app;
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const book = (timeSlot: string) =>
      test.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .send(validBooking({ date, timeSlot }));
    const { bookingId } = (await book("11:00 to 12:00")).body as { bookingId: string };
    const booking = await test.store.findBooking(bookingId);
    if (!booking) throw new Error("not stored");
    expect(
      (
        await test.site.backend.team.confirm(
          booking,
          confirmSchema.parse({ meetingUrl: "https://meet.example.com/x" }),
          "team",
        )
      ).kind,
    ).toBe("decided");
    await waitFor(() => fake?.callsTo("confirm-consultation").length === 1);
    await waitFor(
      async () => sampleValue(await scrape(test), "outbox_deliveries", { state: "delivered" }) === 2,
    );

    let all = await scrape(test);
    // The reminder, due a day before the slot: pending, not late.
    expect(sampleValue(all, "outbox_deliveries", { state: "pending" })).toBe(1);
    expect(sampleValue(all, "outbox_oldest_pending_age_seconds")).toBe(0);

    if (fake) fake.mode = "500";
    const failing = await book("14:00 to 15:00");
    expect(failing.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    all = await scrape(test);
    expect(sampleValue(all, "outbox_deliveries", { state: "pending" })).toBe(2);
    expect(sampleValue(all, "outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(1);
    expect(sampleValue(all, "outbox_oldest_pending_age_seconds")).toBeLessThan(30);

    const [delivery] = (await test.store.findBooking(failing.body.bookingId))?.deliveries ?? [];
    await test.store.outbox.giveUp(delivery?.id as number, "refused 5 times: n8n answered 422", new Date());
    all = await scrape(test);
    expect(sampleValue(all, "outbox_deliveries", { state: "failed" })).toBe(1);
    expect(sampleValue(all, "outbox_oldest_pending_age_seconds")).toBe(0);
  });
});
