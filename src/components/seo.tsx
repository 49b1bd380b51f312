import { Helmet } from "react-helmet-async";
import { company } from "../content/company";
import type { SeoEntry } from "../content/schema";
import { useAbsoluteUrl, useSite } from "../site";
import { CARD_HEIGHT, CARD_WIDTH, cardFileName, cardText, GENERIC_CARD_TITLE } from "../social-card";

export interface SeoProps extends SeoEntry {
  /** Site path of the canonical URL; no canonical link is rendered without it. */
  canonicalPath?: string;
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
  type = "website",
  robots = DEFAULT_ROBOTS,
  markdown,
  twitterCard = "summary_large_image",
}: SeoProps) {
  const { siteUrl, socialCards } = useSite();
  // A page that is not indexed (a booking's page, the not-found page) shows the brand's card.
  const cardTitle = robots === DEFAULT_ROBOTS ? title : GENERIC_CARD_TITLE;
  const imageUrl = useAbsoluteUrl(`${socialCards}${cardFileName(cardTitle)}`);
  const imageAlt = cardAlt(cardTitle);
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
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:site_name" content={company.name} />
      <meta name="twitter:card" content={twitterCard} />
      <meta name="twitter:site" content={company.twitterHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </Helmet>
  );
}

/** What the card shows, in words, for people who cannot see it. */
function cardAlt(title: string): string {
  const { heading, kicker } = cardText(title);
  return `${kicker ? `${kicker}: ` : ""}${heading}, on a card of ${company.name}`;
}
