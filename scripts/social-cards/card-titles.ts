import { industries } from "../../src/content/industries";
import { pageSeo } from "../../src/content/pages";
import { caseStudies, caseStudyTitle } from "../../src/content/portfolio";
import { services } from "../../src/content/services";
import { GENERIC_CARD_TITLE } from "../../src/social-card";

/**
 * The titles of every indexed page, from the content they are rendered from, plus the
 * brand's card of the other pages (`Seo` in src/components/seo.tsx picks one of these).
 * tests/http/pages.test.ts checks that every page's card is among them.
 */
export function cardTitles(): string[] {
  const { home, portfolio, contact, privacy, terms, scheduleConsultation } = pageSeo;
  return [
    GENERIC_CARD_TITLE,
    ...[home, portfolio, contact, privacy, terms, scheduleConsultation].map((seo) => seo.title),
    ...services.map((service) => service.seo.title),
    ...industries.map((industry) => industry.seo.title),
    ...caseStudies.map(caseStudyTitle),
  ];
}
