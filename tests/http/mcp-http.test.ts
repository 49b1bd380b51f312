import { afterEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../server/api/n8n-api";
import { RESOURCE_POLICY } from "../../server/http/security-headers";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

// /mcp as HTTP: what any client sees before the MCP SDK reads an answer (methods, limits,
// headers, JSON-RPC errors). The tools themselves: mcp.test.ts.

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
    const answer = await post(initialize);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.body).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      result: { serverInfo: { name: "example.test/consultations" }, capabilities: { tools: {} } },
    });
    // A stateless server has no stream to announce changes on, and its tools never change.
    expect(answer.body.result.capabilities.tools.listChanged).toBe(false);
    expect(answer.headers).toMatchObject({
      "content-security-policy": RESOURCE_POLICY,
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cache-control": "no-store",
      "x-request-id": expect.any(String),
    });
    expect(answer.headers["x-powered-by"]).toBeUndefined();
    // Stateless: no session to keep, so none is named.
    expect(answer.headers["mcp-session-id"]).toBeUndefined();
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
    const answer = await post(rpc("tools/list")).set("Accept-Encoding", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body.result.tools).toHaveLength(3);
  });

  it("takes calls only by POST: other methods get 405, Allow: POST and a JSON-RPC error", async () => {
    app = bookingApp();
    for (const method of ["get", "delete", "put", "patch"] as const) {
      const answer = await app.request[method]("/mcp").set("Accept", "application/json, text/event-stream");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("POST");
      expect(answer.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
      expect(answer.body).toEqual({
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
      const answer = await app.request.post(path).set(MCP_HEADERS).send(initialize);
      expect([answer.status, answer.headers.allow], path).toEqual([405, "GET, HEAD"]);
      expect(answer.text, path).not.toContain("jsonrpc");
    }
  });

  it("refuses a body over the API's 32 KiB with 413, unread, and stores nothing", async () => {
    app = bookingApp();
    const args = {
      ...validBooking({ description: "x".repeat(MAX_BODY_BYTES) }),
      idempotencyKey: "too-big-1-kkkkkk",
    };
    const answer = await post(rpc("tools/call", { name: "book_consultation", arguments: args }));
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    expect(answer.body.error.message).toContain(String(MAX_BODY_BYTES));
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("answers a body that is not a JSON-RPC call with a JSON-RPC error, never a crash", async () => {
    app = bookingApp();
    const malformed = await post("{");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 }, id: null });
    const notRpc = await post(JSON.stringify({ hello: "world" }));
    expect(notRpc.status).toBe(400);
    expect(notRpc.body.error.code).toBe(-32700);
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
    const emptyBatch = await post("[]");
    expect(emptyBatch.status).toBe(400);
    expect(emptyBatch.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
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
    const answer = await post(rpc("tools/call", { name: "book_consultation", arguments: args }));
    expect(answer.body.result.isError).toBeUndefined();
    const requests = app.logLines.filter((line) => line.event === "request" && line.path === "/mcp");
    expect(requests).toEqual([expect.objectContaining({ method: "POST", status: 200 })]);
    expect(app.logLines).toContainEqual(expect.objectContaining({ event: "booking.accepted" }));
    for (const secret of ["private.person@example.com", "Grace Hopper", "+1 (555) 010-2000"])
      expect(app.rawLog.join("\n")).not.toContain(secret);
  });
});
