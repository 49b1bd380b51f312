import type { PortfolioProject } from "../schema";

export const webAgencyInfrastructure: PortfolioProject = {
  id: "web-agency-infrastructure",
  title: "Hosting Infrastructure for a Digital Agency",
  category: "IT Services",
  description:
    "A consolidated, automated hosting platform for more than 120 client websites, with containerized deployments, nightly backups and central monitoring.",
  image: "/images/portfolio/web-agency-infrastructure.svg",
  technologies: ["Docker", "Kubernetes", "Terraform", "Nginx", "Prometheus", "Grafana"],
  featured: false,
  detail: {
    headline: [
      { figure: "35%", label: "lower hosting costs after consolidation" },
      { figure: "< 5 min", label: "to deploy, down from about an hour" },
      { figure: "Zero", label: "unplanned downtime while every client site moved" },
    ],
    longDescription: [
      "A growing digital agency hosted more than 120 client websites on a patchwork of shared servers, each configured by hand. Deployments were manual, backups were inconsistent and a single failing server could take dozens of client sites offline.",
      "We consolidated the sites onto a containerized platform defined entirely in code, with automated deployments from each site's repository, nightly off-site backups and central monitoring and alerting. The agency's developers now launch a new client site from a template in minutes.",
    ],
    duration: "3 months",
    teamSize: "4 specialists",
    clientType: "Digital agency",
    features: [
      "Containerized hosting for WordPress, Laravel and static sites on a managed Kubernetes cluster",
      "Infrastructure defined in Terraform, reviewed and versioned like application code",
      "Automated deployments and preview environments for every pull request",
      "Nightly encrypted off-site backups with monthly restore tests",
      "Central dashboards and alerts for uptime, performance and certificate expiry",
      "Self-service template for launching new client sites",
    ],
    challenges: [
      {
        challenge: "More than 120 live sites had to move without disrupting the agency's clients.",
        solution:
          "We migrated sites in small batches outside business hours, using low DNS time-to-live values and a tested rollback path for every batch.",
      },
      {
        challenge: "Many older sites depended on outdated PHP versions and server-specific settings.",
        solution:
          "We built versioned container images for each runtime so legacy sites kept working while the agency upgraded them on its own schedule.",
      },
    ],
    results: [
      "All client sites migrated with no unplanned downtime",
      "Hosting costs reduced by 35% through consolidation",
      "Deployment time cut from about an hour to under five minutes",
      "Mean time to detect incidents reduced from hours to minutes",
    ],
  },
};
