import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_BODY_BYTES } from "../../server/api/n8n-api";
import { BOOKING_RATE_LIMITS, bookingRateLimits, createRateLimit } from "../../server/http/rate-limit";
import { RESOURCE_POLICY } from "../../server/http/security-headers";
import { createLogger } from "../../server/logger";
import { createMcpServer } from "../../server/mcp/mcp-tools";
import { bookingApp, JSON_HEADERS, TIME_ZONE, validBooking } from "./booking-harness";
import { TEST_SITE_URL } from "./harness";

// /mcp as HTTP: what any client sees before the MCP SDK reads an answer (methods, limits,
// headers, the transport rules, JSON-RPC errors). The tools themselves: mcp.test.ts.

/** How many MCP servers the site has built: one per request the SDK answers. */
const built = vi.hoisted(() => ({ servers: 0 }));
vi.mock("../../server/mcp/mcp-tools", async (importOriginal) => {
  const tools = await importOriginal<typeof import("../../server/mcp/mcp-tools")>();
  return {
    ...tools,
    createMcpServer: (...args: Parameters<typeof tools.createMcpServer>) => {
      built.servers++;
      return tools.createMcpServer(...args);
    },
  };
});

let app: ReturnType<typeof bookingApp>;
afterEach(async () => {
  await app?.close();
});

/** What a Streamable HTTP client sends with every POST. */
const MCP_HEADERS = { ...JSON_HEADERS, Accept: "application/json, text/event-stream" };
const PROTOCOL = "2025-06-18";

const rpc = (method: string, params: Record<string, unknown> = {}, id = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });
const initialize = rpc("initialize", {
  protocolVersion: PROTOCOL,
  capabilities: {},
  clientInfo: { name: "http-test", version: "1.0.0" },
});
const post = (body: string) =>
  app.request.post("/mcp").set(MCP_HEADERS).set("Mcp-Protocol-Version", PROTOCOL).send(body);

