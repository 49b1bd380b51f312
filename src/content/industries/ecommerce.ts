import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const ecommerce: Industry = {
  slug: "ecommerce",
  name: "E-commerce",
  icon: "shopping-cart",
  badge: "E-commerce",
  title: "Sell Smarter with High-Converting E-commerce Platforms",
  subtitle:
    "Fast storefronts, smooth checkout and data-driven merchandising that turn more visitors into repeat customers.",
  description:
    "In e-commerce every second and every click counts. We build and optimize online stores on platforms such as Shopify and Adobe Commerce or on custom headless architectures, connect them to payments, ERP and fulfillment, and use analytics and AI to personalize the shopping experience and grow conversion.",
  features: [
    feature(
      "Web Development",
      "Headless storefronts and custom themes with sub-second page loads, rich product pages and a streamlined checkout.",
    ),
    feature(
      "Mobile App",
      "Shopping apps with saved carts, one-tap payments through Apple Pay and Google Pay, and personalized push offers.",
    ),
    feature(
      "AI & Data",
      "Product recommendations, smart search, pricing insights and cohort analytics that show what drives repeat purchases.",
    ),
    feature(
      "Cloud Services",
      "Elastic hosting, CDNs and load-tested infrastructure that stay fast on Black Friday and during flash sales.",
    ),
    feature(
      "IT Consulting",
      "Platform selection, replatforming plans and conversion audits based on your own analytics data.",
    ),
    feature(
      "Engagement Models",
      "Fixed-price store launches followed by a monthly support plan or a dedicated growth team.",
    ),
  ],
  benefits: [
    "Higher conversion rates from faster pages and a simpler checkout",
    "Payment, shipping and tax integrations that just work",
    "Search and recommendations that help shoppers find the right products",
    "Stable performance during peak sales events",
    "Clear analytics on acquisition, conversion and retention",
  ],
  technologies: [
    "Shopify Plus",
    "Adobe Commerce",
    "BigCommerce",
    "WooCommerce",
    "Next.js",
    "Stripe",
    "PayPal",
    "Algolia",
    "Klaviyo",
    "Google Analytics 4",
  ],
  process: [
    {
      step: 1,
      title: "Store & Funnel Audit",
      description:
        "We analyze your traffic, funnel and platform to find where shoppers drop off and which fixes will pay back fastest.",
    },
    {
      step: 2,
      title: "Experience & Platform Design",
      description:
        "We design the storefront and checkout, and choose the platform and integrations that fit your catalog and growth plans.",
    },
    {
      step: 3,
      title: "Build & Integrate",
      description:
        "We build the store, migrate products, customers and orders, and connect payments, ERP, shipping and marketing tools.",
    },
    {
      step: 4,
      title: "Launch & Conversion Optimization",
      description:
        "After a load-tested launch we run A/B tests and performance tuning to keep raising conversion and order value.",
    },
  ],
  caseStudies: ["ecommerce-platform", "ai-analytics-dashboard"],
  seo: {
    title: `E-commerce Development & Optimization | ${company.name}`,
    description:
      "High-converting online stores on Shopify, Adobe Commerce or headless stacks, with fast checkout, smart search and analytics that help you sell smarter.",
    keywords: [
      "e-commerce development",
      "Shopify development",
      "headless commerce",
      "conversion rate optimization",
      "online store development",
    ],
  },
};
