import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type Context, Hono } from "hono";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readBody, sendsJson } from "../api/read-body";
import { createMcpServer, type McpToolsDeps } from "./mcp-tools";

const jsonRpcError = (code: number, message: string) => ({
  jsonrpc: "2.0",
  error: { code, message },
  id: null,
});

/**
 * `/mcp`: the remote MCP server, Streamable HTTP and stateless (a server and transport per
 * request, JSON answers), with the API's body limit. Only POST carries calls; a stateless
 * server has no stream to open (GET) or session to end (DELETE).
 */
export function mcpRoute(deps: McpToolsDeps): Hono {
  const app = new Hono();
  // Every answer is for one caller (a booking's holds its private manage link): no cache keeps it.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.post("/", async (c) => {
    // Checked before the body is read, as the JSON API does.
    if (!sendsJson(c)) {
      return c.json(jsonRpcError(-32600, "Send MCP calls as application/json."), 415);
    }
    const text = await readBody(c, MAX_BODY_BYTES);
    if (text === null) {
      return c.json(jsonRpcError(-32600, `The body may be at most ${MAX_BODY_BYTES} bytes.`), 413, {
        Connection: "close",
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(jsonRpcError(-32700, "Parse error: the body is not valid JSON."), 400);
    }
    // An empty batch is no call at all (JSON-RPC 2.0: Invalid Request), not a notification.
    if (Array.isArray(body) && body.length === 0) {
      return c.json(jsonRpcError(-32600, "Invalid Request: an empty batch holds no call."), 400);
    }
    return handle(c, body, deps);
  });
  app.all("/", (c) =>
    c.json(jsonRpcError(-32000, "Method not allowed: send MCP calls with POST."), 405, { Allow: "POST" }),
  );
  return app;
}

/** One request's server and transport; a failure of either is a JSON-RPC error, not the HTML 500 page. */
async function handle(c: Context, body: unknown, deps: McpToolsDeps): Promise<Response> {
  const server = createMcpServer(deps, c.get("client"));
  try {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return await transport.handleRequest(c.req.raw, { parsedBody: body });
  } catch (error) {
    deps.logger.error("mcp.request_failed", { id: c.get("requestId"), error: String(error) });
    return c.json(jsonRpcError(-32603, "Internal error: please try again in a minute."), 500);
  } finally {
    void server.close();
  }
}
