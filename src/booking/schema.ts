import { z } from "zod";
import { type CompanyCalendar, hoursInWords, windowInWords } from "./calendar";
import { isServiceCategory, serviceCategories } from "./categories";
import {
  DEFAULT_HOURS,
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
import { isInWindow, isRealDate, keepsWallClock } from "./dates";
import { calendarWindow, noHoursReason, offersSlot, weekBounds, weekSlots } from "./day-rules";
import { DEFAULT_CALENDAR } from "./default-calendar";
import {
  CHOOSE_DATE,
  clocksChange,
  dateOutsideWindow,
  HOURS_RANGE,
  hoursMessage,
  REAL_DATE,
  sendAsText,
} from "./messages";
import { lastsHours, parseSlot, type SlotRange } from "./slots";
import { originOf, SOURCE_VALUE_MAX, type Source, type SourceKey, UTM_KEYS } from "./visit-source";
import { zoneName } from "./zone-name";

// The booking rules' one schema, the server's authority on every booking request (see
// docs/architecture.md#where-each-rule-lives). Every message says what to fix in plain
// words, because the API's 400 response shows them to the visitor beside the field.

export interface ConsultationSchemaOptions {
  /** The company's zone: "tomorrow" and "365 days ahead" are counted on its calendar. */
  timeZone?: string;
  /**
   * The current time, or a clock read at every parse (the default reads the real clock),
   * so a server can build the schema once and still move the window each day.
   */
  now?: Date | (() => Date);
  /** The company's hours, lead, window (src/booking/calendar.ts); the spec's grid by default. */
  calendar?: CompanyCalendar;
}

export interface FieldIssue {
  /** Dot-joined path of the field, e.g. "timeSlot" or "serviceCategories.2"; "" for the whole body. */
  path: string;
  message: string;
}

// Format checks below skip "" so an empty field gets one message. (`abort: true` would do
// that too, but an explicit abort also stops the object-level timeSlot check from running.)
function requiredText(enter: string, noun?: string) {
  return z
    .string({ error: noun ? notText(enter, noun) : enter })
    .trim()
    .overwrite(nothingVisibleAsEmpty)
    .min(1, enter);
}

/**
 * Only invisible characters (zero-width spaces, joiners, direction marks, the Hangul and
 * Braille blanks: what Unicode says may be shown as nothing) read as nothing, so such a
 * name is asked for again rather than stored blank.
 */
const nothingVisibleAsEmpty = (value: string) =>
  /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800]*$/u.test(value) ? "" : value;

/**
 * A field left out asks for it as the form would; a number, list or object where text
 * belongs (only another client sends one) says so, rather than asking for what was sent.
 */
function notText(enter: string, noun: string) {
  return (issue: { input?: unknown }) => (issue.input == null ? enter : sendAsText(noun));
}

const tooLong = (noun: string, max: number) => `Keep ${noun} to ${max} characters or fewer`;

function limitedText(enter: string, noun: string, max: number) {
  return requiredText(enter, noun).max(max, tooLong(noun, max));
}

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none
 * belongs in a one-line field, and each can break a log line, a CSV export or an e-mail
 * header downstream. C1 counts: U+009B and U+009D start escape sequences as ESC [ and
 * ESC ] do, in terminals that read them, and U+0085 is a line break to some software.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The control characters a description may not hold: all of them but LF and HTAB, so it
 * keeps its lines and indents. CR is one of them: a line break sent as CRLF (a textarea
 * posted without JavaScript) is read as LF first, so only a lone CR, which a terminal
 * takes as "back to the start of the line", is refused. The Unicode line and paragraph
 * separators are line breaks, not control characters, so a description keeps them too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const DESCRIPTION_CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * Bidirectional overrides and isolates (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI): they
 * reorder how the text around them is shown, in the team's e-mail, the operator's
 * terminal and a spreadsheet, so what a booking appears to say is not what it holds. Text
 * in a right-to-left script needs none of them, and no text field accepts them. (The
 * marks U+200E, U+200F and U+061C only set the direction of neutral characters, and stay.)
 */
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** Whether a text holds a character no one-line field accepts. */
const isUnsafeLine = (value: string) => CONTROL_CHARACTER.test(value) || BIDI_CONTROL.test(value);

