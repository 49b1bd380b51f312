import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { clientAddress } from "../api/client-address";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readBody } from "../api/read-body";
import { createMcpServer, type McpToolsDeps } from "./mcp-tools";

export interface McpRouteDeps extends McpToolsDeps {
  trustProxy: boolean;
}

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
export function mcpRoute({ trustProxy, ...deps }: McpRouteDeps): Hono {
  const app = new Hono();
  app.post("/", async (c) => {
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
    const server = createMcpServer(deps, clientAddress(c, trustProxy));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody: body });
    } finally {
      void server.close();
    }
  });
  app.all("/", (c) =>
    c.json(jsonRpcError(-32000, "Method not allowed: send MCP calls with POST."), 405, { Allow: "POST" }),
  );
  return app;
}
