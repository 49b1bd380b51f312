import { bookingHrefFor } from "../booking/category-links";
import { DetailPageLayout } from "../components/detail-page-layout";
import { RelatedCaseStudies } from "../components/related-case-studies";
import { JsonLd } from "../components/structured-data";
import { servicePath } from "../content/catalog";
import { company } from "../content/company";
import { serviceIllustration } from "../content/illustrations";
import { services } from "../content/services";
import { useSite } from "../site";
import { useRouteHandle } from "../use-route-handle";

export default function ServicePage() {
  const slug = useRouteHandle()?.slug;
  const service = services.find((entry) => entry.slug === slug);
  const { siteUrl } = useSite();
  if (!service) throw new Error(`No service content for "${slug}"`);
  const path = servicePath(service.slug);
  return (
    <DetailPageLayout
      composition="service"
      entry={service}
      illustration={serviceIllustration(service.slug)}
      path={path}
      section={["Services", "/#services"]}
      bookingHref={bookingHrefFor(service.categories)}
      proof={<RelatedCaseStudies ids={service.caseStudies} />}
      structuredData={
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Service",
            name: service.name,
            serviceType: service.name,
            description: service.seo.description,
            url: new URL(path, siteUrl).href,
            provider: { "@type": "Organization", name: company.name, url: new URL("/", siteUrl).href },
            areaServed: "Worldwide",
          }}
        />
      }
    />
  );
}
