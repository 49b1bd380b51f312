import type { PortfolioProject } from "../schema";

export const cloudMigrationProject: PortfolioProject = {
  id: "cloud-migration-project",
  title: "Data Center to AWS Migration",
  category: "Cloud Services",
  description:
    "The move of 60 on-premises virtual machines and three customer-facing applications for a regional insurer to AWS, with no unplanned downtime.",
  image: "/images/portfolio/cloud-migration-project.svg",
  technologies: ["AWS", "Terraform", "AWS Application Migration Service", "Amazon RDS", "GitHub Actions"],
  featured: false,
  detail: {
    headline: [
      { figure: "28%", label: "lower infrastructure costs in the first year" },
      { figure: "< 4 h", label: "recovery time objective, down from days" },
      { figure: "2 months", label: "early: the data center left before the lease ended" },
    ],
    longDescription: [
      "A regional insurance company faced an expiring data center lease and aging hardware. It ran 60 virtual machines and three customer-facing applications, including its policyholder portal, with little automation and no tested disaster recovery.",
      "We assessed every workload, designed a secure AWS landing zone and migrated the estate in five planned waves. Databases moved to managed services, infrastructure was codified in Terraform and a disaster-recovery plan was put in place and tested.",
    ],
    duration: "4 months",
    teamSize: "5 specialists",
    clientType: "Regional insurance company",
    features: [
      "Multi-account AWS landing zone with centralized logging and guardrails",
      "Wave-based migration plan aligned with the client's business calendar",
      "Databases moved to Amazon RDS with automated backups",
      "All infrastructure defined in Terraform and deployed through CI/CD",
      "Cross-region disaster recovery with documented and tested runbooks",
      "Cost dashboards and right-sizing recommendations after go-live",
    ],
    challenges: [
      {
        challenge: "The policyholder portal could not go offline during business hours.",
        solution:
          "We replicated data continuously ahead of cutover and switched traffic during a short overnight window, with a rehearsed rollback plan.",
      },
      {
        challenge: "Several legacy applications had undocumented dependencies on each other.",
        solution:
          "We used dependency mapping and traffic analysis to group tightly coupled systems into the same migration wave.",
      },
    ],
    results: [
      "Data center exited two months before the lease expired",
      "No unplanned downtime during any migration wave",
      "Infrastructure costs reduced by 28% in the first year",
      "Recovery time objective improved from days to under four hours",
    ],
  },
};
