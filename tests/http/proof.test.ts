import { describe, expect, it } from "vitest";
import { industries } from "../../src/content/industries";
import { caseStudies, findCaseStudy } from "../../src/content/portfolio";
import { services } from "../../src/content/services";
import { decodeEntities, testApp } from "./harness";

// Proof where it is read: every service and industry page shows its related case studies,
// each linking to its page; every case study opens with its three headline figures.

const { request } = testApp();

/** What the page shows, without its hydration data. */
const shown = async (path: string) => {
  const response = await request.get(path);
  expect(response.status, path).toBe(200);
  return decodeEntities(response.text.split("window.__staticRouterHydrationData")[0] ?? "");
};

const pages = [
  ...services.map((page) => ({ path: `/services/${page.slug}`, ids: page.caseStudies })),
  ...industries.map((page) => ({ path: `/industries/${page.slug}`, ids: page.caseStudies })),
];

describe("related case studies", () => {
  it.each(pages)("$path links each of its case studies, and only those", async ({ path, ids }) => {
    const html = await shown(path);
    const section =
      /<section[^>]*aria-labelledby="case-studies-heading".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(section).toContain("Proof from Our Work");
    const linked = [...section.matchAll(/<a [^>]*href="\/portfolio\/([a-z0-9-]+)"/g)].map(([, id]) => id);
    expect(linked).toEqual(ids);
    for (const id of ids) {
      const study = findCaseStudy(id);
      expect(section).toContain(study?.detail.headline[0]?.figure);
      expect(section).toContain(study?.detail.clientType);
    }
  });

  it("the healthcare page shows the remote patient monitoring project", async () => {
    expect(await shown("/industries/healthcare")).toContain("Remote Patient Monitoring App");
  });
});

describe("hyphenated titles", () => {
  it("keep each hyphenated word whole in every service and industry page's heading", async () => {
    for (const { path } of pages) {
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(await shown(path))?.[1] ?? "";
      for (const word of heading.replace(/<[^>]+>/g, " ").match(/\S+-\S+/g) ?? [])
        expect(heading, path).toContain(`<span class="whitespace-nowrap">${word}</span>`);
    }
    const ecommerce = /<h1[^>]*>(.*?)<\/h1>/s.exec(await shown("/industries/ecommerce"))?.[1] ?? "";
    expect(ecommerce).toContain('<span class="whitespace-nowrap">E-commerce</span>');
  });
});

describe("a case study", () => {
  it.each(caseStudies.map((study) => ({ id: study.id, study })))(
    "$id opens with its three headline results, before its overview",
    async ({ id, study }) => {
      const html = await shown(`/portfolio/${id}`);
      const list = /<ul aria-label="Headline results".*?<\/ul>/s.exec(html)?.[0] ?? "";
      const text = list.replace(/<[^>]+>/g, "");
      for (const { figure, label } of study.detail.headline) {
        expect(list).toContain(`>${figure}</p>`);
        expect(text).toContain(label);
      }
      expect(html.indexOf("Headline results")).toBeLessThan(html.indexOf("Project Overview"));
      // Once: the page opens with them, nowhere else.
      expect(html.split('aria-label="Headline results"')).toHaveLength(2);
    },
  );
});
