import { createContext, type ReactNode, useContext } from "react";
import type { CompanyCalendar } from "./booking/calendar";
import { DEFAULT_CALENDAR } from "./booking/default-calendar";
import type { StatedFee } from "./booking/fee";
import { company } from "./content/company";
import { DEV_SOCIAL_CARDS } from "./social-card";

/**
 * Facts the server decides per deployment and the browser must render identically:
 * the canonical origin (`SITE_URL`) and, on the server only, the hashed assets of the
 * matched route. The client reads `siteUrl` back from the bootstrap script.
 */
/** What the server decides per deployment and the browser must render identically. */
export interface SiteFacts {
  siteUrl: string;
  /** `COMPANY_TIME_ZONE`: the zone of the booking slots. */
  timeZone: string;
  /** Its display name ("Eastern Time"), computed once on the server so ICU differences
   *  between Node and the browser can never make hydration disagree. */
  timeZoneName: string;
  /** `CONSULTATION_FEE` with its text, formatted on the server for the same reason; null when unset. */
  fee: StatedFee | null;
  /** The company's calendar (`BOOKING_HOURS` and the other BOOKING_* settings): the form's hours, dates and rules. */
  calendar: CompanyCalendar;
  /** The folder of this build's social cards (`/assets/cards-{hash}/`), which `Seo` names
   *  each page's card in: the hash changes whenever any card's bytes do (src/social-card.ts). */
  socialCards: string;
  /**
   * The date in the company's zone when the page was rendered (yyyy-MM-dd): the booking
   * form's first dates and the footer's "© 2024–{year}". Kept pages are rendered again
   * after each midnight there (server/pages/page-cache.ts `renew`).
   */
  today: string;
}

export interface SiteContextValue extends SiteFacts {
  /** Server only: stylesheets, fonts and module chunks to announce in <head> for this page. */
  assets?: { stylesheets: readonly string[]; fonts: readonly string[] };
}

/** The facts without a server to say them (the dev client's fallback, a render without a provider). */
export const DEFAULT_SITE_FACTS: SiteFacts = {
  siteUrl: company.siteUrl,
  timeZone: company.timeZone,
  timeZoneName: company.timeZone,
  fee: null,
  calendar: DEFAULT_CALENDAR,
  socialCards: DEV_SOCIAL_CARDS,
  // Without a server to say it: the UTC date, until the browser reads its own clock.
  today: new Date().toISOString().slice(0, 10),
};

const SiteContext = createContext<SiteContextValue>(DEFAULT_SITE_FACTS);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext value={value}>{children}</SiteContext>;
}

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}

/** An absolute URL on this site, for canonical links, Open Graph and JSON-LD. */
export function useAbsoluteUrl(path: string): string {
  const { siteUrl } = useSite();
  return new URL(path, siteUrl).href;
}
