import type { PortfolioProject } from "../schema";

export const brainwriteHowto: PortfolioProject = {
  id: "brainwrite-howto",
  title: "BrainWrite HowTo: AI Guide Authoring Platform",
  category: "AI Solutions",
  description:
    "An AI-assisted authoring platform that turns expert know-how into structured, step-by-step guides, with editorial review and multilingual publishing.",
  image: "/images/portfolio/brainwrite-howto.svg",
  technologies: ["Next.js", "TypeScript", "Python", "OpenAI API", "PostgreSQL", "AWS"],
  featured: true,
  detail: {
    headline: [
      { figure: "2,500+", label: "guides published in the first six months" },
      { figure: "60%", label: "lower language model cost per guide" },
      { figure: "99.9%", label: "platform uptime since launch" },
    ],
    longDescription: [
      "An education technology startup wanted to help subject-matter experts publish practical how-to guides without spending days on writing and formatting. Its first prototype produced inconsistent drafts and had no editorial workflow, so guides could not be published with confidence.",
      "We built a web platform where an expert describes a task in their own words and the system drafts a structured guide with prerequisites, numbered steps, warnings and a summary. Editors review every draft in a side-by-side editor before it is published to the web, exported to PDF or translated into other languages.",
    ],
    duration: "5 months",
    teamSize: "6 specialists",
    clientType: "EdTech startup",
    features: [
      "AI drafting that turns notes, transcripts or bullet points into structured, step-by-step guides",
      "Editorial workflow with comments, version history and approval before publishing",
      "Style and terminology rules applied consistently across every guide",
      "One-click translation into eight languages with human review",
      "Export to responsive web pages, PDF and embeddable widgets",
      "Usage analytics showing which steps readers revisit or abandon",
    ],
    challenges: [
      {
        challenge: "Generated drafts occasionally invented steps or tools that the expert had not mentioned.",
        solution:
          "We grounded generation in the expert's own input, added automated checks that flag unsupported steps, and made editor approval mandatory before publishing.",
      },
      {
        challenge: "Language model costs rose quickly as the number of authors grew.",
        solution:
          "We introduced prompt caching, routed simple formatting tasks to smaller models and set per-workspace budgets, which kept costs predictable.",
      },
      {
        challenge: "Authors needed the editor to stay responsive on long guides with many images.",
        solution:
          "We split guides into independently saved sections and optimized image uploads, so the editor stays fast even on guides with hundreds of steps.",
      },
    ],
    results: [
      "Average time to publish a guide cut from three days to under four hours",
      "More than 2,500 guides published in the first six months after launch",
      "Language model costs per guide reduced by 60% after optimization",
      "Platform uptime of 99.9% since launch",
    ],
  },
};
