import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const technology: Industry = {
  slug: "technology",
  name: "Technology",
  icon: "cpu",
  badge: "Technology & SaaS",
  title: "Empowering Innovation for Software and Technology Companies",
  subtitle:
    "We help SaaS providers, software vendors and tech startups ship faster, scale reliably and put AI to work without growing headcount at the same pace.",
  description:
    "Technology companies compete on speed. We act as an extension of your engineering team, taking on product features, platform work and infrastructure so your core team can focus on what sets you apart. Our engineers know modern stacks, multi-tenant architectures and the release discipline that fast-moving product companies need.",
  features: [
    feature(
      "Cloud Services",
      "Multi-tenant SaaS architectures on AWS, Azure or Google Cloud with Kubernetes, autoscaling and per-tenant cost visibility.",
    ),
    feature(
      "AI & Data",
      "AI features such as semantic search, copilots and recommendations added to your product, with usage metering and model evaluation built in.",
    ),
    feature(
      "IT Consulting",
      "Architecture reviews, technical due diligence and scaling plans for teams preparing for a funding round, an acquisition or rapid growth.",
    ),
    feature(
      "Web Development",
      "Customer dashboards, admin consoles and developer portals built with React and TypeScript on well-documented APIs.",
    ),
    feature(
      "Mobile App",
      "Companion apps for iOS and Android that share business logic with your web product and keep feature parity release after release.",
    ),
    feature(
      "Engagement Models",
      "Dedicated squads that join your sprints, or time-and-material capacity to clear the backlog ahead of a major launch.",
    ),
  ],
  benefits: [
    "Roadmap features shipped sooner, without long hiring cycles",
    "Senior engineers who have scaled SaaS products before",
    "Infrastructure that handles growth without a rewrite",
    "Security practices that support SOC 2 and ISO 27001 audits",
    "A team size that follows your roadmap, up or down",
    "Full ownership of all code and intellectual property",
  ],
  technologies: [
    "TypeScript",
    "React",
    "Node.js",
    "Go",
    "Python",
    "PostgreSQL",
    "Apache Kafka",
    "Kubernetes",
    "Terraform",
    "AWS",
  ],
  process: [
    {
      step: 1,
      title: "Product & Platform Discovery",
      description:
        "We review your roadmap, codebase, architecture and delivery process to see where extra capacity or expertise will have the biggest impact.",
    },
    {
      step: 2,
      title: "Solution Design",
      description:
        "Together we define the architecture, team shape and working agreements, aligned with your coding standards and release cadence.",
    },
    {
      step: 3,
      title: "Embedded Delivery",
      description:
        "Our engineers work in your repositories, rituals and tools, shipping features through your CI/CD pipeline from the first sprint.",
    },
    {
      step: 4,
      title: "Scale & Support",
      description:
        "We tune performance and cost as usage grows, and provide on-call support so your platform stays fast and available.",
    },
  ],
  caseStudies: ["web-agency-infrastructure", "brainwrite-howto"],
  seo: {
    title: `Software Development for Tech & SaaS Companies | ${company.name}`,
    description:
      "Engineering capacity for SaaS and technology companies: product development, cloud platforms, AI features and dedicated teams that ship fast.",
    keywords: [
      "SaaS development",
      "software development for tech companies",
      "dedicated development team",
      "cloud platform engineering",
      "AI product features",
    ],
  },
};
