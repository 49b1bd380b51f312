import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { futureDate, responds200, waitUntil } from "../support/site-process";

// Not a browser test: `npm start` and `npm run bookings` read `.env` from the folder they
// run in, when there is one (README "Configuration"). Their script lines from package.json
// run as npm runs them, in a folder holding only the build (linked) and a `.env`.
const SITE_PORT = PORT + 40;
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;
const fromEnvFile = ["PORT", "HOST", "SITE_URL", "DATA_DIR", "LOG_LEVEL"];
// What the test runner's own environment sets would win over the file (Node's rule).
const environment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !fromEnvFile.includes(name)),
);

let folder: string;
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "settings-file-test-"));
  symlinkSync(resolve("dist"), join(folder, "dist"));
});
test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

function runScript(name: string, args = "") {
  return spawnSync("sh", ["-c", `${scripts[name]} ${args}`], {
    cwd: folder,
    env: environment,
    encoding: "utf8",
    timeout: 20_000,
  });
}

test("npm start and npm run bookings take PORT, HOST, SITE_URL and DATA_DIR from .env", async () => {
  const dataDir = join(folder, "bookings-here");
  writeFileSync(
    join(folder, ".env"),
    [
      "# as an operator writes it from .env.example",
      `PORT=${SITE_PORT}`,
      "HOST=127.0.0.1",
      "SITE_URL=https://settings-file.example.com",
      `DATA_DIR=${dataDir}`,
      "LOG_LEVEL=warn",
      "",
    ].join("\n"),
  );
  // Its own process group, so the stop reaches node and not only the shell around it.
  const server = spawn("sh", ["-c", scripts.start ?? ""], {
    cwd: folder,
    env: environment,
    stdio: "ignore",
    detached: true,
  });
  const site = `http://127.0.0.1:${SITE_PORT}`;
  try {
    await waitUntil(responds200(site, "/healthz"));
    const robots = await (await fetch(`${site}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://settings-file.example.com/sitemap.xml");

    const booked = await fetch(`${site}/api/n8n/send-consultation-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "settings-file-key-0001" },
      body: JSON.stringify({
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+1 555 010 4000",
        isWhatsapp: false,
        serviceCategories: [],
        hours: 1,
        date: futureDate(23),
        timeSlot: "11:00 to 12:00",
        subject: "Settings file",
        description: "Booked through a server configured by .env.",
      }),
    });
    expect(booked.status).toBe(200);
    const { bookingId } = (await booked.json()) as { bookingId: string };

    const listed = runScript("bookings", "--json");
    expect(listed.status, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { bookingId: string }[]).map((row) => row.bookingId)).toEqual([
      bookingId,
    ]);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((done) => server.once("exit", done));
  }
});

test("without a .env, npm run bookings runs on the defaults", () => {
  const listed = runScript("bookings");
  expect(listed.status, listed.stderr).toBe(0);
  expect(listed.stdout).toBe("No bookings yet.\n");
  // Only its own note on stderr: Node's --env-file-if-exists would add that the file is missing.
  expect(listed.stderr).toBe("No booking store in ./data yet (it is created when the server starts).\n");
});

test("npm run dev reads .env too", () => {
  // The dev server needs the repository's sources beside it, so its line is checked as text.
  expect(scripts.dev).toMatch(/^node \$\(\[ -f \.env \] && echo --env-file=\.env\) server\/dev\.ts\b/);
});
