import { categoriesOf } from "../../booking/categories";
import { company } from "../company";
import type { Service } from "../schema";

export const cloudServices: Service = {
  slug: "cloud-services",
  name: "Cloud Services",
  icon: "cloud",
  badge: "Cloud Services",
  title: "Cloud Infrastructure That Scales With Demand and Stays Within Budget",
  subtitle:
    "We plan, migrate, automate and operate workloads on AWS, Microsoft Azure and Google Cloud, so your applications stay available, secure and cost-efficient.",
  description:
    "Moving to the cloud should lower risk, not raise it. Our certified engineers assess your current estate, design a landing zone that fits your compliance needs, migrate workloads in planned waves and automate everything with infrastructure as code. After go-live we monitor, patch and right-size your environment so you pay only for the capacity you actually use.",
  features: [
    {
      title: "Auto Scaling",
      description:
        "Capacity that follows real demand: autoscaling groups, Kubernetes pod autoscalers and serverless functions that scale to zero when idle.",
      icon: "zap",
    },
    {
      title: "Multi-Cloud Strategy",
      description:
        "Workloads placed on AWS, Azure or Google Cloud according to cost, latency and data-residency needs, and managed through one set of tools.",
      icon: "globe",
    },
    {
      title: "Security First",
      description:
        "Least-privilege access, encryption at rest and in transit, network segmentation and continuous posture checks aligned with CIS benchmarks.",
      icon: "shield",
    },
    {
      title: "Data Management",
      description:
        "Managed databases, automated backups, point-in-time recovery and rehearsed disaster-recovery plans with agreed recovery objectives.",
      icon: "database",
    },
    {
      title: "DevOps Integration",
      description:
        "Terraform, CI/CD pipelines and GitOps workflows that turn infrastructure changes into reviewed, repeatable and auditable code.",
      icon: "workflow",
    },
    {
      title: "Team Collaboration",
      description:
        "Shared runbooks, dashboards and hands-on knowledge transfer, so your team understands and can operate the platform we build together.",
      icon: "users",
    },
  ],
  benefits: [
    "Lower infrastructure costs through right-sizing, reserved capacity and automatic shutdown of idle resources",
    "High availability across multiple availability zones with defined uptime targets",
    "Identical environments: staging matches production because both come from the same code",
    "Faster releases through automated build, test and deployment pipelines",
    "Security and compliance controls documented and ready for audits",
    "Round-the-clock monitoring and incident response from engineers who know your setup",
  ],
  technologies: [
    "AWS",
    "Microsoft Azure",
    "Google Cloud",
    "Kubernetes",
    "Docker",
    "Terraform",
    "Ansible",
    "GitHub Actions",
    "Argo CD",
    "Prometheus",
    "Grafana",
  ],
  process: [
    {
      step: 1,
      title: "Cloud Readiness Assessment",
      description:
        "We inventory your applications, data and dependencies, measure current costs and performance, and identify quick wins and risks.",
    },
    {
      step: 2,
      title: "Architecture & Migration Plan",
      description:
        "We design the target landing zone, choose rehost, replatform or refactor per workload, and plan migration waves around your business calendar.",
    },
    {
      step: 3,
      title: "Migration & Automation",
      description:
        "Workloads move in tested waves with rollback plans, while infrastructure as code and CI/CD pipelines make every environment reproducible.",
    },
    {
      step: 4,
      title: "Managed Operations & Optimization",
      description:
        "We monitor, patch and tune your environment around the clock and review costs monthly to keep spending in line with usage.",
    },
  ],
  caseStudies: ["cloud-migration-project", "web-agency-infrastructure"],
  seo: {
    title: `Cloud Migration & Managed Cloud Services | ${company.name}`,
    description:
      "Cloud migration, multi-cloud architecture, DevOps automation and managed operations on AWS, Azure and Google Cloud, secure and cost-efficient.",
    keywords: [
      "cloud services",
      "cloud migration",
      "multi-cloud strategy",
      "DevOps consulting",
      "managed cloud services",
      "AWS Azure Google Cloud",
    ],
  },
  categories: categoriesOf("Cloud Services"),
};
