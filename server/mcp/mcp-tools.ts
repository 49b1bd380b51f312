import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { absolute } from "../../src/agent-paths";
import { hoursInWords } from "../../src/booking/calendar";
import { serviceCategories } from "../../src/booking/categories";
import { DEFAULT_HOURS } from "../../src/booking/constants";
import { feeTerms, type StatedFee } from "../../src/booking/fee";
import {
  BOOKING_ENDED,
  FIELDS_NEED_ATTENTION,
  rateLimitedFor,
  SLOTS_FAILED,
  SUBMIT_FAILED,
} from "../../src/booking/messages";
import { type FieldIssue, MAX_ISSUES, parseWith } from "../../src/booking/schema";
import { slotsToolResult } from "../../src/booking/slots-tool";
import { zoneName } from "../../src/booking/zone-name";
import { industryIndex, industryPath, serviceIndex, servicePath } from "../../src/content/catalog";
import { company } from "../../src/content/company";
import { MCP_SERVER_VERSION, mcpServerName, mcpServerTitle } from "../agents/mcp-server-card";
import { bookRefusal, receipt } from "../api/outcome-bodies";
import {
  type BookingService,
  type BookOutcome,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_PATH,
  IDEMPOTENCY_KEY_RULE,
  idempotencyKeyIssue,
} from "../booking/booking-service";
import type { Client } from "../http/client";
import type { Logger } from "../logger";
import { bookingRequestSchema, type JsonSchema, perCalendar } from "../openapi/json-schema";

export interface McpToolsDeps {
  service: BookingService;
  siteUrl: string;
  timeZone: string;
  /** `CONSULTATION_FEE`, which the booking tool's description states. */
  fee: StatedFee | null;
  logger: Logger;
}

// The tools' input schemas only describe the fields (`tools/list`) and let any value through:
// the tool parses them with the booking service's schema, whose issues are in the site's own
// words ("Enter your name"), never in the SDK's ("expected string, received undefined").

/** A field the tool checks with the booking schema: `json` is only what `tools/list` shows. */
const described = (json: JsonSchema) => z.unknown().optional().meta(json);

/** The request's fields an agent sends: not where a visit came from (the tool says MCP). */
const NOT_FOR_AGENTS = new Set(["source"]);

/** `get_available_slots`' and `book_consultation`'s input schemas in `timeZone` and the company's calendar. */
const inputsFor = perCalendar((timeZone, calendar) => {
  const request = bookingRequestSchema(timeZone, calendar);
  const fields = Object.entries(request.properties ?? {}).filter(([name]) => !NOT_FOR_AGENTS.has(name)) as [
    string,
    JsonSchema,
  ][];
  const { date = {}, hours = {} } = Object.fromEntries(fields);
  const idempotencyKey = described({
    type: "string",
    pattern: IDEMPOTENCY_KEY.source,
    description: `${IDEMPOTENCY_KEY_RULE}: a new one for each booking, and the same one again when retrying it, so a retry never books twice`,
  });
  // `required` is what `tools/list` shows, not a check: the request's own, and the key.
  const required = (request.required ?? []).filter((name) => !NOT_FOR_AGENTS.has(name));
  return {
    slots: z
      .object({ date: described(date), hours: described({ ...hours, default: DEFAULT_HOURS }) })
      .meta({ required: ["date"] }),
    booking: z
      .object({
        ...Object.fromEntries(fields.map(([name, json]) => [name, described(json)])),
        idempotencyKey,
      })
      .meta({ required: [...required, "idempotencyKey"] }),
  };
});

/** A tool's result: its JSON as text (what every client reads) and as structured content. */
const toolResult = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
  structuredContent: value,
});
const toolError = (message: string): CallToolResult => ({
  content: [{ type: "text", text: message }],
  isError: true,
});

/** An issue as a tool's caller names the field: the key is its `idempotencyKey` argument, not a header. */
function toolIssue({ path, message }: FieldIssue): string {
  if (path === IDEMPOTENCY_KEY_PATH)
    return `idempotencyKey: The idempotencyKey must be ${IDEMPOTENCY_KEY_RULE}`;
  return `${path || "body"}: ${message}`;
}

/**
 * Why a booking was refused, in the words the API and the forms use; the key is named as
 * the tool's argument, as in `toolIssue`.
 */
function refusal(outcome: Exclude<BookOutcome, { delivery: string }>): string {
  if (outcome.kind === "invalid")
    return outcome.issues.length > 0
      ? `Some fields need attention: ${outcome.issues.map(toolIssue).join("; ")}`
      : FIELDS_NEED_ATTENTION;
  const text =
    outcome.kind === "ended"
      ? `${BOOKING_ENDED[outcome.state]} The booking's page: ${outcome.manageUrl}`
      : bookRefusal(outcome).message;
  return text.replaceAll("Idempotency-Key", "idempotencyKey");
}

