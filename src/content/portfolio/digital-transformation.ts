import type { PortfolioProject } from "../schema";

export const digitalTransformation: PortfolioProject = {
  id: "digital-transformation",
  title: "Digital Transformation for a Family-Owned Manufacturer",
  category: "IT Consulting",
  description:
    "A three-year roadmap and first-phase delivery that replaced paper workflows with a cloud ERP, a supplier portal and real-time production dashboards.",
  image: "/images/portfolio/digital-transformation.svg",
  technologies: ["Microsoft Dynamics 365", "Power BI", "Power Automate", "Microsoft Azure"],
  featured: false,
};
