import { describe, expect, it } from "vitest";
import { portfolioProjects } from "../../src/content/portfolio";
import { decodeEntities, TEST_SITE_URL, testApp } from "./harness";

// No link of the site leads to a 404: every page the sitemap lists and every page reached
// from the home page through same-site links, followed in the server-rendered HTML (what a
// crawler and a visitor without JavaScript get), answers something other than 404.

/** The `<a href>` targets of a document's body, before the hydration data. */
function linksOf(html: string): string[] {
  const body = html.slice(html.indexOf("<body"), html.indexOf("window.__staticRouterHydrationData"));
  return [...body.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) => decodeEntities(href ?? ""));
}

/** A same-site link as the path and query to request (its fragment dropped), or null for another site's. */
function sitePath(href: string, from: string): string | null {
  const url = new URL(href, new URL(from, TEST_SITE_URL));
  if (url.origin !== TEST_SITE_URL) return null;
  return `${url.pathname}${url.search}`;
}

describe("the site's links", () => {
  it("lead to no 404, from the sitemap and the home page through every same-site link", async () => {
    const { request } = testApp();
    const sitemap = await request.get("/sitemap.xml");
    const queue = [
      "/",
      ...[...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname),
    ];
    const seen = new Set<string>(queue);
    /** Each link that answered 404, with the page it is on. */
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>();
    let pagesRead = 0;
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const response = await request.get(path);
      if (response.status === 404) {
        broken.push(`${path} (linked from ${linkedFrom.get(path) ?? "the sitemap"})`);
        continue;
      }
      expect(response.status, path).toBeLessThan(400);
      if (!String(response.headers["content-type"]).startsWith("text/html")) continue;
      pagesRead += 1;
      for (const href of linksOf(response.text)) {
        const target = sitePath(href, path);
        if (target === null || seen.has(target)) continue;
        seen.add(target);
        linkedFrom.set(target, path);
        queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    // The crawl reached the whole site: 29 sitemap pages, and the booking form's links by category.
    expect(pagesRead).toBeGreaterThanOrEqual(29);
    expect(seen).toContain("/portfolio/healthcare-mobile-app");
  }, 60_000);

  it("portfolio cards of projects without a case study are no links and say it is coming", async () => {
    const { request } = testApp();
    const html = decodeEntities((await request.get("/portfolio")).text);
    const cards = [...html.matchAll(/<(a|article)\b[^>]*>(?:(?!<\/(?:a|article)>).)*<\/\1>/gs)].map(
      ([card]) => card,
    );
    for (const project of portfolioProjects) {
      const own = cards.filter(
        (card) => card.includes(`>${project.title}<`) || card.includes(project.description),
      );
      expect(own.length, project.id).toBeGreaterThan(0);
      for (const card of own) {
        if (project.detail) {
          expect(card, project.id).toMatch(new RegExp(`^<a [^>]*href="/portfolio/${project.id}"`));
          expect(card).toContain("View case study");
        } else {
          expect(card, project.id).toMatch(/^<article/);
          expect(card).toContain("Case study coming soon");
          expect(card).not.toContain("View case study");
        }
      }
      const status = (await request.get(`/portfolio/${project.id}`)).status;
      expect(status, project.id).toBe(project.detail ? 200 : 404);
    }
  });

  it("a page with a link to a missing page fails the crawl's check", () => {
    // The check itself: a project card without a case study would be `/portfolio/{id}`.
    const html = `<body><a href="/portfolio/chatbot-ai-system">x</a><a href="https://elsewhere.example/">y</a><a href="#top">z</a><script>window.__staticRouterHydrationData={}</script>`;
    expect(linksOf(html).map((href) => sitePath(href, "/portfolio"))).toEqual([
      "/portfolio/chatbot-ai-system",
      null,
      "/portfolio",
    ]);
  });
});
