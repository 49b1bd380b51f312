import type { CompanyCalendar } from "../../src/booking/calendar";
import {
  bookedSlotsRequestSchema,
  bookedSlotsResponseSchema,
  createConsultationSchema,
  createScheduleSchema,
} from "../../src/booking/schema";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import {
  bookingConflictSchema,
  bookingLimitSchema,
  changeRefusalSchema,
  endedBodySchema,
  invalidBodySchema,
  keyReusedSchema,
  n8nUnavailableSchema,
  notFoundSchema,
  notJsonSchema,
  rateLimitedSchema,
  receiptSchema,
  slotsUnavailableSchema,
  storeUnavailableSchema,
  teamBookingSchema,
  teamRefusalSchema,
  teamResultSchema,
  tooLargeSchema,
  visitorBookingSchema,
  visitorResultSchema,
} from "../api/body-schemas";

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

/** The response bodies, by their names: the schemas that type their builders (server/api/body-schemas.ts). */
export const bodySchemas = {
  BookedSlots: bookedSlotsResponseSchema,
  BookingReceipt: receiptSchema,
  EndedBooking: endedBodySchema,
  BookingConflict: bookingConflictSchema,
  KeyReused: keyReusedSchema,
  BookingLimit: bookingLimitSchema,
  N8nUnavailable: n8nUnavailableSchema,
  SlotsUnavailable: slotsUnavailableSchema,
  VisitorBooking: visitorBookingSchema,
  // Published names of /openapi.json's contract (clients generate types from them): kept, though a body is a "result" in our code.
  VisitorBookingAnswer: visitorResultSchema,
  ChangeRefusal: changeRefusalSchema,
  TeamBooking: teamBookingSchema,
  // Published, as VisitorBookingAnswer.
  TeamBookingAnswer: teamResultSchema,
  TeamRefusal: teamRefusalSchema,
  Invalid: invalidBodySchema,
  NotFound: notFoundSchema,
  TooLarge: tooLargeSchema,
  NotJson: notJsonSchema,
  RateLimited: rateLimitedSchema,
  StoreUnavailable: storeUnavailableSchema,
} as const;

export type RequestSchemaName = keyof ReturnType<typeof requestSchemas>;
export type BodySchemaName = keyof typeof bodySchemas;
