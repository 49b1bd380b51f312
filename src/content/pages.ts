import type { SeoEntry } from "./schema";
import { bookingSeo } from "./seo/booking";
import { contactSeo } from "./seo/contact";
import { homeSeo } from "./seo/home";
import { notFoundSeo } from "./seo/not-found";
import { portfolioSeo } from "./seo/portfolio";
import { privacySeo } from "./seo/privacy";
import { rescheduleSeo } from "./seo/reschedule";
import { scheduleConsultationSeo } from "./seo/schedule-consultation";
import { teamBookingSeo } from "./seo/team-booking";
import { teamDeskSeo } from "./seo/team-desk";
import { termsSeo } from "./seo/terms";

/**
 * Search metadata of the pages that are not generated from services, industries or
 * projects, one file each in ./seo/, so a page's bundle carries only its own (and the
 * layout's, the not-found page's). This list is for the tests and the server.
 */
export type PageSeoKey =
  | "home"
  | "portfolio"
  | "contact"
  | "privacy"
  | "terms"
  | "scheduleConsultation"
  | "booking"
  | "reschedule"
  | "teamBooking"
  | "teamDesk"
  | "notFound";

export const pageSeo: Record<PageSeoKey, SeoEntry> = {
  home: homeSeo,
  portfolio: portfolioSeo,
  contact: contactSeo,
  privacy: privacySeo,
  terms: termsSeo,
  scheduleConsultation: scheduleConsultationSeo,
  booking: bookingSeo,
  reschedule: rescheduleSeo,
  teamBooking: teamBookingSeo,
  teamDesk: teamDeskSeo,
  notFound: notFoundSeo,
};
