import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { startPostgres, type TestPostgres } from "../support/postgres";
import {
  futureDate,
  responds200,
  type SiteProcess,
  startSiteProcess,
  waitUntil,
} from "../support/site-process";

// Not a browser test: a fleet of built servers, each with its own DATA_DIR, on one real
// PostgreSQL, against the fake n8n. The database, not any one instance, refuses double
// bookings and reused keys, and any instance delivers what another one queued.
// Ports PORT+70 .. PORT+79, beside the other process-spawning specs.
const FAKE_PORT = PORT + 79;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let postgres: TestPostgres;
let fake: FakeN8n;
const dataDirs: string[] = [];
const running: SiteProcess[] = [];

test.beforeAll(async () => {
  postgres = await startPostgres();
  fake = await startFakeN8n({ port: FAKE_PORT });
});

test.afterAll(async () => {
  await Promise.all(running.map((site) => site.kill()));
  await fake?.close();
  await postgres?.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface FleetOptions {
  databaseUrl: string;
  n8n?: boolean;
  /** More settings, over the fleet's. */
  env?: Record<string, string>;
}

/** One instance of the fleet on `port`: its own DATA_DIR, the shared database. */
function instance(port: number, { databaseUrl, n8n = true, env = {} }: FleetOptions): SiteProcess {
  const dataDir = mkdtempSync(join(tmpdir(), "fleet-"));
  dataDirs.push(dataDir);
  const site = startSiteProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Each request below comes from its own client address (X-Forwarded-For), so the
    // per-address rate limit and quotas count them apart, as they would real visitors.
    TRUST_PROXY: "127.0.0.1,::1",
    BOOKING_QUOTA_PER_CONTACT: "1000",
    BOOKING_QUOTA_PER_ADDRESS_DAY: "1000",
    ...(n8n && { N8N_WEBHOOK_BASE_URL: fake.baseUrl, N8N_TIMEOUT_MS: "1000" }),
    ...env,
  });
  running.push(site);
  return site;
}

async function ready(...sites: SiteProcess[]): Promise<void> {
  await Promise.all(
    sites.map((site) =>
      waitUntil(responds200(site.url, "/readyz"), 30_000).catch((error: unknown) => {
        throw new Error(`${site.url} never became ready: ${String(error)}\n${site.output()}`);
      }),
    ),
  );
}

let visitor = 0;
function booking(date: string, timeSlot: string, hours: number) {
  visitor += 1;
  return {
    name: "Grace Hopper",
    email: `visitor${visitor}@example.com`,
    phone: `+1 555 010 ${String(visitor).padStart(4, "0")}`,
    isWhatsapp: false,
    serviceCategories: ["Cloud Migration"],
    hours,
    date,
    timeSlot,
    subject: "Migration plan",
    description: "Please help us plan a migration.",
  };
}

/** The visitor each Idempotency-Key came from: a key is bound to its client, so a retry comes from the same one. */
const visitorOfKey = new Map<string, number>();

/** Each call comes from a visitor of its own (its own rate limit), and calls under one key from one. */
function post(site: SiteProcess, endpoint: string, body: unknown, key?: string) {
  visitor += 1;
  if (key && !visitorOfKey.has(key)) visitorOfKey.set(key, visitor);
  const from = (key ? (visitorOfKey.get(key) as number) : visitor) % 250;
  return fetch(`${site.url}/api/n8n/${endpoint}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.51.100.${from}, 203.0.113.${from}`,
      ...(key && { "Idempotency-Key": key }),
    },
    body: JSON.stringify(body),
  });
}

const slotsOf = async (site: SiteProcess, date: string) =>
  ((await (await post(site, "get-booked-slots", { date })).json()) as { bookedSlots: string[] }).bookedSlots;

