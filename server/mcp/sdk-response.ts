import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
import {
  JSONRPCRequestSchema,
  ListToolsRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import type { Client } from "../http/client";
import { requestHeader } from "../http/request-header";
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

/** The server built once for the list never calls a tool, so it has no client to charge. */
const LISTING: Client = {
  address: "",
  key: "",
  network: null,
  spend() {
    throw new Error("Listing the tools calls no tool.");
  },
};

/**
 * `tools/list` answered from memory (docs/architecture.md#the-mcp-server): the list never
 * changes, so the SDK makes it once, at start, and each request gets it under its own id.
 * It gives null for any request the SDK would answer otherwise (a header it refuses,
 * params it rejects), or when the SDK failed to list the tools (logged once): the SDK answers.
 */
export function toolsFromMemory(deps: McpToolsDeps): (c: Context, body: unknown) => Promise<Response | null> {
  const listed = listTools(deps).catch((error: unknown) => {
    deps.logger.error("mcp.tools_list_failed", { err: error });
    return null;
  });
  return async (c, body) => {
    if ((body as { method?: unknown } | null)?.method !== "tools/list") return null;
    const tools = await listed;
    return tools === null ? null : toolsListResponse(c, body, tools);
  };
}

/** The SDK's `tools/list` result, serialized: what every request's response holds. */
async function listTools(deps: McpToolsDeps): Promise<string> {
  const request = new Request("http://localhost/mcp", {
    method: "POST",
    headers: { Accept: "application/json, text/event-stream", "Content-Type": "application/json" },
  });
  const response = await sdkResponse(request, { jsonrpc: "2.0", id: 0, method: "tools/list" }, deps, LISTING);
  const parsed: unknown = await response.json();
  if (response.status !== 200 || typeof parsed !== "object" || parsed === null || !("result" in parsed))
    throw new Error(`The SDK did not list the tools: ${response.status} ${JSON.stringify(parsed)}`);
  // The SDK wrote this with JSON.stringify, so parsing and writing it again gives its bytes.
  return JSON.stringify(parsed.result);
}

/**
 * A `tools/list` request's response from `tools` (the listed result), or null when the SDK
 * would answer otherwise. The conditions are the SDK transport's and server's own, in
 * their order: both media types accepted, a JSON body, a valid JSON-RPC request, a
 * protocol version it knows (or none), valid params, no task.
 */
function toolsListResponse(c: Context, body: unknown, tools: string): Response | null {
  const accept = requestHeader(c, "accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream")) return null;
  if (!isJsonContentType(requestHeader(c, "content-type"))) return null;
  const request = JSONRPCRequestSchema.safeParse(body);
  if (!request.success) return null;
  const version = requestHeader(c, "mcp-protocol-version");
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return null;
  // A task-augmented request is the SDK's to refuse (this server runs no tasks).
  if (request.data.params && "task" in request.data.params) return null;
  if (!ListToolsRequestSchema.safeParse(body).success) return null;
  // The SDK's own response: `{result, jsonrpc, id}` in that order (its Protocol), as JSON.
  return c.body(`{"result":${tools},"jsonrpc":"2.0","id":${JSON.stringify(request.data.id)}}`, 200, {
    "Content-Type": "application/json",
  });
}
