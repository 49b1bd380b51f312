import { absolute, agentPaths } from "../../src/agent-paths";
import { industryPath, servicePath } from "../../src/content/catalog";
import { company } from "../../src/content/company";
import { industries } from "../../src/content/industries";
import { contactSeo } from "../../src/content/seo/contact";
import { portfolioSeo } from "../../src/content/seo/portfolio";
import { scheduleConsultationSeo } from "../../src/content/seo/schedule-consultation";
import { services } from "../../src/content/services";

/**
 * `/llms.txt` (the llmstxt.org format): the company as an H1, a one-paragraph summary,
 * then sections of links, one line each, with absolute URLs from `SITE_URL`. Every text
 * comes from the content modules the pages render (src/content/), never typed again here.
 */
export function llmsTxt(siteUrl: string): string {
  /** One link line: `- [name](url): notes`. */
  const link = (name: string, path: string, notes: string) =>
    `- [${name}](${absolute(siteUrl, path)}): ${notes}`;
  return [
    `# ${company.name}`,
    "",
    `> ${company.blurb} ${scheduleConsultationSeo.description}`,
    "",
    `${company.name} (${company.tagline}) serves businesses from ${company.address.locality}, ${company.address.region}. Consultations are booked online for a date and time in the company's time zone (${company.timeZone}).`,
    "",
    "## Services",
    "",
    ...services.map((service) => link(service.name, servicePath(service.slug), service.subtitle)),
    "",
    "## Industries",
    "",
    ...industries.map((industry) => link(industry.name, industryPath(industry.slug), industry.subtitle)),
    "",
    "## Portfolio",
    "",
    link("Portfolio and case studies", "/portfolio", portfolioSeo.description),
    "",
    "## Contact",
    "",
    link("Contact", "/contact", contactSeo.description),
    "",
    "## Book a consultation",
    "",
    link("Schedule a consultation", "/schedule-consultation", scheduleConsultationSeo.description),
    link(
      "Agent guide: book a consultation",
      agentPaths.guide,
      "How an AI agent reads the free slots and books a consultation, over the JSON API or the MCP server, with the rules, errors and limits.",
    ),
    link(
      "MCP server card",
      agentPaths.mcpServerCard,
      `A remote MCP server (Streamable HTTP) at ${absolute(siteUrl, agentPaths.mcp)} with the tools list_services, get_available_slots and book_consultation.`,
    ),
    link(
      "OpenAPI description of the JSON API",
      agentPaths.openapi,
      "OpenAPI 3.1: the booking, slot lookup, closed days, cancel and reschedule endpoints and the team's confirm and decline, with their request schemas, answers and examples.",
    ),
    "",
  ].join("\n");
}