test.describe("three instances on one PostgreSQL", () => {
  let fleet: SiteProcess[];
  let databaseUrl: string;

  test.beforeAll(async () => {
    databaseUrl = await postgres.createDatabase();
    fleet = [PORT + 70, PORT + 71, PORT + 72].map((port) => instance(port, { databaseUrl }));
    await ready(...fleet);
  });

  test("40 simultaneous bookings of one slot across the fleet: exactly one 2xx, the rest 409, no 5xx", async () => {
    const date = futureDate(40);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(fleet[index % 3] as SiteProcess, "submit-consultation", booking(date, "14:00 to 15:00", 1)),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    const refused = await Promise.all(
      responses.filter((response) => response.status === 409).map((a) => a.json()),
    );
    expect(new Set(refused.map((body) => (body as { error: string }).error))).toEqual(
      new Set(["slot_taken"]),
    );
    for (const site of fleet) expect(await slotsOf(site, date)).toEqual(["14:00 to 15:00"]);
  });

  test("overlapping slots of different lengths at once: exactly one wins", async () => {
    const date = futureDate(41);
    const overlapping: [string, number][] = [
      ["11:00 to 13:00", 2],
      ["12:00 to 13:00", 1],
      ["12:00 to 15:00", 3],
      ["11:00 to 14:00", 3],
      ["12:00 to 14:00", 2],
    ];
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        const [slot, hours] = overlapping[index % overlapping.length] as [string, number];
        return post(fleet[index % 3] as SiteProcess, "submit-consultation", booking(date, slot, hours));
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const held = await slotsOf(fleet[0] as SiteProcess, date);
    expect(held).toHaveLength(1);
  });

  test("the same Idempotency-Key to two instances at once: one booking, each webhook reached once", async () => {
    const body = booking(futureDate(42), "16:00 to 17:00", 1);
    const key = "fleet-same-key-0001";
    const [first, second] = fleet as [SiteProcess, SiteProcess];
    const emails = await Promise.all(
      [first, second].map((site) => post(site, "send-consultation-email", body, key)),
    );
    const submits = await Promise.all(
      [second, first].map((site) => post(site, "submit-consultation", body, key)),
    );
    const responses = await Promise.all([...emails, ...submits].map((response) => response.json()));
    for (const response of [...emails, ...submits]) expect(response.status).toBeLessThan(300);
    const ids = new Set(responses.map((response) => (response as { bookingId: string }).bookingId));
    expect(ids.size).toBe(1);
    await waitUntil(() => fake.callsTo("submit-consultation").some((call) => call.idempotencyKey === key));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a wrong second delivery
    const callsOfKey = fake.calls.filter((call) => call.idempotencyKey === key).map((call) => call.webhook);
    expect(callsOfKey).toEqual(["send-consultation-email", "submit-consultation"]);
  });

  test("the database stopped for a few seconds: quick 503s, /readyz 503, then bookings again without a restart", async () => {
    const [site] = fleet as [SiteProcess];
    await postgres.stop();
    try {
      const started = Date.now();
      const response = await post(site, "submit-consultation", booking(futureDate(43), "11:00 to 12:00", 1));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "store_unavailable" });
      await waitUntil(
        async () => ((await fetch(`${site.url}/readyz`)).status === 503 ? true : undefined),
        10_000,
      );
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    } finally {
      await postgres.start();
    }
    await ready(...fleet);
    for (const [index, member] of fleet.entries()) {
      const response = await post(
        member,
        "submit-consultation",
        booking(futureDate(43), `1${index + 1}:00 to 1${index + 2}:00`, 1),
      );
      expect(response.status).toBeLessThan(300);
    }
    for (const member of fleet) {
      expect(member.child.exitCode).toBeNull();
      expect(member.output()).not.toContain(new URL(databaseUrl).password);
    }
  });

  test("n8n down, booked on A, A killed: B delivers everything exactly once, in order, within the lease", async () => {
    const [a, b] = fleet as [SiteProcess, SiteProcess];
    await fake.down();
    const body = booking(futureDate(44), "17:00 to 18:00", 1);
    const key = "fleet-crash-key-01";
    const email = await post(a, "send-consultation-email", body, key);
    expect(email.status).toBe(202);
    const { bookingId } = (await email.json()) as { bookingId: string };
    expect((await post(a, "submit-consultation", body, key)).status).toBe(202);
    await a.kill("SIGKILL");
    await fake.up();
    const upAt = Date.now();
    await waitUntil(
      () =>
        fake.callsTo("submit-consultation").some((call) => call.idempotencyKey === key) ? true : undefined,
      40_000,
    );
    const deliveredMs = Date.now() - upAt;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // room for a wrong second delivery
    const callsOfKey = fake.calls.filter((call) => call.idempotencyKey === key).map((call) => call.webhook);
    expect(callsOfKey).toEqual(["send-consultation-email", "submit-consultation"]);
    expect(b.child.exitCode).toBeNull();
    // A claim of A's outlives it by the lease (n8n's timeout, 1 s here, plus two statement
    // timeouts: 11 s); B looks at the shared outbox every 5 s while idle.
    expect(deliveredMs).toBeLessThan(11_000 + 5_000 + 4_000);
    console.log(`fleet figure: the survivor delivered ${deliveredMs} ms after n8n returned`);

    const rows = JSON.parse(
      execFileSync("node", ["dist/server/bookings.js", "--json"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: databaseUrl },
      }),
    ) as { bookingId: string; emailDelivery: string; submitDelivery: string }[];
    // This booking's row (the database holds the earlier tests' bookings too): both of its
    // calls recorded as delivered, each sent once (the calls of its key above).
    const crashed = rows.filter((row) => row.bookingId === bookingId);
    expect(crashed).toHaveLength(1);
    expect([crashed[0]?.emailDelivery, crashed[0]?.submitDelivery]).toEqual([
      expect.stringMatching(/^delivered/),
      expect.stringMatching(/^delivered/),
    ]);
  });
});