/**
 * The text hygiene of a field: at most one message, the control characters' (`refused`
 * the ones this field refuses) before the direction characters'.
 */
function cleanText(noun: string, refused: RegExp, controlMessage: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (refused.test(value)) ctx.addIssue({ code: "custom", message: controlMessage });
    // Half of a character (a lone surrogate, only JSON's \u escapes make one): no e-mail, CSV or
    // log can hold it. Or U+FFFD, what a reader puts where bytes were not UTF-8 (a form post
    // in another encoding): the text as typed is lost there, so the visitor types it again.
    else if (!value.isWellFormed() || value.includes("\ufffd")) {
      ctx.addIssue({ code: "custom", message: `Remove the broken character from ${noun}` });
    } else if (BIDI_CONTROL.test(value)) {
      ctx.addIssue({ code: "custom", message: `Remove hidden text-direction characters from ${noun}` });
    }
  };
}

/** A one-line field: no control or text-direction characters left after trimming. */
function singleLineText(enter: string, noun: string, max: number) {
  return limitedText(enter, noun, max).superRefine(
    cleanText(noun, CONTROL_CHARACTER, `Remove line breaks and control characters from ${noun}`),
  );
}

/**
 * A text of several lines: CRLF line breaks read as LF before anything is counted (a
 * textarea posts its line breaks as CRLF, and counts each as one character against its
 * `maxLength`), then only LF and HTAB of the control characters, and no text-direction
 * characters.
 */
function multiLineText(enter: string, noun: string, max: number, min = 1) {
  return z
    .string({ error: notText(enter, noun) })
    .trim()
    .overwrite(nothingVisibleAsEmpty)
    .overwrite((value) => value.replace(/\r\n/g, "\n"))
    .min(min, enter)
    .max(max, tooLong(noun, max))
    .superRefine(
      cleanText(
        noun,
        DESCRIPTION_CONTROL_CHARACTER,
        `Remove control characters from ${noun} (line breaks and tabs are fine)`,
      ),
    );
}

/**
 * An optional text of several lines (the team's note or message to a visitor): the
 * description's hygiene, and nothing, "" or null all read as null.
 */
export function optionalMultiLineText(noun: string, max: number) {
  return multiLineText(sendAsText(noun), noun, max, 0)
    .nullish()
    .transform((value) => value || null);
}

/** An optional one-line text (a closed day's reason): a one-line field's hygiene; nothing, "" or null read as null. */
export function optionalLineText(noun: string, max: number) {
  return z
    .string({ error: sendAsText(noun) })
    .trim()
    .max(max, tooLong(noun, max))
    .superRefine(cleanText(noun, CONTROL_CHARACTER, `Remove line breaks and control characters from ${noun}`))
    .nullish()
    .transform((value) => value || null);
}

const digitCount = (value: string) => value.replace(/\D/g, "").length;

const realDate = requiredText(CHOOSE_DATE, "the date").refine(
  (value) => value === "" || isRealDate(value),
  REAL_DATE,
);

const categoryMessage = "Choose service categories from the list";

// The length is checked first, alone: a huge array gets one issue, not one per entry.
const serviceCategoriesField = z
  .array(z.unknown(), { error: categoryMessage })
  .max(serviceCategories.length, `Choose at most ${serviceCategories.length} service categories`)
  // Trimmed as every text field is, so " Cloud Migration" reads as the category it names.
  .overwrite((values) => values.map((value) => (typeof value === "string" ? value.trim() : value)))
  .pipe(z.array(z.enum(serviceCategories, { error: categoryMessage })))
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

/**
 * The ten fields of a consultation request, with the booking rules' limits. Each field's
 * `.meta()` describes it once, for every reader that is not a person at the form: the
 * OpenAPI document, the MCP tool's input schema and the agent guide's table (generated
 * from it: server/openapi/json-schema.ts), plus what JSON Schema could not say of it
 * otherwise (a format, a pattern, the categories' names).
 */
