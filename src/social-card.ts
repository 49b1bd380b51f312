import { company } from "./content/company.ts";

/**
 * Each page's social card (`og:image`), a PNG the build makes from the page's title
 * (scripts/social-cards/, docs/architecture.md#social-cards). The page and the build
 * both name a card from its title with these functions, so they always agree.
 */

/** The size LinkedIn, Facebook and X show large (`summary_large_image`). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where cards would be without a build (`npm run dev`, unit tests): no file is there. */
export const DEV_SOCIAL_CARDS = "/assets/cards-dev/";

/** The card of pages that are not indexed (a booking's page, the not-found page): the brand's. */
export const GENERIC_CARD_TITLE = `${company.name} | ${company.tagline}`;

/** What a card says: the title without the company's name (the card shows the brand). */
export interface CardText {
  heading: string;
  /** The title's other part, when it has one ("Case Study"). */
  kicker?: string;
}

export function cardText(title: string): CardText {
  const [heading = company.tagline, kicker] = title
    .split(" | ")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part !== company.name);
  return kicker === undefined ? { heading } : { heading, kicker };
}

/** The card's file name: its text as a slug (`cloud-migration-managed-cloud-services.png`). */
export function cardFileName(title: string): string {
  const { heading, kicker } = cardText(title);
  const slug = [heading, kicker ?? ""]
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "card"}.png`;
}
