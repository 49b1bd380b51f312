import { describe, expect, it } from "vitest";
import { serviceCategories } from "../../booking/categories";
import { services } from ".";

/** The booking form's categories; content may pre-select only these (see `src/booking/categories.ts`). */
const bookingCategories: readonly string[] = serviceCategories;

describe("services", () => {
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