function consultationFields(timeZone: string, clock: () => Date, calendar: CompanyCalendar) {
  const zone = `${zoneName(timeZone)} (${timeZone})`;
  const bounds = weekBounds(calendar);
  return {
    name: singleLineText("Enter your name", "your name", NAME_MAX).meta({
      description: `The person's full name: 1 to ${NAME_MAX} characters, one line`,
    }),
    email: singleLineText("Enter your email address", "your email address", EMAIL_MAX)
      .pipe(z.email("Enter a valid email address, such as name@example.com"))
      .meta({
        format: "email",
        description: `The person's e-mail address, where the confirmation goes: a valid address, at most ${EMAIL_MAX} characters`,
      }),
    phone: singleLineText("Enter your phone number", "your phone number", PHONE_MAX_CHARS)
      .superRefine((value, ctx) => {
        // An empty or unsafe value already has its one message.
        if (value === "" || isUnsafeLine(value)) return;
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
      })
      .meta({
        description: `The person's phone number: ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits; spaces and \`+ ( ) -\` allowed`,
      }),
    isWhatsapp: z
      .boolean({ error: "Say whether this number is on WhatsApp (true or false)" })
      .default(false)
      .meta({ description: "Optional (default false): whether the phone number takes WhatsApp messages" }),
    serviceCategories: serviceCategoriesField.meta({
      items: { type: "string", enum: [...serviceCategories] },
      uniqueItems: true,
      description:
        "Optional: the service categories the consultation is about, each at most once (the names list_services gives)",
    }),
    // Numbers only, no coercion: the form sends a number, and "2" from another client is a mistake to report.
    // Left out, the form's own starting length (one hour), as isWhatsapp reads false.
    hours: z
      .number({ error: (issue) => hoursMessage(issue.input) })
      .int(HOURS_RANGE)
      .min(MIN_HOURS, HOURS_RANGE)
      .max(MAX_HOURS, HOURS_RANGE)
      .default(DEFAULT_HOURS)
      .meta({
        description: `Optional (default ${DEFAULT_HOURS}): the consultation's length in whole hours, ${MIN_HOURS} to ${MAX_HOURS}`,
      }),
    date: realDate
      .superRefine((value, ctx) => {
        if (!isRealDate(value)) return;
        const window = calendarWindow(calendar, timeZone, clock());
        if (!isInWindow(value, window)) ctx.addIssue({ code: "custom", message: dateOutsideWindow(window) });
      })
      .meta({
        format: "date",
        description: `The day, \`yyyy-MM-dd\`: ${windowInWords(calendar)}, counted in ${zone}`,
      }),
    // Read once into its hours here; everything after works with the range.
    timeSlot: requiredText("Choose a time slot", "the time slot")
      .transform((label, ctx) => {
        const range = parseSlot(label, bounds);
        if (range) return { label, range };
        ctx.addIssue({ code: "custom", message: "Choose a time slot from the list" });
        return z.NEVER;
      })
      .meta({
        pattern: "^\\d{2}:00 to \\d{2}:00$",
        description: `A free slot of that day and length (get_available_slots), \`"HH:00 to HH:00"\`, lasting \`hours\` hours, wall-clock time in ${zone}, inside the consultation hours: ${hoursInWords(calendar.hours, zoneName(timeZone))}`,
      }),
    subject: singleLineText("Enter a subject", "the subject", SUBJECT_MAX).meta({
      description: `What the consultation is about: 1 to ${SUBJECT_MAX} characters, one line`,
    }),
    description: multiLineText(
      "Describe what you would like to discuss",
      "the description",
      DESCRIPTION_MAX,
    ).meta({ description: `What the person would like to discuss: 1 to ${DESCRIPTION_MAX} characters` }),
  };
}

/**
 * The form's anti-spam extras, never stored or forwarded: `website` is the hidden
 * honeypot, `renderedAt` when the form was rendered (ms since the epoch). Both are
 * optional (a plain API client sends neither, or sends null, as a generated client sends
 * an optional field); a malformed one reads as `null`, which the server's spam check
 * treats as a bot, not as a mistake to report. They are the form's alone: no description
 * of the API names them (server/openapi/json-schema.ts), so no client sends them by the book.
 */
const spamFields = {
  // Null read as left out first, so a null out of these means malformed (the catch).
  website: z.preprocess((value) => value ?? undefined, z.string().nullish()).catch(null),
  renderedAt: z
    .preprocess((value) => value ?? undefined, z.number().int().nonnegative().nullish())
    .catch(null),
};
/** The form's anti-spam extras by name: what the descriptions of the API leave out. */
export const FORM_ONLY_FIELDS: readonly string[] = Object.keys(spamFields);

