import { Helmet } from "react-helmet-async";
import { company } from "../content/company";
import type { SeoEntry } from "../content/schema";
import { useAbsoluteUrl, useSite } from "../site";

export interface SeoProps extends SeoEntry {
  /** Site path of the canonical URL; no canonical link is rendered without it. */
  canonicalPath?: string;
  image?: string;
  type?: "website" | "article";
  robots?: string;
  /** A markdown version of the page for AI agents (`<link rel="alternate" type="text/markdown">`). */
  markdown?: string;
  twitterCard?: "summary" | "summary_large_image";
}

export const DEFAULT_ROBOTS = "index, follow";
export const NOINDEX_ROBOTS = "noindex, nofollow";

/** The head tags of docs/product.md#head-tags-and-crawlers: exactly one title, description and canonical per page. */
export function Seo({
  title,
  description,
  keywords,
  canonicalPath,
  image = "/favicon.svg",
  type = "website",
  robots = DEFAULT_ROBOTS,
  markdown,
  twitterCard = "summary_large_image",
}: SeoProps) {
  const { siteUrl } = useSite();
  const imageUrl = useAbsoluteUrl(image);
  const canonical = canonicalPath === undefined ? undefined : new URL(canonicalPath, siteUrl).href;
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <meta name="robots" content={robots} />
      {canonical && <link rel="canonical" href={canonical} />}
      {markdown && <link rel="alternate" type="text/markdown" href={markdown} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:site_name" content={company.name} />
      <meta name="twitter:card" content={twitterCard} />
      <meta name="twitter:site" content={company.twitterHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Helmet>
  );
}
