import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Client } from "../http/client";
import { createMcpServer, type McpToolsDeps } from "./mcp-tools";

/**
 * One request answered by the SDK: a server and a transport of its own (stateless, JSON
 * responses), closed after it. `body` is the request's parsed JSON, read by the route.
 */
export async function sdkResponse(
  request: Request,
  body: unknown,
  deps: McpToolsDeps,
  client: Client,
): Promise<Response> {
  const server = createMcpServer(deps, client);
  try {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return await transport.handleRequest(request, { parsedBody: body });
  } finally {
    void server.close();
  }
}
