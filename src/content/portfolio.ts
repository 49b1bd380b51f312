import type { PortfolioDetail, PortfolioProject } from "./schema";

/**
 * The twelve portfolio projects, in list order (spec §2, "Portfolio list"). Clients are
 * described by type, never named. Only the first seven have case-study details; the other
 * five answer 404 at /portfolio/{id} (spec §2, decisions §3).
 */
export const portfolioProjects: PortfolioProject[] = [
  {
    id: "brainwrite-howto",
    title: "BrainWrite HowTo: AI Guide Authoring Platform",
    category: "AI Solutions",
    description:
      "An AI-assisted authoring platform that turns expert know-how into structured, step-by-step guides, with editorial review and multilingual publishing.",
    image: "/images/portfolio/brainwrite-howto.svg",
    technologies: ["Next.js", "TypeScript", "Python", "OpenAI API", "PostgreSQL", "AWS"],
    featured: true,
  },
  {
    id: "web-agency-infrastructure",
    title: "Hosting Infrastructure for a Digital Agency",
    category: "IT Services",
    description:
      "A consolidated, automated hosting platform for more than 120 client websites, with containerized deployments, nightly backups and central monitoring.",
    image: "/images/portfolio/web-agency-infrastructure.svg",
    technologies: ["Docker", "Kubernetes", "Terraform", "Nginx", "Prometheus", "Grafana"],
    featured: false,
  },
  {
    id: "ecommerce-platform",
    title: "Headless E-commerce Platform",
    category: "Web Development",
    description:
      "A headless storefront for a specialty outdoor retailer, with real-time inventory across 14 stores, instant search and a one-page checkout.",
    image: "/images/portfolio/ecommerce-platform.svg",
    technologies: ["Next.js", "Shopify Plus", "Algolia", "Stripe", "Node.js"],
    featured: true,
  },
  {
    id: "fintech-webapp",
    title: "Digital Lending Web Application",
    category: "Web Development",
    description:
      "A loan application and servicing portal for a fintech lender, with instant identity checks, bank-data underwriting and a complete audit trail.",
    image: "/images/portfolio/fintech-webapp.svg",
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Plaid", "AWS"],
    featured: false,
  },
  {
    id: "healthcare-mobile-app",
    title: "Remote Patient Monitoring App",
    category: "Mobile App",
    description:
      "A HIPAA-compliant iOS and Android app that collects readings from connected devices, reminds patients about medications and alerts care teams to worrying trends.",
    image: "/images/portfolio/healthcare-mobile-app.svg",
    technologies: ["React Native", "Node.js", "HL7 FHIR", "Apple HealthKit", "Health Connect", "AWS"],
    featured: true,
  },
  {
    id: "cloud-migration-project",
    title: "Data Center to AWS Migration",
    category: "Cloud Services",
    description:
      "The move of 60 on-premises virtual machines and three customer-facing applications for a regional insurer to AWS, with no unplanned downtime.",
    image: "/images/portfolio/cloud-migration-project.svg",
    technologies: ["AWS", "Terraform", "AWS Application Migration Service", "Amazon RDS", "GitHub Actions"],
    featured: false,
  },
  {
    id: "ai-analytics-dashboard",
    title: "AI-Powered Sales Analytics Dashboard",
    category: "AI Solutions",
    description:
      "A forecasting dashboard that unifies sales, marketing and inventory data for a consumer goods distributor and predicts demand by region and product line.",
    image: "/images/portfolio/ai-analytics-dashboard.svg",
    technologies: ["Python", "scikit-learn", "Snowflake", "dbt", "FastAPI", "React"],
    featured: true,
  },
  {
    id: "logistics-mobile-app",
    title: "Driver & Delivery App",
    category: "Mobile App",
    description:
      "A driver app for a regional courier with optimized multi-stop routes, barcode scanning, electronic proof of delivery and full offline operation.",
    image: "/images/portfolio/logistics-mobile-app.svg",
    technologies: ["Kotlin", "Swift", "Google Maps Platform", "Firebase"],
    featured: false,
  },
  {
    id: "multi-cloud-setup",
    title: "Multi-Cloud Platform for a SaaS Provider",
    category: "Cloud Services",
    description:
      "A Kubernetes platform spanning AWS and Google Cloud for resilience and data residency, managed from a single GitOps workflow.",
    image: "/images/portfolio/multi-cloud-setup.svg",
    technologies: ["Kubernetes", "Terraform", "Argo CD", "AWS", "Google Cloud"],
    featured: false,
  },
  {
    id: "chatbot-ai-system",
    title: "Customer Support AI Assistant",
    category: "AI Solutions",
    description:
      "A retrieval-augmented chatbot that answers product and order questions from a 3,000-article knowledge base and hands complex cases to human agents.",
    image: "/images/portfolio/chatbot-ai-system.svg",
    technologies: ["Python", "LangChain", "OpenAI API", "pgvector", "React"],
    featured: false,
  },
  {
    id: "it-infrastructure-audit",
    title: "IT Infrastructure & Security Audit",
    category: "IT Consulting",
    description:
      "A full review of servers, networks, backups and access controls for a 300-person professional services firm, ending in a prioritized remediation plan.",
    image: "/images/portfolio/it-infrastructure-audit.svg",
    technologies: ["NIST Cybersecurity Framework", "Microsoft Entra ID", "Nessus", "Veeam"],
    featured: false,
  },
  {
    id: "digital-transformation",
    title: "Digital Transformation for a Family-Owned Manufacturer",
    category: "IT Consulting",
    description:
      "A three-year roadmap and first-phase delivery that replaced paper workflows with a cloud ERP, a supplier portal and real-time production dashboards.",
    image: "/images/portfolio/digital-transformation.svg",
    technologies: ["Microsoft Dynamics 365", "Power BI", "Power Automate", "Microsoft Azure"],
    featured: false,
  },
];