/**
 * Where the booking came from (./visit-source.ts): the known keys only, each a one-line
 * text of at most 200 characters (the referrer an http(s) origin). It is the browser's
 * word, worth a label and no more: a bad value, an unknown key or a source that is not an
 * object is dropped, never a 400. An empty source reads as none.
 */
const sourceText = z
  .string()
  .trim()
  .min(1)
  .max(SOURCE_VALUE_MAX)
  .refine((value) => !isUnsafeLine(value) && value.isWellFormed());
export const sourceSchema = z
  .object({
    ...Object.fromEntries(UTM_KEYS.map((key) => [key, sourceText.optional().catch(undefined)])),
    referrer: sourceText
      .refine((value) => originOf(value) === value)
      .optional()
      .catch(undefined),
  } as Record<SourceKey, z.ZodCatch<z.ZodOptional<typeof sourceText>>>)
  .optional()
  .catch(undefined)
  .transform((source): Source | undefined => {
    const kept = Object.entries(source ?? {}).filter(([, value]) => value !== undefined);
    return kept.length > 0 ? (Object.fromEntries(kept) as Source) : undefined;
  })
  .meta({
    description: `optional object: where the visit came from, \`${UTM_KEYS.join("`, `")}\` (each one line, 1 to ${SOURCE_VALUE_MAX} characters) and \`referrer\` (the referring site's http(s) origin); anything else in it is dropped, never refused`,
  });

/** The anti-spam extras as read: absent fields are undefined; null when one was malformed. */
export type SpamFields = { website?: string; renderedAt?: number } | null;

/**
 * The slot's length must be the hours chosen, and the slot inside its weekday's hours
 * (src/booking/day-rules.ts). Zod skips object checks after any failed field; this one
 * needs only hours, timeSlot (and, for the weekday, a real date) to be valid, so a bad
 * name does not hide a wrong slot.
 */
function slotFits(calendar: CompanyCalendar, timeZone: string) {
  return [
    (
      { hours, date, timeSlot: { range } }: { hours: number; date: string; timeSlot: { range: SlotRange } },
      ctx: z.RefinementCtx,
    ) => {
      const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["timeSlot"], message });
      if (!lastsHours(range, hours)) {
        const example = weekSlots(calendar, hours)[0];
        issue(
          example
            ? `Choose one of the ${hours}-hour time slots, such as "${example}"`
            : `No ${hours}-hour time slots are offered; choose fewer hours`,
        );
      } else if (isRealDate(date) && !offersSlot(calendar, date, range)) {
        const closed = noHoursReason(calendar, date, hours);
        issue(
          closed
            ? `${closed}: choose another date`
            : `Choose a time slot within the consultation hours: ${hoursInWords(calendar.hours, zoneName(timeZone))}`,
        );
      } else if (isRealDate(date) && !keepsWallClock(date, range, timeZone)) {
        issue(clocksChange(date));
      }
    },
    {
      when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
        !payload.issues.some((issue) => [undefined, "hours", "timeSlot"].includes(issue.path?.[0] as string)),
    },
  ] as const;
}

/**
 * A new date, hours and slot for an existing booking (moving it): the booking form's own
 * three fields and rules, so a move is checked exactly as a booking is.
 */
export function createScheduleSchema({
  timeZone = DEFAULT_TIME_ZONE,
  now,
  calendar = DEFAULT_CALENDAR,
}: ConsultationSchemaOptions = {}) {
  const clock = typeof now === "function" ? now : () => now ?? new Date();
  const { hours, date, timeSlot } = consultationFields(timeZone, clock, calendar);
  return z
    .object({ hours, date, timeSlot }, { error: "Send a JSON object with date, hours and timeSlot" })
    .superRefine(...slotFits(calendar, timeZone))
    .transform(({ hours, date, timeSlot }) => ({
      hours,
      date,
      timeSlot: timeSlot.label,
      slot: timeSlot.range,
    }));
}

/** A checked move: the new date, hours and slot, its hours read once. */
export type Schedule = z.output<ReturnType<typeof createScheduleSchema>>;

/**
 * The one schema of a booking request: the ten fields of a consultation request, where
 * it came from (`source`, when the browser kept one) and the anti-spam extras, parsed
 * once into everything the server needs. Strings are trimmed and unknown keys dropped,
 * so `request` holds exactly the ten fields (and the source) that are stored and
 * forwarded, in a fixed order; `slot` is the time slot's hours, read once.
 */
