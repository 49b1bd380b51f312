import { describe, expect, it } from "vitest";
import { cardTitles } from "../../scripts/social-cards/card-titles";
import { todayIn } from "../../src/booking/dates";
import { company } from "../../src/content/company";
import { industries } from "../../src/content/industries";
import { pageSeo } from "../../src/content/pages";
import { portfolioDetailIds, portfolioProjects } from "../../src/content/portfolio";
import { services } from "../../src/content/services";
import { cardFileName, cardText, GENERIC_CARD_TITLE } from "../../src/social-card";
import { count, decodeEntities, headOf, TEST_SITE_URL, testApp, testSite } from "./harness";

interface PageCase {
  path: string;
  title: string;
  /** Text the page's HTML must contain, as a visitor reads it. */
  text: string[];
}

const pages: PageCase[] = [
  {
    path: "/",
    title: pageSeo.home.title,
    text: ["Scalable Web Solutions & IT Consultancy", "For businesses who think ahead."],
  },
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    title: service.seo.title,
    text: [service.badge, service.title, service.subtitle, service.description],
  })),
  ...industries.map((industry) => ({
    path: `/industries/${industry.slug}`,
    title: industry.seo.title,
    text: [industry.badge, industry.title, industry.subtitle, "Get Started Today", "Discuss Your Project"],
  })),
  { path: "/portfolio", title: pageSeo.portfolio.title, text: ["Featured Projects", "All Projects"] },
  ...portfolioDetailIds.map((id) => {
    const project = portfolioProjects.find((entry) => entry.id === id);
    if (!project) throw new Error(id);
    return {
      path: `/portfolio/${id}`,
      title: `${project.title} | Case Study | ${company.name}`,
      text: [project.title, "Project Overview", "Results & Impact"],
    };
  }),
  { path: "/contact", title: pageSeo.contact.title, text: ["Send us a message"] },
  { path: "/privacy", title: pageSeo.privacy.title, text: ["Information We Collect"] },
  { path: "/terms", title: pageSeo.terms.title, text: ["Acceptance of Terms"] },
  { path: "/schedule-consultation", title: pageSeo.scheduleConsultation.title, text: ["What to Expect"] },
];

const missing = [
  "/no-such-page",
  "/services/unknown",
  "/industries/space",
  "/portfolio/unknown-project",
  ...[
    "logistics-mobile-app",
    "multi-cloud-setup",
    "chatbot-ai-system",
    "it-infrastructure-audit",
    "digital-transformation",
  ].map((id) => `/portfolio/${id}`),
];

/** The social card's tags: the card of `cardTitle` in the build's folder (the harness names it cards-test). */
function expectCardTags(head: string, cardTitle: string) {
  const card = `${TEST_SITE_URL}/assets/cards-test/${cardFileName(cardTitle)}`;
  const tags = decodeEntities(head);
  expect(tags).toContain(`<meta property="og:image" content="${card}"/>`);
  expect(tags).toContain('<meta property="og:image:type" content="image/png"/>');
  expect(tags).toContain('<meta property="og:image:width" content="1200"/>');
  expect(tags).toContain('<meta property="og:image:height" content="630"/>');
  const alt = /<meta property="og:image:alt" content="([^"]+)"\/>/.exec(tags)?.[1] ?? "";
  expect(alt).toContain(cardText(cardTitle).heading);
  expect(alt).toContain(company.name);
  expect(tags).toContain(`<meta name="twitter:image" content="${card}"/>`);
  expect(tags).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  for (const tag of ["og:image", "og:image:alt", "twitter:image"])
    expect(count(head, new RegExp(`"${tag}"`, "g"))).toBe(1);
}

