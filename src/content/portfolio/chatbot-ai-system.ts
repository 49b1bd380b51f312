import type { PortfolioProject } from "../schema";

export const chatbotAiSystem: PortfolioProject = {
  id: "chatbot-ai-system",
  title: "Customer Support AI Assistant",
  category: "AI Solutions",
  description:
    "A retrieval-augmented chatbot that answers product and order questions from a 3,000-article knowledge base and hands complex cases to human agents.",
  image: "/images/portfolio/chatbot-ai-system.svg",
  technologies: ["Python", "LangChain", "OpenAI API", "pgvector", "React"],
  featured: false,
};
