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

/** A JSON document as its file holds it: indented, ending with a newline. */
const jsonFile = (path: string, document: object): GeneratedFile => ({
  path,
  contentType: "application/json",
  content: `${JSON.stringify(document, null, 2)}\n`,
});

/** The files for AI agents and other programs (docs/product.md#for-ai-agents), built once at start. */
export function agentFiles(facts: GuideFacts): GeneratedFile[] {
  return [
    { path: agentPaths.llmsTxt, contentType: MARKDOWN, content: llmsTxt(facts.siteUrl) },
    { path: agentPaths.guide, contentType: MARKDOWN, content: agentGuide(facts) },
    jsonFile(agentPaths.catalog, aiCatalog(facts.siteUrl)),
    jsonFile(agentPaths.mcpServerCard, mcpServerCard(facts.siteUrl)),
    jsonFile(agentPaths.openapi, openApiDocument({ ...facts, now: facts.now ?? new Date() })),
  ];
}
