import { DetailPageLayout } from "../components/detail-page-layout";
import { RelatedCaseStudies } from "../components/related-case-studies";
import { industryPath } from "../content/catalog";
import { industries } from "../content/industries";
import { useRouteHandle } from "../use-route-handle";

export default function IndustryPage() {
  const slug = useRouteHandle()?.slug;
  const industry = industries.find((entry) => entry.slug === slug);
  if (!industry) throw new Error(`No industry content for "${slug}"`);
  return (
    <DetailPageLayout
      entry={industry}
      path={industryPath(industry.slug)}
      section={["Industries", "/#services"]}
      bookingHref="/schedule-consultation"
      proof={<RelatedCaseStudies ids={industry.caseStudies} />}
    />
  );
}
