/** Where the site's files for AI agents live (docs/product.md#for-ai-agents). */
export const agentPaths = {
  llmsTxt: "/llms.txt",
  guide: "/agents/book-a-consultation.md",
  catalog: "/.well-known/ai-catalog.json",
  mcpServerCard: "/.well-known/mcp/server-card.json",
  mcp: "/mcp",
  /** The JSON API described for programs (OpenAPI 3.1, server/openapi/). */
  openapi: "/openapi.json",
} as const;

/** An absolute URL on the site, from `SITE_URL`. */
export const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;
