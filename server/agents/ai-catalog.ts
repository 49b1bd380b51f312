import { absolute, agentPaths } from "../../src/agent-paths";
import { company } from "../../src/content/company";

/** The IANA media type of an OpenAPI document, with the version it follows. */
export const OPENAPI_TYPE = "application/vnd.oai.openapi+json;version=3.1";

/**
 * `/.well-known/ai-catalog.json` (Agentic Resource Discovery 1.0): what an agent can use
 * here, each entry with the queries it answers; the guide's entry names the OpenAPI document. The publisher in each identifier is the
 * site's host, so a deployment under another domain names itself.
 */
export function aiCatalog(siteUrl: string) {
  const publisher = new URL(siteUrl).hostname;
  const id = (name: string) => `urn:air:${publisher}:consultations:${name}`;
  return {
    specVersion: "1.0",
    host: {
      displayName: company.name,
      documentationUrl: absolute(siteUrl, agentPaths.llmsTxt),
      logoUrl: absolute(siteUrl, "/favicon.svg"),
    },
    entries: [
      {
        identifier: id("book-a-consultation"),
        displayName: `Book a consultation with ${company.name}`,
        description: "How an AI agent reads the free slots and books a paid consultation for a person.",
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: absolute(siteUrl, agentPaths.guide),
        // The guide's JSON API as an OpenAPI document. Not an entry of its own: ARD 1.0's
        // entry types are discovery documents, and an OpenAPI type is not one of them.
        metadata: { openapi: absolute(siteUrl, agentPaths.openapi), openapiType: OPENAPI_TYPE },
        representativeQueries: [
          `Book a consultation with ${company.name}`,
          `When is ${company.name} free for a call next week?`,
          "Find an IT consultancy and schedule a cloud migration consultation",
        ],
      },
      {
        identifier: id("mcp-server"),
        displayName: `${company.name} consultation booking (MCP)`,
        description: "A remote MCP server with list_services, get_available_slots and book_consultation.",
        type: "application/mcp-server-card+json",
        url: absolute(siteUrl, agentPaths.mcpServerCard),
        representativeQueries: [
          `Which services does ${company.name} offer?`,
          `List free consultation slots at ${company.name} on a given day`,
          `Book a 1-hour consultation with ${company.name}`,
        ],
      },
    ],
  };
}
