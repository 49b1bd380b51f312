import { agentPaths } from "../../src/agent-paths";

/** `/sitemap.xml` and `/robots.txt`, built once from the indexable paths (docs/architecture.md#serving-pages). */

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Crawlers find the sitemap here, and agents the catalog of what they can use: written as a
 * comment (`# Agentmap:`), since robots.txt parsers refuse a directive they do not know;
 * agents also find the catalog through every page's `<link rel="ai-catalog">`.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /bookings/\nDisallow: /team/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n# Agentmap: ${new URL(agentPaths.catalog, siteUrl).href}\n# For language models: ${new URL(agentPaths.llmsTxt, siteUrl).href}\n`;
}
