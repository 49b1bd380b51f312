import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { EXAMPLE_KEY } from "../../server/agents/booking-example";
import {
  bodySchemas,
  closedDaysSchema,
  invalidBodySchema,
  notFoundSchema,
  receiptSchema,
  teamBookingSchema,
  teamRefusalSchema,
  visitorBookingSchema,
} from "../../server/api/body-schemas";
import { createRateLimit } from "../../server/http/rate-limit";
import { requestSchemas } from "../../server/openapi/request-schemas";
import { agentPaths } from "../../src/agent-paths";
import { callNames, isApiCallName } from "../../src/booking/calls";
import { serviceCategories } from "../../src/booking/categories";
import { bookedSlotsResponseSchema } from "../../src/booking/schema";
import { TEST_SITE_URL, testSite } from "./harness";

// /openapi.json: an OpenAPI 3.1 document of every JSON endpoint, its request schemas
// generated from the zod schemas that check the requests, served from memory.

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  requestBody?: { content: { "application/json": { schema: { $ref: string }; example: unknown } } };
  responses: Record<string, { content?: { "application/json": { example?: unknown } } }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

let site: ReturnType<typeof testSite>;
let document: Document;
beforeAll(async () => {
  // Roomy rate limits: the tests below call every endpoint from one address.
  const roomy = () => createRateLimit({ capacity: 1000, perMinute: 1000 });
  site = testSite({ booking: { limits: { lookups: roomy(), bookings: roomy() } } });
  document = (await site.request.get(agentPaths.openapi)).body;
});
afterAll(async () => {
  await site.close();
});

const JSON_TYPE = { "Content-Type": "application/json" };

/** What a zod schema keeps of a body: equal to the body only when it has no key the schema lacks, at any depth. */
const conforms = (schema: z.ZodType, body: unknown) => expect(schema.parse(body)).toEqual(body);

