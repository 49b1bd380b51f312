import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type CallName, callNames } from "../../src/booking/calls";
import { type FakeN8n, startFakeN8n } from "../../tests/support/fake-n8n";
import { createN8nClient, describeFailure, type N8nConfig, replyChecks } from "./webhook-client";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Reply = (res: ServerResponse, request: Received) => void;

/** A bare HTTP server that records every request and replies exactly as the test says. */
interface ExactServer {
  origin: string;
  received: Received[];
  reply: Reply;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function exactServer(reply: Reply = (res) => res.writeHead(200).end('{"bookedSlots":[]}')) {
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
    state.received.push(request);
    state.reply(res, request);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const state: ExactServer = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    reply,
  };
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return state;
}

async function fakeN8n(options: Parameters<typeof startFakeN8n>[0] = {}): Promise<FakeN8n> {
  const fake = await startFakeN8n(options);
  cleanups.push(() => fake.close());
  return fake;
}

/** A port nothing listens on: bound once to learn a free number, then released. */
async function refusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const defaultPaths = Object.fromEntries(callNames.map((name) => [name, name])) as Record<CallName, string>;

const client = (baseUrl: string, overrides: Partial<N8nConfig> = {}) =>
  createN8nClient({ baseUrl, paths: defaultPaths, timeoutMs: 2000, ...overrides });

const reply =
  (status: number, body = "", headers: Record<string, string> = {}): Reply =>
  (res) =>
    res.writeHead(status, headers).end(body);

describe("webhook URLs", () => {
  it.each([
    ["no trailing slash", "/webhook"],
    ["a trailing slash", "/webhook/"],
    ["several trailing slashes", "/webhook///"],
  ])("base with %s + paths with or without leading slashes", async (_name, basePath) => {
    const server = await exactServer();
    const n8n = client(`${server.origin}${basePath}`, {
      paths: {
        ...defaultPaths,
        "get-booked-slots": "get-booked-slots",
        "send-consultation-email": "/send-consultation-email",
        "submit-consultation": "//prod/submit",
      },
    });
    server.reply = (res, request) =>
      res.writeHead(200).end(request.url.endsWith("get-booked-slots") ? '{"bookedSlots":[]}' : "{}");
    await n8n.getBookedSlots("2026-12-01");
    await n8n.deliver("send-consultation-email", "{}", "key-00001");
    await n8n.deliver("submit-consultation", "{}", "key-00001");
    expect(server.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      "POST /webhook/get-booked-slots",
      "POST /webhook/send-consultation-email",
      "POST /webhook/prod/submit",
    ]);
  });

  it("keeps every segment of a deeper base, and works with a bare origin", async () => {
    const server = await exactServer();
    await client(`${server.origin}/n8n/webhook-test`).getBookedSlots("2026-12-01");
    await client(server.origin).getBookedSlots("2026-12-01");
    expect(server.received.map((request) => request.url)).toEqual([
      "/n8n/webhook-test/get-booked-slots",
      "/get-booked-slots",
    ]);
  });
});

describe("what is sent", () => {
  it("deliver posts the body as given, with JSON headers, the auth header and the Idempotency-Key", async () => {
    const server = await exactServer(reply(200, '{"status":"sent"}'));
    const n8n = client(`${server.origin}/webhook/`, { authHeader: { name: "X-N8N-Key", value: "s3cret" } });
    // Odd spacing: the stored request text is forwarded byte for byte, not re-serialised.
    const body = '{ "name":"Grace",  "date":"2026-12-01" }';
    expect(await n8n.deliver("submit-consultation", body, "visitor-key-42")).toEqual({
      ok: true,
      value: undefined,
    });
    const [request] = server.received;
    expect(request?.method).toBe("POST");
    expect(request?.body).toBe(body);
    expect(request?.headers).toMatchObject({
      "content-type": "application/json",
      accept: "application/json",
      "x-n8n-key": "s3cret",
      "idempotency-key": "visitor-key-42",
    });
  });

  it("getBookedSlots posts {date} with the auth header and no Idempotency-Key", async () => {
    const server = await exactServer();
    const n8n = client(server.origin, { authHeader: { name: "Authorization", value: "Bearer t0ken" } });
    await n8n.getBookedSlots("2026-12-01");
    const [request] = server.received;
    expect(JSON.parse(request?.body ?? "")).toEqual({ date: "2026-12-01" });
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.authorization).toBe("Bearer t0ken");
    expect(request?.headers).not.toHaveProperty("idempotency-key");
  });

  it("sends no auth header when none is configured", async () => {
    const server = await exactServer(reply(200, "{}"));
    await client(server.origin).deliver("send-consultation-email", "{}", "key-00001");
    const names = Object.keys(server.received[0]?.headers ?? {});
    expect(names).not.toContain("x-n8n-key");
    expect(names).not.toContain("authorization");
  });

  it("against the fake n8n: Header Auth passes with the right value, 403 status without it", async () => {
    const auth = { name: "X-N8N-Key", value: "s3cret" };
    const fake = await fakeN8n({ auth });
    fake.bookedSlots.set("2026-12-01", ["15:00 to 16:00"]);
    const good = client(fake.baseUrl, { authHeader: auth });
    expect(await good.getBookedSlots("2026-12-01")).toEqual({
      ok: true,
      value: { bookedSlots: ["15:00 to 16:00"], busy: [] },
    });
    expect(
      await good.deliver(
        "submit-consultation",
        '{"date":"2026-12-02","timeSlot":"11:00 to 12:00"}',
        "k-000001",
      ),
    ).toEqual({ ok: true, value: undefined });
    expect(fake.callsTo("submit-consultation")).toEqual([
      expect.objectContaining({
        idempotencyKey: "k-000001",
        body: { date: "2026-12-02", timeSlot: "11:00 to 12:00" },
      }),
    ]);

    const wrong = client(fake.baseUrl, { authHeader: { ...auth, value: "guess" } });
    expect(await wrong.getBookedSlots("2026-12-01")).toEqual({
      ok: false,
      failure: { kind: "status", status: 403 },
    });
    expect(await client(fake.baseUrl).deliver("send-consultation-email", "{}", "k-000002")).toEqual({
      ok: false,
      failure: { kind: "status", status: 403 },
    });
  });
});

