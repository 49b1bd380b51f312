import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// Not a browser test: the built server refuses to start on a bad setting with one plain
// line naming it (no stack trace, no secret) and exit code 1.
let scratch: string;
test.beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "start-up-test-"));
  writeFileSync(join(scratch, "a-file"), "not a folder");
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cases: [string, Record<string, string>, RegExp][] = [
  ["a DATA_DIR that cannot be created", { DATA_DIR: "{scratch}/a-file/data" }, /DATA_DIR/],
  [
    "credentials inside N8N_WEBHOOK_BASE_URL",
    { N8N_WEBHOOK_BASE_URL: "https://site:hunter2@n8n.example.com/webhook/" },
    /N8N_WEBHOOK_BASE_URL: .*N8N_AUTH_HEADER_NAME/,
  ],
  [
    "a CR LF inside N8N_AUTH_HEADER_VALUE",
    {
      N8N_WEBHOOK_BASE_URL: "https://n8n.example.com/webhook/",
      N8N_AUTH_HEADER_NAME: "X-Site-Key",
      N8N_AUTH_HEADER_VALUE: "hunter2\r\nX-Evil: 1",
    },
    /N8N_AUTH_HEADER_VALUE: .*control characters/,
  ],
  ["an n8n timeout longer than a stop may take", { N8N_TIMEOUT_MS: "60000" }, /N8N_TIMEOUT_MS: /],
];

for (const [name, env, says] of cases) {
  test(`${name}: one clear line, exit 1`, () => {
    const resolved = Object.fromEntries(
      Object.entries(env).map(([k, v]) => [k, v.replace("{scratch}", scratch)]),
    );
    const run = spawnSync("node", ["dist/server/index.js"], {
      env: { ...process.env, PORT: "3299", HOST: "127.0.0.1", DATA_DIR: join(scratch, "data"), ...resolved },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const said = `${run.stdout}${run.stderr}`.trim();
    expect(said).toMatch(/^Cannot start: /);
    expect(said).toMatch(says);
    expect(said.split("\n")).toHaveLength(1);
    expect(said).not.toMatch(/\n\s+at /); // no stack trace
    expect(said).not.toContain("hunter2");
  });
}

test("a PORT already in use: one clear line naming PORT and HOST, exit 1", async () => {
  const occupant = createServer();
  await new Promise<void>((resolve) => occupant.listen(0, "127.0.0.1", resolve));
  const { port } = occupant.address() as AddressInfo;
  try {
    const run = spawnSync("node", ["dist/server/index.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(scratch, "data"),
        LOG_LEVEL: "warn",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^Cannot start: PORT ${port} on HOST 127\\.0\\.0\\.1 .*EADDRINUSE`)),
    ]);
    expect(run.stdout).toBe("");
  } finally {
    occupant.close();
  }
});
