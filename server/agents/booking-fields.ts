import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  MAX_DAYS_AHEAD,
  MAX_HOURS,
  MIN_HOURS,
  NAME_MAX,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SUBJECT_MAX,
} from "../../src/booking/constants";
import type { ConsultationInput } from "../../src/booking/schema";
import { SOURCE_VALUE_MAX, UTM_KEYS } from "../../src/booking/visit-source";
import { zoneName } from "../../src/booking/zone-name";

/**
 * Each field of a booking request and its rule in words, from the constants the schema
 * checks (src/booking/constants.ts): the agent guide's table, and the OpenAPI document's
 * descriptions of the same fields (server/openapi/), so both say the same.
 */
export function bookingFieldRules(timeZone: string) {
  const zone = `${zoneName(timeZone)} (${timeZone})`;
  return {
    name: `1 to ${NAME_MAX} characters, one line`,
    email: `a valid address, at most ${EMAIL_MAX} characters`,
    phone: `${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits; spaces and \`+ ( ) -\` allowed`,
    isWhatsapp: "optional boolean (default false): the phone number takes WhatsApp",
    serviceCategories: "optional list of service category names, each at most once",
    hours: `whole number, ${MIN_HOURS} to ${MAX_HOURS}`,
    date: `\`yyyy-MM-dd\`, from tomorrow to ${MAX_DAYS_AHEAD} days ahead, counted in ${zone}`,
    timeSlot: `\`"HH:00 to HH:00"\`, lasting \`hours\` hours, wall-clock time in ${zone}`,
    subject: `1 to ${SUBJECT_MAX} characters, one line`,
    description: `1 to ${DESCRIPTION_MAX} characters`,
    source: `optional object: where the visit came from, \`${UTM_KEYS.join("`, `")}\` (each one line, 1 to ${SOURCE_VALUE_MAX} characters) and \`referrer\` (the referring site's http(s) origin); anything else in it is dropped, never refused`,
  } satisfies Partial<Record<keyof ConsultationInput | "source", string>>;
}