describe("getBookedSlots", () => {
  it("answers the list n8n gives", async () => {
    const server = await exactServer(
      reply(200, '{"bookedSlots":["11:00 to 12:00","14:00 to 16:00"],"extra":1}', {
        "Content-Type": "application/json",
      }),
    );
    expect(await client(server.origin).getBookedSlots("2026-12-01")).toEqual({
      ok: true,
      value: { bookedSlots: ["11:00 to 12:00", "14:00 to 16:00"], busy: [] },
    });
  });

  it.each([500, 404, 401, 300])("a %i is a status failure", async (status) => {
    const server = await exactServer(reply(status, '{"bookedSlots":[]}'));
    expect(await client(server.origin).getBookedSlots("2026-12-01")).toEqual({
      ok: false,
      failure: { kind: "status", status },
    });
  });

  it.each([
    ["an empty 200", "", "empty body"],
    ["a blank 200", "  \n", "empty body"],
    ["HTML", "<html>Workflow error</html>", "not JSON"],
    ["an object without the list", '{"slots":[]}', "no bookedSlots string array"],
    ["a list of numbers", '{"bookedSlots":[11,12]}', "no bookedSlots string array"],
    ["a string instead of a list", '{"bookedSlots":"11:00 to 12:00"}', "no bookedSlots string array"],
    ["a bare array", '["11:00 to 12:00"]', "no bookedSlots string array"],
    ["null", "null", "no bookedSlots string array"],
  ])("%s is a shape failure, never 'nothing booked'", async (_name, body, detail) => {
    const server = await exactServer(reply(200, body));
    expect(await client(server.origin).getBookedSlots("2026-12-01")).toEqual({
      ok: false,
      failure: { kind: "shape", detail },
    });
  });

  it("a refused connection is unreachable, with the system's reason", async () => {
    const result = await client(await refusedOrigin()).getBookedSlots("2026-12-01");
    expect(result).toEqual({
      ok: false,
      failure: { kind: "unreachable", detail: expect.stringMatching(/ECONNREFUSED/) },
    });
  });

  it("an n8n slower than timeoutMs is a timeout", async () => {
    // Never answers; the connection is closed when the test's server is.
    const server = await exactServer(() => {});
    const started = Date.now();
    const result = await client(server.origin, { timeoutMs: 150 }).getBookedSlots("2026-12-01");
    expect(result).toEqual({ ok: false, failure: { kind: "timeout" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.received).toHaveLength(1);
  });

  it("a body that stops half-way is a timeout too, not a shape failure", async () => {
    const server = await exactServer((res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"bookedSlots":[');
    });
    expect(await client(server.origin, { timeoutMs: 150 }).getBookedSlots("2026-12-01")).toEqual({
      ok: false,
      failure: { kind: "timeout" },
    });
  });

  it("against the fake n8n in its failure modes", async () => {
    const fake = await fakeN8n({ slowMs: 1000 });
    const n8n = client(fake.baseUrl, { timeoutMs: 200 });
    fake.mode = "500";
    expect(await n8n.getBookedSlots("2026-12-01")).toEqual({
      ok: false,
      failure: { kind: "status", status: 500 },
    });
    fake.mode = "empty200";
    expect(await n8n.getBookedSlots("2026-12-01")).toEqual({
      ok: false,
      failure: { kind: "shape", detail: "empty body" },
    });
    fake.mode = "slow";
    expect(await n8n.getBookedSlots("2026-12-01")).toEqual({ ok: false, failure: { kind: "timeout" } });
    await fake.down();
    expect(await n8n.getBookedSlots("2026-12-01")).toMatchObject({
      ok: false,
      failure: { kind: "unreachable" },
    });
  });
});

describe("deliver", () => {
  it.each([
    [200, '{"status":"sent"}'],
    [201, "created"],
    [202, "accepted"],
    [299, "x"],
  ])("a %i with a non-empty body is delivered", async (status, body) => {
    const server = await exactServer(reply(status, body));
    expect(await client(server.origin).deliver("send-consultation-email", "{}", "key-00001")).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it.each([
    ["an empty 200", 200, ""],
    ["a blank 200", 200, " \r\n\t"],
    ["a 204", 204, ""],
  ])("%s is a shape failure: the workflow did not run to its answer", async (_name, status, body) => {
    const server = await exactServer(reply(status, body));
    expect(await client(server.origin).deliver("submit-consultation", "{}", "key-00001")).toEqual({
      ok: false,
      failure: { kind: "shape", detail: "empty body" },
    });
  });

  it.each([500, 502, 429, 400])("a %i is a status failure", async (status) => {
    const server = await exactServer(reply(status, '{"message":"Error in workflow"}'));
    expect(await client(server.origin).deliver("submit-consultation", "{}", "key-00001")).toEqual({
      ok: false,
      failure: { kind: "status", status },
    });
  });

  it.each([301, 302, 303, 307, 308])("a %i redirect is not followed, and is a failure", async (status) => {
    const server = await exactServer((res, request) =>
      request.url === "/webhook/send-consultation-email"
        ? res.writeHead(status, { Location: "/webhook/elsewhere" }).end("moved")
        : res.writeHead(200).end("followed"),
    );
    const result = await client(`${server.origin}/webhook`).deliver(
      "send-consultation-email",
      "{}",
      "key-00001",
    );
    // n8n answered, with a status that is not 2xx: the lookup's 502, a delivery retried.
    expect(result).toEqual({ ok: false, failure: { kind: "status", status } });
    expect(server.received.map((request) => request.url)).toEqual(["/webhook/send-consultation-email"]);
  });

  it("a refused connection is unreachable", async () => {
    const result = await client(await refusedOrigin()).deliver("submit-consultation", "{}", "key-00001");
    expect(result).toMatchObject({ ok: false, failure: { kind: "unreachable" } });
  });

  it("an n8n slower than timeoutMs is a timeout", async () => {
    const server = await exactServer(() => {});
    expect(
      await client(server.origin, { timeoutMs: 150 }).deliver("submit-consultation", "{}", "key-00001"),
    ).toEqual({ ok: false, failure: { kind: "timeout" } });
  });
});

describe("secrets in failures", () => {
  // What a failure says is logged and kept as the outbox's last_error: fetch's own errors
  // quote a URL's credentials and a refused header value in full.
  it("never quotes credentials of the base URL", async () => {
    const server = await exactServer();
    const withCredentials = server.origin.replace("http://", "http://site:pa%24s-hunter2@");
    for (const result of [
      await client(withCredentials).getBookedSlots("2026-12-01"),
      await client(withCredentials).deliver("submit-consultation", "{}", "key-12345678"),
    ]) {
      expect(result.ok).toBe(false);
      const said = result.ok ? "" : describeFailure(result.failure);
      expect(said).toMatch(/redacted/);
      expect(said).not.toMatch(/hunter2|pa\$s|pa%24s/);
    }
  });

  it.each([
    ["a bare % sign in the password", "site:100%-hunter2"],
    ["a password that holds the user name", "hunter2:hunter2-and-more"],
    ["an encoded user name", "hunter2%40site:pass-hunter2"],
  ])("never quotes credentials of the base URL, with %s", async (_case, credentials) => {
    const server = await exactServer();
    const result = await client(server.origin.replace("http://", `http://${credentials}@`)).getBookedSlots(
      "2026-12-01",
    );
    expect(result.ok).toBe(false);
    const said = result.ok ? "" : describeFailure(result.failure);
    expect(said).toMatch(/^n8n unreachable: .*\[redacted\]@127\.0\.0\.1/);
    expect(said).not.toMatch(/hunter2|and-more|100%/);
  });

  it("never quotes an auth header value that fetch refuses", async () => {
    const server = await exactServer();
    const result = await client(server.origin, {
      authHeader: { name: "X-Site-Key", value: "hunter2-secret\r\nX-Evil: 1" },
    }).deliver("submit-consultation", "{}", "key-12345678");
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : describeFailure(result.failure)).not.toContain("hunter2");
    expect(server.received).toHaveLength(0);
  });
});

describe("describeFailure", () => {
  it("words each kind of failure", () => {
    expect(describeFailure({ kind: "status", status: 502 })).toBe("n8n answered 502");
    expect(describeFailure({ kind: "shape", detail: "empty body" })).toBe(
      "n8n answered an unexpected body: empty body",
    );
    expect(describeFailure({ kind: "unreachable", detail: "connect ECONNREFUSED 127.0.0.1:5678" })).toBe(
      "n8n unreachable: connect ECONNREFUSED 127.0.0.1:5678",
    );
    expect(describeFailure({ kind: "timeout" })).toBe("n8n timed out");
  });
});

describe("replyChecks", () => {
  it("bookedSlots reads n8n's busy times: date-times with an offset, each ending after it starts", () => {
    const reply = {
      bookedSlots: [],
      busy: [
        { start: "2026-12-01T14:30:00-05:00", end: "2026-12-01T15:00:00-05:00" },
        { start: "2026-12-01T23:00:00Z", end: "2026-12-02T01:00:00.000Z" },
        { start: "2026-12-01T09:00-05:00", end: "2026-12-01T15:00+0000" },
      ],
    };
    expect(replyChecks.bookedSlots(JSON.stringify(reply))).toEqual({
      ok: true,
      value: {
        bookedSlots: [],
        busy: [
          { start: new Date("2026-12-01T19:30:00Z"), end: new Date("2026-12-01T20:00:00Z") },
          { start: new Date("2026-12-01T23:00:00Z"), end: new Date("2026-12-02T01:00:00Z") },
          { start: new Date("2026-12-01T14:00:00Z"), end: new Date("2026-12-01T15:00:00Z") },
        ],
      },
    });
    const malformed = [
      null,
      "14:00",
      [{ start: "2026-12-01T14:00:00", end: "2026-12-01T15:00:00" }],
      [{ start: "2026-12-01T15:00:00Z", end: "2026-12-01T14:00:00Z" }],
      [{ start: "2026-12-01T15:00:00Z", end: "2026-12-01T15:00:00Z" }],
      [{ start: "2026-12-01T14:00:00Z" }],
      [{ start: "tomorrow", end: "2026-12-01T15:00:00Z" }],
    ];
    for (const busy of malformed) {
      expect(
        replyChecks.bookedSlots(JSON.stringify({ bookedSlots: [], busy })),
        JSON.stringify(busy),
      ).toEqual({
        ok: false,
        failure: { kind: "shape", detail: "busy is not a list of {start, end} date-times with an offset" },
      });
    }
  });

  it("bookedSlots takes exactly a {bookedSlots: string[]} object", () => {
    expect(replyChecks.bookedSlots('{"bookedSlots":["11:00 to 12:00"]}')).toEqual({
      ok: true,
      value: { bookedSlots: ["11:00 to 12:00"], busy: [] },
    });
    expect(replyChecks.bookedSlots('{"bookedSlots":[]}')).toEqual({
      ok: true,
      value: { bookedSlots: [], busy: [] },
    });
    // Other fields n8n adds are dropped, not passed on.
    expect(replyChecks.bookedSlots('{"bookedSlots":["12:00 to 13:00"],"debug":{"x":1}}')).toEqual({
      ok: true,
      value: { bookedSlots: ["12:00 to 13:00"], busy: [] },
    });
    expect(replyChecks.bookedSlots("")).toEqual({
      ok: false,
      failure: { kind: "shape", detail: "empty body" },
    });
    expect(replyChecks.bookedSlots(" \n ")).toEqual({
      ok: false,
      failure: { kind: "shape", detail: "empty body" },
    });
    expect(replyChecks.bookedSlots("{bookedSlots:[]}")).toEqual({
      ok: false,
      failure: { kind: "shape", detail: "not JSON" },
    });
    for (const text of ['{"bookedSlots":null}', '{"bookedSlots":["a",null]}', "{}", "[]", "42", '"x"']) {
      expect(replyChecks.bookedSlots(text), text).toEqual({
        ok: false,
        failure: { kind: "shape", detail: "no bookedSlots string array" },
      });
    }
  });

  it("acknowledgement takes any non-blank text", () => {
    for (const text of ["{}", "ok", "null", "0", " x "]) {
      expect(replyChecks.acknowledgement(text), text).toEqual({ ok: true, value: undefined });
    }
    for (const text of ["", " ", "\n\t\r "]) {
      expect(replyChecks.acknowledgement(text), JSON.stringify(text)).toEqual({
        ok: false,
        failure: { kind: "shape", detail: "empty body" },
      });
    }
  });
});
