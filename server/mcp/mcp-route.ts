import {
  CallToolRequestSchema,
  JSONRPCMessageSchema,
  JSONRPCRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { rateLimitedFor } from "../../src/booking/messages";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readBody, sendsJson } from "../api/read-body";
import { requestHeader } from "../http/request-header";
import type { McpToolsDeps } from "./mcp-tools";
import { sdkResponse, toolsFromMemory } from "./sdk-response";

/** A JSON-RPC error that answers no call (`id: null`): how the transport words a refusal. */
const rpcError = (
  c: Context,
  status: ContentfulStatusCode,
  code: number,
  message: string,
  headers?: Record<string, string>,
) => c.json({ jsonrpc: "2.0", error: { code, message }, id: null }, status, headers);

/** Loopback by name or address, with any port: a client on the machine itself (tests, a local agent). */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/**
 * Why a request is not the site's to answer, or null. A browser always says where a page's
 * request comes from (`Origin`) and which host it thinks it talks to (`Host`): a page
 * elsewhere, or one whose name was rebound to this server's address (DNS rebinding), is
 * refused. A client that sends no `Origin` (an agent, curl) is no browser page and passes.
 */
function foreign(c: Context, site: URL): string | null {
  const origin = requestHeader(c, "origin");
  if (origin !== undefined && origin !== site.origin)
    return "Forbidden: this Origin may not call the MCP server.";
  // Without Node underneath (`app.request()`), the host of the request's URL.
  const host = (requestHeader(c, "host") ?? new URL(c.req.url).host).toLowerCase();
  if (host !== site.host && !LOOPBACK_HOST.test(host)) return "Forbidden: this Host is not the site's.";
  return null;
}

/**
 * `/mcp`: the remote MCP server, Streamable HTTP and stateless (docs/architecture.md#the-mcp-server).
 * Only POST carries calls; a stateless server has no stream to open (GET) or session to end
 * (DELETE). Every response, refusals included, is JSON-RPC.
 */
export function mcpRoute(deps: McpToolsDeps): Hono {
  // The tools' list is the same for every request: asked of the SDK once, here.
  const toolsList = toolsFromMemory(deps);
  // `SITE_URL`'s origin is the one `Origin` a browser's request may carry; its host (with its
  // port if it names one) and loopback are the `Host`s answered.
  const site = new URL(deps.siteUrl);

  const app = new Hono();
  // Every response is for one caller (a booking's holds its private manage link): no cache keeps it.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  // Before anything is spent or read: a refused page's request costs its visitor nothing.
  app.use("/", async (c, next) => {
    const refused = foreign(c, site);
    return refused ? rpcError(c, 403, -32000, refused) : next();
  });
  app.post("/", async (c) => {
    // Every request is a lookup's worth of work at least (docs/architecture.md#what-a-request-costs);
    // a booking spends its own cost on top, in its tool.
    const wait = c.get("client").spend("lookup");
    if (wait !== null) return rpcError(c, 429, -32000, rateLimitedFor(wait), { "Retry-After": String(wait) });
    // Checked before the body is read, as the JSON API does.
    if (!sendsJson(c)) return rpcError(c, 415, -32600, "Send MCP calls as application/json.");
    const text = await readBody(c, MAX_BODY_BYTES);
    if (text === null) {
      const tooLarge = `The body may be at most ${MAX_BODY_BYTES} bytes.`;
      return rpcError(c, 413, -32600, tooLarge, { Connection: "close" });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return rpcError(c, 400, -32700, "Parse error: the body is not valid JSON.");
    }
    // MCP 2025-06-18 removed JSON-RPC batching: one message per request, so one request's
    // cost is one call's.
    if (Array.isArray(body)) {
      const batch = "Invalid Request: batches are not accepted; send one JSON-RPC message per request.";
      return rpcError(c, 400, -32600, batch);
    }
    const malformed = malformedMessage(body);
    if (malformed) return c.json(malformed.body, malformed.status);
    return (await toolsList(c, body)) ?? handle(c, body, deps);
  });
  app.all("/", (c) =>
    rpcError(c, 405, -32000, "Method not allowed: send MCP calls with POST.", { Allow: "POST" }),
  );
  return app;
}

/**
 * A message the SDK would answer with the wrong JSON-RPC code, answered with the right one:
 * JSON that is no JSON-RPC message is an Invalid Request (the SDK calls it a parse error),
 * and a `tools/call` whose params are not `{name, arguments?}` with an object of arguments
 * has Invalid params (the SDK answers an internal error holding zod's issues). Null for a
 * message the SDK answers rightly.
 */
function malformedMessage(body: unknown): { status: 200 | 400; body: object } | null {
  if (!JSONRPCMessageSchema.safeParse(body).success) {
    const error = { code: -32600, message: "Invalid Request: the body is not a JSON-RPC 2.0 message." };
    return { status: 400, body: { jsonrpc: "2.0", error, id: null } };
  }
  const request = JSONRPCRequestSchema.safeParse(body);
  if (
    !request.success ||
    request.data.method !== "tools/call" ||
    CallToolRequestSchema.safeParse(body).success
  )
    return null;
  const message = "Invalid params: tools/call takes a tool's name and an object of its arguments.";
  return { status: 200, body: { jsonrpc: "2.0", id: request.data.id, error: { code: -32602, message } } };
}

/** A request the SDK answers; a failure is a JSON-RPC error, not the HTML 500 page. */
async function handle(c: Context, body: unknown, deps: McpToolsDeps): Promise<Response> {
  try {
    return await sdkResponse(c.req.raw, body, deps, c.get("client"));
  } catch (error) {
    deps.logger.error("mcp.request_failed", { id: c.get("requestId"), err: error });
    return rpcError(c, 500, -32603, "Internal error: please try again in a minute.");
  }
}