export function createConsultationSchema({
  timeZone = DEFAULT_TIME_ZONE,
  now,
  calendar = DEFAULT_CALENDAR,
}: ConsultationSchemaOptions = {}) {
  const clock = typeof now === "function" ? now : () => now ?? new Date();

  return z
    .object(
      { ...consultationFields(timeZone, clock, calendar), ...spamFields, source: sourceSchema },
      { error: "Send the booking as a JSON object" },
    )
    .superRefine(...slotFits(calendar, timeZone))
    .transform(({ website, renderedAt, timeSlot, source, ...fields }) => ({
      request: {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        isWhatsapp: fields.isWhatsapp,
        serviceCategories: fields.serviceCategories,
        hours: fields.hours,
        date: fields.date,
        timeSlot: timeSlot.label,
        subject: fields.subject,
        description: fields.description,
        ...(source ? { source } : {}),
      },
      slot: timeSlot.range satisfies SlotRange,
      spam: (website === null || renderedAt === null ? null : { website, renderedAt }) satisfies SpamFields,
    }));
}

export type ConsultationSchema = ReturnType<typeof createConsultationSchema>;
/** A parsed booking request: the request, its slot's hours and the anti-spam extras. */
export type ParsedConsultation = z.output<ConsultationSchema>;
/** A checked consultation request: what the server stores and forwards. */
export type ConsultationRequest = ParsedConsultation["request"];
/** What the form may send (isWhatsapp, serviceCategories and hours may be left out). */
export type ConsultationInput = z.input<z.ZodObject<ReturnType<typeof consultationFields>>>;

/**
 * Body of POST /api/n8n/get-booked-slots: any real date. One outside the booking window is
 * answered as a closed day (server/booking/booking-service.ts `bookedSlots`).
 */
export const bookedSlotsRequestSchema = z.object(
  { date: realDate },
  { error: "Send a JSON object with a date" },
);
/** A checked booked-slots question: a real date. */
export type BookedSlotsQuery = z.output<typeof bookedSlotsRequestSchema>;

/**
 * The booked-slots lookup's response body: the day as every form reads it
 * (src/booking/day-rules.ts `bookedDayOf`). Every label a client must not offer is in
 * `bookedSlots`, so a client that reads only that list never offers an unavailable slot.
 */
export const bookedSlotsResponseSchema = z.object({
  bookedSlots: z.array(z.string()).meta({
    description:
      "Labels (HH:00 to HH:00) of the day's held bookings, and the one-hour labels that busy times, the buffer between consultations or that weekday's hours make unavailable: leave out every slot of your length that overlaps one.",
  }),
  closed: z.object({ reason: z.string() }).optional().meta({
    description:
      'Present when the day takes no bookings: the company closed it (its reason, e.g. "Public holiday"), or that weekday has no consultation hours ("No consultations on Sundays"). Every label is then in bookedSlots.',
  }),
  full: z.literal(true).optional().meta({
    description:
      "Present when the day holds as many bookings as a day may. Every label is then in bookedSlots.",
  }),
});

/**
 * The request bodies of the booking calls of ./calls.ts (the slot lookup's `dateQuery`, the
 * delivery calls' `consultation`), for the given rules: the server builds them once (the
 * booking service's `schemas`) and parses every call's body with its own.
 */
export function createPayloadSchemas(options: ConsultationSchemaOptions = {}) {
  return {
    dateQuery: bookedSlotsRequestSchema,
    consultation: createConsultationSchema(options),
  } as const;
}

/** A 400 response lists at most this many issues: enough to fix a form, never a large body. */
export const MAX_ISSUES = 20;

/** Flattens a ZodError into the `issues` of the API's 400 response `{error, issues}`, the first 20. */
export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** A body read by its schema: the typed value, or the issues that name what is wrong. */
export type Parsed<T> = { value: T } | { issues: FieldIssue[] };

/**
 * A body parsed once, where it comes in (the JSON guard, a form's action, an MCP tool, the
 * operator's command): the services take the typed value and never parse it again.
 */
export function parseWith<Schema extends z.ZodType>(schema: Schema, body: unknown): Parsed<z.output<Schema>> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { value: parsed.data } : { issues: issuesOf(parsed.error) };
}
