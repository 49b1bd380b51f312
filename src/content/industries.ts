import { company } from "./company";
import type { Feature, IconName, Industry } from "./schema";

/** The six service areas an industry page draws its Key Features from (spec §2, "Industry pages"). */
export const industryFeatureAreas = [
  "Cloud Services",
  "AI & Data",
  "IT Consulting",
  "Web Development",
  "Mobile App",
  "Engagement Models",
] as const;
export type IndustryFeatureArea = (typeof industryFeatureAreas)[number];

const areaIcons: Record<IndustryFeatureArea, IconName> = {
  "Cloud Services": "cloud",
  "AI & Data": "brain",
  "IT Consulting": "lightbulb",
  "Web Development": "code",
  "Mobile App": "smartphone",
  "Engagement Models": "handshake",
};

/** A Key Features card: the area is the title, the text says what it means for this industry. */
function feature(area: IndustryFeatureArea, description: string): Feature {
  return { title: area, description, icon: areaIcons[area] };
}

/** The ten industry pages, in menu order. */
export const industries: Industry[] = [
  {
    slug: "technology",
    name: "Technology",
    icon: "cpu",
    badge: "Technology & SaaS",
    title: "Empowering Innovation for Software and Technology Companies",
    subtitle:
      "We help SaaS providers, software vendors and tech startups ship faster, scale reliably and put AI to work without growing headcount at the same pace.",
    description:
      "Technology companies compete on speed. We act as an extension of your engineering team, taking on product features, platform work and infrastructure so your core team can focus on what sets you apart. Our engineers know modern stacks, multi-tenant architectures and the release discipline that fast-moving product companies need.",
    features: [
      feature(
        "Cloud Services",
        "Multi-tenant SaaS architectures on AWS, Azure or Google Cloud with Kubernetes, autoscaling and per-tenant cost visibility.",
      ),
      feature(
        "AI & Data",
        "AI features such as semantic search, copilots and recommendations added to your product, with usage metering and model evaluation built in.",
      ),
      feature(
        "IT Consulting",
        "Architecture reviews, technical due diligence and scaling plans for teams preparing for a funding round, an acquisition or rapid growth.",
      ),
      feature(
        "Web Development",
        "Customer dashboards, admin consoles and developer portals built with React and TypeScript on well-documented APIs.",
      ),
      feature(
        "Mobile App",
        "Companion apps for iOS and Android that share business logic with your web product and keep feature parity release after release.",
      ),
      feature(
        "Engagement Models",
        "Dedicated squads that join your sprints, or time-and-material capacity to clear the backlog ahead of a major launch.",
      ),
    ],
    benefits: [
      "Roadmap features shipped sooner, without long hiring cycles",
      "Senior engineers who have scaled SaaS products before",
      "Infrastructure that handles growth without a rewrite",
      "Security practices that support SOC 2 and ISO 27001 audits",
      "A team size that follows your roadmap, up or down",
      "Full ownership of all code and intellectual property",
    ],
    technologies: [
      "TypeScript",
      "React",
      "Node.js",
      "Go",
      "Python",
      "PostgreSQL",
      "Apache Kafka",
      "Kubernetes",
      "Terraform",
      "AWS",
    ],
    process: [
      {
        step: 1,
        title: "Product & Platform Discovery",
        description:
          "We review your roadmap, codebase, architecture and delivery process to see where extra capacity or expertise will have the biggest impact.",
      },
      {
        step: 2,
        title: "Solution Design",
        description:
          "Together we define the architecture, team shape and working agreements, aligned with your coding standards and release cadence.",
      },
      {
        step: 3,
        title: "Embedded Delivery",
        description:
          "Our engineers work in your repositories, rituals and tools, shipping features through your CI/CD pipeline from the first sprint.",
      },
      {
        step: 4,
        title: "Scale & Support",
        description:
          "We tune performance and cost as usage grows, and provide on-call support so your platform stays fast and available.",
      },
    ],
    seo: {
      title: `Software Development for Tech & SaaS Companies | ${company.name}`,
      description:
        "Engineering capacity for SaaS and technology companies: product development, cloud platforms, AI features and dedicated teams that ship fast.",
      keywords: [
        "SaaS development",
        "software development for tech companies",
        "dedicated development team",
        "cloud platform engineering",
        "AI product features",
      ],
    },
  },
  {
    slug: "healthcare",
    name: "Healthcare",
    icon: "heart-pulse",
    badge: "Healthcare",
    title: "Transforming Patient Care with Secure Healthcare Technology",
    subtitle:
      "Patient portals, telehealth apps and clinical integrations built to protect health data and fit the way care teams actually work.",
    description:
      "Healthcare software has to be secure, interoperable and easy to use under pressure. We build HIPAA-compliant applications, connect them to EHR systems through FHIR APIs and HL7 interfaces, and design workflows with clinicians, not just for them. Every project includes access controls, audit logging and encryption, so protected health information stays protected.",
    features: [
      feature(
        "Cloud Services",
        "HIPAA-eligible environments on AWS, Azure or Google Cloud with signed business associate agreements, encryption, audit trails and tested backups.",
      ),
      feature(
        "AI & Data",
        "Clinical dashboards, readmission-risk models and document processing that cut manual data entry while keeping PHI de-identified wherever possible.",
      ),
      feature(
        "IT Consulting",
        "HIPAA security risk assessments, vendor evaluations and interoperability roadmaps for hospitals, clinics and digital health startups.",
      ),
      feature(
        "Web Development",
        "Patient portals and provider dashboards connected to EHR systems such as Epic and Oracle Health through FHIR APIs and HL7 v2 interfaces.",
      ),
      feature(
        "Mobile App",
        "Telehealth, appointment booking, medication reminders and remote patient monitoring apps that connect securely to wearables and care teams.",
      ),
      feature(
        "Engagement Models",
        "Fixed-scope compliance projects, or dedicated teams who understand healthcare regulation and stay with your product for the long term.",
      ),
    ],
    benefits: [
      "HIPAA-compliant architecture with role-based access and audit logging",
      "Standards-based interoperability through FHIR R4 and HL7 v2",
      "Accessible interfaces that work for patients of every age and ability",
      "Less administrative work for clinical and front-desk staff",
      "Secure telehealth and remote monitoring that extend care beyond the clinic",
      "Documentation that supports compliance reviews and audits",
    ],
    technologies: [
      "HL7 FHIR",
      "HL7 v2",
      "SMART on FHIR",
      "React",
      "React Native",
      "Node.js",
      ".NET",
      "PostgreSQL",
      "AWS HealthLake",
      "Azure Health Data Services",
      "WebRTC",
    ],
    process: [
      {
        step: 1,
        title: "Compliance & Workflow Assessment",
        description:
          "We map clinical and administrative workflows, data flows and HIPAA obligations, and identify which systems must exchange data.",
      },
      {
        step: 2,
        title: "Solution Design",
        description:
          "We design the user experience with clinicians and patients and define the architecture, FHIR resources and security controls.",
      },
      {
        step: 3,
        title: "Secure Implementation",
        description:
          "We build and integrate with EHR systems in short iterations, with security testing and PHI-safe test data throughout.",
      },
      {
        step: 4,
        title: "Validation & Ongoing Support",
        description:
          "We support user acceptance testing, staff training and go-live, then monitor, patch and improve the solution over time.",
      },
    ],
    seo: {
      title: `Healthcare Software Development | ${company.name}`,
      description:
        "HIPAA-compliant patient portals, telehealth apps and EHR integrations using FHIR and HL7, built securely for providers and digital health companies.",
      keywords: [
        "healthcare software development",
        "HIPAA compliant apps",
        "FHIR integration",
        "HL7 interfaces",
        "telehealth app development",
        "patient portal development",
      ],
    },
  },
  {
    slug: "finance",
    name: "Finance",
    icon: "landmark",
    badge: "Financial Services",
    title: "Secure & Scalable Technology for Financial Services",
    subtitle:
      "Banking, lending, payments and wealth platforms built for high transaction volumes, strict regulation and zero tolerance for downtime.",
    description:
      "Banks, credit unions and fintech firms need software that is fast, auditable and secure by design. We modernize legacy systems, build digital banking and payment experiences, and put data to work for fraud detection and risk scoring, all with the controls that PCI DSS, SOC 2 and regulatory examiners expect.",
    features: [
      feature(
        "Cloud Services",
        "Resilient multi-region infrastructure with managed encryption keys, network isolation and audit-ready change control.",
      ),
      feature(
        "AI & Data",
        "Fraud detection, credit risk scoring and transaction categorization models with explainable outputs for compliance teams.",
      ),
      feature(
        "IT Consulting",
        "Core system modernization roadmaps, vendor selection and regulatory technology assessments for banks, credit unions and fintechs.",
      ),
      feature(
        "Web Development",
        "Online banking, loan origination and investment portals with strong customer authentication and real-time account data.",
      ),
      feature(
        "Mobile App",
        "Mobile banking and payment apps with biometric login, card controls, instant alerts and secure in-app messaging.",
      ),
      feature(
        "Engagement Models",
        "Dedicated teams with background-checked engineers, or fixed-price projects for well-defined regulatory deadlines.",
      ),
    ],
    benefits: [
      "Security controls aligned with PCI DSS, SOC 2 and ISO 27001",
      "High-availability systems that process transactions around the clock",
      "Faster product launches without compromising compliance",
      "Legacy modernization in safe, incremental steps",
      "Complete audit trails for every change and transaction",
      "Real-time insight into risk, fraud and customer behavior",
    ],
    technologies: [
      "Java",
      "Kotlin",
      ".NET",
      "React",
      "PostgreSQL",
      "Apache Kafka",
      "Redis",
      "Kubernetes",
      "HashiCorp Vault",
      "Plaid",
      "Stripe",
      "Python",
    ],
    process: [
      {
        step: 1,
        title: "Risk & Requirements Assessment",
        description:
          "We document business requirements alongside regulatory, security and audit obligations, and review the systems you must integrate with.",
      },
      {
        step: 2,
        title: "Secure Architecture Design",
        description:
          "We design for resilience and least privilege, with threat modeling, data classification and a clear plan for encryption and key management.",
      },
      {
        step: 3,
        title: "Implementation & Testing",
        description:
          "We build with automated security scanning, performance tests at peak volumes and independent penetration testing before release.",
      },
      {
        step: 4,
        title: "Compliance Support & Optimization",
        description:
          "We provide audit evidence, monitor systems around the clock and keep improving performance, cost and customer experience.",
      },
    ],
    seo: {
      title: `Financial Services & Fintech Software | ${company.name}`,
      description:
        "Secure, scalable banking, lending and payment software for banks, credit unions and fintechs, with fraud analytics and audit-ready controls.",
      keywords: [
        "fintech software development",
        "banking software",
        "payment app development",
        "fraud detection",
        "financial services technology",
      ],
    },
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    slug: "education",
    name: "Education",
    icon: "graduation-cap",
    badge: "Education",
    title: "Empowering Learning with Engaging Digital Education Platforms",
    subtitle:
      "Learning platforms, student apps and campus systems that make education more engaging, accessible and data-informed.",
    description:
      "Schools, universities and training providers need digital tools that work for every learner and every educator. We build and integrate learning management systems, virtual classrooms and student apps, connect them to student information systems, and use learning analytics to help educators spot who needs support, with student data privacy built in.",
    features: [
      feature(
        "Web Development",
        "Custom learning portals, course marketplaces and LMS extensions for Moodle and Canvas, built to WCAG 2.2 AA accessibility standards.",
      ),
      feature(
        "Mobile App",
        "Student apps for courses, schedules, grades and campus notifications, with offline access to learning materials.",
      ),
      feature(
        "AI & Data",
        "Learning analytics, early-alert models for at-risk students and AI tutoring assistants that give safe, curriculum-aligned answers.",
      ),
      feature(
        "Cloud Services",
        "Reliable hosting for virtual classrooms and exam periods, with single sign-on and role-based access for students and staff.",
      ),
      feature(
        "IT Consulting",
        "EdTech strategy, LMS selection and FERPA-aware data governance for schools, universities and corporate academies.",
      ),
      feature(
        "Engagement Models",
        "Fixed-scope builds timed to the academic calendar, with support plans that cover enrollment and exam peaks.",
      ),
    ],
    benefits: [
      "Engaging learning experiences on any device",
      "Accessible platforms that include every learner",
      "Early insight into student progress and risk",
      "Less administrative work for teachers and staff",
      "Student data protected in line with FERPA requirements",
      "Systems ready for enrollment and exam-time peaks",
    ],
    technologies: [
      "Moodle",
      "Canvas LMS",
      "LTI 1.3",
      "React",
      "Next.js",
      "Flutter",
      "Node.js",
      "Python",
      "Zoom Video SDK",
      "AWS",
    ],
    process: [
      {
        step: 1,
        title: "Learning Needs Assessment",
        description:
          "We talk with students, educators and administrators to understand learning goals, pain points and existing systems.",
      },
      {
        step: 2,
        title: "Solution Design",
        description:
          "We design accessible learning experiences and plan integrations with your LMS, student information system and identity provider.",
      },
      {
        step: 3,
        title: "Build & Integrate",
        description:
          "We develop in iterations with pilot classes, so educators shape the product before it reaches every student.",
      },
      {
        step: 4,
        title: "Launch, Training & Support",
        description:
          "We time the launch to your academic calendar, train staff and provide support through enrollment and exam periods.",
      },
    ],
    seo: {
      title: `Education Technology & E-Learning Development | ${company.name}`,
      description:
        "Learning platforms, LMS integrations, student apps and learning analytics for schools, universities and training providers, accessible and secure.",
      keywords: [
        "education software development",
        "e-learning platform",
        "LMS integration",
        "student app development",
        "learning analytics",
      ],
    },
  },
];
