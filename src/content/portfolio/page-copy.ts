import type { CaseStudyPage, PortfolioPage } from "../schema";

/**
 * The copy of the portfolio pages around the projects; `src/pages/portfolio.tsx` and
 * `src/pages/portfolio-detail.tsx` only lay it out. It sits beside the projects because
 * those two pages are its only readers, so it loads with them and never with the home page.
 */

export const portfolioPage: PortfolioPage = {
  hero: {
    eyebrow: "Our Work",
    heading: "Portfolio",
    paragraph:
      "Case studies from platforms we have designed, built, migrated and kept running for clients across industries.",
  },
  featuredHeading: "Featured Projects",
  allHeading: "All Projects",
  card: {
    technologies: "Technologies",
    moreTechnologies: "and {count} more",
    caseStudyLink: "View case study",
    caseStudySoon: "Case study coming soon",
  },
};

export const caseStudyPage: CaseStudyPage = {
  seo: { titleSuffix: "Case Study", keyword: "case study" },
  backLink: "Back to Portfolio",
  factLabels: { duration: "Duration", teamSize: "Team Size", clientType: "Client Type" },
  sectionHeadings: {
    overview: "Project Overview",
    technologies: "Technologies Used",
    features: "Key Features",
    challenges: "Challenges & Solutions",
    results: "Results & Impact",
  },
  closing: {
    heading: "Have a similar project in mind?",
    paragraph: "Tell us about it and we will reply within 24 hours on working days.",
    button: "Get In Touch",
  },
  related: {
    heading: "Proof from Our Work",
    intro: "Work we have delivered, with the results it brought: each project opens its own case study.",
    link: "Read the case study",
  },
  headlineLabel: "Headline results",
};
