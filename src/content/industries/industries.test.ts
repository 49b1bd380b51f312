import { describe, expect, it } from "vitest";
import { industries } from ".";
import { industryFeatureAreas } from "./feature-areas";

describe("industries", () => {
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
    const text = JSON.stringify([healthcare?.description, healthcare?.features]);
    for (const term of ["HIPAA", "FHIR", "HL7"]) expect(text).toContain(term);
  });
});
