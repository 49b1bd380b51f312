import type { BookingEvent, BookingState, Channel } from "./booking-states";
import type { FieldIssue } from "./schema";
import type { Source } from "./visit-source";

/**
 * The query parameter the team's forms' 303 adds to the team page's link (`&done=confirmed`):
 * the page then opens with a short notice of what was just done. Never personal data.
 */
export const TEAM_DONE_PARAM = "done";
export type TeamDone = "confirmed" | "declined";

/** The fields of the team's two forms. */
export type TeamFieldName = "meetingUrl" | "note" | "message";
/** A refused form's messages by field; `form` holds what belongs to no single field. */
export type TeamErrors = Partial<Record<TeamFieldName | "form", string>>;

const teamFields = new Set<string>(["meetingUrl", "note", "message"]);

/** A refused form's issues by field, the first message per field; issues of no field go to `form`. */
export function teamErrorsFrom(issues: readonly FieldIssue[]): TeamErrors {
  const errors: TeamErrors = {};
  for (const { path, message } of issues) {
    const field = teamFields.has(path) ? (path as TeamFieldName) : "form";
    errors[field] ??= message;
  }
  return errors;
}

/** One form of the team page: where it posts, what it shows in its fields, what was wrong. */
export interface TeamForm<Values> {
  action: string;
  values: Values;
  errors: TeamErrors;
}

/** A team form shown again after a refused post: what was sent (cut to its fields' limits) and why. */
export type TeamPosted =
  | { form: "confirm"; values: { meetingUrl: string; note: string }; errors: TeamErrors }
  | { form: "decline"; values: { message: string }; errors: TeamErrors };

/** What the team's page shows beside the booking: the notice of a decision just made, or a refused post. */
export interface TeamShown {
  /** What the post that led here did (`&done=`); shown only while the booking still says so. */
  notice?: TeamDone | null;
  /** A decision just refused, shown at the top. */
  error?: string | null;
  posted?: TeamPosted | null;
}

/**
 * How many of a booking's latest history events the team's page shows: its size stays
 * bounded whatever the history (a booking moved 500 times made a 600 KB page); it says
 * how many earlier ones there are.
 */
export const TEAM_PAGE_EVENTS = 50;

/** A history entry as the team page shows it: `when` is `at` written out in the company's zone. */
export type TeamEvent = BookingEvent & { when: string };

/**
 * A booking as the team's page shows it (`/team/bookings/{id}?token=…`, see
 * docs/product.md#the-teams-side): the whole request with the visitor's contact details,
 * its state and history, and the forms that confirm or decline it. Built by the server
 * (server/pages/team-page-data.ts); texts that depend on the runtime's Intl (the fee, the
 * history's times) are written there, so hydration cannot disagree.
 */
export interface TeamPageData {
  /** The desk, when its session opened this page: the way back to it. */
  deskPath: string | null;
  /** A request whose slot started before anyone answered it (./change-window.ts `slotStarted`). */
  lapsed: boolean;
  /** Where the booking came from (./visit-source.ts), or null when nothing was kept. */
  source: Source | null;
  bookingId: string;
  state: BookingState;
  name: string;
  email: string;
  phone: string;
  isWhatsapp: boolean;
  serviceCategories: string[];
  hours: number;
  /** yyyy-MM-dd in the company's zone. */
  date: string;
  /** "11:00 to 12:00", wall-clock hours in the company's zone. */
  timeSlot: string;
  subject: string;
  description: string;
  /** How the visitor booked; null for a booking made before it was recorded. */
  channel: Channel | null;
  /** The fee named when it was booked, formatted ("$75"), or null. */
  fee: string | null;
  /** While confirmed: the meeting link and the note to the visitor. */
  meetingUrl: string | null;
  note: string | null;
  /** Once declined: the message to the visitor. */
  message: string | null;
  /** The latest `TEAM_PAGE_EVENTS` events at most, oldest first. */
  history: TeamEvent[];
  /** How many older events there are beyond those in `history`. */
  earlierEvents: number;
  /** Right after a confirm or decline from this page; null on any other visit. */
  notice: TeamDone | null;
  /** A decision just refused (the booking was cancelled meanwhile, its slot started), shown at the top. */
  error: string | null;
  /**
   * What the team can do: confirm (or change the meeting link of a confirmed booking) and
   * decline, with the token both forms post back; or nothing, and why.
   */
  actions:
    | {
        allowed: true;
        token: string;
        /** The booking's version this page shows, which both forms post back. */
        sequence: number;
        confirm: TeamForm<{ meetingUrl: string; note: string }>;
        decline: TeamForm<{ message: string }>;
      }
    | { allowed: false; reason: string };
}
