import { categoriesOf } from "../booking/categories";
import { company } from "./company";
import type { Service } from "./schema";

/**
 * The six service pages (spec §2, "Service detail pages"), in menu order. Feature titles follow
 * the booking-form categories of each area, and `categories` lists the exact category values
 * (`src/booking`) the page pre-selects when it links to the booking form.
 */
export const services: Service[] = [
  {
    slug: "web-development",
    name: "Web Development",
    icon: "code",
    badge: "Web Development Services",
    title: "Fast, Secure Web Applications Built to Scale With Your Business",
    subtitle:
      "From marketing sites to complex customer portals, we design, build and maintain web platforms that load quickly, rank well and stay easy to change.",
    description:
      "Our web team pairs product thinking with senior engineering. We start from your business goals and your users' journeys, choose a proven stack, and ship in short, reviewable increments backed by automated tests and continuous delivery. The result is a site or application your team can extend with confidence long after launch.",
    features: [
      {
        title: "Responsive Design",
        description:
          "Mobile-first layouts tested on real devices, so every page reads and converts well on anything from a small phone to a widescreen monitor.",
        icon: "smartphone",
      },
      {
        title: "Modern Frameworks",
        description:
          "React, Next.js, Vue and Node.js, chosen for long-term support, a healthy ecosystem and a large pool of developers who can maintain them.",
        icon: "layers",
      },
      {
        title: "Lightning Fast",
        description:
          "Server rendering, code splitting, image optimization and edge caching keep Core Web Vitals in the green and bounce rates low.",
        icon: "zap",
      },
      {
        title: "Secure & Scalable",
        description:
          "OWASP-aligned coding practices, dependency scanning and stateless services that scale out horizontally when traffic spikes.",
        icon: "shield",
      },
      {
        title: "SEO Optimized",
        description:
          "Semantic markup, structured data, clean URLs, XML sitemaps and fast rendering give search engines everything they need to rank your content.",
        icon: "search",
      },
      {
        title: "Database Integration",
        description:
          "PostgreSQL, MySQL, MongoDB or your existing ERP and CRM, connected through documented APIs with schema migrations under version control.",
        icon: "database",
      },
    ],
    benefits: [
      "Faster time to market with two-week sprints and a working demo at the end of each one",
      "Pages that meet Core Web Vitals thresholds and WCAG 2.2 AA accessibility guidelines",
      "Clean, documented code that your in-house team can own after handover",
      "Automated tests and CI/CD pipelines that make every release routine",
      "Transparent estimates, weekly progress reports and a single point of contact",
      "Post-launch support and maintenance plans that fit your budget",
    ],
    technologies: [
      "React",
      "Next.js",
      "TypeScript",
      "Node.js",
      "Vue.js",
      "Angular",
      "Laravel",
      "PostgreSQL",
      "MongoDB",
      "GraphQL",
      "Tailwind CSS",
      "Docker",
    ],
    process: [
      {
        step: 1,
        title: "Discovery & Requirements",
        description:
          "We interview stakeholders, review your analytics and existing systems, and turn goals into a prioritized backlog with clear acceptance criteria.",
      },
      {
        step: 2,
        title: "UX & Architecture Design",
        description:
          "Wireframes, a clickable prototype and a technical architecture are reviewed with you before any production code is written.",
      },
      {
        step: 3,
        title: "Agile Development",
        description:
          "We build in two-week sprints with code review, automated tests and a staging environment you can try at any time.",
      },
      {
        step: 4,
        title: "Launch & Optimization",
        description:
          "We handle deployment, monitoring and performance tuning, then keep improving the product based on real usage data.",
      },
    ],
    seo: {
      title: `Web Development Services | ${company.name}`,
      description:
        "Custom websites and web applications built with React, Next.js and Node.js: fast, secure, SEO-friendly and ready to scale with your business.",
      keywords: [
        "web development",
        "custom web applications",
        "React development",
        "Next.js development",
        "responsive web design",
        "web development company",
      ],
    },
    categories: categoriesOf("Web Development"),
  },
  {
    slug: "mobile-app",
    name: "Mobile App Development",
    icon: "smartphone",
    badge: "Mobile App Development",
    title: "Mobile Apps for iOS and Android That Customers Love to Use",
    subtitle:
      "We design and build reliable, high-performing mobile apps, from first prototype to App Store and Google Play release, and keep them current with every OS update.",
    description:
      "Whether you need a customer-facing app, a field-service tool or a companion app for a connected device, our mobile engineers cover the full lifecycle: product discovery, UX design, native or cross-platform development, store submission and ongoing releases. We design for offline use, battery life and enterprise security from day one, not as an afterthought.",
    features: [
      {
        title: "Cross-Platform",
        description:
          "One React Native or Flutter codebase for iOS and Android, with native modules where performance or platform APIs demand them.",
        icon: "layers",
      },
      {
        title: "Offline Capability",
        description:
          "Local storage and background sync keep your app useful in basements, warehouses and on flights, and resolve conflicts when the connection returns.",
        icon: "database",
      },
      {
        title: "Battery Optimized",
        description:
          "Efficient networking, batched location updates and careful background work keep your app off the list of battery-draining offenders.",
        icon: "zap",
      },
      {
        title: "Social Integration",
        description:
          "Sign in with Apple or Google, share content and invite friends through well-tested, privacy-conscious integrations.",
        icon: "users",
      },
      {
        title: "Push Notifications",
        description:
          "Segmented, scheduled and transactional notifications through APNs and Firebase Cloud Messaging, with deep links back into the app.",
        icon: "message-square",
      },
      {
        title: "Enterprise Security",
        description:
          "Biometric authentication, encrypted storage, certificate pinning and MDM compatibility for apps that handle sensitive business data.",
        icon: "lock",
      },
    ],
    benefits: [
      "One team for design, development, QA and store release",
      "Shared code across iOS and Android lowers development and maintenance costs",
      "Smooth interfaces that follow Apple and Google design guidelines",
      "Crash reporting and product analytics built in from the first release",
      "App Store and Google Play submission handled for you, including review feedback",
      "Ongoing updates for new OS versions, devices and screen sizes",
    ],
    technologies: [
      "Swift",
      "SwiftUI",
      "Kotlin",
      "Jetpack Compose",
      "React Native",
      "Flutter",
      "Firebase",
      "Expo",
      "Fastlane",
      "SQLite",
    ],
    process: [
      {
        step: 1,
        title: "Product Discovery",
        description:
          "We define your target users, core journeys and success metrics, and decide between native and cross-platform development based on your needs.",
      },
      {
        step: 2,
        title: "UX Design & Prototyping",
        description:
          "We design screens and interactions for both platforms and validate them with a tappable prototype before development starts.",
      },
      {
        step: 3,
        title: "Development & Testing",
        description:
          "Features ship in short sprints with automated and on-device testing, and test builds reach your team through TestFlight and Google Play testing tracks.",
      },
      {
        step: 4,
        title: "Release & Growth",
        description:
          "We manage store submission and launch, then monitor crashes and usage to plan updates that keep ratings and retention high.",
      },
    ],
    seo: {
      title: `Mobile App Development for iOS & Android | ${company.name}`,
      description:
        "iOS and Android apps built natively or with React Native and Flutter: offline-ready, battery-friendly and secure, from prototype to App Store release.",
      keywords: [
        "mobile app development",
        "iOS app development",
        "Android app development",
        "React Native",
        "Flutter",
        "cross-platform apps",
      ],
    },
    categories: categoriesOf("Mobile App"),
  },
  {
    slug: "cloud-services",
    name: "Cloud Services",
    icon: "cloud",
    badge: "Cloud Services",
    title: "Cloud Infrastructure That Scales With Demand and Stays Within Budget",
    subtitle:
      "We plan, migrate, automate and operate workloads on AWS, Microsoft Azure and Google Cloud, so your applications stay available, secure and cost-efficient.",
    description:
      "Moving to the cloud should lower risk, not raise it. Our certified engineers assess your current estate, design a landing zone that fits your compliance needs, migrate workloads in planned waves and automate everything with infrastructure as code. After go-live we monitor, patch and right-size your environment so you pay only for the capacity you actually use.",
    features: [
      {
        title: "Auto Scaling",
        description:
          "Capacity that follows real demand: autoscaling groups, Kubernetes pod autoscalers and serverless functions that scale to zero when idle.",
        icon: "zap",
      },
      {
        title: "Multi-Cloud Strategy",
        description:
          "Workloads placed on AWS, Azure or Google Cloud according to cost, latency and data-residency needs, and managed through one set of tools.",
        icon: "globe",
      },
      {
        title: "Security First",
        description:
          "Least-privilege access, encryption at rest and in transit, network segmentation and continuous posture checks aligned with CIS benchmarks.",
        icon: "shield",
      },
      {
        title: "Data Management",
        description:
          "Managed databases, automated backups, point-in-time recovery and rehearsed disaster-recovery plans with agreed recovery objectives.",
        icon: "database",
      },
      {
        title: "DevOps Integration",
        description:
          "Terraform, CI/CD pipelines and GitOps workflows that turn infrastructure changes into reviewed, repeatable and auditable code.",
        icon: "workflow",
      },
      {
        title: "Team Collaboration",
        description:
          "Shared runbooks, dashboards and hands-on knowledge transfer, so your team understands and can operate the platform we build together.",
        icon: "users",
      },
    ],
    benefits: [
      "Lower infrastructure costs through right-sizing, reserved capacity and automatic shutdown of idle resources",
      "High availability across multiple availability zones with defined uptime targets",
      "Identical environments: staging matches production because both come from the same code",
      "Faster releases through automated build, test and deployment pipelines",
      "Security and compliance controls documented and ready for audits",
      "Round-the-clock monitoring and incident response from engineers who know your setup",
    ],
    technologies: [
      "AWS",
      "Microsoft Azure",
      "Google Cloud",
      "Kubernetes",
      "Docker",
      "Terraform",
      "Ansible",
      "GitHub Actions",
      "Argo CD",
      "Prometheus",
      "Grafana",
    ],
    process: [
      {
        step: 1,
        title: "Cloud Readiness Assessment",
        description:
          "We inventory your applications, data and dependencies, measure current costs and performance, and identify quick wins and risks.",
      },
      {
        step: 2,
        title: "Architecture & Migration Plan",
        description:
          "We design the target landing zone, choose rehost, replatform or refactor per workload, and plan migration waves around your business calendar.",
      },
      {
        step: 3,
        title: "Migration & Automation",
        description:
          "Workloads move in tested waves with rollback plans, while infrastructure as code and CI/CD pipelines make every environment reproducible.",
      },
      {
        step: 4,
        title: "Managed Operations & Optimization",
        description:
          "We monitor, patch and tune your environment around the clock and review costs monthly to keep spending in line with usage.",
      },
    ],
    seo: {
      title: `Cloud Migration & Managed Cloud Services | ${company.name}`,
      description:
        "Cloud migration, multi-cloud architecture, DevOps automation and managed operations on AWS, Azure and Google Cloud, secure and cost-efficient.",
      keywords: [
        "cloud services",
        "cloud migration",
        "multi-cloud strategy",
        "DevOps consulting",
        "managed cloud services",
        "AWS Azure Google Cloud",
      ],
    },
    categories: categoriesOf("Cloud Services"),
  },
  {
    slug: "ai-solutions",
    name: "AI Solutions",
    icon: "brain",
    badge: "AI Solutions",
    title: "Practical AI That Automates Work and Turns Data Into Decisions",
    subtitle:
      "From machine learning models to chatbots and computer vision, we build AI solutions that plug into your existing systems and deliver measurable business value.",
    description:
      "We focus on AI that earns its keep. Every engagement starts with a use case and a success metric, followed by a quick proof of concept on your own data. Once it proves its value, we harden the model, integrate it into your applications and workflows, and put monitoring in place so accuracy, cost and data privacy stay under control in production.",
    features: [
      {
        title: "Machine Learning",
        description:
          "Forecasting, classification and recommendation models trained on your data, versioned and retrained automatically as patterns change.",
        icon: "cpu",
      },
      {
        title: "AI Chatbots",
        description:
          "Assistants built on large language models and grounded in your own documents through retrieval-augmented generation, with human handoff built in.",
        icon: "message-square",
      },
      {
        title: "Data Analytics",
        description:
          "Data pipelines, warehouses and dashboards that bring scattered sources together and surface the metrics your teams act on.",
        icon: "chart",
      },
      {
        title: "Computer Vision",
        description:
          "Image and video models for quality inspection, document capture, object detection and visual search, deployed in the cloud or at the edge.",
        icon: "search",
      },
      {
        title: "NLP Processing",
        description:
          "Extract entities, classify tickets, summarize long documents and analyze sentiment across emails, contracts and customer feedback.",
        icon: "file-text",
      },
      {
        title: "AI Integration",
        description:
          "Connect models to your CRM, ERP and internal tools through secure APIs, with guardrails, audit logs and cost controls.",
        icon: "workflow",
      },
    ],
    benefits: [
      "A proof of concept on your own data in weeks, not months",
      "Clear success metrics agreed before development begins",
      "Hours of repetitive manual work automated every week",
      "Data that stays within your cloud account and compliance boundaries",
      "Model monitoring that catches drift before it affects customers",
      "Vendor-neutral advice across open-source and commercial models",
    ],
    technologies: [
      "Python",
      "PyTorch",
      "TensorFlow",
      "scikit-learn",
      "Hugging Face Transformers",
      "LangChain",
      "OpenAI API",
      "Azure AI Foundry",
      "Amazon SageMaker",
      "Apache Spark",
      "MLflow",
      "pgvector",
    ],
    process: [
      {
        step: 1,
        title: "Use Case & Data Assessment",
        description:
          "We rank candidate use cases by value and feasibility, review the quality and availability of your data, and agree on a measurable goal.",
      },
      {
        step: 2,
        title: "Proof of Concept",
        description:
          "A small, time-boxed prototype on your real data shows what accuracy and savings to expect before you commit to a full build.",
      },
      {
        step: 3,
        title: "Production Build & Integration",
        description:
          "We harden the model, build data pipelines and APIs, and integrate the solution into the applications and workflows your teams already use.",
      },
      {
        step: 4,
        title: "Monitoring & Continuous Improvement",
        description:
          "We track accuracy, latency and cost in production, retrain when data shifts and extend the solution to new use cases.",
      },
    ],
    seo: {
      title: `AI Solutions: Machine Learning & Chatbots | ${company.name}`,
      description:
        "Custom AI solutions: machine learning, LLM chatbots, data analytics, computer vision and NLP, integrated securely into your existing systems.",
      keywords: [
        "AI solutions",
        "machine learning development",
        "AI chatbots",
        "computer vision",
        "natural language processing",
        "AI integration",
      ],
    },
    categories: categoriesOf("AI & Data"),
  },
  {
    slug: "it-consulting",
    name: "IT Consulting",
    icon: "lightbulb",
    badge: "IT Consulting",
    title: "Independent IT Consulting That Aligns Technology With Business Goals",
    subtitle:
      "Senior consultants help you plan investments, reduce risk and modernize systems and processes, with recommendations you can act on right away.",
    description:
      "Technology decisions carry long-term costs. Our consultants have led transformation programs, infrastructure overhauls and software rollouts across many industries, and we bring that experience to your roadmap. We assess where you stand, weigh the options without vendor bias and leave you with a prioritized plan, a realistic budget and, if you want it, a team ready to deliver it.",
    features: [
      {
        title: "Strategic Planning",
        description:
          "Technology roadmaps tied to business objectives, with priorities, budgets and milestones your leadership team can sign off on.",
        icon: "rocket",
      },
      {
        title: "Expert Advisory",
        description:
          "On-demand access to senior architects and CTO-level advisors for architecture reviews, vendor selection and technical due diligence.",
        icon: "users",
      },
      {
        title: "Innovation Strategy",
        description:
          "Find where AI, automation and new platforms can create value for you, and test those ideas with small, low-risk pilots.",
        icon: "lightbulb",
      },
      {
        title: "Risk Management",
        description:
          "Security, compliance and continuity assessments that reveal vulnerabilities and single points of failure before they become incidents.",
        icon: "shield",
      },
      {
        title: "Performance Optimization",
        description:
          "Diagnose slow applications, overloaded infrastructure and runaway cloud bills, then fix the root causes rather than the symptoms.",
        icon: "zap",
      },
      {
        title: "Process Automation",
        description:
          "Map manual, repetitive workflows and automate them with integrations, low-code tools and scripts, freeing your people for higher-value work.",
        icon: "workflow",
      },
    ],
    benefits: [
      "Unbiased recommendations: we are not tied to any vendor or reseller agreement",
      "A prioritized roadmap with realistic costs and timelines",
      "Reduced operational, security and compliance risk",
      "Lower total cost of ownership across systems and licenses",
      "Practical advice from consultants who also deliver projects",
      "Knowledge transfer that strengthens your internal team",
    ],
    technologies: [
      "ITIL 4",
      "TOGAF",
      "COBIT",
      "ISO/IEC 27001",
      "NIST Cybersecurity Framework",
      "AWS Well-Architected Framework",
      "Microsoft 365",
      "ServiceNow",
      "Jira Service Management",
      "Power BI",
    ],
    process: [
      {
        step: 1,
        title: "Current-State Assessment",
        description:
          "Interviews, system reviews and data analysis give us a clear picture of your technology, processes, costs and pain points.",
      },
      {
        step: 2,
        title: "Strategy & Roadmap",
        description:
          "We compare options, quantify their costs and benefits, and deliver a prioritized roadmap with quick wins and long-term initiatives.",
      },
      {
        step: 3,
        title: "Implementation Support",
        description:
          "We guide vendor selection, oversee delivery and, if you choose, provide the engineers to carry out the plan.",
      },
      {
        step: 4,
        title: "Review & Continuous Improvement",
        description:
          "Regular reviews measure progress against agreed KPIs and adjust the roadmap as your business and the technology landscape change.",
      },
    ],
    seo: {
      title: `IT Consulting & Technology Strategy | ${company.name}`,
      description:
        "Independent IT consulting: technology strategy, expert advisory, risk management, performance optimization and process automation for growing businesses.",
      keywords: [
        "IT consulting",
        "technology strategy",
        "IT roadmap",
        "IT risk management",
        "process automation",
        "technology advisory",
      ],
    },
    categories: categoriesOf("IT Consulting"),
  },
  {
    slug: "engagement-models",
    name: "Engagement Models",
    icon: "handshake",
    badge: "Engagement Models",
    title: "Flexible Engagement Models That Fit Your Budget, Timeline and Team",
    subtitle:
      "Choose a fixed-scope project, pay for the time used, or add managed resources to your team, and switch models as your needs change.",
    description:
      "Projects differ in how much is known up front. When scope is clear, a fixed price gives you budget certainty; when it is still evolving, time and material keeps you flexible; when you need ongoing capacity, a managed service gives you a shared or dedicated team. We help you pick the model that matches your risk profile and set it out in a clear, written agreement.",
    features: [
      {
        title: "Fixed Development Project",
        description:
          "A defined scope, timeline and price agreed up front. Best for well-specified builds where budget certainty matters most.",
        icon: "file-text",
      },
      {
        title: "Fixed Support Project",
        description:
          "A fixed monthly fee covers maintenance, bug fixes, updates and monitoring for an agreed set of applications and response times.",
        icon: "settings",
      },
      {
        title: "Time & Material",
        description:
          "Pay for the hours actually worked at transparent rates. Best when requirements are evolving and you want to set priorities sprint by sprint.",
        icon: "clock",
      },
      {
        title: "Hourly Consultancy",
        description:
          "Book senior architects and consultants by the hour for reviews, second opinions, workshops and technical due diligence.",
        icon: "lightbulb",
      },
      {
        title: "Managed Service (Shared Resources)",
        description:
          "A pooled team of specialists covers your needs on demand, giving you a broad skill set for a fraction of the cost of full-time hires.",
        icon: "users",
      },
      {
        title: "Managed Service (Dedicated Resources)",
        description:
          "Engineers who work only on your product, follow your processes and tools, and are managed by us, with the team scaled up or down on notice.",
        icon: "handshake",
      },
    ],
    benefits: [
      "A commercial model matched to how well your scope is defined",
      "Transparent rates, invoices and time reports",
      "No long-term lock-in: switch models as your project matures",
      "Scale the team up or down without recruiting overhead",
      "One accountable delivery manager, whatever the model",
      "Written service levels for support and managed services",
    ],
    technologies: [
      "Jira",
      "Confluence",
      "Azure DevOps",
      "GitHub",
      "GitLab",
      "Slack",
      "Microsoft Teams",
      "Notion",
    ],
    process: [
      {
        step: 1,
        title: "Needs Assessment",
        description:
          "We discuss your goals, scope, timeline, budget and in-house skills to understand how much flexibility and capacity you need.",
      },
      {
        step: 2,
        title: "Model Selection & Proposal",
        description:
          "We recommend an engagement model and send a written proposal with team composition, rates or price, milestones and service levels.",
      },
      {
        step: 3,
        title: "Onboarding & Kickoff",
        description:
          "Access, tools, communication channels and reporting are set up, and the team starts work from an agreed first milestone.",
      },
      {
        step: 4,
        title: "Delivery & Regular Reviews",
        description:
          "Monthly reviews cover progress, budget and satisfaction, and we adjust the team or the model whenever your needs change.",
      },
    ],
    seo: {
      title: `Flexible Engagement Models | ${company.name}`,
      description:
        "Fixed-price projects, time and material, hourly consultancy and managed services with shared or dedicated resources: choose how you work with us.",
      keywords: [
        "engagement models",
        "fixed price software development",
        "time and material",
        "dedicated development team",
        "managed services",
        "hourly IT consultancy",
      ],
    },
    categories: categoriesOf("Engagement Models"),
  },
];
