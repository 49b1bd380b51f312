import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const hospitality: Industry = {
  slug: "hospitality",
  name: "Hospitality",
  icon: "hotel",
  badge: "Hospitality",
  title: "Delighting Guests with Seamless Hospitality Technology",
  subtitle:
    "Booking engines, guest apps and connected operations that make every stay, visit and meal effortless.",
  description:
    "Guests expect to book in seconds, check in from their phone and receive personal service throughout their stay. We build guest-facing apps and websites, integrate property management and point-of-sale systems, and use guest data to personalize offers, while keeping payment and personal data secure.",
  features: [
    feature(
      "Web Development",
      "Direct booking engines and websites that reduce OTA commissions, with real-time availability and rate management.",
    ),
    feature(
      "Mobile App",
      "Guest apps for mobile check-in, digital room keys, in-stay requests and loyalty rewards.",
    ),
    feature(
      "Cloud Services",
      "Reliable cloud hosting for PMS integrations, reservation systems and multi-property operations.",
    ),
    feature(
      "AI & Data",
      "Revenue management insights, guest sentiment analysis and AI concierge chatbots that answer questions around the clock.",
    ),
    feature(
      "IT Consulting",
      "Technology audits for hotels, resorts and restaurant groups, from PMS selection to guest Wi-Fi and network security.",
    ),
  ],
  benefits: [
    "More direct bookings and lower commission costs",
    "Faster check-in and shorter front-desk queues",
    "Personalized guest experiences that build loyalty",
    "Connected PMS, POS and channel manager systems",
    "PCI DSS-aligned handling of guest payment data",
  ],
  technologies: [
    "Oracle OPERA Cloud",
    "Mews",
    "Cloudbeds",
    "Stripe",
    "React",
    "Flutter",
    "Node.js",
    "Twilio",
    "Microsoft Azure",
    "Power BI",
  ],
  process: [
    {
      step: 1,
      title: "Guest Journey Discovery",
      description:
        "We follow the guest journey from search to checkout and review, and identify the moments where technology can remove friction.",
    },
    {
      step: 2,
      title: "Experience Design",
      description:
        "We design guest and staff experiences, and plan integrations with your PMS, POS, channel manager and payment provider.",
    },
    {
      step: 3,
      title: "Integration & Implementation",
      description:
        "We build and connect the solution with minimal disruption to daily operations, then train your staff before go-live.",
    },
    {
      step: 4,
      title: "Support & Optimization",
      description:
        "We monitor systems through peak seasons and use booking and feedback data to keep improving the guest experience.",
    },
  ],
  caseStudies: ["ecommerce-platform", "cloud-migration-project"],
  seo: {
    title: `Hospitality Software & Guest Experience Apps | ${company.name}`,
    description:
      "Booking engines, guest apps, PMS and POS integrations and AI concierge chatbots for hotels, resorts and restaurant groups.",
    keywords: [
      "hospitality software",
      "hotel booking engine",
      "guest experience app",
      "PMS integration",
      "hotel technology",
    ],
  },
};
