import { company } from "../company";
import type { PortfolioDetail, PortfolioProject } from "../schema";
import { aiAnalyticsDashboard } from "./ai-analytics-dashboard";
import { brainwriteHowto } from "./brainwrite-howto";
import { chatbotAiSystem } from "./chatbot-ai-system";
import { cloudMigrationProject } from "./cloud-migration-project";
import { digitalTransformation } from "./digital-transformation";
import { ecommercePlatform } from "./ecommerce-platform";
import { fintechWebapp } from "./fintech-webapp";
import { healthcareMobileApp } from "./healthcare-mobile-app";
import { itInfrastructureAudit } from "./it-infrastructure-audit";
import { logisticsMobileApp } from "./logistics-mobile-app";
import { multiCloudSetup } from "./multi-cloud-setup";
import { caseStudyPage } from "./page-copy";
import { webAgencyInfrastructure } from "./web-agency-infrastructure";

export { caseStudyPage, portfolioPage } from "./page-copy";

/**
 * The portfolio: the one list every view derives from, in list order. Clients are
 * described by type, never named. A project with a case study carries it as `detail`;
 * the five without one answer 404 at /portfolio/{id} (see `docs/product.md#pages-and-routes`).
 *
 * The list-only projects get a file each too, like the others: a project that gains a
 * case study then only grows a `detail` field in its own file, and every entry is found
 * the same way, by its id.
 */
export const portfolioProjects: readonly PortfolioProject[] = [
  brainwriteHowto,
  webAgencyInfrastructure,
  ecommercePlatform,
  fintechWebapp,
  healthcareMobileApp,
  cloudMigrationProject,
  aiAnalyticsDashboard,
  logisticsMobileApp,
  multiCloudSetup,
  chatbotAiSystem,
  itInfrastructureAudit,
  digitalTransformation,
];

/** A project that has a case-study page. */
export type CaseStudy = PortfolioProject & { detail: PortfolioDetail };

const hasDetail = (project: PortfolioProject): project is CaseStudy => project.detail !== undefined;

export const featuredProjects: readonly PortfolioProject[] = portfolioProjects.filter(
  (project) => project.featured,
);

/** The projects with a case-study page, in list order. */
export const caseStudies: readonly CaseStudy[] = portfolioProjects.filter(hasDetail);

/** The ids that have a detail page (the sitemap lists exactly these). */
export const portfolioDetailIds: readonly string[] = caseStudies.map((project) => project.id);

/** The project with this id, or undefined. */
export function findProject(id: string): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.id === id);
}

/** The title of a case study's page (its head tags, its social card). */
export function caseStudyTitle(project: PortfolioProject): string {
  return `${project.title} | ${caseStudyPage.seo.titleSuffix} | ${company.name}`;
}

/** The project with this id if it has a case-study page, else undefined. */
export function findCaseStudy(id: string): CaseStudy | undefined {
  const project = findProject(id);
  return project && hasDetail(project) ? project : undefined;
}
