// The booking form as agents see it through WebMCP, shared by webmcp.spec.ts (a stub model
// context) and webmcp-chromium.spec.ts (Chromium's own).

/** The page with the form. */
export const BOOKING_PAGE = "/schedule-consultation";

/** The `book_consultation` tool's parameters: the form's fields in its order, the honeypot left out. */
export const FORM_TOOL_PARAMETERS = [
  "name",
  "email",
  "phone",
  "isWhatsapp",
  "hours",
  "date",
  "timeSlot",
  "subject",
  "serviceCategories",
  "description",
];
