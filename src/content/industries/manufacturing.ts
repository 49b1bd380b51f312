import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const manufacturing: Industry = {
  slug: "manufacturing",
  name: "Manufacturing",
  icon: "factory",
  badge: "Manufacturing",
  title: "Smart & Connected Manufacturing Solutions",
  subtitle:
    "Connect machines, systems and people on the shop floor to reduce downtime, improve quality and make better production decisions.",
  description:
    "Modern manufacturing runs on data, yet much of it stays trapped in machines, spreadsheets and disconnected systems. We connect equipment through industrial IoT, integrate MES and ERP platforms, and turn sensor data into dashboards and predictive models that plant managers use every shift.",
  features: [
    feature(
      "Cloud Services",
      "Industrial IoT platforms on AWS IoT or Azure IoT that carry machine data securely from the edge to the cloud.",
    ),
    feature(
      "AI & Data",
      "Predictive maintenance, computer vision quality inspection and OEE dashboards built on real-time production data.",
    ),
    feature(
      "IT Consulting",
      "Industry 4.0 roadmaps, OT and IT security assessments, and ERP and MES integration strategies.",
    ),
    feature(
      "Web Development",
      "Production planning portals, supplier collaboration tools and real-time shop floor dashboards.",
    ),
    feature(
      "Mobile App",
      "Maintenance, inspection and inventory apps for technicians, with barcode scanning and offline support.",
    ),
    feature(
      "Engagement Models",
      "A fixed-price pilot on a single line first, then a managed service as the solution rolls out to every plant.",
    ),
  ],
  benefits: [
    "Less unplanned downtime through predictive maintenance",
    "Higher first-pass yield with automated quality checks",
    "Real-time visibility into production across all plants",
    "Secure connectivity between operational and business systems",
    "Paperless workflows for maintenance and inspections",
  ],
  technologies: [
    "Azure IoT Hub",
    "AWS IoT Core",
    "MQTT",
    "OPC UA",
    "Node-RED",
    "Python",
    "TimescaleDB",
    "Grafana",
    "Power BI",
    "SAP S/4HANA",
  ],
  process: [
    {
      step: 1,
      title: "Plant & Systems Assessment",
      description:
        "We walk the shop floor, inventory machines, controllers and systems, and pinpoint where data can reduce downtime or scrap.",
    },
    {
      step: 2,
      title: "Connected Solution Design",
      description:
        "We design the edge-to-cloud architecture, OT security zones and the dashboards and alerts each role needs.",
    },
    {
      step: 3,
      title: "Pilot & Rollout",
      description:
        "We prove the value on one line or cell with measurable KPIs, then roll the solution out plant by plant.",
    },
    {
      step: 4,
      title: "Monitoring & Continuous Improvement",
      description:
        "We keep the platform running, retrain models as conditions change and add new use cases as your team's data maturity grows.",
    },
  ],
  caseStudies: ["ai-analytics-dashboard", "cloud-migration-project"],
  seo: {
    title: `Smart Manufacturing & Industrial IoT Solutions | ${company.name}`,
    description:
      "Industrial IoT, predictive maintenance, quality inspection and MES and ERP integration that connect your shop floor and cut unplanned downtime.",
    keywords: [
      "smart manufacturing",
      "industrial IoT",
      "predictive maintenance",
      "Industry 4.0",
      "MES integration",
    ],
  },
};
