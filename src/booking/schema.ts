import { z } from "zod";
import { isServiceCategory, serviceCategories } from "./categories";
import {
  DEFAULT_TIME_ZONE,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  MAX_HOURS,
  MIN_HOURS,
  NAME_MAX,
  PHONE_MAX_CHARS,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SUBJECT_MAX,
} from "./constants";
import { bookingWindow, isRealDate } from "./dates";
import { isSlotFor, parseSlot, slotsFor } from "./slots";

// One schema for the form and the API (decisions §5). Every message says what to fix in
// plain words, because the API's 400 answer shows them to the visitor beside the field.

export interface ConsultationSchemaOptions {
  /** The company's zone: "tomorrow" and "365 days ahead" are counted on its calendar. */
  timeZone?: string;
  /**
   * The current time, or a clock read at every parse (the default reads the real clock),
   * so a server can build the schema once and still move the window each day.
   */
  now?: Date | (() => Date);
}

export interface FieldIssue {
  /** Dot-joined path of the field, e.g. "timeSlot" or "serviceCategories.2"; "" for the whole body. */
  path: string;
  message: string;
}

// Format checks below skip "" so an empty field gets one message. (`abort: true` would do
// that too, but an explicit abort also stops the object-level timeSlot check from running.)
function requiredText(enter: string) {
  return z.string({ error: enter }).trim().min(1, enter);
}

function limitedText(enter: string, noun: string, max: number) {
  return requiredText(enter).max(max, `Keep ${noun} to ${max} characters or fewer`);
}

const digitCount = (value: string) => value.replace(/\D/g, "").length;

const realDateMessage = "Enter a real date in the form yyyy-MM-dd, such as 2026-03-10";
const realDate = requiredText("Choose a date").refine(
  (value) => value === "" || isRealDate(value),
  realDateMessage,
);

const categoryMessage = "Choose service categories from the list";

const serviceCategoriesField = z
  .array(z.enum(serviceCategories, { error: categoryMessage }), { error: categoryMessage })
  .superRefine(
    (values, ctx) => {
      // A Set keeps this linear: the array's length is bounded only by the body size limit.
      const seen = new Set<unknown>();
      values.forEach((value, index) => {
        if (seen.has(value)) {
          // Name the category only when it is a known one, never echo arbitrary input.
          const which = isServiceCategory(value) ? `"${value}"` : "each service category";
          ctx.addIssue({ code: "custom", path: [index], message: `Choose ${which} only once` });
        }
        seen.add(value);
      });
    },
    // Report a repeat even beside an unknown name, so both are fixed in one round.
    { when: (payload) => Array.isArray(payload.value) },
  )
  .default([]);

const hoursMessage = `Choose between ${MIN_HOURS} and ${MAX_HOURS} hours`;

/**
 * The schema of a consultation request (spec §3) with decisions §5's limits. Strings are
 * trimmed and unknown keys dropped, so only these ten fields ever reach the store or n8n.
 */
export function createConsultationSchema({
  timeZone = DEFAULT_TIME_ZONE,
  now,
}: ConsultationSchemaOptions = {}) {
  const clock = typeof now === "function" ? now : () => now ?? new Date();

  return z
    .object(
      {
        name: limitedText("Enter your name", "your name", NAME_MAX),
        email: limitedText("Enter your email address", "your email address", EMAIL_MAX).pipe(
          z.email("Enter a valid email address, such as name@example.com"),
        ),
        phone: limitedText("Enter your phone number", "your phone number", PHONE_MAX_CHARS).superRefine(
          (value, ctx) => {
            if (value === "") return;
            if (!/^[\d+()\- ]+$/.test(value)) {
              ctx.addIssue({
                code: "custom",
                message: "Enter a phone number using only digits, spaces and + ( ) -",
              });
            } else if (digitCount(value) < PHONE_MIN_DIGITS || digitCount(value) > PHONE_MAX_DIGITS) {
              ctx.addIssue({
                code: "custom",
                message: `Enter a phone number with ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
              });
            }
          },
        ),
        isWhatsapp: z
          .boolean({ error: "Say whether this number is on WhatsApp (true or false)" })
          .default(false),
        serviceCategories: serviceCategoriesField,
        // Numbers only, no coercion: the form sends a number, and "2" from another client is a mistake to report.
        hours: z
          .number({ error: hoursMessage })
          .int(hoursMessage)
          .min(MIN_HOURS, hoursMessage)
          .max(MAX_HOURS, hoursMessage),
        date: realDate.superRefine((value, ctx) => {
          if (!isRealDate(value)) return;
          const { min, max } = bookingWindow(timeZone, clock());
          if (value < min || value > max)
            ctx.addIssue({ code: "custom", message: `Choose a date between ${min} and ${max}` });
        }),
        timeSlot: requiredText("Choose a time slot").refine(
          (value) => value === "" || parseSlot(value) !== null,
          "Choose a time slot from the list",
        ),
        subject: limitedText("Enter a subject", "the subject", SUBJECT_MAX),
        description: limitedText(
          "Describe what you would like to discuss",
          "the description",
          DESCRIPTION_MAX,
        ),
      },
      { error: "Send the booking as a JSON object" },
    )
    .superRefine(
      (value, ctx) => {
        if (!isSlotFor(value.timeSlot, value.hours)) {
          ctx.addIssue({
            code: "custom",
            path: ["timeSlot"],
            message: `Choose one of the ${value.hours}-hour time slots, such as "${slotsFor(value.hours)[0]}"`,
          });
        }
      },
      {
        // Zod skips object checks after any failed field; this one needs only hours and
        // timeSlot to be valid, so a bad name does not hide a wrong slot.
        when: (payload) =>
          !payload.issues.some((issue) =>
            [undefined, "hours", "timeSlot"].includes(issue.path?.[0] as string),
          ),
      },
    );
}

export type ConsultationSchema = ReturnType<typeof createConsultationSchema>;
/** A checked consultation request: what the server stores and forwards. */
export type ConsultationRequest = z.output<ConsultationSchema>;
/** What the form may send (isWhatsapp and serviceCategories may be left out). */
export type ConsultationInput = z.input<ConsultationSchema>;

/** Body of POST /api/n8n/get-booked-slots. Any real date is accepted; the answer for a past one is harmless. */
export const bookedSlotsRequestSchema = z.object(
  { date: realDate },
  { error: "Send a JSON object with a date" },
);

/** n8n's answer to the booked-slots lookup; anything else counts as a failure (decisions §6). */
export const bookedSlotsResponseSchema = z.object({ bookedSlots: z.array(z.string()) });

/** The form's anti-spam extras (decisions §6), read by the server and never forwarded. */
export const SPAM_FIELD_NAMES = ["website", "renderedAt"] as const;

/** `website` is the hidden honeypot; `renderedAt` is when the form was rendered, in ms since the epoch. */
export const spamFieldsSchema = z.object({
  website: z.string().optional(),
  renderedAt: z.number().int().nonnegative().optional(),
});

/** Flattens a ZodError into the `issues` of the API's 400 answer `{error, issues}`. */
export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}
