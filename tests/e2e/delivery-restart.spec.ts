import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { futureDate, responds200, waitUntil } from "../support/site-process";

// Not a browser test: the built server as a real process, killed with SIGKILL and
// restarted on the same data directory, against the fake n8n. Runs after the build.
// Beside the suite's own ports (E2E_PORT moves them all, so runs side by side do not collide).
const SITE_PORT = PORT + 50;
const FAKE_PORT = PORT + 51;
const site = `http://127.0.0.1:${SITE_PORT}`;

function startServer(dataDir: string): ChildProcess {
  return spawn("node", ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      N8N_WEBHOOK_BASE_URL: `http://127.0.0.1:${FAKE_PORT}/webhook/`,
      N8N_TIMEOUT_MS: "1000",
    },
    stdio: "ignore",
  });
}

const healthy = responds200(site, "/healthz");

function booking(date: string) {
  return {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 555 010 2000",
    isWhatsapp: false,
    serviceCategories: ["Cloud Migration"],
    hours: 1,
    date,
    timeSlot: "11:00 to 12:00",
    subject: "Migration plan",
    description: "Please help us plan a migration.",
  };
}

function post(endpoint: string, body: unknown, key: string) {
  return fetch(`${site}/api/n8n/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
}

test.describe.configure({ mode: "serial" });

let fake: FakeN8n;
let server: ChildProcess | undefined;
let dataDir: string;

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "restart-test-"));
  fake = await startFakeN8n({ port: FAKE_PORT });
});

test.afterEach(async () => {
  server?.kill("SIGKILL");
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("queued while n8n is down, killed with SIGKILL, restarted: delivered exactly once", async () => {
  await fake.down();
  server = startServer(dataDir);
  await waitUntil(healthy);

  const body = booking(futureDate(20));
  const email = await post("send-consultation-email", body, "restart-key-0001");
  const submit = await post("submit-consultation", body, "restart-key-0001");
  expect([email.status, submit.status]).toEqual([202, 202]);
  const { bookingId } = (await email.json()) as { bookingId: string };

  server.kill("SIGKILL");
  await new Promise((resolve) => server?.once("exit", resolve));
  await fake.up();

  const restartedAt = Date.now();
  server = startServer(dataDir);
  await waitUntil(() => (fake.callsTo("submit-consultation").length > 0 ? true : undefined));
  const deliveredMs = Date.now() - restartedAt;
  await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a wrong second delivery

  expect(fake.callsTo("send-consultation-email")).toHaveLength(1);
  expect(fake.callsTo("submit-consultation")).toHaveLength(1);
  expect(fake.calls.map((call) => call.webhook)).toEqual(["send-consultation-email", "submit-consultation"]);
  expect(fake.calls.every((call) => call.idempotencyKey === "restart-key-0001")).toBe(true);
  expect(fake.stored.size).toBe(1);

  const rows = JSON.parse(
    execFileSync("node", ["dist/server/bookings.js", "--json", "--data-dir", dataDir], { encoding: "utf8" }),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].bookingId).toBe(bookingId);
  expect(rows[0].emailDelivery).toMatch(/^delivered/);
  expect(rows[0].submitDelivery).toMatch(/^delivered/);
  test
    .info()
    .annotations.push({ type: "figure", description: `delivered ${deliveredMs} ms after the restart` });
  console.log(`restart figure: both calls delivered ${deliveredMs} ms after the restart`);
});

test("n8n down during a booking and back later, no restart: delivered once, soon after it returns", async () => {
  await fake.down();
  server = startServer(dataDir);
  await waitUntil(healthy);
  const body = booking(futureDate(21));
  expect((await post("send-consultation-email", body, "outage-key-0001-k")).status).toBe(202);
  expect((await post("submit-consultation", body, "outage-key-0001-k")).status).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 4000)); // a few failed attempts
  await fake.up();
  const upAt = Date.now();
  await waitUntil(() => (fake.callsTo("submit-consultation").length > 0 ? true : undefined), 60_000);
  const afterUpMs = Date.now() - upAt;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(fake.callsTo("send-consultation-email")).toHaveLength(1);
  expect(fake.callsTo("submit-consultation")).toHaveLength(1);
  const rows = JSON.parse(
    execFileSync("node", ["dist/server/bookings.js", "--json", "--data-dir", dataDir], { encoding: "utf8" }),
  );
  console.log(
    `outage figure: delivered ${afterUpMs} ms after n8n returned; e-mail call ${rows[0].emailDelivery}`,
  );
});

test("killed in the middle of a delivery: the restarted server sends it again, n8n deduplicates the repeat, one booking stored", async () => {
  fake.mode = "slow";
  server = startServer(dataDir);
  await waitUntil(healthy);
  const body = booking(futureDate(22));
  const key = "midflight-key-01";
  // The slow fake holds the call past the server's short wait: the answer is "queued".
  expect((await post("submit-consultation", body, key)).status).toBe(202);
  await waitUntil(() => (fake.callsTo("submit-consultation").length > 0 ? true : undefined));
  server.kill("SIGKILL");
  await new Promise((resolve) => server?.once("exit", resolve));
  // The killed server's calls are still worked on by the slow fake, as n8n would, and one
  // of them stores the booking: only a call made after the restart shows the resend.
  const callsBeforeRestart = fake.callsTo("submit-consultation").length;
  fake.mode = "ok";
  server = startServer(dataDir);
  await expect
    .poll(() => fake.callsTo("submit-consultation").length, {
      message: "the restarted server sends the delivery again",
      timeout: 20_000,
    })
    .toBeGreaterThan(callsBeforeRestart);
  // Every call answered, the held ones included (the fake's slow wait is 5 s).
  await waitUntil(() => (fake.pending === 0 ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a wrong further delivery

  const calls = fake.callsTo("submit-consultation");
  expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([key]));
  // The restarted server sent it once more, and only once: n8n's answer then was final.
  expect(calls.slice(callsBeforeRestart)).toHaveLength(1);
  // Of all the calls with the key, one stored the booking; n8n answered every other as a duplicate.
  expect(calls.map((call) => call.duplicate).sort()).toEqual([false, ...calls.slice(1).map(() => true)]);
  expect([...fake.stored.keys()]).toEqual([key]);

  const rows = JSON.parse(
    execFileSync("node", ["dist/server/bookings.js", "--json", "--data-dir", dataDir], { encoding: "utf8" }),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].submitDelivery).toMatch(/^delivered/);
});
