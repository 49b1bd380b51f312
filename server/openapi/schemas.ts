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
  endedAnswerSchema,
  invalidAnswerSchema,
  keyReusedSchema,
  n8nUnavailableSchema,
  notFoundSchema,
  notJsonSchema,
  rateLimitedSchema,
  receiptSchema,
  slotsUnavailableSchema,
  storeUnavailableSchema,
  teamAnswerSchema,
  teamBookingSchema,
  teamRefusalSchema,
  tooLargeSchema,
  visitorAnswerSchema,
  visitorBookingSchema,
} from "../api/answer-schemas";

/**
 * The request bodies the OpenAPI document describes, by their names under
 * `components.schemas`: the very schemas that check each request (src/booking/schema.ts,
 * team-schema.ts), so the document follows every change to them.
 */
export function requestSchemas(timeZone: string) {
  return {
    BookedSlotsQuery: bookedSlotsRequestSchema,
    ConsultationRequest: createConsultationSchema({ timeZone }),
    Schedule: createScheduleSchema({ timeZone }),
    Confirm: confirmSchema,
    Decline: declineSchema,
  } as const;
}

/** The answers, by their names: the schemas that type the answer builders (server/api/answer-schemas.ts). */
export const answerSchemas = {
  BookedSlots: bookedSlotsResponseSchema,
  BookingReceipt: receiptSchema,
  EndedBooking: endedAnswerSchema,
  BookingConflict: bookingConflictSchema,
  KeyReused: keyReusedSchema,
  BookingLimit: bookingLimitSchema,
  N8nUnavailable: n8nUnavailableSchema,
  SlotsUnavailable: slotsUnavailableSchema,
  VisitorBooking: visitorBookingSchema,
  VisitorBookingAnswer: visitorAnswerSchema,
  ChangeRefusal: changeRefusalSchema,
  TeamBooking: teamBookingSchema,
  TeamBookingAnswer: teamAnswerSchema,
  TeamRefusal: teamRefusalSchema,
  Invalid: invalidAnswerSchema,
  NotFound: notFoundSchema,
  TooLarge: tooLargeSchema,
  NotJson: notJsonSchema,
  RateLimited: rateLimitedSchema,
  StoreUnavailable: storeUnavailableSchema,
} as const;

export type RequestSchemaName = keyof ReturnType<typeof requestSchemas>;
export type AnswerSchemaName = keyof typeof answerSchemas;
