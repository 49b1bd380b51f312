import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const automotive: Industry = {
  slug: "automotive",
  name: "Automotive",
  icon: "car",
  badge: "Automotive",
  title: "Drive Innovation Across the Automotive Value Chain",
  subtitle:
    "Connected vehicle platforms, dealer and service software, and data solutions for manufacturers, suppliers and dealerships.",
  description:
    "The automotive industry is becoming a software industry. We help manufacturers, suppliers, dealer groups and mobility providers build connected vehicle services, modernize dealer and after-sales systems and analyze telematics data, with the security and reliability that vehicles and their owners demand.",
  features: [
    feature(
      "Mobile App",
      "Companion apps for remote vehicle status, charging management, service booking and digital owner's manuals.",
    ),
    feature(
      "Cloud Services",
      "Scalable back ends for telematics, over-the-air update distribution and connected vehicle services.",
    ),
    feature(
      "AI & Data",
      "Predictive maintenance, driver behavior analytics and computer vision for damage assessment and quality control.",
    ),
    feature(
      "Web Development",
      "Dealer portals, vehicle configurators, online sales and service scheduling platforms.",
    ),
    feature(
      "IT Consulting",
      "Software-defined vehicle strategy, cybersecurity reviews aligned with ISO/SAE 21434, and dealer IT modernization.",
    ),
  ],
  benefits: [
    "Connected services that keep drivers engaged with your brand",
    "Fewer breakdowns and warranty costs through predictive maintenance",
    "Modern dealer and service tools that shorten sales and repair cycles",
    "Secure vehicle data handling aligned with industry cybersecurity standards",
    "Scalable platforms ready for growing fleets and new vehicle models",
  ],
  technologies: [
    "Android Automotive OS",
    "AWS IoT FleetWise",
    "Azure IoT Hub",
    "MQTT",
    "Apache Kafka",
    "Kotlin",
    "Swift",
    "React",
    "Node.js",
    "Python",
  ],
  process: [
    {
      step: 1,
      title: "Discovery & Assessment",
      description:
        "We review your vehicle, dealer and customer data landscape, regulatory requirements and the business case for each initiative.",
    },
    {
      step: 2,
      title: "Solution Architecture",
      description:
        "We design secure vehicle-to-cloud data flows, APIs and user experiences, with cybersecurity built in from the start.",
    },
    {
      step: 3,
      title: "Development & Validation",
      description:
        "We develop iteratively and validate with test fleets, dealer pilots and security testing before launch.",
    },
    {
      step: 4,
      title: "Launch & Lifecycle Support",
      description:
        "We support rollout to markets and model years, deliver updates and keep the platform secure throughout the vehicle lifecycle.",
    },
  ],
  caseStudies: ["ai-analytics-dashboard", "cloud-migration-project"],
  seo: {
    title: `Automotive Software & Connected Vehicle Solutions | ${company.name}`,
    description:
      "Connected vehicle platforms, companion apps, dealer software and telematics analytics for automotive manufacturers, suppliers and dealer groups.",
    keywords: [
      "automotive software development",
      "connected vehicle platform",
      "telematics analytics",
      "dealer management software",
      "automotive mobile apps",
    ],
  },
};
