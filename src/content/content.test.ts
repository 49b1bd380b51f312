import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { statedFee } from "../booking/fee";
import {
  industryIndex,
  industryNavLinks as industryLinks,
  mainNavLinks as mainLinks,
  serviceIndex,
  serviceNavLinks as serviceLinks,
} from "./catalog";
import { company } from "./company";
import { hero as consultationHero, faqFor, infoCards } from "./consultation";
import { contactCards, contactPage, projectTypes } from "./contact";
import {
  about,
  hero as homeHero,
  labels as homeLabels,
  sectionIntros,
  serviceAreas,
  statistics,
  technologyRow,
  testimonials,
  trustedBy,
} from "./home";
import { industries } from "./industries";
import { lastUpdated, privacySections, termsSections } from "./legal";
import { pageSeo } from "./pages";
import { caseStudies, caseStudyPage, portfolioPage, portfolioProjects } from "./portfolio";
import {
  aboutSchema,
  caseStudyPageSchema,
  clientLogoSchema,
  contactPageSchema,
  faqItemSchema,
  homeHeroSchema,
  homeLabelsSchema,
  industrySchema,
  infoCardSchema,
  legalSectionSchema,
  listCardSchema,
  navLinkSchema,
  portfolioDetailSchema,
  portfolioPageSchema,
  portfolioProjectSchema,
  sectionIntroSchema,
  seoSchema,
  serviceAreaSchema,
  serviceSchema,
  statisticSchema,
  technologyItemSchema,
  testimonialSchema,
} from "./schema";
import { services } from "./services";

// Every entry of every content type against its schema, and the rules all content files
// share. Each collection's own rules are tested beside it (services/, industries/,
// portfolio/), the single pages' fixed texts in page-copy.test.ts.

const contentDir = import.meta.dirname;

/** Parses every entry and reports the index of the first one that fails. */
function expectAllValid<T>(schema: z.ZodType<T>, entries: readonly unknown[]) {
  entries.forEach((entry, index) => {
    const result = schema.safeParse(entry);
    expect(result.success, `entry ${index}: ${result.error?.message ?? ""}`).toBe(true);
  });
}

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

/** The content's source files, subfolders included, without the tests. */
function sourceFiles(except: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && file !== except && !file.endsWith(".test.ts"),
  );
}

/** The FAQ as it reads without a fee set, and with one. */
const faq = [...faqFor(null), ...faqFor(statedFee({ currency: "USD", amount: 75 }))];

const allContent = {
  services,
  industries,
  portfolioProjects,
  portfolioPage,
  caseStudyPage,
  homeHero,
  homeLabels,
  trustedBy,
  sectionIntros,
  serviceAreas,
  technologyRow,
  about,
  statistics,
  testimonials,
  consultationHero,
  infoCards,
  faq,
  contactPage,
  projectTypes,
  contactCards,
  privacySections,
  termsSections,
  lastUpdated,
  pageSeo,
  serviceLinks,
  industryLinks,
  mainLinks,
};

describe("every entry parses", () => {
  it("services", () => expectAllValid(serviceSchema, services));

  it("industries", () => expectAllValid(industrySchema, industries));

  it("portfolio projects and their details", () => {
    expectAllValid(portfolioProjectSchema, portfolioProjects);
    expectAllValid(
      portfolioDetailSchema,
      caseStudies.map((project) => project.detail),
    );
  });

  it("portfolio pages", () => {
    expectAllValid(portfolioPageSchema, [portfolioPage]);
    expectAllValid(caseStudyPageSchema, [caseStudyPage]);
  });

  it("home", () => {
    expectAllValid(homeHeroSchema, [homeHero]);
    expectAllValid(homeLabelsSchema, [homeLabels]);
    expectAllValid(clientLogoSchema, trustedBy);
    expectAllValid(sectionIntroSchema, Object.values(sectionIntros));
    expectAllValid(serviceAreaSchema, serviceAreas);
    expectAllValid(technologyItemSchema, technologyRow);
    expectAllValid(aboutSchema, [about]);
    expectAllValid(statisticSchema, statistics);
    expectAllValid(testimonialSchema, testimonials);
  });

  it("consultation page", () => {
    expectAllValid(sectionIntroSchema, [consultationHero]);
    expectAllValid(listCardSchema, infoCards);
    expectAllValid(faqItemSchema, faq);
  });

  it("contact page", () => {
    expectAllValid(contactPageSchema, [contactPage]);
    expectAllValid(infoCardSchema, contactCards);
  });

  it("legal pages", () => expectAllValid(legalSectionSchema, [...privacySections, ...termsSections]));
});

describe("one file per entry", () => {
  type Modules = Record<string, Record<string, unknown>>;
  const collections: [string, readonly object[], Modules][] = [
    ["services", services, import.meta.glob(["./services/*.ts", "!**/*.test.ts"], { eager: true })],
    ["industries", industries, import.meta.glob(["./industries/*.ts", "!**/*.test.ts"], { eager: true })],
    [
      "portfolio",
      portfolioProjects,
      import.meta.glob(["./portfolio/*.ts", "!**/*.test.ts"], { eager: true }),
    ],
  ];
  /** Files in these folders that are not entries. */
  const notEntries = /\/(index|feature-areas|page-copy)\.ts$/;

  it.each(collections)(
    "%s: each entry file exports one record named by its file, listed once",
    (_, list, modules) => {
      const entryFiles = Object.entries(modules).filter(([path]) => !notEntries.test(path));
      const records = entryFiles.map(([path, exports]) => {
        const values = Object.values(exports);
        expect(values, path).toHaveLength(1);
        const record = values[0] as { slug?: string; id?: string };
        expect(record.slug ?? record.id, path).toBe(basename(path, ".ts"));
        return record;
      });
      expect(new Set(list).size).toBe(list.length);
      expect(new Set(list)).toEqual(new Set(records));
    },
  );
});

