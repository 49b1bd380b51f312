import { z } from "zod";
import { serviceCategories } from "../../src/booking/categories";
import {
  DEFAULT_HOURS,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  MAX_DAYS_AHEAD,
  MAX_HOURS,
  MIN_HOURS,
  NAME_MAX,
  PHONE_MAX_CHARS,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SUBJECT_MAX,
} from "../../src/booking/constants";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE } from "../booking/booking-service";

// The tools' input schemas describe the fields to an agent (the JSON Schema of
// `tools/list`) but check nothing: each field takes any value, so whatever an agent sends
// reaches the booking service, whose schema (src/booking/schema.ts) is the one authority
// and answers in the site's own words ("Enter your name", "Choose between 1 and 8 hours"),
// never in the SDK's ("expected string, received undefined").

/** A field the service checks: `schema` is only what `tools/list` shows. */
const described = (schema: Record<string, unknown>) => z.unknown().optional().meta(schema);

/** An object of described fields; `required` is what `tools/list` shows, not a check. */
const describedObject = <Shape extends Record<string, z.ZodType>>(shape: Shape, required: (keyof Shape)[]) =>
  z.object(shape).meta({ required });

const hoursDescription = {
  type: "integer",
  minimum: MIN_HOURS,
  maximum: MAX_HOURS,
  description: `The consultation's length in whole hours, ${MIN_HOURS} to ${MAX_HOURS}`,
};
const hours = described(hoursDescription);

const date = described({
  type: "string",
  format: "date",
  description: `The day, yyyy-MM-dd: from tomorrow to ${MAX_DAYS_AHEAD} days ahead in the company's time zone`,
});

/** `get_available_slots`: a day and a length (the form's default when left out). */
export const slotsInput = describedObject(
  { date, hours: described({ ...hoursDescription, default: DEFAULT_HOURS }) },
  ["date"],
);

const bookingInputs = new Map<string, ReturnType<typeof describeBooking>>();

/**
 * `book_consultation`: the ten fields of a consultation request and an idempotency key;
 * built once per zone name, not for every request's server.
 */
export function bookingInput(zone: string) {
  let input = bookingInputs.get(zone);
  if (!input) {
    input = describeBooking(zone);
    bookingInputs.set(zone, input);
  }
  return input;
}

function describeBooking(zone: string) {
  return describedObject(
    {
      name: described({
        type: "string",
        minLength: 1,
        maxLength: NAME_MAX,
        description: "The person's full name",
      }),
      email: described({
        type: "string",
        format: "email",
        maxLength: EMAIL_MAX,
        description: "The person's e-mail address: the confirmation goes there",
      }),
      phone: described({
        type: "string",
        maxLength: PHONE_MAX_CHARS,
        description: `The person's phone number: ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, optionally with spaces and + ( ) -`,
      }),
      isWhatsapp: described({
        type: "boolean",
        default: false,
        description: "Whether the phone number takes WhatsApp messages",
      }),
      serviceCategories: described({
        type: "array",
        items: { type: "string", enum: serviceCategories },
        uniqueItems: true,
        maxItems: serviceCategories.length,
        default: [],
        description: "Optional: the service categories the consultation is about (names from list_services)",
      }),
      hours,
      date,
      timeSlot: described({
        type: "string",
        pattern: "^\\d{2}:00 to \\d{2}:00$",
        description: `A free slot of that day and length from get_available_slots, "HH:00 to HH:00" in ${zone}`,
      }),
      subject: described({
        type: "string",
        minLength: 1,
        maxLength: SUBJECT_MAX,
        description: "What the consultation is about, in one line",
      }),
      description: described({
        type: "string",
        minLength: 1,
        maxLength: DESCRIPTION_MAX,
        description: "What the person would like to discuss",
      }),
      idempotencyKey: described({
        type: "string",
        pattern: IDEMPOTENCY_KEY.source,
        description: `${IDEMPOTENCY_KEY_RULE}: a new one for each booking, and the same one again when retrying it, so a retry never books twice`,
      }),
    },
    ["name", "email", "phone", "hours", "date", "timeSlot", "subject", "description", "idempotencyKey"],
  );
}