describe("/mcp over HTTP", () => {
  it("answers a POST with JSON and the headers of every answer: the resource policy, no caching", async () => {
    app = bookingApp();
    const response = await post(initialize);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.body).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      result: { serverInfo: { name: "example.test/consultations" }, capabilities: { tools: {} } },
    });
    // A stateless server has no stream to announce changes on, and its tools never change.
    expect(response.body.result.capabilities.tools.listChanged).toBe(false);
    expect(response.headers).toMatchObject({
      "content-security-policy": RESOURCE_POLICY,
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cache-control": "no-store",
      "x-request-id": expect.any(String),
    });
    expect(response.headers["x-powered-by"]).toBeUndefined();
    // Stateless: no session to keep, so none is named.
    expect(response.headers["mcp-session-id"]).toBeUndefined();
  });

  it("is stateless: a call needs no initialize before it, and any request may carry it", async () => {
    app = bookingApp();
    const tools = await post(rpc("tools/list"));
    expect(tools.status).toBe(200);
    expect(tools.body.result.tools.map((tool: { name: string }) => tool.name)).toEqual([
      "list_services",
      "get_available_slots",
      "book_consultation",
    ]);
  });

  it("compresses its JSON for clients that accept it", async () => {
    app = bookingApp();
    const response = await post(rpc("tools/list")).set("Accept-Encoding", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body.result.tools).toHaveLength(3);
  });

  it("takes calls only by POST: other methods get 405, Allow: POST and a JSON-RPC error", async () => {
    app = bookingApp();
    for (const method of ["get", "delete", "put", "patch"] as const) {
      const response = await app.request[method]("/mcp").set("Accept", "application/json, text/event-stream");
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("POST");
      expect(response.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
      expect(response.body).toEqual({
        jsonrpc: "2.0",
        error: { code: -32000, message: "Method not allowed: send MCP calls with POST." },
        id: null,
      });
    }
  });

  it("is /mcp only: /mcp/ and below are the site's paths, answered as any page path is", async () => {
    app = bookingApp();
    // Not a page either: the not-found page.
    const slash = await app.request.get("/mcp/");
    expect(slash.status).toBe(404);
    for (const path of ["/mcp/", "/mcp/tools"]) {
      const response = await app.request.post(path).set(MCP_HEADERS).send(initialize);
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toContain("jsonrpc");
    }
  });

  it("refuses a body over the API's 32 KiB with 413, unread, and stores nothing", async () => {
    app = bookingApp();
    const args = {
      ...validBooking({ description: "x".repeat(MAX_BODY_BYTES) }),
      idempotencyKey: "too-big-1-kkkkkk",
    };
    const response = await post(rpc("tools/call", { name: "book_consultation", arguments: args }));
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(response.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    expect(response.body.error.message).toContain(String(MAX_BODY_BYTES));
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("answers a body that is not a JSON-RPC call with a JSON-RPC error, never a crash", async () => {
    app = bookingApp();
    const malformed = await post("{");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 }, id: null });
    // JSON that is no JSON-RPC message is an Invalid Request (JSON-RPC 2.0), not a parse error.
    for (const body of [{ hello: "world" }, null, 42, { jsonrpc: "1.0", id: 1, method: "tools/list" }]) {
      const notRpc = await post(JSON.stringify(body));
      expect(notRpc.status).toBe(400);
      expect(notRpc.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    }
    // A tool call whose arguments are no object has Invalid params, in our words, not zod's.
    const listArguments = await post(rpc("tools/call", { name: "list_services", arguments: [1] }));
    expect(listArguments.body).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32602, message: expect.stringMatching(/^Invalid params: /) },
    });
    const unknownMethod = await post(rpc("no/such-method"));
    expect(unknownMethod.body).toMatchObject({ id: 1, error: { code: -32601 } });
    // The media type is checked before the body is read, as the JSON API does: even a body
    // that is not JSON at all gets 415, not a parse error.
    for (const body of [initialize, "not json"]) {
      const text = await app.request
        .post("/mcp")
        .set("Content-Type", "text/plain")
        .set("Accept", MCP_HEADERS.Accept)
        .send(typeof body === "string" ? body : JSON.stringify(body));
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    }
    // Streamable HTTP asks clients to accept both JSON and event streams.
    const noAccept = await app.request.post("/mcp").set(JSON_HEADERS).send(initialize);
    expect(noAccept.status).toBe(406);
    expect(noAccept.body.error.code).toBe(-32000);
  });

  it("logs one line per request, without the visitor's data", async () => {
    app = bookingApp();
    const args = {
      ...validBooking({ email: "private.person@example.com" }),
      idempotencyKey: "log-check-1-kkkk",
    };
    const response = await post(rpc("tools/call", { name: "book_consultation", arguments: args }));
    expect(response.body.result.isError).toBeUndefined();
    const requests = app.logLines.filter((line) => line.event === "request" && line.path === "/mcp");
    expect(requests).toEqual([expect.objectContaining({ method: "POST", status: 200 })]);
    expect(app.logLines).toContainEqual(expect.objectContaining({ event: "booking.accepted" }));
    for (const secret of ["private.person@example.com", "Grace Hopper", "+1 (555) 010-2000"])
      expect(app.rawLog.join("\n")).not.toContain(secret);
  });
});

/** Roomy limits but for the lookups: `capacity` at once, then (almost) none. */
const lookupsOf = (capacity: number) => ({
  lookups: createRateLimit({ capacity, perMinute: 1 }),
  bookings: createRateLimit({ capacity: 100, perMinute: 100 }),
});
const bookingCall = (key: string, timeSlot: string) =>
  rpc("tools/call", {
    name: "book_consultation",
    arguments: { ...validBooking({ timeSlot }), idempotencyKey: key },
  });