describe("GET /openapi.json", () => {
  it("is JSON kept in memory with an ETag, like the other generated files", async () => {
    const response = await site.request.get(agentPaths.openapi);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers.etag).toMatch(/^"/);
    const again = await site.request
      .get(agentPaths.openapi)
      .set("If-None-Match", response.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it("is a valid OpenAPI 3.1 document, served from SITE_URL", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(document.servers).toEqual([{ url: TEST_SITE_URL }]);
  });
});

describe("the document's endpoints", () => {
  it("are exactly the app's JSON endpoints under /api/", () => {
    // Hono's own route table: every POST and GET under /api/, `:param` written `{param}`. The
    // booking calls share one route, `/api/n8n/:endpoint`, whose names the router takes from calls.ts.
    const expand = (path: string) =>
      path === "/api/n8n/:endpoint"
        ? callNames.filter(isApiCallName).map((name) => `/api/n8n/${name}`)
        : [path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "")];
    const routesOf = (method: string) =>
      site.app.routes
        .filter((route) => route.method === method && route.path.startsWith("/api/"))
        .flatMap((route) => expand(route.path))
        .map((path) => `${method.toLowerCase()} ${path}`);
    const routes = [...routesOf("POST"), ...routesOf("GET")];
    expect(routes.length).toBe(8);
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual([...new Set(routes)].sort());
    expect(Object.keys(document.paths["/api/closed-days"] ?? {})).toEqual(["get"]);
  });

  it("name only endpoints the app answers, and no booking call the router refuses", async () => {
    const noSuchEndpoint = (body: { message?: string }) => body.message === "No such API endpoint.";
    for (const [path, methods] of Object.entries(document.paths)) {
      const at = path.replace("{bookingId}", "no-such-booking");
      const response =
        "get" in methods ? await site.request.get(at) : await site.request.post(at).set(JSON_TYPE).send("{}");
      expect(noSuchEndpoint(response.body), path).toBe(false);
    }
    for (const name of callNames.filter((name) => !isApiCallName(name))) {
      expect(document.paths).not.toHaveProperty(`/api/n8n/${name}`);
      const response = await site.request.post(`/api/n8n/${name}`).set(JSON_TYPE).send("{}");
      expect(noSuchEndpoint(response.body), name).toBe(true);
    }
  });

  it("ask for the visitor's token to change a booking and the team's to decide on one", () => {
    const securityOf = (path: string) => document.paths[path]?.post?.security;
    expect(securityOf("/api/bookings/{bookingId}/cancel")).toEqual([{ bookingToken: [] }]);
    expect(securityOf("/api/bookings/{bookingId}/reschedule")).toEqual([{ bookingToken: [] }]);
    expect(securityOf("/api/team/bookings/{bookingId}/confirm")).toEqual([{ teamToken: [] }]);
    expect(securityOf("/api/team/bookings/{bookingId}/decline")).toEqual([{ teamToken: [] }]);
    // The booking calls need no token, and say so.
    for (const name of callNames.filter(isApiCallName)) expect(securityOf(`/api/n8n/${name}`)).toEqual([]);
    expect(document.paths["/api/closed-days"]?.get?.security).toEqual([]);
  });

  it("list a move refused for too many changes among the move's 409 codes", () => {
    const move = document.paths["/api/bookings/{bookingId}/reschedule"]?.post as unknown as {
      responses: Record<string, { description: string }>;
    };
    expect(move.responses["409"]?.description).toContain("`too_many_changes`");
    expect(JSON.stringify(document.components.schemas.ChangeRefusal)).toContain('"too_many_changes"');
  });
});

describe("the request schemas", () => {
  const zodSchemas = requestSchemas("America/New_York");

  it("are generated from the zod schemas that check the requests, limits and choices included", () => {
    const booking = document.components.schemas.ConsultationRequest as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(booking.required).toEqual([
      "name",
      "email",
      "phone",
      "date",
      "timeSlot",
      "subject",
      "description",
    ]);
    expect(booking.properties.hours).toMatchObject({ type: "integer", minimum: 1, maximum: 8 });
    // The form's anti-spam extras are not for clients: sent as described, they would mark a bot.
    expect(Object.keys(booking.properties)).not.toContain("website");
    expect(Object.keys(booking.properties)).not.toContain("renderedAt");
    expect(booking.properties.description).toMatchObject({ maxLength: 5000 });
    // A pipe's second check is kept: the categories are the list's names, not any value.
    expect(booking.properties.serviceCategories?.allOf).toEqual([
      { type: "array", items: { type: "string", enum: [...serviceCategories] } },
    ]);
    expect(Object.keys(document.components.schemas).sort()).toEqual(
      [...Object.keys(zodSchemas), ...Object.keys(bodySchemas)].sort(),
    );
  });

  it("say each booking field's rule in the agent guide's words, where JSON Schema cannot", async () => {
    const guide = (await site.request.get(agentPaths.guide)).text;
    const booking = document.components.schemas.ConsultationRequest as {
      required: string[];
      properties: Record<string, { description?: string }>;
    };
    const described = Object.entries(booking.properties).filter(([, property]) => property.description);
    expect(described.map(([field]) => field)).toEqual(expect.arrayContaining(booking.required));
    for (const [field, { description }] of described)
      expect(guide).toContain(`| \`${field}\` | ${description} |`);
    expect(JSON.stringify(document.components.schemas.Schedule)).toContain("wall-clock time in");
  });

  it("have an example each that the zod schema accepts as it stands", () => {
    const bodies = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => (operation.requestBody ? [operation] : [])),
    );
    expect(bodies.length).toBe(6);
    for (const operation of bodies) {
      const { schema, example } = operation.requestBody?.content["application/json"] ?? {};
      const name = schema?.$ref.replace("#/components/schemas/", "") as keyof typeof zodSchemas;
      const parsed = zodSchemas[name].safeParse(example);
      expect(parsed.error?.issues ?? [], operation.operationId).toEqual([]);
    }
  });
});

