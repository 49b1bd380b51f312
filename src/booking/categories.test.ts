import { describe, expect, it } from "vitest";
import { categoryGroups, isServiceCategory, serviceCategories } from "./categories";

describe("serviceCategories", () => {
  it("lists the 37 category names once each, starting and ending as the product's list does", () => {
    expect(serviceCategories).toHaveLength(37);
    expect(new Set(serviceCategories).size).toBe(37);
    expect(serviceCategories[0]).toBe("Auto Scaling");
    expect(serviceCategories.at(-1)).toBe("Managed Service (Dedicated Resources)");
    for (const name of serviceCategories) expect(name).toBe(name.trim());
  });

  it("recognises exact names only", () => {
    expect(isServiceCategory("Secure & Scalable")).toBe(true);
    expect(isServiceCategory("Managed Service (Shared Resources)")).toBe(true);
    for (const value of [
      "secure & scalable",
      " Auto Scaling",
      "Auto Scaling ",
      "Time & Material",
      "",
      "constructor",
    ])
      expect(isServiceCategory(value)).toBe(false);
  });
});

describe("categoryGroups", () => {
  it("has the six groups of the form", () => {
    expect(categoryGroups.map((g) => g.title)).toEqual([
      "Cloud Services",
      "AI & Data",
      "IT Consulting",
      "Mobile App",
      "Web Development",
      "Engagement Models",
    ]);
  });

  it("is exactly the product's list, in its order (written out here independently)", () => {
    const spec =
      "Auto Scaling, Multi-Cloud Strategy, Security First, Data Management, DevOps Integration, Team Collaboration, " +
      "Cloud Migration, Machine Learning, AI Chatbots, Data Analytics, Computer Vision, NLP Processing, AI Integration, " +
      "Strategic Planning, Expert Advisory, Innovation Strategy, Risk Management, Performance Optimization, " +
      "Process Automation, Cross-Platform, Offline Capability, Battery Optimized, Social Integration, " +
      "Push Notifications, Enterprise Security, Responsive Design, Modern Frameworks, Lightning Fast, " +
      "Secure & Scalable, SEO Optimized, Database Integration, Fixed Development Project, Fixed Support Project, " +
      "Time & Material Based Service, Hourly Consultancy, Managed Service (Shared Resources), " +
      "Managed Service (Dedicated Resources)";
    expect([...serviceCategories]).toEqual(spec.split(", "));
  });

  it("puts every name in exactly one group, keeping spec order", () => {
    expect(categoryGroups.flatMap((g) => g.categories)).toEqual([...serviceCategories]);
  });
});
