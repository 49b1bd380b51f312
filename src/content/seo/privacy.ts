import { company } from "../company";
import type { SeoEntry } from "../schema";

export const privacySeo: SeoEntry = {
  title: `Privacy Policy | ${company.name}`,
  description: `How ${company.name} collects, uses and protects your personal information, and how to access, update or delete it.`,
  keywords: ["privacy policy", "personal data", "data protection"],
};
