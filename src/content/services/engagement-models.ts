import { categoriesOf } from "../../booking/categories";
import { company } from "../company";
import type { Service } from "../schema";

export const engagementModels: Service = {
  slug: "engagement-models",
  name: "Engagement Models",
  icon: "handshake",
  badge: "Engagement Models",
  title: "Flexible Engagement Models That Fit Your Budget, Timeline and Team",
  subtitle:
    "Choose a fixed-scope project, pay for the time used, or add managed resources to your team, and switch models as your needs change.",
  description:
    "Projects differ in how much is known up front. When scope is clear, a fixed price gives you budget certainty; when it is still evolving, time and material keeps you flexible; when you need ongoing capacity, a managed service gives you a shared or dedicated team. We help you pick the model that matches your risk profile and set it out in a clear, written agreement.",
  features: [
    {
      title: "Fixed Development Project",
      description:
        "A defined scope, timeline and price agreed up front. Best for well-specified builds where budget certainty matters most.",
      icon: "file-text",
    },
    {
      title: "Fixed Support Project",
      description:
        "A fixed monthly fee covers maintenance, bug fixes, updates and monitoring for an agreed set of applications and response times.",
      icon: "settings",
    },
    {
      title: "Time & Material",
      description:
        "Pay for the hours actually worked at transparent rates. Best when requirements are evolving and you want to set priorities sprint by sprint.",
      icon: "clock",
    },
    {
      title: "Hourly Consultancy",
      description:
        "Book senior architects and consultants by the hour for reviews, second opinions, workshops and technical due diligence.",
      icon: "lightbulb",
    },
    {
      title: "Managed Service (Shared Resources)",
      description:
        "A pooled team of specialists covers your needs on demand, giving you a broad skill set for a fraction of the cost of full-time hires.",
      icon: "users",
    },
    {
      title: "Managed Service (Dedicated Resources)",
      description:
        "Engineers who work only on your product, follow your processes and tools, and are managed by us, with the team scaled up or down on notice.",
      icon: "handshake",
    },
  ],
  benefits: [
    "A commercial model matched to how well your scope is defined",
    "Transparent rates, invoices and time reports",
    "No long-term lock-in: switch models as your project matures",
    "Scale the team up or down without recruiting overhead",
    "One accountable delivery manager, whatever the model",
    "Written service levels for support and managed services",
  ],
  technologies: [
    "Jira",
    "Confluence",
    "Azure DevOps",
    "GitHub",
    "GitLab",
    "Slack",
    "Microsoft Teams",
    "Notion",
  ],
  process: [
    {
      step: 1,
      title: "Needs Assessment",
      description:
        "We discuss your goals, scope, timeline, budget and in-house skills to understand how much flexibility and capacity you need.",
    },
    {
      step: 2,
      title: "Model Selection & Proposal",
      description:
        "We recommend an engagement model and send a written proposal with team composition, rates or price, milestones and service levels.",
    },
    {
      step: 3,
      title: "Onboarding & Kickoff",
      description:
        "Access, tools, communication channels and reporting are set up, and the team starts work from an agreed first milestone.",
    },
    {
      step: 4,
      title: "Delivery & Regular Reviews",
      description:
        "Monthly reviews cover progress, budget and satisfaction, and we adjust the team or the model whenever your needs change.",
    },
  ],
  caseStudies: ["healthcare-mobile-app", "fintech-webapp", "cloud-migration-project"],
  seo: {
    title: `Flexible Engagement Models | ${company.name}`,
    description:
      "Fixed-price projects, time and material, hourly consultancy and managed services with shared or dedicated resources: choose how you work with us.",
    keywords: [
      "engagement models",
      "fixed price software development",
      "time and material",
      "dedicated development team",
      "managed services",
      "hourly IT consultancy",
    ],
  },
  categories: categoriesOf("Engagement Models"),
};
