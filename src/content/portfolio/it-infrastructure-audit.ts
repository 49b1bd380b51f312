import type { PortfolioProject } from "../schema";

export const itInfrastructureAudit: PortfolioProject = {
  id: "it-infrastructure-audit",
  title: "IT Infrastructure & Security Audit",
  category: "IT Consulting",
  description:
    "A full review of servers, networks, backups and access controls for a 300-person professional services firm, ending in a prioritized remediation plan.",
  image: "/images/portfolio/it-infrastructure-audit.svg",
  technologies: ["NIST Cybersecurity Framework", "Microsoft Entra ID", "Nessus", "Veeam"],
  featured: false,
};