/**
 * The MCP server's tools (docs/architecture.md#the-mcp-server) for one request's client: the
 * JSON API's service, rules and rate limits; a refused call is a tool error in the site's words.
 */
export function createMcpServer(
  { service, siteUrl, timeZone, fee, logger }: McpToolsDeps,
  client: Client,
): McpServer {
  const server = new McpServer(
    {
      name: mcpServerName(siteUrl),
      version: MCP_SERVER_VERSION,
      title: mcpServerTitle(),
      websiteUrl: absolute(siteUrl, "/"),
    },
    {
      instructions: `Book a consultation with ${company.name}: read the free slots of a day with get_available_slots, confirm the details with the person, then call book_consultation once with a new idempotencyKey (the same key again on a retry). Give the person the manageUrl it answers.`,
    },
  );
  const zone = zoneName(timeZone);
  const { calendar } = service;

  /**
   * A tool's handler that cannot crash the call: anything thrown is logged (without the
   * arguments: they hold personal data) and given the form's failure text as a tool error, never
   * with the error's own words.
   */
  const guarded =
    <Args>(tool: string, failure: string, handler: (args: Args) => Promise<CallToolResult>) =>
    async (args: Args): Promise<CallToolResult> => {
      try {
        return await handler(args);
      } catch (error) {
        logger.error("mcp.tool_failed", { tool, err: error });
        return toolError(failure);
      }
    };

  server.registerTool(
    "list_services",
    {
      title: "List services",
      description: `The services and industries of ${company.name}, with their pages, and the service categories a booking may name.`,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    // Nothing here can throw. Its cost is the request's lookup, spent by the route.
    async () =>
      toolResult({
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
      description: `The free consultation slots of one day for a duration, as wall-clock times in ${zone} (${timeZone}), inside the consultation hours (${hoursInWords(calendar.hours, zone)}). Slots start on the hour; a slot is taken when it overlaps a booking.`,
      inputSchema: inputsFor(timeZone, calendar).slots,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    // Its cost is the request's lookup, spent by the route.
    guarded("get_available_slots", SLOTS_FAILED, async (input) => {
      // The page's WebMCP tool reads its input and builds its result the same way (src/booking/slots-tool.ts).
      const read = service.readSlotsQuery(input);
      if ("error" in read) return toolError(read.error);
      const looked = await service.bookedSlots({ date: read.date });
      const zoned = { timeZone, timeZoneName: zone };
      if (looked.kind === "slots") return toolResult(slotsToolResult(read, zoned, looked, calendar));
      // n8n could not say: every slot, unchecked, as the form shows people (a booking is
      // still taken, and queued for the team). Anything else (the store) is a failure.
      if (looked.kind !== "n8n_unavailable") return toolError(SLOTS_FAILED);
      return toolResult(slotsToolResult(read, zoned, null, calendar));
    }),
  );

  server.registerTool(
    "book_consultation",
    {
      title: "Book a consultation",
      description: `Books a paid consultation with ${company.name} (${feeTerms(fee)}) for a person who has confirmed the details. Read the free slots first. The same idempotencyKey on a retry never books twice. Answers the booking id and its private manage link.`,
      inputSchema: inputsFor(timeZone, calendar).booking,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    guarded("book_consultation", SUBMIT_FAILED, async (args) => {
      // On top of the request's lookup, spent by the route: what the browser's delivery calls cost.
      const wait = client.spend("booking");
      if (wait !== null) return toolError(rateLimitedFor(wait));
      // The SDK keeps only the fields the input schema names: the rest is the request's.
      const { idempotencyKey, ...request } = args;
      // Required, as the tool's schema says: missing or not a string, "" fails the check of
      // the key, which says what a key must be.
      const key = typeof idempotencyKey === "string" ? idempotencyKey : "";
      // The request parsed once here, its issues named with the key's, as the JSON API names
      // them all at once; a refusal is counted as the service's own are.
      const keyIssue = idempotencyKeyIssue(key);
      const parsed = parseWith(service.schemas.consultation, request);
      if (keyIssue || "issues" in parsed) {
        const issues = [...(keyIssue ? [keyIssue] : []), ...("issues" in parsed ? parsed.issues : [])];
        return toolError(refusal(service.invalid(issues.slice(0, MAX_ISSUES))));
      }
      const booked = await service.book(parsed.value, key, client, "mcp");
      if (!("delivery" in booked)) return toolError(refusal(booked));
      // The booking as it is now: a replay names its current slot.
      return toolResult({ ...receipt(booked), timeZone });
    }),
  );

  // The SDK announces `listChanged` once tools are registered; a stateless server keeps no
  // stream to tell a client of changes on, and its tools never change while it runs.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