describe("every route renders on the server", () => {
  const { request } = testApp();

  it.each(pages)("$path answers 200 with its content and head tags", async ({ path, title, text }) => {
    const response = await request.get(path);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html: string = response.text;
    const head = headOf(html);
    // As a visitor reads it: a word kept whole by CSS (src/components/unbroken-words.tsx) is just the word.
    const body = decodeEntities(html).replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, "$1");

    for (const expected of text) expect(body).toContain(expected);
    expect(count(html, /<title>/)).toBe(1);
    expect(decodeEntities(head)).toContain(`<title>${title}</title>`);
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(count(head, /<meta name="description"/)).toBe(1);
    expect(count(html, /<link rel="canonical"/)).toBe(1);
    expect(head).toContain(`<link rel="canonical" href="${TEST_SITE_URL}${path === "/" ? "/" : path}"/>`);
    expect(head).toContain('<meta name="robots" content="index, follow"/>');
    expect(head).toContain('<meta property="og:type"');
    expect(head).toContain('<meta property="og:site_name"');
    expectCardTags(head, title);
    // The build makes this page's card (scripts/social-cards/): tests/e2e/social-cards.spec.ts fetches it.
    expect(cardTitles()).toContain(title);
    expect(html).toContain('"@type":"Organization"');
    // Structured data says only what the pages show: no page gives a phone line or a founding year.
    expect(html).not.toMatch(/"telephone"|"foundingDate"/);
    // The document is complete and hydratable: hydration data, then the entry module.
    expect(html).toMatch(/<script[^>]*>window.__staticRouterHydrationData=\{"loaderData":/);
    expect(html).toContain('src="/assets/entry-test.js"');
    // Asked for from the inline script once the page has painted: no module element or preload
    // in the HTML, so the first paint waits for the stylesheet alone (src/bootstrap.ts).
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it.each(missing)("%s answers 404 with the not-found page, noindex, and a server log line", async (path) => {
    const { request: fresh, logLines } = testApp();
    const response = await fresh.get(path);
    expect(response.status).toBe(404);
    const html: string = response.text;
    expect(decodeEntities(html)).toContain("Oops! Page not found");
    expect(html).toContain(">404<");
    expect(html).toContain('href="/"');
    expect(html).toContain("Return to Home");
    // The way on: services, portfolio, booking and home.
    for (const [href, name] of [
      ["/#services", "Our services"],
      ["/portfolio", "Our work"],
      ["/schedule-consultation", "Book a consultation"],
    ])
      expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${name}</a>`));
    expect(headOf(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<link rel="canonical"/)).toBe(0);
    expectCardTags(headOf(html), GENERIC_CARD_TITLE);
    expect(logLines).toContainEqual(expect.objectContaining({ event: "page.not_found", path }));
  });

  it("serves the same complete document to crawlers", async () => {
    const response = await request
      .get("/industries/healthcare")
      .set("User-Agent", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    expect(response.status).toBe(200);
    expect(response.text).toContain("HIPAA");
    expect(response.text.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("answers other methods on pages with 405 and Allow", async () => {
    const response = await request.post("/contact");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers any method on an unknown path with the not-found page: a 405 would say it exists", async () => {
    const notFound = await request.get("/no-such-page");
    for (const [method, path] of [
      ["post", "/nope"],
      ["put", "/wp-login.php"],
      ["delete", "/portfolio/no-such-project"],
    ] as const) {
      const response = await request[method](path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.allow).toBeUndefined();
      expect(response.text).toBe(notFound.text);
    }
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await request.head("/portfolio");
    expect(response.status).toBe(200);
    expect(response.text ?? "").toBe("");
  });
});

describe("breadcrumbs", () => {
  const { request } = testApp();
  /** The BreadcrumbList's entries, as [name, item]. */
  const trailOf = (html: string) => {
    const lists = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "null") as { "@type"?: string; itemListElement?: unknown[] })
      .filter((data) => data?.["@type"] === "BreadcrumbList");
    expect(lists).toHaveLength(1);
    const entries = (lists[0]?.itemListElement ?? []) as { name: string; item?: string }[];
    return entries.map(({ name, item }) => [name, item]);
  };

  it("lead only to pages that list what they name: a service through the services section, an industry from Home", async () => {
    const [service] = services;
    const [industry] = industries;
    const servicePage = (await request.get(`/services/${service?.slug}`)).text;
    expect(trailOf(servicePage)).toEqual([
      ["Home", `${TEST_SITE_URL}/`],
      ["Services", `${TEST_SITE_URL}/#services`],
      [service?.name, `${TEST_SITE_URL}/services/${service?.slug}`],
    ]);
    const industryPage = (await request.get(`/industries/${industry?.slug}`)).text;
    expect(trailOf(industryPage)).toEqual([
      ["Home", `${TEST_SITE_URL}/`],
      [industry?.name, `${TEST_SITE_URL}/industries/${industry?.slug}`],
    ]);
    expect(/<nav aria-label="Breadcrumb">[\s\S]*?<\/nav>/.exec(industryPage)?.[0]).toMatch(
      /href="\/"[^>]*>Home</,
    );
  });
});

describe("the footer", () => {
  it("says the years from the first to this one, in the company's zone", async () => {
    const year = todayIn(company.timeZone).slice(0, 4);
    const html = decodeEntities((await testApp().request.get("/")).text);
    expect(html).toContain(`© 2024–${year} ${company.legalName}. All rights reserved.`);
  });
});

describe("the company time zone comes from the server's configuration", () => {
  it("names COMPANY_TIME_ZONE on the booking page and hands it to the browser", async () => {
    const { zoneName } = await import("../../src/booking/zone-name");
    const { request } = testSite({ env: { COMPANY_TIME_ZONE: "Europe/London" } });
    const html = decodeEntities((await request.get("/schedule-consultation")).text).replaceAll(
      "<!-- -->",
      "",
    );
    expect(html).toContain(`Times are in ${zoneName("Europe/London")}`);
    expect(html).toContain(`"timeZone":"Europe/London"`);
  });
});