describe("the answers", () => {
  const visitorBody = z.object({ booking: visitorBookingSchema });
  const teamBody = z.object({ booking: teamBookingSchema });
  const example200 = (path: string) =>
    document.paths[path]?.post?.responses["200"]?.content?.["application/json"].example;

  it("are what the endpoints answer, examples included: a booking, its move, the team's decisions", async () => {
    const request = document.paths["/api/n8n/submit-consultation"]?.post?.requestBody?.content[
      "application/json"
    ].example as { date: string };
    let receipt: Record<string, unknown> = {};
    for (const call of ["send-consultation-email", "submit-consultation"]) {
      const response = await site.request
        .post(`/api/n8n/${call}`)
        .set("Idempotency-Key", EXAMPLE_KEY)
        .send(request);
      expect(response.status, response.text).toBe(200);
      receipt = response.body;
    }
    conforms(receiptSchema, receipt);
    conforms(receiptSchema, example200("/api/n8n/submit-consultation"));
    expect(Object.keys(example200("/api/n8n/submit-consultation") as object).sort()).toEqual(
      Object.keys(receipt).sort(),
    );

    const slots = await site.request.post("/api/n8n/get-booked-slots").send({ date: request.date });
    conforms(bookedSlotsResponseSchema, slots.body);
    conforms(bookedSlotsResponseSchema, example200("/api/n8n/get-booked-slots"));

    await site.site.backend.store.closeDays({
      from: "2099-01-01",
      until: "2099-01-01",
      reason: "Outside the window",
      now: new Date(),
    });
    // Two days ahead by UTC's date: inside the window whatever the company's zone.
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await site.site.backend.store.closeDays({
      from: soon,
      until: soon,
      reason: "Public holiday",
      now: new Date(),
    });
    const closed = await site.request.get("/api/closed-days");
    expect(closed.status).toBe(200);
    expect(closed.body.closedDays).toEqual([{ date: soon, reason: "Public holiday" }]);
    conforms(closedDaysSchema, closed.body);
    conforms(
      closedDaysSchema,
      document.paths["/api/closed-days"]?.get?.responses["200"]?.content?.["application/json"].example,
    );

    const id = String(receipt.bookingId);
    const token = new URL(String(receipt.manageUrl)).searchParams.get("token") ?? "";
    const teamToken = site.site.backend.links.teamToken(id);
    const post = (path: string, bearer: string, body?: object) =>
      site.request.post(path.replace("{bookingId}", id)).set("Authorization", `Bearer ${bearer}`).send(body);

    const moveExample =
      document.paths["/api/bookings/{bookingId}/reschedule"]?.post?.requestBody?.content["application/json"]
        .example;
    const moved = await post("/api/bookings/{bookingId}/reschedule", token, moveExample as object);
    expect(moved.status, moved.text).toBe(200);
    for (const body of [moved.body, example200("/api/bookings/{bookingId}/reschedule")])
      conforms(visitorBody, body);

    const confirmed = await post("/api/team/bookings/{bookingId}/confirm", teamToken, {
      meetingUrl: "https://meet.example.com/consultation",
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    for (const body of [confirmed.body, example200("/api/team/bookings/{bookingId}/confirm")])
      conforms(teamBody, body);

    const cancelled = await post("/api/bookings/{bookingId}/cancel", token);
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const body of [cancelled.body, example200("/api/bookings/{bookingId}/cancel")])
      conforms(visitorBody, body);

    const refused = await post("/api/team/bookings/{bookingId}/decline", teamToken, {});
    expect(refused.status).toBe(409);
    conforms(teamRefusalSchema, refused.body);
  });

  it("refuse as described: 400 with issues, 404 for the visitor's token on the team's endpoint", async () => {
    const invalid = await site.request.post("/api/n8n/submit-consultation").send({ hours: 9 });
    expect(invalid.status).toBe(400);
    conforms(invalidBodySchema, invalid.body);
    const notFound = await site.request
      .post("/api/team/bookings/no-such-booking/confirm")
      .set("Authorization", "Bearer nothing")
      .send({ meetingUrl: "https://meet.example.com/consultation" });
    expect(notFound.status).toBe(404);
    conforms(notFoundSchema, notFound.body);
  });
});
