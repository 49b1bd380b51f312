import { absolute, agentPaths } from "../../src/agent-paths";
import { company } from "../../src/content/company";
import { bodySchemas } from "../api/body-schemas";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import type { ExampleFacts } from "./examples";
import { componentSchemas } from "./json-schema";
import { operations } from "./operations";
import { requestSchemas } from "./request-schemas";
import { sharedResponses } from "./responses";

/** The API's version as the document names it; a change that breaks clients raises its major. */
export const API_VERSION = "1.0.0";

/**
 * `/openapi.json`: an OpenAPI 3.1 document of every JSON endpoint under `/api/` (see
 * docs/product.md#for-ai-agents), built once at start. The request bodies' schemas are
 * generated from the zod schemas that check them, the responses' from the schemas that type
 * their builders (server/api/body-schemas.ts).
 */
export function openApiDocument(facts: ExampleFacts) {
  const { siteUrl, timeZone, calendar } = facts;
  const schemas = componentSchemas({ ...requestSchemas(timeZone, calendar), ...bodySchemas });
  return {
    openapi: "3.1.1",
    info: {
      title: `${company.name} consultation booking API`,
      version: API_VERSION,
      description: `Book a paid consultation with ${company.name}, read the booked slots of a day, and change a booking with its private link. Dates and time slots are wall-clock time in the company's zone (${timeZone}). Rules JSON Schema cannot say (the booking window, a slot that lasts \`hours\`) are answered with 400 and \`issues\`; the agent guide says every rule in words. Every endpoint but \`GET /api/closed-days\` takes POST only (another method answers 405 with \`Allow: POST\`) and a JSON body of at most ${MAX_BODY_BYTES} bytes; the rate limits are per client address.`,
      termsOfService: absolute(siteUrl, "/terms"),
      contact: { name: company.name, email: company.email.contact, url: absolute(siteUrl, "/contact") },
    },
    servers: [{ url: new URL(siteUrl).origin }],
    externalDocs: {
      description: "The agent guide: book a consultation",
      url: absolute(siteUrl, agentPaths.guide),
    },
    tags: [
      { name: "Booking", description: "Read the booked slots and the closed days, and book." },
      {
        name: "A visitor's booking",
        description: "Cancel or move a booking with the token of its private link (`manageUrl`).",
      },
      {
        name: "The team",
        description: "The company's team confirms or declines a booking with its own token.",
      },
    ],
    paths: operations(facts),
    components: {
      schemas,
      responses: sharedResponses,
      securitySchemes: {
        bookingToken: {
          type: "http",
          scheme: "bearer",
          description:
            "The `token` query parameter of the booking's `manageUrl`. A missing or wrong token answers 404, as an unknown booking does.",
        },
        teamToken: {
          type: "http",
          scheme: "bearer",
          description:
            "The `token` of the team's link (`staffUrl`), sent to the company's n8n workflow only. The visitor's token answers 404.",
        },
      },
    },
  };
}
