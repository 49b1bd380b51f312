import { company } from "../company";
import type { SeoEntry } from "../schema";

export const notFoundSeo: SeoEntry = {
  title: `Page Not Found | ${company.name}`,
  description:
    "The page you are looking for does not exist or has moved. Return to the home page to explore our services, industries and portfolio.",
  keywords: ["page not found", "404", company.name],
};
