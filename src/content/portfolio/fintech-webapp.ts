import type { PortfolioProject } from "../schema";

export const fintechWebapp: PortfolioProject = {
  id: "fintech-webapp",
  title: "Digital Lending Web Application",
  category: "Web Development",
  description:
    "A loan application and servicing portal for a fintech lender, with instant identity checks, bank-data underwriting and a complete audit trail.",
  image: "/images/portfolio/fintech-webapp.svg",
  technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Plaid", "AWS"],
  featured: false,
  detail: {
    headline: [
      { figure: "48 h", label: "to a lending decision, down from ten days" },
      { figure: "+45%", label: "application completion rate" },
      { figure: "~70%", label: "less manual data entry for underwriters" },
    ],
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
};
