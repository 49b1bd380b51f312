import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { createRateLimit } from "../../server/api/rate-limit";
import { SLOT_TAKEN } from "../../src/booking/messages";
import { serviceIndex } from "../../src/content/catalog";
import { type BookingAppOptions, bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

// The remote MCP server at /mcp, driven by the SDK's own client: the same booking service,
// rules, limits and store as the JSON API.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let server: Server | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  await app?.close();
  app = undefined;
  server = undefined;
  client = undefined;
});

/** The site on a loopback port, and an MCP client connected to its /mcp. */
async function connect(options: BookingAppOptions = {}) {
  app = bookingApp(options);
  server = createServer(app.listener);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  client = new Client({ name: "test-agent", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  return { app, client };
}

type ToolAnswer = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (answer: unknown) => (answer as ToolAnswer).content[0]?.text ?? "";
const jsonOf = (answer: unknown) => JSON.parse(textOf(answer));

describe("the MCP server", () => {
  it("lists its three tools, the two lookups read-only", async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ["list_services", true],
      ["get_available_slots", true],
      ["book_consultation", false],
    ]);
    const services = jsonOf(await client.callTool({ name: "list_services", arguments: {} }));
    expect(services.services.map((service: { name: string }) => service.name)).toEqual(
      serviceIndex.map((service) => service.name),
    );
    expect(services.serviceCategories).toContain("Cloud Migration");
  });

  it("reads the free slots of a day as the form does, and books through the booking service", async () => {
    const { app, client } = await connect();
    await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ timeSlot: "12:00 to 13:00" }));
    const slots = jsonOf(
      await client.callTool({ name: "get_available_slots", arguments: { date: "2026-12-01", hours: 2 } }),
    );
    expect(slots).toMatchObject({ date: "2026-12-01", hours: 2, timeZone: "America/New_York" });
    expect(slots.bookedSlots).toEqual(["11:00 to 13:00", "12:00 to 14:00"]);
    expect(slots.freeSlots[0]).toBe("13:00 to 15:00");

    const args = {
      ...validBooking({ email: "agent@example.com", timeSlot: "15:00 to 16:00" }),
      idempotencyKey: "agent-booking-0001",
    };
    const booked = await client.callTool({ name: "book_consultation", arguments: args });
    expect((booked as ToolAnswer).isError).toBeFalsy();
    const { bookingId, manageUrl, status } = jsonOf(booked);
    expect(status).toBe("stored");
    expect(manageUrl).toBe(app.site.backend.links.manageUrl(bookingId));
    const stored = app.store.findBooking(bookingId)?.booking;
    expect(JSON.parse(stored?.request ?? "{}")).toEqual(
      validBooking({ email: "agent@example.com", timeSlot: "15:00 to 16:00" }),
    );

    // The same key again is the same booking, never a second one.
    const again = jsonOf(await client.callTool({ name: "book_consultation", arguments: args }));
    expect(again.bookingId).toBe(bookingId);
    expect(app.store.listBookings()).toHaveLength(2);
  });

  it("answers refusals as tool errors with the site's own messages", async () => {
    const { client } = await connect();
    const bad = await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking({ email: "not-an-email" }), idempotencyKey: "agent-booking-0002" },
    });
    expect((bad as ToolAnswer).isError).toBe(true);
    expect(textOf(bad)).toContain("email: Enter a valid email address, such as name@example.com");
    await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking(), idempotencyKey: "agent-booking-0003" },
    });
    const taken = await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking({ email: "ada@example.com" }), idempotencyKey: "agent-booking-0004" },
    });
    expect((taken as ToolAnswer).isError).toBe(true);
    expect(textOf(taken)).toBe(SLOT_TAKEN);
    const past = await client.callTool({
      name: "get_available_slots",
      arguments: { date: "2026-11-21", hours: 1 },
    });
    expect((past as ToolAnswer).isError).toBe(true);
    expect(textOf(past)).toContain("Choose a date between 2026-11-22 and 2027-11-21");
  });

  it("spends the client's rate limits, as the API does", async () => {
    const { client } = await connect({
      limits: {
        lookups: createRateLimit({ capacity: 2, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 2, perMinute: 1 }),
      },
    });
    const lookup = () =>
      client.callTool({ name: "get_available_slots", arguments: { date: "2026-12-01", hours: 1 } });
    expect(((await lookup()) as ToolAnswer).isError).toBeFalsy();
    expect(((await lookup()) as ToolAnswer).isError).toBeFalsy();
    const limited = await lookup();
    expect((limited as ToolAnswer).isError).toBe(true);
    expect(textOf(limited)).toMatch(/Please wait \d+ seconds? and try again\./);
  });

  it("takes calls only by POST, within the API's body limit", async () => {
    app = bookingApp();
    expect((await app.request.get("/mcp")).status).toBe(405);
    const huge = await app.request
      .post("/mcp")
      .set(JSON_HEADERS)
      .set("Accept", "application/json, text/event-stream")
      .send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(40_000) } }));
    expect(huge.status).toBe(413);
    const broken = await app.request.post("/mcp").set(JSON_HEADERS).send("{");
    expect(broken.status).toBe(400);
    // A tool call's answer: JSON with every answer's security headers, compressed when asked.
    const listed = await app.request
      .post("/mcp")
      .set(JSON_HEADERS)
      .set("Accept", "application/json, text/event-stream")
      .set("Accept-Encoding", "gzip")
      .send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }));
    expect(listed.status).toBe(200);
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    expect(listed.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(listed.headers["x-content-type-options"]).toBe("nosniff");
    expect(listed.headers["strict-transport-security"]).toBeDefined();
    expect(listed.headers["content-encoding"]).toBe("gzip");
    expect(listed.body.result.tools).toHaveLength(3);
  });
});
