import type { PortfolioProject } from "../schema";

export const logisticsMobileApp: PortfolioProject = {
  id: "logistics-mobile-app",
  title: "Driver & Delivery App",
  category: "Mobile App",
  description:
    "A driver app for a regional courier with optimized multi-stop routes, barcode scanning, electronic proof of delivery and full offline operation.",
  image: "/images/portfolio/logistics-mobile-app.svg",
  technologies: ["Kotlin", "Swift", "Google Maps Platform", "Firebase"],
  featured: false,
};
