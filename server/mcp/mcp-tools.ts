import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { absolute } from "../../src/agent-paths";
import { deliveryNames } from "../../src/booking/calls";
import { serviceCategories } from "../../src/booking/categories";
import { MAX_HOURS, MIN_HOURS } from "../../src/booking/constants";
import {
  BOOKING_LIMIT,
  rateLimitedFor,
  SLOT_TAKEN,
  SLOTS_FAILED,
  SUBMIT_FAILED,
} from "../../src/booking/messages";
import { slotOptions } from "../../src/booking/slots";
import { zoneName } from "../../src/booking/zone-name";
import { industryIndex, industryPath, serviceIndex, servicePath } from "../../src/content/catalog";
import { company } from "../../src/content/company";
import { MCP_SERVER_VERSION, mcpServerName } from "../agents/mcp-server-card";
import type { BookingRateLimits } from "../api/rate-limit";
import type { BookingService, ServiceAnswer } from "../booking/booking-service";

export interface McpToolsDeps {
  service: BookingService;
  limits: BookingRateLimits;
  siteUrl: string;
  timeZone: string;
}

const text = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value, null, 2) }],
});
const toolError = (message: string): CallToolResult => ({ ...text(message), isError: true });

/** The message of a refused service answer, as the forms show it (the same words). */
function refusal(answer: ServiceAnswer): string {
  const body = answer.body as { message?: unknown; issues?: { path: string; message: string }[] };
  if (answer.status === 400 && Array.isArray(body.issues) && body.issues.length > 0)
    return `Some fields need attention: ${body.issues.map((issue) => `${issue.path || "body"}: ${issue.message}`).join("; ")}`;
  if (answer.status === 409) return SLOT_TAKEN;
  if (typeof body.message === "string") return body.message;
  return SUBMIT_FAILED;
}

/**
 * The MCP server's tools (docs/architecture.md#the-mcp-server), for one request from one
 * client address: the same booking service, rules and rate limits as the JSON API and
 * the forms. A refused call is a tool error with the site's own message, never a crash.
 */
export function createMcpServer(
  { service, limits, siteUrl, timeZone }: McpToolsDeps,
  clientAddress: string,
): McpServer {
  const server = new McpServer({ name: mcpServerName(siteUrl), version: MCP_SERVER_VERSION });
  const zone = zoneName(timeZone);

  /** Null when the client may go on; else the tool error that asks it to wait. */
  function spend(limit: "lookups" | "bookings", tokens = 1): CallToolResult | null {
    for (let i = 0; i < tokens; i++) {
      const taken = limits[limit].take(clientAddress);
      if (!taken.allowed) return toolError(rateLimitedFor(taken.retryAfterSeconds));
    }
    return null;
  }

  server.registerTool(
    "list_services",
    {
      title: "List services",
      description: `The services and industries of ${company.name}, with their pages, and the service categories a booking may name.`,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () =>
      spend("lookups") ??
      text({
        company: company.name,
        services: serviceIndex.map(({ name, slug }) => ({ name, url: absolute(siteUrl, servicePath(slug)) })),
        industries: industryIndex.map(({ name, slug }) => ({
          name,
          url: absolute(siteUrl, industryPath(slug)),
        })),
        serviceCategories,
        booking: absolute(siteUrl, "/schedule-consultation"),
      }),
  );

  server.registerTool(
    "get_available_slots",
    {
      title: "Get available slots",
      description: `The free consultation slots of one day for a duration, as wall-clock times in ${zone} (${timeZone}). Slots start on the hour; a slot is taken when it overlaps a booking.`,
      inputSchema: {
        date: z
          .string()
          .describe("The day, yyyy-MM-dd: from tomorrow to 365 days ahead in the company's time zone"),
        hours: z.number().describe(`The consultation's length in whole hours, ${MIN_HOURS} to ${MAX_HOURS}`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ date, hours }) => {
      const limited = spend("lookups");
      if (limited) return limited;
      const issues = service.scheduleIssues({ date, hours, timeSlot: "" });
      if (issues.length > 0)
        return toolError(issues.map((issue) => `${issue.path}: ${issue.message}`).join("; "));
      const answer = await service.bookedSlots({ date });
      const booked = (answer.body as { bookedSlots?: string[] }).bookedSlots;
      if (answer.status !== 200 || !booked) return toolError(SLOTS_FAILED);
      const options = slotOptions(hours, booked);
      return text({
        date,
        hours,
        timeZone,
        timeZoneName: zone,
        freeSlots: options.filter((option) => !option.booked).map((option) => option.label),
        bookedSlots: options.filter((option) => option.booked).map((option) => option.label),
      });
    },
  );

  server.registerTool(
    "book_consultation",
    {
      title: "Book a consultation",
      description: `Books a paid consultation with ${company.name} (a nominal fee, credited toward future services) for a person who has confirmed the details. Read the free slots first. The same idempotencyKey on a retry never books twice. Answers the booking id and its private manage link.`,
      inputSchema: {
        name: z.string().describe("The person's full name"),
        email: z.string().describe("The person's e-mail address"),
        phone: z.string().describe("The person's phone number, 7 to 20 digits"),
        isWhatsapp: z.boolean().optional().describe("Whether the phone number takes WhatsApp"),
        serviceCategories: z
          .array(z.string())
          .optional()
          .describe("Optional service categories, names from list_services"),
        hours: z.number().describe(`Length in whole hours, ${MIN_HOURS} to ${MAX_HOURS}`),
        date: z.string().describe("The day, yyyy-MM-dd"),
        timeSlot: z.string().describe(`A free slot of that day, "HH:00 to HH:00" in ${zone}`),
        subject: z.string().describe("What the consultation is about, one line"),
        description: z.string().describe("What the person would like to discuss"),
        idempotencyKey: z.string().describe("8 to 200 letters, digits or . _ : -, new for each booking"),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    async ({ idempotencyKey, ...request }) => {
      // A booking costs what the browser's calls for it cost: one booking call each.
      const limited = spend("bookings", deliveryNames.length);
      if (limited) return limited;
      const answer = await service.book(request, idempotencyKey, clientAddress);
      if (answer.status >= 300)
        return toolError(
          answer.status === 429 && answer.body.error === "booking_limit" ? BOOKING_LIMIT : refusal(answer),
        );
      const { status, bookingId, manageUrl } = answer.body as {
        status: string;
        bookingId: string;
        manageUrl: string;
      };
      return text({ status, bookingId, manageUrl, date: request.date, timeSlot: request.timeSlot, timeZone });
    },
  );

  return server;
}
