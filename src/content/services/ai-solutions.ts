import { categoriesOf } from "../../booking/categories";
import { company } from "../company";
import type { Service } from "../schema";

export const aiSolutions: Service = {
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
  caseStudies: ["ai-analytics-dashboard", "brainwrite-howto"],
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
};
