import type { CompanyCalendar } from "../../src/booking/calendar";
import {
  bookedSlotsRequestSchema,
  createConsultationSchema,
  createScheduleSchema,
} from "../../src/booking/schema";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";

/**
 * The request bodies the OpenAPI document describes, by their names under
 * `components.schemas`: the very schemas that check each request (src/booking/schema.ts,
 * team-schema.ts), so the document follows every change to them.
 */
export function requestSchemas(timeZone: string, calendar?: CompanyCalendar) {
  return {
    BookedSlotsQuery: bookedSlotsRequestSchema,
    ConsultationRequest: createConsultationSchema({ timeZone, ...(calendar && { calendar }) }),
    Schedule: createScheduleSchema({ timeZone, ...(calendar && { calendar }) }),
    Confirm: confirmSchema,
    Decline: declineSchema,
  } as const;
}
