import { agentPaths } from "../../src/agent-paths";
import { openApiDocument } from "../openapi/openapi-document";
import { agentGuide, type GuideFacts } from "./agent-guide";
import { aiCatalog } from "./ai-catalog";
import { llmsTxt } from "./llms-txt";
import { mcpServerCard } from "./mcp-server-card";

/** A file the server generates once from this deployment's settings and serves from memory. */
export interface GeneratedFile {
  path: string;
  contentType: string;
  content: string;
}

const MARKDOWN = "text/markdown; charset=utf-8";

/** The files for AI agents and other programs (docs/product.md#for-ai-agents), built once at start. */
export function agentFiles(facts: GuideFacts): GeneratedFile[] {
  return [
    { path: agentPaths.llmsTxt, contentType: MARKDOWN, content: llmsTxt(facts.siteUrl) },
    { path: agentPaths.guide, contentType: MARKDOWN, content: agentGuide(facts) },
    { path: agentPaths.catalog, contentType: "application/json", content: aiCatalog(facts.siteUrl) },
    {
      path: agentPaths.mcpServerCard,
      contentType: "application/json",
      content: mcpServerCard(facts.siteUrl),
    },
    {
      path: agentPaths.openapi,
      contentType: "application/json",
      content: openApiDocument({
        siteUrl: facts.siteUrl,
        timeZone: facts.timeZone,
        now: facts.now ?? new Date(),
        ...(facts.calendar && { calendar: facts.calendar }),
      }),
    },
  ];
}