describe("service and industry pages", () => {
  const pages = [...services, ...industries];

  it("have unique slugs and SEO titles", () => {
    expect(new Set(services.map((p) => p.slug)).size).toBe(services.length);
    expect(new Set(industries.map((p) => p.slug)).size).toBe(industries.length);
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
  });

  it("each name one to three related case studies, every one an existing case study, none twice", () => {
    const studyIds = new Set(caseStudies.map((study) => study.id));
    for (const page of pages) {
      expect(page.caseStudies.length, page.slug).toBeGreaterThanOrEqual(1);
      expect(page.caseStudies.length, page.slug).toBeLessThanOrEqual(3);
      expect(new Set(page.caseStudies).size, page.slug).toBe(page.caseStudies.length);
      for (const id of page.caseStudies) expect(studyIds.has(id), `${page.slug} names ${id}`).toBe(true);
    }
  });

  it("relate every case study to at least one service and one industry", () => {
    for (const study of caseStudies) {
      expect(
        services.some((page) => page.caseStudies.includes(study.id)),
        study.id,
      ).toBe(true);
      expect(
        industries.some((page) => page.caseStudies.includes(study.id)),
        study.id,
      ).toBe(true);
    }
  });

  it("relate each service to studies of its own kind of work, and healthcare to the healthcare study", () => {
    const byCategory: Record<string, string> = {
      "web-development": "Web Development",
      "mobile-app": "Mobile App",
      "cloud-services": "Cloud Services",
      "ai-solutions": "AI Solutions",
    };
    for (const [slug, category] of Object.entries(byCategory)) {
      const first = services.find((page) => page.slug === slug)?.caseStudies[0];
      expect(caseStudies.find((study) => study.id === first)?.category, slug).toBe(category);
    }
    expect(industries.find((page) => page.slug === "healthcare")?.caseStudies).toContain(
      "healthcare-mobile-app",
    );
  });

  it("have four process steps numbered 1 to 4", () => {
    for (const page of pages)
      expect(
        page.process.map((s) => s.step),
        page.slug,
      ).toEqual([1, 2, 3, 4]);
  });
});

describe("page SEO and navigation", () => {
  it("parses every page's SEO entry", () => {
    expect(Object.keys(pageSeo).sort()).toEqual(
      [
        "home",
        "portfolio",
        "contact",
        "privacy",
        "terms",
        "scheduleConsultation",
        "booking",
        "reschedule",
        "teamBooking",
        "teamDesk",
        "notFound",
      ].sort(),
    );
    expectAllValid(seoSchema, Object.values(pageSeo));
  });

  it("catalog.ts indexes the services and industries exactly", () => {
    expect(serviceIndex).toEqual(services.map((s) => ({ slug: s.slug, name: s.name })));
    expect(industryIndex).toEqual(industries.map((i) => ({ slug: i.slug, name: i.name })));
  });

  it("links match the services and industries", () => {
    expectAllValid(navLinkSchema, [...serviceLinks, ...industryLinks, ...mainLinks]);
    expect(serviceLinks).toEqual(services.map((s) => ({ name: s.name, href: `/services/${s.slug}` })));
    expect(industryLinks).toEqual(industries.map((i) => ({ name: i.name, href: `/industries/${i.slug}` })));
    expect(mainLinks).toEqual([
      { name: "About", href: "/#about" },
      { name: "Portfolio", href: "/portfolio" },
      { name: "Contact", href: "/contact" },
    ]);
  });
});

describe("all content", () => {
  it("is free of placeholder text", () => {
    for (const [name, value] of Object.entries(allContent)) {
      for (const text of allStrings(value))
        expect(text, name).not.toMatch(/\b(lorem|ipsum|todo|tbd|tbc|xxx)\b/i);
    }
  });

  it("has no stray or doubled whitespace", () => {
    for (const [name, value] of Object.entries(allContent)) {
      for (const text of allStrings(value)) {
        expect(text, name).toBe(text.trim());
        expect(text, name).not.toMatch(/ {2}/);
      }
    }
  });

  it("never hard-codes the company's name or addresses outside company.ts", () => {
    const facts = [company.name, company.shortName, ...Object.values(company.email)];
    for (const file of sourceFiles("company.ts")) {
      const source = readFileSync(join(contentDir, file), "utf8");
      for (const fact of facts) expect(source, file).not.toContain(fact);
      expect(source, file).not.toMatch(/[\w.-]+@[\w-]+\.\w+/);
    }
  });

  it("keeps zod out of the data files (type-only schema imports)", () => {
    for (const file of sourceFiles("schema.ts")) {
      const source = readFileSync(join(contentDir, file), "utf8");
      expect(source, file).not.toMatch(/from "zod"/);
      expect(source, file).not.toMatch(/^import \{[^}]*\} from "(\.\.?\/)+schema"/m);
    }
  });
});
