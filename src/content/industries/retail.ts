import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const retail: Industry = {
  slug: "retail",
  name: "Retail",
  icon: "store",
  badge: "Retail",
  title: "Omnichannel Excellence for Modern Retailers",
  subtitle:
    "Connect stores, online channels and inventory into one seamless shopping experience that keeps customers coming back.",
  description:
    "Shoppers move between your website, your app and your stores and expect a consistent experience everywhere. We unify product, inventory and customer data across channels, build the digital touchpoints that connect them, and use analytics to personalize offers and plan stock more accurately.",
  features: [
    feature(
      "Cloud Services",
      "Scalable commerce and point-of-sale back ends that handle holiday peaks and flash sales without slowdowns or overprovisioning.",
    ),
    feature(
      "AI & Data",
      "Demand forecasting, product recommendations and customer segmentation built on unified sales and loyalty data.",
    ),
    feature(
      "IT Consulting",
      "Omnichannel strategy, POS and ERP integration planning, and technology roadmaps for growing retail chains.",
    ),
    feature(
      "Web Development",
      "Fast storefronts with real-time store inventory, buy online and pick up in store, and a single view of each customer.",
    ),
    feature(
      "Mobile App",
      "Loyalty apps, mobile checkout and in-store associate tools connected to your inventory and CRM.",
    ),
  ],
  benefits: [
    "Accurate, real-time inventory across every channel",
    "Personalized offers that raise average order value",
    "Fewer stockouts and markdowns through better forecasting",
    "A consistent customer experience online and in store",
    "Systems that stay fast during seasonal peaks",
  ],
  technologies: [
    "Shopify Plus",
    "Salesforce Commerce Cloud",
    "commercetools",
    "React",
    "Next.js",
    "React Native",
    "Node.js",
    "Algolia",
    "Snowflake",
    "Power BI",
  ],
  process: [
    {
      step: 1,
      title: "Customer Journey Discovery",
      description:
        "We map how your customers shop across channels and where data, inventory and systems fail to keep up with them.",
    },
    {
      step: 2,
      title: "Omnichannel Solution Design",
      description:
        "We design the customer experience and the integration architecture that connects commerce, POS, ERP and loyalty data.",
    },
    {
      step: 3,
      title: "Integration & Rollout",
      description:
        "We build and integrate in phases, piloting in selected stores and channels before rolling out across your business.",
    },
    {
      step: 4,
      title: "Measure & Optimize",
      description:
        "We track conversion, basket size and inventory accuracy, and keep refining the experience based on the results.",
    },
  ],
  caseStudies: ["ecommerce-platform", "ai-analytics-dashboard"],
  seo: {
    title: `Retail Software & Omnichannel Solutions | ${company.name}`,
    description:
      "Omnichannel retail technology: unified inventory, storefronts, loyalty apps and demand forecasting that connect your stores and online channels.",
    keywords: [
      "retail software development",
      "omnichannel retail",
      "retail analytics",
      "loyalty app development",
      "POS integration",
    ],
  },
};
