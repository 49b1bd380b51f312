import { isIP } from "node:net";
import { absolute, agentPaths } from "../../src/agent-paths";
import { company } from "../../src/content/company";

/** The server's version, as MCP clients see it. */
export const MCP_SERVER_VERSION = "1.0.0";

/**
 * The MCP server's name in reverse-DNS form: the site's host read backwards, then what it
 * serves. A site on a bare address (a test, a private network) has no name to reverse:
 * the company's own site stands in for it.
 */
export function mcpServerName(siteUrl: string): string {
  const { hostname } = new URL(siteUrl);
  const named = isIP(hostname.replace(/^\[|\]$/g, "")) === 0 ? hostname : new URL(company.siteUrl).hostname;
  return `${named
    .split(".")
    .filter((part) => part !== "www")
    .reverse()
    .join(".")}/consultations`;
}

/** The MCP server's title, in its card and in its result for `initialize`. */
export const mcpServerTitle = () => `${company.name} consultations`;

/**
 * `/.well-known/mcp/server-card.json`: what the remote MCP server at `/mcp` is, for an
 * agent that found it through the catalog (/.well-known/ai-catalog.json).
 */
export function mcpServerCard(siteUrl: string) {
  return {
    name: mcpServerName(siteUrl),
    version: MCP_SERVER_VERSION,
    title: mcpServerTitle(),
    description: `Book a paid consultation with ${company.name}: list its services, read the free slots of a day, and book one. The same rules and limits as the booking form.`,
    websiteUrl: absolute(siteUrl, "/"),
    remotes: [{ type: "streamable-http", url: absolute(siteUrl, agentPaths.mcp) }],
  };
}