test("two instances started at the same moment on an empty database both become ready and book", async () => {
  const databaseUrl = await postgres.createDatabase();
  const pair = [PORT + 73, PORT + 74].map((port) => instance(port, { databaseUrl, n8n: false }));
  await ready(...pair);
  const date = futureDate(45);
  for (const [index, site] of pair.entries()) {
    const response = await post(
      site,
      "submit-consultation",
      booking(date, `1${index + 1}:00 to 1${index + 2}:00`, 1),
    );
    expect(await response.json()).toMatchObject({ status: "stored" });
  }
  expect(await slotsOf(pair[1] as SiteProcess, date)).toEqual(["11:00 to 12:00", "12:00 to 13:00"]);
});

test("started while PostgreSQL does not answer: up and not ready, API calls 503 at once, then ready without a restart", async () => {
  const databaseUrl = new URL(await postgres.createDatabase());
  // The instance is pointed at a port where nothing listens yet; a forwarder to the real
  // server opens there later, as PostgreSQL coming up beside the site would.
  const lateServer = createServer((socket) => {
    const upstream = connect(postgres.port, "127.0.0.1");
    socket.pipe(upstream).pipe(socket);
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  const latePort = PORT + 78;
  databaseUrl.port = String(latePort);
  // At info, so the request lines show.
  const site = instance(PORT + 75, { databaseUrl: databaseUrl.href, n8n: false, env: { LOG_LEVEL: "info" } });
  try {
    await waitUntil(responds200(site.url, "/healthz"));
    expect((await fetch(`${site.url}/readyz`)).status).toBe(503);
    const started = Date.now();
    const refused = await post(site, "submit-consultation", booking(futureDate(46), "11:00 to 12:00", 1));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: "store_unavailable" });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Each request has its id and its log line while waiting too.
    expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => site.output())
      .toContain(
        `"event":"request","id":"${refused.headers.get("x-request-id")}","method":"POST","path":"/api/n8n/submit-consultation","status":503`,
      );
    expect(site.output()).toContain("store.waiting");
    expect(site.output()).not.toContain(decodeURIComponent(databaseUrl.password));
    expect(site.child.exitCode).toBeNull();

    await new Promise<void>((resolve) => lateServer.listen(latePort, "127.0.0.1", resolve));
    await ready(site);
    const booked = await post(site, "submit-consultation", booking(futureDate(46), "11:00 to 12:00", 1));
    expect(await booked.json()).toMatchObject({ status: "stored" });
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  } finally {
    await site.kill();
    lateServer.close();
  }
});
