import { company } from "../company";
import type { SeoEntry } from "../schema";

export const portfolioSeo: SeoEntry = {
  title: `Portfolio & Case Studies | ${company.name}`,
  description:
    "Case studies in web development, mobile apps, cloud migration, AI and IT consulting: see how we helped clients solve real business problems.",
  keywords: ["portfolio", "case studies", "software projects", "cloud migration case study", "AI case study"],
};
