/** Where the booking form posts: the server answers there (server/pages/booking-pages.ts). */
export const FORM_PATH = "/schedule-consultation";

/** The date-and-time step, where the server's answer to "Show available times" opens. */
export const SCHEDULE_SECTION_ID = "booking-schedule";
