import type { PortfolioProject } from "../schema";

export const multiCloudSetup: PortfolioProject = {
  id: "multi-cloud-setup",
  title: "Multi-Cloud Platform for a SaaS Provider",
  category: "Cloud Services",
  description:
    "A Kubernetes platform spanning AWS and Google Cloud for resilience and data residency, managed from a single GitOps workflow.",
  image: "/images/portfolio/multi-cloud-setup.svg",
  technologies: ["Kubernetes", "Terraform", "Argo CD", "AWS", "Google Cloud"],
  featured: false,
};