/** Case-study details for the first seven projects, in the same order. */
export const portfolioDetails: PortfolioDetail[] = [
  {
    id: "brainwrite-howto",
    longDescription: [
      "An education technology startup wanted to help subject-matter experts publish practical how-to guides without spending days on writing and formatting. Its first prototype produced inconsistent drafts and had no editorial workflow, so guides could not be published with confidence.",
      "We built a web platform where an expert describes a task in their own words and the system drafts a structured guide with prerequisites, numbered steps, warnings and a summary. Editors review every draft in a side-by-side editor before it is published to the web, exported to PDF or translated into other languages.",
    ],
    duration: "5 months",
    teamSize: "6 specialists",
    clientType: "EdTech startup",
    features: [
      "AI drafting that turns notes, transcripts or bullet points into structured, step-by-step guides",
      "Editorial workflow with comments, version history and approval before publishing",
      "Style and terminology rules applied consistently across every guide",
      "One-click translation into eight languages with human review",
      "Export to responsive web pages, PDF and embeddable widgets",
      "Usage analytics showing which steps readers revisit or abandon",
    ],
    challenges: [
      {
        challenge: "Generated drafts occasionally invented steps or tools that the expert had not mentioned.",
        solution:
          "We grounded generation in the expert's own input, added automated checks that flag unsupported steps, and made editor approval mandatory before publishing.",
      },
      {
        challenge: "Language model costs rose quickly as the number of authors grew.",
        solution:
          "We introduced prompt caching, routed simple formatting tasks to smaller models and set per-workspace budgets, which kept costs predictable.",
      },
      {
        challenge: "Authors needed the editor to stay responsive on long guides with many images.",
        solution:
          "We split guides into independently saved sections and optimized image uploads, so the editor stays fast even on guides with hundreds of steps.",
      },
    ],
    results: [
      "Average time to publish a guide cut from three days to under four hours",
      "More than 2,500 guides published in the first six months after launch",
      "Language model costs per guide reduced by 60% after optimization",
      "Platform uptime of 99.9% since launch",
    ],
  },
  {
    id: "web-agency-infrastructure",
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
  {
    id: "ecommerce-platform",
    longDescription: [
      "A specialty outdoor retailer with 14 stores had outgrown its theme-based online shop. Pages loaded slowly on mobile, online stock did not match what was on the shelves, and the checkout lost customers at the payment step.",
      "We built a headless storefront on Next.js in front of Shopify Plus, connected to the retailer's inventory system in real time. Shoppers now see stock by store, can reserve items for pickup and pay on a single, streamlined checkout page.",
    ],
    duration: "6 months",
    teamSize: "7 specialists",
    clientType: "Specialty retailer",
    features: [
      "Server-rendered headless storefront with sub-second page loads on mobile",
      "Real-time inventory by store, with buy online, pick up in store",
      "Instant search with typo tolerance, filters and merchandising rules",
      "One-page checkout with Apple Pay, Google Pay and saved payment methods",
      "Editorial content and buying guides managed by the marketing team",
      "Integration with the retailer's ERP, loyalty program and email marketing",
    ],
    challenges: [
      {
        challenge: "Store inventory changed constantly and the online shop showed outdated stock levels.",
        solution:
          "We streamed stock changes from the point-of-sale system into the storefront through an event queue, so availability updates within seconds.",
      },
      {
        challenge: "Traffic during seasonal sales was up to ten times the daily average.",
        solution:
          "We cached pages at the edge, load-tested the checkout at peak volumes and scaled the integration services automatically.",
      },
    ],
    results: [
      "Mobile conversion rate up 38% in the first quarter after launch",
      "Average page load time reduced from 4.1 to 0.9 seconds",
      "Click-and-collect orders grew to 22% of online revenue",
      "Zero downtime during the first holiday season on the new platform",
    ],
  },
  {
    id: "fintech-webapp",
    longDescription: [
      "A fintech lender serving small businesses processed loan applications through emailed PDFs and spreadsheets. Decisions took up to two weeks and the manual process made regulatory reporting slow and error-prone.",
      "We designed and built a secure web application that takes applicants from first inquiry to signed agreement online. It verifies identity, pulls bank data with the applicant's consent, supports underwriting with automated checks and records every action in an audit trail.",
    ],
    duration: "7 months",
    teamSize: "8 specialists",
    clientType: "Fintech lender",
    features: [
      "Guided online application with document upload and e-signature",
      "Identity verification and consent-based bank data retrieval",
      "Underwriting workspace with automated affordability and risk checks",
      "Role-based access and multi-factor authentication for staff",
      "Immutable audit trail of every decision and data change",
      "Servicing portal for repayments, statements and customer messages",
    ],
    challenges: [
      {
        challenge: "The platform had to meet strict security and compliance expectations from day one.",
        solution:
          "We applied threat modeling, encrypted sensitive fields, centralized secrets management and commissioned an independent penetration test before launch.",
      },
      {
        challenge: "Underwriters feared that automation would hide the reasoning behind decisions.",
        solution:
          "Every automated check shows its inputs and outcome, and underwriters make the final decision, with their notes stored in the audit trail.",
      },
    ],
    results: [
      "Average time to decision reduced from ten days to 48 hours",
      "Application completion rate up 45%",
      "Manual data entry for underwriters cut by roughly 70%",
      "Regulatory reports produced in minutes instead of days",
    ],
  },
  {
    id: "healthcare-mobile-app",
    longDescription: [
      "A regional healthcare network wanted to support patients with chronic conditions between visits. Nurses relied on phone calls to collect blood pressure and glucose readings, which was time-consuming and often missed early warning signs.",
      "We built a HIPAA-compliant mobile app for iOS and Android that collects readings from connected devices, reminds patients about medications and check-ins, and sends the data to a care team dashboard. Readings are written to the network's EHR as FHIR observations, and out-of-range trends trigger alerts for nurses.",
    ],
    duration: "8 months",
    teamSize: "9 specialists",
    clientType: "Regional healthcare network",
    features: [
      "Bluetooth device pairing for blood pressure cuffs, glucose meters and scales",
      "Medication and check-in reminders with simple, accessible screens",
      "Care team dashboard with configurable alert thresholds",
      "EHR integration through FHIR APIs for readings and care plans",
      "Secure messaging between patients and nurses",
      "Encrypted data at rest and in transit, with audit logs for all PHI access",
    ],
    challenges: [
      {
        challenge: "Many patients were older adults with little experience using apps.",
        solution:
          "We tested designs with patients, used large type and high contrast, kept each screen to a single task and added a caregiver mode.",
      },
      {
        challenge: "Devices from different manufacturers reported readings in different formats.",
        solution:
          "We built a device integration layer that normalizes readings into standard FHIR observations before they reach the EHR.",
      },
    ],
    results: [
      "More than 4,000 patients enrolled within the first year",
      "Daily reading adherence of 82% among active patients",
      "Time nurses spend on routine check-in calls reduced by 50%",
      "Passed an independent HIPAA security assessment without major findings",
    ],
  },
  {
    id: "cloud-migration-project",
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
  {
    id: "ai-analytics-dashboard",
    longDescription: [
      "A consumer goods distributor planned inventory using spreadsheets compiled from its ERP, CRM and marketing tools. Forecasts were made monthly, took days to prepare and regularly led to overstock in some regions and shortages in others.",
      "We built a data pipeline that unifies these sources in a cloud data warehouse, and machine learning models that forecast demand by region and product line every week. A web dashboard shows forecasts, confidence ranges and the main factors behind each prediction.",
    ],
    duration: "5 months",
    teamSize: "6 specialists",
    clientType: "Consumer goods distributor",
    features: [
      "Automated pipelines that load ERP, CRM and marketing data every night",
      "Weekly demand forecasts by region, product line and channel",
      "Confidence ranges and key drivers explained for every forecast",
      "What-if scenarios for promotions and price changes",
      "Alerts for unusual sales patterns and likely stock shortages",
      "Role-based dashboards for sales, supply chain and leadership teams",
    ],
    challenges: [
      {
        challenge: "Historical data was inconsistent, with product codes that had changed over the years.",
        solution:
          "We built a product mapping layer with data quality tests, so every model trains on clean, consistent history.",
      },
      {
        challenge: "Planners did not trust forecasts they could not explain.",
        solution:
          "The dashboard shows the factors behind each forecast and compares past predictions with actual sales, which built confidence over time.",
      },
    ],
    results: [
      "Forecast accuracy improved by 27% compared with the spreadsheet process",
      "Overstock reduced by 18% within two quarters",
      "Weekly planning preparation cut from three days to two hours",
      "Dashboard adopted by more than 90 planners and managers",
    ],
  },
];

/** The ids that have a detail page (the sitemap lists exactly these). */
export const portfolioDetailIds: readonly string[] = portfolioDetails.map((detail) => detail.id);

/** The project with this id, or undefined. */
export function findProject(id: string): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.id === id);
}

/** The case-study details for this id, or undefined (also for the five projects without details). */
export function findProjectDetail(id: string): PortfolioDetail | undefined {
  return portfolioDetails.find((detail) => detail.id === id);
}
