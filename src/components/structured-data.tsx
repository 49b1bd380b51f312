import { company } from "../content/company";
import { useSite } from "../site";

/** Serialises JSON-LD so no string in it can close the <script> element early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** A JSON-LD block (docs/product.md#head-tags-and-crawlers). A data block is never executed, so CSP does not apply. */
export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonLdText escapes <, > and &
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export function OrganizationJsonLd() {
  const { siteUrl } = useSite();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: company.name,
        legalName: company.legalName,
        url: new URL("/", siteUrl).href,
        logo: new URL("/favicon.svg", siteUrl).href,
        // Only what the pages themselves show: no phone line, no founding year.
        email: company.email.contact,
        address: {
          "@type": "PostalAddress",
          addressLocality: company.address.locality,
          addressRegion: company.address.region,
          addressCountry: company.address.country,
        },
        sameAs: Object.values(company.social),
      }}
    />
  );
}

/** BreadcrumbList for detail pages: `trail` is [name, path] from the home page down. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly (readonly [name: string, path: string])[] }) {
  const { siteUrl } = useSite();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map(([name, path], index) => ({
          "@type": "ListItem",
          position: index + 1,
          name,
          item: new URL(path, siteUrl).href,
        })),
      }}
    />
  );
}
