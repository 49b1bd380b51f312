import type { PortfolioProject } from "../schema";

export const ecommercePlatform: PortfolioProject = {
  id: "ecommerce-platform",
  title: "Headless E-commerce Platform",
  category: "Web Development",
  description:
    "A headless storefront for a specialty outdoor retailer, with real-time inventory across 14 stores, instant search and a one-page checkout.",
  image: "/images/portfolio/ecommerce-platform.svg",
  technologies: ["Next.js", "Shopify Plus", "Algolia", "Stripe", "Node.js"],
  featured: true,
  detail: {
    headline: [
      { figure: "+38%", label: "mobile conversion in the first quarter" },
      { figure: "0.9 s", label: "average page load, down from 4.1 seconds" },
      { figure: "22%", label: "of online revenue from click-and-collect" },
    ],
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
};
