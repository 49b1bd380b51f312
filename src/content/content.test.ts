import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { serviceCategories } from "../booking/categories";
import {
  industryIndex,
  industryNavLinks as industryLinks,
  mainNavLinks as mainLinks,
  serviceIndex,
  serviceNavLinks as serviceLinks,
} from "./catalog";
import { company } from "./company";
import { hero as consultationHero, faq, infoCards } from "./consultation";
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
import { industryFeatureAreas } from "./industries/feature-areas";
import { lastUpdated, privacySections, termsSections } from "./legal";
import { pageSeo } from "./pages";
import {
  caseStudies,
  featuredProjects,
  findCaseStudy,
  findProject,
  portfolioDetailIds,
  portfolioProjects,
} from "./portfolio";
import {
  aboutSchema,
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
  portfolioCategories,
  portfolioDetailSchema,
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

/** The booking form's categories; content may pre-select only these (see `src/booking/categories.ts`). */
const bookingCategories: readonly string[] = serviceCategories;

const projectIds = [
  "brainwrite-howto",
  "web-agency-infrastructure",
  "ecommerce-platform",
  "fintech-webapp",
  "healthcare-mobile-app",
  "cloud-migration-project",
  "ai-analytics-dashboard",
  "logistics-mobile-app",
  "multi-cloud-setup",
  "chatbot-ai-system",
  "it-infrastructure-audit",
  "digital-transformation",
];

const contentDir = import.meta.dirname;
const publicDir = join(contentDir, "..", "..", "public");

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

const allContent = {
  services,
  industries,
  portfolioProjects,
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

describe("services", () => {
  it("parses every service", () => expectAllValid(serviceSchema, services));

  it("has the six services in menu order", () => {
    expect(services.map((s) => [s.slug, s.name])).toEqual([
      ["web-development", "Web Development"],
      ["mobile-app", "Mobile App Development"],
      ["cloud-services", "Cloud Services"],
      ["ai-solutions", "AI Solutions"],
      ["it-consulting", "IT Consulting"],
      ["engagement-models", "Engagement Models"],
    ]);
  });

  it("keeps within the brief's list sizes", () => {
    for (const service of services) {
      expect(service.benefits.length, service.slug).toBeGreaterThanOrEqual(5);
      expect(service.benefits.length, service.slug).toBeLessThanOrEqual(8);
      expect(service.technologies.length, service.slug).toBeGreaterThanOrEqual(6);
      expect(service.technologies.length, service.slug).toBeLessThanOrEqual(12);
    }
  });

  it("pre-selects only valid booking categories", () => {
    for (const service of services) {
      for (const category of service.categories) expect(bookingCategories, service.slug).toContain(category);
      expect(new Set(service.categories).size).toBe(service.categories.length);
    }
    expect(bookingCategories).toHaveLength(37);
  });

  it("lists the six engagement models as features", () => {
    const engagement = services.find((s) => s.slug === "engagement-models");
    expect(engagement?.features.map((f) => f.title)).toEqual([
      "Fixed Development Project",
      "Fixed Support Project",
      "Time & Material",
      "Hourly Consultancy",
      "Managed Service (Shared Resources)",
      "Managed Service (Dedicated Resources)",
    ]);
  });

  it("titles the other services' features after their booking categories", () => {
    for (const service of services.filter((s) => s.slug !== "engagement-models")) {
      for (const feature of service.features)
        expect(service.categories, service.slug).toContain(feature.title);
    }
  });
});

describe("industries", () => {
  it("parses every industry", () => expectAllValid(industrySchema, industries));

  it("has the ten industries in menu order", () => {
    expect(industries.map((i) => [i.slug, i.name])).toEqual([
      ["technology", "Technology"],
      ["healthcare", "Healthcare"],
      ["finance", "Finance"],
      ["retail", "Retail"],
      ["manufacturing", "Manufacturing"],
      ["ecommerce", "E-commerce"],
      ["hospitality", "Hospitality"],
      ["logistics", "Logistics"],
      ["automotive", "Automotive"],
      ["education", "Education"],
    ]);
  });

  it("carries each title theme", () => {
    const themes = [
      "Empowering Innovation",
      "Transforming Patient Care",
      "Secure & Scalable",
      "Omnichannel Excellence",
      "Smart & Connected",
      "Sell Smarter",
      "Delighting Guests",
      "Efficient & Reliable",
      "Drive Innovation",
      "Empowering Learning",
    ];
    industries.forEach((industry, index) => {
      expect(industry.title).toContain(themes[index]);
    });
  });

  it("draws 5-6 distinct features from the six service areas", () => {
    for (const industry of industries) {
      expect(industry.features.length, industry.slug).toBeGreaterThanOrEqual(5);
      expect(industry.features.length, industry.slug).toBeLessThanOrEqual(6);
      const titles = industry.features.map((f) => f.title);
      expect(new Set(titles).size, industry.slug).toBe(titles.length);
      for (const title of titles) expect(industryFeatureAreas, industry.slug).toContain(title);
    }
  });

  it("names HIPAA, FHIR and HL7 on the healthcare page", () => {
    const healthcare = industries.find((i) => i.slug === "healthcare");
    const text = allStrings([healthcare?.description, healthcare?.features]).join(" ");
    for (const term of ["HIPAA", "FHIR", "HL7"]) expect(text).toContain(term);
  });
});

describe("service and industry pages", () => {
  const pages = [...services, ...industries];

  it("have unique slugs and SEO titles", () => {
    expect(new Set(services.map((p) => p.slug)).size).toBe(services.length);
    expect(new Set(industries.map((p) => p.slug)).size).toBe(industries.length);
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
  });

  it("have four process steps numbered 1 to 4", () => {
    for (const page of pages)
      expect(
        page.process.map((s) => s.step),
        page.slug,
      ).toEqual([1, 2, 3, 4]);
  });
});

describe("portfolio", () => {
  it("parses every project and detail", () => {
    expectAllValid(portfolioProjectSchema, portfolioProjects);
    expectAllValid(
      portfolioDetailSchema,
      caseStudies.map((project) => project.detail),
    );
  });

  it("has the twelve projects in order, with unique ids", () => {
    expect(portfolioProjects.map((p) => p.id)).toEqual(projectIds);
  });

  it("has details for exactly the first seven projects", () => {
    expect(caseStudies.map((d) => d.id)).toEqual(projectIds.slice(0, 7));
    expect(portfolioDetailIds).toEqual(projectIds.slice(0, 7));
    expect(findCaseStudy("logistics-mobile-app")).toBeUndefined();
    expect(findCaseStudy("ecommerce-platform")?.id).toBe("ecommerce-platform");
  });

  it("finds projects by id", () => {
    expect(findProject("chatbot-ai-system")?.category).toBe("AI Solutions");
    expect(findProject("no-such-project")).toBeUndefined();
  });

  it("uses every category, two or four featured projects and some long technology lists", () => {
    expect(new Set(portfolioProjects.map((p) => p.category))).toEqual(new Set(portfolioCategories));
    expect([2, 4]).toContain(portfolioProjects.filter((p) => p.featured).length);
    expect(featuredProjects).toEqual(portfolioProjects.filter((p) => p.featured));
    expect(portfolioProjects.filter((p) => p.technologies.length > 3).length).toBeGreaterThanOrEqual(3);
  });

  it("points each project at its own image, which exists and is a small self-contained SVG", () => {
    for (const project of portfolioProjects) {
      expect(project.image).toBe(`/images/portfolio/${project.id}.svg`);
      const file = join(publicDir, project.image);
      expect(statSync(file).size, project.id).toBeLessThan(4096);
      const svg = readFileSync(file, "utf8");
      expect(svg, project.id).toContain('viewBox="0 0 640 400"');
      expect(svg, project.id).toContain('width="640" height="400"');
      expect(svg, project.id).not.toMatch(/<text|<image|<script|href=|@import|url\((?!#)/);
    }
  });
});

describe("home", () => {
  it("parses every part", () => {
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

  it("has the spec's fixed texts", () => {
    expect(homeHero.badge).toBe("Scalable Web Solutions & IT Consultancy");
    expect(homeHero.headline).toBe("For businesses who think ahead.");
    expect([homeLabels.scheduleConsultation, homeLabels.sendEmail, homeLabels.trustedBy]).toEqual([
      "Schedule Consultation",
      "Send us an email",
      "Trusted by leading companies",
    ]);
    expect(homeLabels.bookConsultation).toBe("Book Consultation");
    expect(trustedBy).toHaveLength(6);
    expect(serviceAreas.map((a) => a.title)).toEqual(["Development", "Infrastructure", "AI Solutions"]);
    expect(serviceAreas.map((a) => a.items.length)).toEqual([6, 6, 5]);
    expect(technologyRow.map((t) => t.label)).toEqual([
      "Mobile",
      "Web",
      "Cloud",
      "Database",
      "DevOps",
      "AI/ML",
    ]);
    expect(about.values.map((v) => v.title)).toEqual([
      "Precision",
      "Innovation",
      "Reliability",
      "Partnership",
    ]);
    expect(about.claims).toEqual([
      "18+ years of collective experience",
      "125+ successful projects delivered",
      "24/7 support and maintenance",
    ]);
    expect(testimonials).toHaveLength(3);
  });

  it("has the spec's statistics", () => {
    expect(statistics).toEqual([
      { label: "Projects Completed", value: 125, suffix: "+" },
      { label: "Hours Billed", value: 30, suffix: "K" },
      { label: "Team Size", value: 25, suffix: "+" },
      { label: "Consultancy Hours", value: 550, suffix: "+" },
      { label: "Years Experience", value: 18, suffix: "+" },
    ]);
  });

  it("links service cards to existing service pages", () => {
    const servicePaths = services.map((s) => `/services/${s.slug}`);
    for (const area of serviceAreas) {
      expect(servicePaths).toContain(area.href);
      for (const item of area.items) expect(servicePaths).toContain(item.href);
    }
  });
});

describe("consultation page", () => {
  it("parses every part", () => {
    expectAllValid(sectionIntroSchema, [consultationHero]);
    expectAllValid(listCardSchema, infoCards);
    expectAllValid(faqItemSchema, faq);
  });

  it("has the three info cards, promising a summary within 24 hours", () => {
    expect(infoCards.map((c) => c.title)).toEqual(["What to Expect", "How to Prepare", "What We Deliver"]);
    expect(infoCards[2]?.items.join(" ")).toMatch(/summary within 24 hours/);
  });

  it("answers what the spec says the FAQ answers", () => {
    expect(faq.length).toBeGreaterThanOrEqual(4);
    expect(faq.length).toBeLessThanOrEqual(6);
    const answers = faq.map((item) => item.answer).join(" ");
    expect(answers).toMatch(/calendar invite with a meeting link/);
    expect(answers).toMatch(/nominal fee/);
    expect(answers).toMatch(/credited toward future services/);
    expect(answers).toMatch(/up to 24 hours before/);
    expect(answers).toMatch(/replying to the confirmation email/);
    expect(answers).toMatch(/1-2 hours/);
  });
});

describe("contact page", () => {
  it("parses every part", () => {
    expectAllValid(contactPageSchema, [contactPage]);
    expectAllValid(infoCardSchema, contactCards);
  });

  it("has the spec's project types and cards", () => {
    expect(projectTypes).toEqual([
      "Web Development",
      "Mobile App Development",
      "Cloud Infrastructure",
      "AI Solutions",
      "IT Consulting",
      "Other",
    ]);
    expect(contactCards.map((c) => [c.title, c.value])).toEqual([
      ["Email", company.email.contact],
      ["Working Hours", "Mon-Fri 9:00 AM-4:00 PM EST"],
      ["Support Hours", "Mon-Fri 24 hours"],
    ]);
    expect(contactCards[0]?.description).toMatch(/24 hours/);
    expect(contactCards[2]?.description).toMatch(/Saturday/);
  });
});

describe("legal pages", () => {
  it("parse, with the spec's headings in order", () => {
    expectAllValid(legalSectionSchema, [...privacySections, ...termsSections]);
    expect(privacySections.map((s) => s.heading)).toEqual([
      "Information We Collect",
      "How We Use Your Information",
      "Your Rights",
      "Contact",
    ]);
    expect(termsSections.map((s) => s.heading)).toEqual([
      "Acceptance of Terms",
      "Use of Services",
      "Intellectual Property",
      "Limitation of Liability",
      "Contact",
    ]);
  });

  it("name the right addresses and promises", () => {
    const privacy = (heading: string) =>
      privacySections.find((s) => s.heading === heading)?.paragraphs.join(" ") ?? "";
    expect(privacy("Information We Collect")).toMatch(/do not sell/);
    expect(privacy("How We Use Your Information")).toMatch(/booking form/);
    expect(privacy("Your Rights")).toContain(company.email.privacy);
    expect(termsSections.find((s) => s.heading === "Use of Services")?.paragraphs.join(" ")).toMatch(
      /lawful purposes only/,
    );
    expect(termsSections.at(-1)?.paragraphs.join(" ")).toContain(company.email.legal);
  });

  it("carry a real last-updated date", () => {
    expect(lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${lastUpdated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(lastUpdated);
  });
});

describe("page SEO and navigation", () => {
  it("parses every page's SEO entry", () => {
    expect(Object.keys(pageSeo).sort()).toEqual(
      ["home", "portfolio", "contact", "privacy", "terms", "scheduleConsultation", "notFound"].sort(),
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
    const files = readdirSync(contentDir).filter(
      (file) => file.endsWith(".ts") && file !== "company.ts" && !file.endsWith(".test.ts"),
    );
    const facts = [company.name, company.shortName, ...Object.values(company.email)];
    for (const file of files) {
      const source = readFileSync(join(contentDir, file), "utf8");
      for (const fact of facts) expect(source, file).not.toContain(fact);
      expect(source, file).not.toMatch(/[\w.-]+@[\w-]+\.\w+/);
    }
  });

  it("keeps zod out of the data files (type-only schema imports)", () => {
    const files = readdirSync(contentDir).filter(
      (file) => file.endsWith(".ts") && file !== "schema.ts" && !file.endsWith(".test.ts"),
    );
    for (const file of files) {
      const source = readFileSync(join(contentDir, file), "utf8");
      expect(source, file).not.toMatch(/from "zod"/);
      expect(source, file).not.toMatch(/^import \{[^}]*\} from "\.\/schema"/m);
    }
  });
});
