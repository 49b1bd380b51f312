import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portfolioCategories } from "../schema";
import {
  caseStudies,
  featuredProjects,
  findCaseStudy,
  findProject,
  portfolioDetailIds,
  portfolioProjects,
} from ".";

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

const publicDir = join(import.meta.dirname, "..", "..", "..", "public");

describe("portfolio", () => {
  it("has the twelve projects in order, with unique ids", () => {
    expect(portfolioProjects.map((p) => p.id)).toEqual(projectIds);
  });

  it("has details for exactly the first seven projects", () => {
    expect(caseStudies.map((d) => d.id)).toEqual(projectIds.slice(0, 7));
    expect(portfolioDetailIds).toEqual(projectIds.slice(0, 7));
    expect(findCaseStudy("logistics-mobile-app")).toBeUndefined();
    expect(findCaseStudy("ecommerce-platform")?.id).toBe("ecommerce-platform");
  });

  it("opens each case study with three headline figures its own results state", () => {
    const words: Record<string, string> = { "2": "two", "3": "three", "4": "four", "5": "five" };
    for (const { id, detail } of caseStudies) {
      expect(detail.headline, id).toHaveLength(3);
      expect(new Set(detail.headline.map((result) => result.figure)).size, id).toBe(3);
      const results = detail.results.join(" ");
      for (const { figure } of detail.headline)
        for (const number of figure.match(/\d[\d,.]*/g) ?? [])
          expect(
            results.includes(number) || results.includes(words[number] ?? number),
            `${id}: ${figure}`,
          ).toBe(true);
    }
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
