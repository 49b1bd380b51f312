import { DetailPageLayout } from "../components/detail-page-layout";
import { RelatedCaseStudies } from "../components/related-case-studies";
import { industryPath } from "../content/catalog";
import { industryIllustration } from "../content/illustrations";
import { industries } from "../content/industries";
import { useRouteHandle } from "../use-route-handle";

export default function IndustryPage() {
  const slug = useRouteHandle()?.slug;
  const industry = industries.find((entry) => entry.slug === slug);
  if (!industry) throw new Error(`No industry content for "${slug}"`);
  return (
    <DetailPageLayout
      composition="industry"
      entry={industry}
      illustration={industryIllustration(industry.slug)}
      path={industryPath(industry.slug)}
      bookingHref="/schedule-consultation"
      proof={<RelatedCaseStudies ids={industry.caseStudies} />}
    />
  );
}
