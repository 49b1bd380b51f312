/** What the client build says of its social cards, beside Vite's manifest (scripts/social-cards/). */
export interface SocialCardsManifest {
  /** `/assets/cards-{hash}/`: every card of the build is in it, named by `cardFileName` (src/social-card.ts). */
  folder: string;
}

/** Where the client build writes it, relative to `dist/client/`. */
export const SOCIAL_CARDS_MANIFEST = ".vite/social-cards.json";