describe("/mcp follows the MCP transport rules", () => {
  it("refuses a request from another origin with 403 before spending or reading anything; no Origin, or the site's own, passes", async () => {
    app = bookingApp({ limits: lookupsOf(1) });
    for (const origin of [
      "https://evil.example",
      "http://test.example",
      "https://test.example:8443",
      "null",
    ]) {
      const response = await post(initialize).set("Origin", origin);
      expect(response.status, origin).toBe(403);
      expect(response.body, origin).toEqual({
        jsonrpc: "2.0",
        error: { code: -32000, message: "Forbidden: this Origin may not call the MCP server." },
        id: null,
      });
      expect(response.headers["cache-control"]).toBe("no-store");
      // Neither the media type nor the size is looked at: nothing of the body is read.
      const unread = await app.request
        .post("/mcp")
        .set("Origin", origin)
        .set("Content-Type", "text/plain")
        .send("x".repeat(MAX_BODY_BYTES + 1));
      expect(unread.status, origin).toBe(403);
      expect((await app.request.get("/mcp").set("Origin", origin)).status, origin).toBe(403);
    }
    // None of those spent the one lookup: the site's own page may still call once.
    const own = await post(initialize).set("Origin", TEST_SITE_URL);
    expect(own.status).toBe(200);
    expect(own.body.result.serverInfo.name).toBe("example.test/consultations");
    expect((await post(initialize)).status).toBe(429);
  });

  it("answers an agent that sends no Origin", async () => {
    app = bookingApp();
    const response = await post(rpc("tools/list"));
    expect(response.status).toBe(200);
    expect(response.body.result.tools).toHaveLength(3);
  });

  it("answers only the site's own Host or loopback: any other name (DNS rebinding) gets 403", async () => {
    app = bookingApp();
    for (const host of [
      "evil.example",
      "test.example:8443",
      "test.example.evil.example",
      "localhost.evil.example",
      "127.0.0.1.evil.example",
      "10.0.0.7:3000",
    ]) {
      const response = await post(initialize).set("Host", host);
      expect(response.status, host).toBe(403);
      expect(response.body, host).toEqual({
        jsonrpc: "2.0",
        error: { code: -32000, message: "Forbidden: this Host is not the site's." },
        id: null,
      });
      expect((await app.request.delete("/mcp").set("Host", host)).status, host).toBe(403);
    }
    // The site's own host (SITE_URL is https://test.example), and loopback on any port:
    // supertest's own Host is 127.0.0.1 and the test's port.
    for (const host of [
      "test.example",
      "Test.Example",
      "localhost",
      "localhost:3000",
      "127.0.0.1",
      "127.0.0.1:80",
      "[::1]",
      "[::1]:8080",
    ]) {
      const response = await post(initialize).set("Host", host);
      expect(response.status, host).toBe(200);
    }
    expect((await post(initialize)).status).toBe(200);
  });

  it("refuses JSON-RPC batches, empty or not, with one Invalid Request error and without the SDK", async () => {
    app = bookingApp();
    const before = built.servers;
    const batches = [
      [],
      [JSON.parse(rpc("tools/list"))],
      Array.from({ length: 100 }, (_, id) => JSON.parse(rpc("tools/list", {}, id))),
      [JSON.parse(initialize)],
    ];
    for (const batch of batches) {
      const response = await post(JSON.stringify(batch));
      expect(response.status, `${batch.length} messages`).toBe(400);
      expect(response.body).toEqual({
        jsonrpc: "2.0",
        error: {
          code: -32600,
          message: "Invalid Request: batches are not accepted; send one JSON-RPC message per request.",
        },
        id: null,
      });
    }
    expect(built.servers).toBe(before);
  });

  it("spends a lookup on every request: from one address, initialize gets 429 once the bucket is empty", async () => {
    app = bookingApp({ limits: bookingRateLimits() });
    const { capacity } = BOOKING_RATE_LIMITS.lookups;
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 100; i++) {
      const response = await post(initialize);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.slice(0, capacity)).toEqual(Array(capacity).fill(200));
    // The bucket refills one a second: a slow machine lets a few more through, never most.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60);
    expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused?.headers["cache-control"]).toBe("no-store");
    expect(refused?.body).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32000,
        message: expect.stringMatching(
          /^You have sent several requests in a short time\. Please wait \d+ seconds?/,
        ),
      },
      id: null,
    });
  });

  it("charges a booking its request's lookup and the booking cost on top", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 2, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 3, perMinute: 1 }),
      },
    });
    const booked = await post(bookingCall("rules-book-key-0001", "11:00 to 12:00"));
    expect(booked.status).toBe(200);
    expect(booked.body.result.isError).toBeUndefined();
    // One booking token left, a booking needs two: a tool error with the wait, as before.
    const limited = await post(bookingCall("rules-book-key-0002", "13:00 to 14:00"));
    expect(limited.status).toBe(200);
    expect(limited.body.result).toMatchObject({ isError: true });
    expect(limited.body.result.content[0].text).toMatch(/^You have sent several requests/);
    // And both spent their lookup: the next request is refused as a whole.
    expect((await post(rpc("tools/list"))).status).toBe(429);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("answers tools/list from memory, byte for byte what the SDK answers the same request", async () => {
    app = bookingApp();
    const deps = {
      service: app.site.backend.service,
      siteUrl: TEST_SITE_URL,
      timeZone: TIME_ZONE,
      fee: null,
      logger: createLogger("error", () => {}),
    };
    const client = { address: "sdk", key: "sdk", network: null, spend: () => null };
    /** The SDK's answer to `body`, from a server and transport of its own. */
    const sdkResponse = async (body: string, headers: Record<string, string>) => {
      const server = createMcpServer(deps, client);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      const response = await transport.handleRequest(
        new Request("http://127.0.0.1/mcp", { method: "POST", headers, body }),
      );
      await server.close();
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        text: await response.text(),
      };
    };
    const version = (value: string) => ({ "Mcp-Protocol-Version": value });
    const requests: [string, Record<string, string>][] = [
      [rpc("tools/list"), version(PROTOCOL)],
      [rpc("tools/list", {}, 0), {}],
      [JSON.stringify({ jsonrpc: "2.0", id: "list-7", method: "tools/list" }), version(PROTOCOL)],
      [rpc("tools/list", { cursor: "next" }, 12), version("2025-11-25")],
      [rpc("tools/list", { _meta: { progressToken: "p-1" } }, 3), {}],
      // What the SDK refuses, it still answers: the same refusal either way.
      [rpc("tools/list", { cursor: 5 }, 4), {}],
      [rpc("tools/list"), version("1999-01-01")],
    ];
    for (const [body, headers] of requests) {
      const ours = await app.request
        .post("/mcp")
        .set({ ...MCP_HEADERS, ...headers })
        .send(body);
      const sdk = await sdkResponse(body, { ...MCP_HEADERS, ...headers });
      expect([ours.status, ours.headers["content-type"], ours.text], body).toEqual([
        sdk.status,
        sdk.type,
        sdk.text,
      ]);
    }
    expect(JSON.parse((await post(rpc("tools/list"))).text).result.tools).toHaveLength(3);
  });

  it("builds an MCP server for each initialize and tools/call, none for tools/list", async () => {
    const before = built.servers;
    app = bookingApp();
    // The list, once, as the site starts.
    expect(built.servers).toBe(before + 1);
    for (let id = 1; id <= 5; id++) expect((await post(rpc("tools/list", {}, id))).status).toBe(200);
    expect(built.servers).toBe(before + 1);
    expect((await post(initialize)).status).toBe(200);
    expect((await post(rpc("tools/call", { name: "list_services", arguments: {} }))).status).toBe(200);
    expect(built.servers).toBe(before + 3);
  });
});
