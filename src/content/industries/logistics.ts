import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const logistics: Industry = {
  slug: "logistics",
  name: "Logistics",
  icon: "truck",
  badge: "Logistics & Supply Chain",
  title: "Efficient & Reliable Logistics and Supply Chain Software",
  subtitle:
    "Real-time visibility, optimized routes and connected warehouses that keep shipments moving on time and on budget.",
  description:
    "Logistics margins depend on precise planning and fast reactions. We build transportation and warehouse tools, driver and field apps, and data platforms that track shipments in real time, optimize routes and predict delays before they reach your customers.",
  features: [
    feature(
      "Web Development",
      "Shipment tracking portals, carrier management and customer self-service dashboards with live status updates.",
    ),
    feature(
      "Mobile App",
      "Driver apps with optimized routes, electronic proof of delivery, barcode scanning and offline operation.",
    ),
    feature(
      "Cloud Services",
      "Event-driven cloud platforms that process GPS, telematics and EDI data at scale with high availability.",
    ),
    feature(
      "AI & Data",
      "Route optimization, ETA prediction and demand forecasting that reduce fuel costs and empty miles.",
    ),
    feature(
      "IT Consulting",
      "TMS and WMS selection, integration strategy and process reviews for carriers, 3PLs and distributors.",
    ),
    feature(
      "Engagement Models",
      "Managed services with dedicated engineers who keep mission-critical logistics systems running around the clock.",
    ),
  ],
  benefits: [
    "End-to-end shipment visibility for you and your customers",
    "Lower fuel and labor costs through route optimization",
    "Paperless proof of delivery and faster invoicing",
    "Seamless EDI and API integration with partners",
    "Resilient systems that keep operations moving around the clock",
  ],
  technologies: [
    "Google Maps Platform",
    "Mapbox",
    "Apache Kafka",
    "PostgreSQL",
    "PostGIS",
    "React",
    "React Native",
    "Kotlin",
    "Python",
    "AWS",
    "EDI X12",
  ],
  process: [
    {
      step: 1,
      title: "Operations Assessment",
      description:
        "We study your network, fleet, warehouses and systems, and quantify where delays, manual work and costs come from.",
    },
    {
      step: 2,
      title: "Solution Design",
      description:
        "We design the data flows, integrations with carriers and partners, and the apps and dashboards each team needs.",
    },
    {
      step: 3,
      title: "Implementation & Integration",
      description:
        "We build and integrate in phases, starting with a pilot region or depot to prove the gains before a wider rollout.",
    },
    {
      step: 4,
      title: "Optimization & Support",
      description:
        "We monitor operations around the clock, tune routing and forecasting models, and extend the platform as your network grows.",
    },
  ],
  caseStudies: ["ai-analytics-dashboard", "cloud-migration-project"],
  seo: {
    title: `Logistics & Supply Chain Software | ${company.name}`,
    description:
      "Shipment tracking, driver apps, route optimization and TMS and WMS integration that make logistics operations efficient, visible and reliable.",
    keywords: [
      "logistics software development",
      "supply chain software",
      "route optimization",
      "driver app development",
      "shipment tracking",
    ],
  },
};
