import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const finance: Industry = {
  slug: "finance",
  name: "Finance",
  icon: "landmark",
  badge: "Financial Services",
  title: "Secure & Scalable Technology for Financial Services",
  subtitle:
    "Banking, lending, payments and wealth platforms built for high transaction volumes, strict regulation and zero tolerance for downtime.",
  description:
    "Banks, credit unions and fintech firms need software that is fast, auditable and secure by design. We modernize legacy systems, build digital banking and payment experiences, and put data to work for fraud detection and risk scoring, all with the controls that PCI DSS, SOC 2 and regulatory examiners expect.",
  features: [
    feature(
      "Cloud Services",
      "Resilient multi-region infrastructure with managed encryption keys, network isolation and audit-ready change control.",
    ),
    feature(
      "AI & Data",
      "Fraud detection, credit risk scoring and transaction categorization models with explainable outputs for compliance teams.",
    ),
    feature(
      "IT Consulting",
      "Core system modernization roadmaps, vendor selection and regulatory technology assessments for banks, credit unions and fintechs.",
    ),
    feature(
      "Web Development",
      "Online banking, loan origination and investment portals with strong customer authentication and real-time account data.",
    ),
    feature(
      "Mobile App",
      "Mobile banking and payment apps with biometric login, card controls, instant alerts and secure in-app messaging.",
    ),
    feature(
      "Engagement Models",
      "Dedicated teams with background-checked engineers, or fixed-price projects for well-defined regulatory deadlines.",
    ),
  ],
  benefits: [
    "Security controls aligned with PCI DSS, SOC 2 and ISO 27001",
    "High-availability systems that process transactions around the clock",
    "Faster product launches without compromising compliance",
    "Legacy modernization in safe, incremental steps",
    "Complete audit trails for every change and transaction",
    "Real-time insight into risk, fraud and customer behavior",
  ],
  technologies: [
    "Java",
    "Kotlin",
    ".NET",
    "React",
    "PostgreSQL",
    "Apache Kafka",
    "Redis",
    "Kubernetes",
    "HashiCorp Vault",
    "Plaid",
    "Stripe",
    "Python",
  ],
  process: [
    {
      step: 1,
      title: "Risk & Requirements Assessment",
      description:
        "We document business requirements alongside regulatory, security and audit obligations, and review the systems you must integrate with.",
    },
    {
      step: 2,
      title: "Secure Architecture Design",
      description:
        "We design for resilience and least privilege, with threat modeling, data classification and a clear plan for encryption and key management.",
    },
    {
      step: 3,
      title: "Implementation & Testing",
      description:
        "We build with automated security scanning, performance tests at peak volumes and independent penetration testing before release.",
    },
    {
      step: 4,
      title: "Compliance Support & Optimization",
      description:
        "We provide audit evidence, monitor systems around the clock and keep improving performance, cost and customer experience.",
    },
  ],
  caseStudies: ["fintech-webapp", "cloud-migration-project"],
  seo: {
    title: `Financial Services & Fintech Software | ${company.name}`,
    description:
      "Secure, scalable banking, lending and payment software for banks, credit unions and fintechs, with fraud analytics and audit-ready controls.",
    keywords: [
      "fintech software development",
      "banking software",
      "payment app development",
      "fraud detection",
      "financial services technology",
    ],
  },
};
