import { categoriesOf } from "../../booking/categories";
import { company } from "../company";
import type { Service } from "../schema";

export const webDevelopment: Service = {
  slug: "web-development",
  name: "Web Development",
  icon: "code",
  badge: "Web Development Services",
  title: "Fast, Secure Web Applications Built to Scale With Your Business",
  subtitle:
    "From marketing sites to complex customer portals, we design, build and maintain web platforms that load quickly, rank well and stay easy to change.",
  description:
    "Our web team pairs product thinking with senior engineering. We start from your business goals and your users' journeys, choose a proven stack, and ship in short, reviewable increments backed by automated tests and continuous delivery. The result is a site or application your team can extend with confidence long after launch.",
  features: [
    {
      title: "Responsive Design",
      description:
        "Mobile-first layouts tested on real devices, so every page reads and converts well on anything from a small phone to a widescreen monitor.",
      icon: "smartphone",
    },
    {
      title: "Modern Frameworks",
      description:
        "React, Next.js, Vue and Node.js, chosen for long-term support, a healthy ecosystem and a large pool of developers who can maintain them.",
      icon: "layers",
    },
    {
      title: "Lightning Fast",
      description:
        "Server rendering, code splitting, image optimization and edge caching keep Core Web Vitals in the green and bounce rates low.",
      icon: "zap",
    },
    {
      title: "Secure & Scalable",
      description:
        "OWASP-aligned coding practices, dependency scanning and stateless services that scale out horizontally when traffic spikes.",
      icon: "shield",
    },
    {
      title: "SEO Optimized",
      description:
        "Semantic markup, structured data, clean URLs, XML sitemaps and fast rendering give search engines everything they need to rank your content.",
      icon: "search",
    },
    {
      title: "Database Integration",
      description:
        "PostgreSQL, MySQL, MongoDB or your existing ERP and CRM, connected through documented APIs with schema migrations under version control.",
      icon: "database",
    },
  ],
  benefits: [
    "Faster time to market with two-week sprints and a working demo at the end of each one",
    "Pages that meet Core Web Vitals thresholds and WCAG 2.2 AA accessibility guidelines",
    "Clean, documented code that your in-house team can own after handover",
    "Automated tests and CI/CD pipelines that make every release routine",
    "Transparent estimates, weekly progress reports and a single point of contact",
    "Post-launch support and maintenance plans that fit your budget",
  ],
  technologies: [
    "React",
    "Next.js",
    "TypeScript",
    "Node.js",
    "Vue.js",
    "Angular",
    "Laravel",
    "PostgreSQL",
    "MongoDB",
    "GraphQL",
    "Tailwind CSS",
    "Docker",
  ],
  process: [
    {
      step: 1,
      title: "Discovery & Requirements",
      description:
        "We interview stakeholders, review your analytics and existing systems, and turn goals into a prioritized backlog with clear acceptance criteria.",
    },
    {
      step: 2,
      title: "UX & Architecture Design",
      description:
        "Wireframes, a clickable prototype and a technical architecture are reviewed with you before any production code is written.",
    },
    {
      step: 3,
      title: "Agile Development",
      description:
        "We build in two-week sprints with code review, automated tests and a staging environment you can try at any time.",
    },
    {
      step: 4,
      title: "Launch & Optimization",
      description:
        "We handle deployment, monitoring and performance tuning, then keep improving the product based on real usage data.",
    },
  ],
  caseStudies: ["ecommerce-platform", "fintech-webapp", "brainwrite-howto"],
  seo: {
    title: `Web Development Services | ${company.name}`,
    description:
      "Custom websites and web applications built with React, Next.js and Node.js: fast, secure, SEO-friendly and ready to scale with your business.",
    keywords: [
      "web development",
      "custom web applications",
      "React development",
      "Next.js development",
      "responsive web design",
      "web development company",
    ],
  },
  categories: categoriesOf("Web Development"),
};
