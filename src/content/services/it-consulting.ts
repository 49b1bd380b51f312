import { categoriesOf } from "../../booking/categories";
import { company } from "../company";
import type { Service } from "../schema";

export const itConsulting: Service = {
  slug: "it-consulting",
  name: "IT Consulting",
  icon: "lightbulb",
  badge: "IT Consulting",
  title: "Independent IT Consulting That Aligns Technology With Business Goals",
  subtitle:
    "Senior consultants help you plan investments, reduce risk and modernize systems and processes, with recommendations you can act on right away.",
  description:
    "Technology decisions carry long-term costs. Our consultants have led transformation programs, infrastructure overhauls and software rollouts across many industries, and we bring that experience to your roadmap. We assess where you stand, weigh the options without vendor bias and leave you with a prioritized plan, a realistic budget and, if you want it, a team ready to deliver it.",
  features: [
    {
      title: "Strategic Planning",
      description:
        "Technology roadmaps tied to business objectives, with priorities, budgets and milestones your leadership team can sign off on.",
      icon: "rocket",
    },
    {
      title: "Expert Advisory",
      description:
        "On-demand access to senior architects and CTO-level advisors for architecture reviews, vendor selection and technical due diligence.",
      icon: "users",
    },
    {
      title: "Innovation Strategy",
      description:
        "Find where AI, automation and new platforms can create value for you, and test those ideas with small, low-risk pilots.",
      icon: "lightbulb",
    },
    {
      title: "Risk Management",
      description:
        "Security, compliance and continuity assessments that reveal vulnerabilities and single points of failure before they become incidents.",
      icon: "shield",
    },
    {
      title: "Performance Optimization",
      description:
        "Diagnose slow applications, overloaded infrastructure and runaway cloud bills, then fix the root causes rather than the symptoms.",
      icon: "zap",
    },
    {
      title: "Process Automation",
      description:
        "Map manual, repetitive workflows and automate them with integrations, low-code tools and scripts, freeing your people for higher-value work.",
      icon: "workflow",
    },
  ],
  benefits: [
    "Unbiased recommendations: we are not tied to any vendor or reseller agreement",
    "A prioritized roadmap with realistic costs and timelines",
    "Reduced operational, security and compliance risk",
    "Lower total cost of ownership across systems and licenses",
    "Practical advice from consultants who also deliver projects",
    "Knowledge transfer that strengthens your internal team",
  ],
  technologies: [
    "ITIL 4",
    "TOGAF",
    "COBIT",
    "ISO/IEC 27001",
    "NIST Cybersecurity Framework",
    "AWS Well-Architected Framework",
    "Microsoft 365",
    "ServiceNow",
    "Jira Service Management",
    "Power BI",
  ],
  process: [
    {
      step: 1,
      title: "Current-State Assessment",
      description:
        "Interviews, system reviews and data analysis give us a clear picture of your technology, processes, costs and pain points.",
    },
    {
      step: 2,
      title: "Strategy & Roadmap",
      description:
        "We compare options, quantify their costs and benefits, and deliver a prioritized roadmap with quick wins and long-term initiatives.",
    },
    {
      step: 3,
      title: "Implementation Support",
      description:
        "We guide vendor selection, oversee delivery and, if you choose, provide the engineers to carry out the plan.",
    },
    {
      step: 4,
      title: "Review & Continuous Improvement",
      description:
        "Regular reviews measure progress against agreed KPIs and adjust the roadmap as your business and the technology landscape change.",
    },
  ],
  caseStudies: ["cloud-migration-project", "web-agency-infrastructure", "fintech-webapp"],
  seo: {
    title: `IT Consulting & Technology Strategy | ${company.name}`,
    description:
      "Independent IT consulting: technology strategy, expert advisory, risk management, performance optimization and process automation for growing businesses.",
    keywords: [
      "IT consulting",
      "technology strategy",
      "IT roadmap",
      "IT risk management",
      "process automation",
      "technology advisory",
    ],
  },
  categories: categoriesOf("IT Consulting"),
};
