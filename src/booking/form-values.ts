import { isServiceCategory, type ServiceCategory } from "./categories";
import { DEFAULT_HOURS, RENDERED_AT_MAX_AGE_MS } from "./constants";
import type { ConsultationInput, FieldIssue } from "./schema";
import type { Source } from "./visit-source";

/** What the form sends: the consultation request plus the anti-spam extras the server never forwards. */
export interface BookingPayload extends ConsultationInput {
  /** The hidden honeypot; a person leaves it empty. */
  website: string;
  /** When the form was rendered, in ms since the epoch; none once it has been open for long (`renderTimeToSend`). */
  renderedAt?: number;
  /** Where the visit came from, when its first page kept anything (./visit-source.ts). */
  source?: Source;
}

/** The form's state: the consultation request (src/booking/schema.ts), field for field. */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  isWhatsapp: boolean;
  serviceCategories: ServiceCategory[];
  hours: number;
  date: string;
  timeSlot: string;
  subject: string;
  description: string;
}

export type FieldName = keyof BookingFormValues;

/** Field messages by field; `form` holds what belongs to no single field. */
export type FieldErrors = Partial<Record<FieldName | "form", string>>;

/**
 * The values the form starts with, and returns to after a booking. `?category=<option>`
 * (repeatable) pre-selects categories so service and industry pages can link to a
 * pre-filled form (docs/product.md#the-booking-form); unknown names are ignored, repeats counted once.
 */
export function initialValues(categories: readonly string[] = []): BookingFormValues {
  return {
    name: "",
    email: "",
    phone: "",
    isWhatsapp: false,
    serviceCategories: [...new Set(categories.filter(isServiceCategory))],
    hours: DEFAULT_HOURS,
    date: "",
    timeSlot: "",
    subject: "",
    description: "",
  };
}

/** The request body: the form's values plus the honeypot and the render time (docs/product.md#spam-and-abuse). */
export function toPayload(
  values: BookingFormValues,
  website: string,
  renderedAt: number | undefined,
  source?: Source,
): BookingPayload {
  return {
    ...values,
    serviceCategories: [...values.serviceCategories],
    website,
    ...(renderedAt !== undefined && { renderedAt }),
    ...(source ? { source } : {}),
  };
}

/**
 * What a booking's Idempotency-Key stands for: the request as the server stores it, the
 * anti-spam extras left out. A retry after the render time stopped being sent is the same
 * request, so it goes under the same key and is the same booking.
 */
export function keyedRequest(payload: BookingPayload): string {
  const { website: _honeypot, renderedAt: _shown, ...request } = payload;
  return JSON.stringify(request);
}

/** How long a form may stay open and still send when it was shown: well inside the server's limit. */
export const RENDER_TIME_KEPT_MS = RENDERED_AT_MAX_AGE_MS / 2;

/**
 * The render time a form sends: when it was shown (the same value every time; the key
 * does not follow it, `keyedRequest`), or none once the page has been open for half a
 * day, by the wall clock or by the page's own (which stops while a laptop sleeps): the
 * server takes a day-old time for a replayed body's and drops it, and a person who comes
 * back to a tab left open is no bot. Without it the body is judged as any API client's.
 */
export function renderTimeToSend(
  shown: { at: number; monotonic: number } | null,
  now: { at: number; monotonic: number },
): number | undefined {
  if (!shown) return undefined;
  const open = Math.max(now.at - shown.at, now.monotonic - shown.monotonic);
  return open > RENDER_TIME_KEPT_MS ? undefined : shown.at;
}

const fieldNames = new Set<string>(Object.keys(initialValues()));

/**
 * The API's 400 issues by field ("serviceCategories.2" belongs to serviceCategories); the
 * first message per field wins, and issues about no field (the body, a header) go to `form`.
 */
export function errorsFromIssues(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const head = path.split(".")[0] ?? "";
    const field = fieldNames.has(head) ? (head as FieldName) : "form";
    errors[field] ??= message;
  }
  return errors;
}
