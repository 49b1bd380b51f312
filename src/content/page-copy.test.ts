import { describe, expect, it } from "vitest";
import { statedFee } from "../booking/fee";
import { company } from "./company";
import { faqFor, infoCards } from "./consultation";
import { contactCards, projectTypes } from "./contact";
import {
  about,
  hero as homeHero,
  labels as homeLabels,
  serviceAreas,
  statistics,
  technologyRow,
  testimonials,
  trustedBy,
} from "./home";
import { lastUpdated, privacySections, termsSections } from "./legal";
import { caseStudyPage, portfolioPage } from "./portfolio";
import { services } from "./services";

// The fixed texts of the single pages; `content.test.ts` parses them against their schemas.

describe("home", () => {
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
  it("has the three info cards, promising a summary within 24 hours", () => {
    expect(infoCards.map((c) => c.title)).toEqual(["What to Expect", "How to Prepare", "What We Deliver"]);
    expect(infoCards[2]?.items.join(" ")).toMatch(/summary within 24 hours/);
  });

  it("answers what the spec says the FAQ answers", () => {
    const faq = faqFor(null);
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

  it("keeps the rescheduling answer's words and adds the booking's own page", () => {
    const answer = faqFor(null).find(
      (item) => item.question === "Can I reschedule or cancel my consultation?",
    );
    expect(answer?.answer).toMatch(
      /^Yes\. You can reschedule or cancel up to 24 hours before your time slot by replying to the confirmation email or by contacting our support team at \S+@\S+\. We will offer you a new slot that suits you\. /,
    );
    expect(answer?.answer).toMatch(
      /Your booking's own page, linked in the confirmation email, can also cancel it or move it to another time\.$/,
    );
  });

  const feeAnswer = (fee: Parameters<typeof faqFor>[0]) =>
    faqFor(fee).find((item) => item.question === "Is the consultation free?")?.answer;

  it("keeps the fee answer's words when no fee is set", () => {
    expect(feeAnswer(null)).toBe(
      "No. We charge a nominal fee for the consultation, because you get dedicated time with a senior consultant and a written summary afterwards. The full fee is credited toward future services if you decide to work with us.",
    );
  });

  it("names the fee in that answer when one is set, and changes no other answer", () => {
    const eur = statedFee({ currency: "EUR", amount: 49.5 });
    expect(feeAnswer(eur)).toBe(
      "No. We charge a nominal fee of €49.50 for the consultation, because you get dedicated time with a senior consultant and a written summary afterwards. The full fee is credited toward future services if you decide to work with us.",
    );
    const others = (fee: Parameters<typeof faqFor>[0]) =>
      faqFor(fee).filter((item) => item.question !== "Is the consultation free?");
    expect(others(eur)).toEqual(others(null));
  });
});

describe("contact page", () => {
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

describe("portfolio pages", () => {
  it("have the spec's headings and labels", () => {
    expect(portfolioPage.hero.heading).toBe("Portfolio");
    expect([portfolioPage.featuredHeading, portfolioPage.allHeading]).toEqual([
      "Featured Projects",
      "All Projects",
    ]);
    expect(portfolioPage.card.caseStudyLink).toBe("View case study");
    expect(portfolioPage.card.caseStudySoon).toBe("Case study coming soon");
    expect(caseStudyPage.backLink).toBe("Back to Portfolio");
    expect(Object.values(caseStudyPage.factLabels)).toEqual(["Duration", "Team Size", "Client Type"]);
    expect(Object.values(caseStudyPage.sectionHeadings)).toEqual([
      "Project Overview",
      "Technologies Used",
      "Key Features",
      "Challenges & Solutions",
      "Results & Impact",
    ]);
  });

  it("read the left-out technologies count out in place of {count}", () => {
    expect(portfolioPage.card.moreTechnologies.split("{count}")).toHaveLength(2);
  });
});

describe("legal pages", () => {
  it("have the spec's headings in order", () => {
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
