import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const healthcare: Industry = {
  slug: "healthcare",
  name: "Healthcare",
  icon: "heart-pulse",
  badge: "Healthcare",
  title: "Transforming Patient Care with Secure Healthcare Technology",
  subtitle:
    "Patient portals, telehealth apps and clinical integrations built to protect health data and fit the way care teams actually work.",
  description:
    "Healthcare software has to be secure, interoperable and easy to use under pressure. We build HIPAA-compliant applications, connect them to EHR systems through FHIR APIs and HL7 interfaces, and design workflows with clinicians, not just for them. Every project includes access controls, audit logging and encryption, so protected health information stays protected.",
  features: [
    feature(
      "Cloud Services",
      "HIPAA-eligible environments on AWS, Azure or Google Cloud with signed business associate agreements, encryption, audit trails and tested backups.",
    ),
    feature(
      "AI & Data",
      "Clinical dashboards, readmission-risk models and document processing that cut manual data entry while keeping PHI de-identified wherever possible.",
    ),
    feature(
      "IT Consulting",
      "HIPAA security risk assessments, vendor evaluations and interoperability roadmaps for hospitals, clinics and digital health startups.",
    ),
    feature(
      "Web Development",
      "Patient portals and provider dashboards connected to EHR systems such as Epic and Oracle Health through FHIR APIs and HL7 v2 interfaces.",
    ),
    feature(
      "Mobile App",
      "Telehealth, appointment booking, medication reminders and remote patient monitoring apps that connect securely to wearables and care teams.",
    ),
    feature(
      "Engagement Models",
      "Fixed-scope compliance projects, or dedicated teams who understand healthcare regulation and stay with your product for the long term.",
    ),
  ],
  benefits: [
    "HIPAA-compliant architecture with role-based access and audit logging",
    "Standards-based interoperability through FHIR R4 and HL7 v2",
    "Accessible interfaces that work for patients of every age and ability",
    "Less administrative work for clinical and front-desk staff",
    "Secure telehealth and remote monitoring that extend care beyond the clinic",
    "Documentation that supports compliance reviews and audits",
  ],
  technologies: [
    "HL7 FHIR",
    "HL7 v2",
    "SMART on FHIR",
    "React",
    "React Native",
    "Node.js",
    ".NET",
    "PostgreSQL",
    "AWS HealthLake",
    "Azure Health Data Services",
    "WebRTC",
  ],
  process: [
    {
      step: 1,
      title: "Compliance & Workflow Assessment",
      description:
        "We map clinical and administrative workflows, data flows and HIPAA obligations, and identify which systems must exchange data.",
    },
    {
      step: 2,
      title: "Solution Design",
      description:
        "We design the user experience with clinicians and patients and define the architecture, FHIR resources and security controls.",
    },
    {
      step: 3,
      title: "Secure Implementation",
      description:
        "We build and integrate with EHR systems in short iterations, with security testing and PHI-safe test data throughout.",
    },
    {
      step: 4,
      title: "Validation & Ongoing Support",
      description:
        "We support user acceptance testing, staff training and go-live, then monitor, patch and improve the solution over time.",
    },
  ],
  caseStudies: ["healthcare-mobile-app"],
  seo: {
    title: `Healthcare Software Development | ${company.name}`,
    description:
      "HIPAA-compliant patient portals, telehealth apps and EHR integrations using FHIR and HL7, built securely for providers and digital health companies.",
    keywords: [
      "healthcare software development",
      "HIPAA compliant apps",
      "FHIR integration",
      "HL7 interfaces",
      "telehealth app development",
      "patient portal development",
    ],
  },
};
