import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimit } from "../../server/http/rate-limit";
import { SLOT_TAKEN, SLOTS_FAILED } from "../../src/booking/messages";
import { serviceIndex } from "../../src/content/catalog";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { type BookingAppOptions, bookingApp, JSON_HEADERS, validBooking, waitFor } from "./booking-harness";

// The remote MCP server at /mcp, driven by the SDK's own client: the same booking service,
// rules, limits and store as the JSON API.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let server: Server | undefined;
let client: Client | undefined;
let fake: FakeN8n | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await client?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  await app?.close();
  await fake?.close();
  app = undefined;
  server = undefined;
  client = undefined;
  fake = undefined;
});

/** The site on a loopback port, and an MCP client connected to its /mcp. */
async function connect(options: BookingAppOptions = {}) {
  app = bookingApp(options);
  server = createServer(app.listener);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  client = await newClient();
  return { app, client };
}

/** Another MCP client of the same site, with its own request headers (X-Forwarded-For). */
async function newClient(headers: Record<string, string> = {}) {
  if (!server) throw new Error("connect() first");
  const { port } = server.address() as AddressInfo;
  const connected = new Client({ name: "test-agent", version: "1.0.0" });
  await connected.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), { requestInit: { headers } }),
  );
  return connected;
}

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (toolResult: unknown) => (toolResult as ToolResult).content[0]?.text ?? "";
const jsonOf = (toolResult: unknown) => JSON.parse(textOf(toolResult));

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
    expect((booked as ToolResult).isError).toBeFalsy();
    const { bookingId, manageUrl, status } = jsonOf(booked);
    expect(status).toBe("stored");
    expect(manageUrl).toBe(app.site.backend.links.manageUrl(bookingId));
    const stored = await app.store.findBooking(bookingId);
    expect(stored?.request).toEqual(validBooking({ email: "agent@example.com", timeSlot: "15:00 to 16:00" }));

    // The same key again is the same booking, never a second one.
    const again = jsonOf(await client.callTool({ name: "book_consultation", arguments: args }));
    expect(again.bookingId).toBe(bookingId);
    expect(await app.store.listBookings()).toHaveLength(2);
  });

  it("names every wrong field at once, the key among them, and the key always as its argument", async () => {
    const { app, client } = await connect();
    const wrong = await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking({ name: "", hours: 99 }), idempotencyKey: "short" },
    });
    expect((wrong as ToolResult).isError).toBe(true);
    for (const field of ["idempotencyKey", "name", "hours"])
      expect(textOf(wrong)).toMatch(new RegExp(`(: |; )${field}: `));
    // Required, as the tool's schema says.
    const keyless = await client.callTool({ name: "book_consultation", arguments: validBooking() });
    expect(textOf(keyless)).toBe(
      "Some fields need attention: idempotencyKey: The idempotencyKey must be 16 to 200 letters, digits or . _ : -",
    );
    expect(await app.store.listBookings()).toEqual([]);
    const args = { ...validBooking(), idempotencyKey: "agent-booking-ended-1" };
    const { bookingId } = jsonOf(await client.callTool({ name: "book_consultation", arguments: args }));
    await app.request
      .post(`/api/bookings/${bookingId}/cancel`)
      .set("Authorization", `Bearer ${app.site.backend.links.token(bookingId)}`)
      .expect(200);
    const ended = textOf(await client.callTool({ name: "book_consultation", arguments: args }));
    expect(ended).toMatch(/^The booking this idempotencyKey made was cancelled\. /);
    expect(ended).not.toContain("Idempotency-Key");
  });

  it("answers refusals as tool errors with the site's own messages", async () => {
    const { client } = await connect();
    const bad = await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking({ email: "not-an-email" }), idempotencyKey: "agent-booking-0002" },
    });
    expect((bad as ToolResult).isError).toBe(true);
    expect(textOf(bad)).toContain("email: Enter a valid email address, such as name@example.com");
    await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking(), idempotencyKey: "agent-booking-0003" },
    });
    const taken = await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking({ email: "ada@example.com" }), idempotencyKey: "agent-booking-0004" },
    });
    expect((taken as ToolResult).isError).toBe(true);
    expect(textOf(taken)).toBe(SLOT_TAKEN);
    const past = await client.callTool({
      name: "get_available_slots",
      arguments: { date: "2026-11-21", hours: 1 },
    });
    expect((past as ToolResult).isError).toBe(true);
    expect(textOf(past)).toBe("date: Choose a date between 2026-11-22 and 2027-11-21");
  });

  it("spends one lookup per request, whatever it asks: the lookup tools are not charged again", async () => {
    // Connecting is two requests (initialize, then its notification), then three calls: five
    // lookups in all, so a lookup tool that spent its own token too would run out first.
    const { client } = await connect({
      limits: {
        lookups: createRateLimit({ capacity: 5, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 2, perMinute: 1 }),
      },
    });
    expect((await client.listTools()).tools).toHaveLength(3);
    expect(
      ((await client.callTool({ name: "list_services", arguments: {} })) as ToolResult).isError,
    ).toBeFalsy();
    const slots = await client.callTool({ name: "get_available_slots", arguments: { date: "2026-12-01" } });
    expect((slots as ToolResult).isError).toBeFalsy();
    // The limit is spent: the request itself is refused (429), before any tool runs.
    for (const call of [
      () => client.listTools(),
      () => client.callTool({ name: "list_services", arguments: {} }),
    ]) {
      const refused = await call().then(
        () => "answered",
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({
        code: 429,
        message: expect.stringMatching(
          /"code":-32000,"message":"You have sent several requests in a short time\. Please wait \d+ seconds? and try again\."/,
        ),
      });
    }
  });

  it("describes each field to agents, and leaves every check to the booking service's own words", async () => {
    const { app, client } = await connect();
    const { tools } = await client.listTools();
    const book = tools.find((tool) => tool.name === "book_consultation");
    expect(book?.inputSchema.required).toEqual([
      "name",
      "email",
      "phone",
      "date",
      "timeSlot",
      "subject",
      "description",
      "idempotencyKey",
    ]);
    expect(book?.inputSchema.properties).toMatchObject({
      hours: { type: "integer", minimum: 1, maximum: 8 },
      serviceCategories: { type: "array", items: { enum: expect.arrayContaining(["Cloud Migration"]) } },
      idempotencyKey: { type: "string", pattern: "^[A-Za-z0-9._:-]{16,200}$" },
    });
    const slots = tools.find((tool) => tool.name === "get_available_slots");
    expect(slots?.inputSchema.required).toEqual(["date"]);
    expect(slots?.inputSchema.properties).toMatchObject({ hours: { type: "integer", default: 1 } });

    const { name: _, ...withoutName } = validBooking();
    const refusals: [Record<string, unknown>, string][] = [
      [withoutName, "name: Enter your name"],
      [validBooking({ hours: "2" }), "hours: Send hours as a number from 1 to 8, such as 2, not as text"],
      [
        validBooking({ isWhatsapp: "yes" }),
        "isWhatsapp: Say whether this number is on WhatsApp (true or false)",
      ],
      [
        validBooking({ serviceCategories: ["Gardening"] }),
        "serviceCategories.0: Choose service categories from the list",
      ],
    ];
    for (const [request, message] of refusals) {
      const refused = await client.callTool({
        name: "book_consultation",
        arguments: { ...request, idempotencyKey: "agent-booking-0005" },
      });
      expect((refused as ToolResult).isError, message).toBe(true);
      expect(textOf(refused)).toBe(`Some fields need attention: ${message}`);
    }
    for (const key of ["short", "has space 123", 12345678]) {
      const refused = await client.callTool({
        name: "book_consultation",
        arguments: { ...validBooking(), idempotencyKey: key },
      });
      expect(textOf(refused), String(key)).toBe(
        "Some fields need attention: idempotencyKey: The idempotencyKey must be 16 to 200 letters, digits or . _ : -",
      );
    }
    const wrongHours = await client.callTool({
      name: "get_available_slots",
      arguments: { date: "2026-12-01", hours: 9 },
    });
    expect(textOf(wrongHours)).toBe("hours: Choose between 1 and 8 hours");
    const noDate = await client.callTool({ name: "get_available_slots", arguments: { hours: 1 } });
    expect(textOf(noDate)).toBe("date: Choose a date");
    // Without hours, the form's own default length: one hour.
    const oneHour = jsonOf(
      await client.callTool({ name: "get_available_slots", arguments: { date: "2026-12-01" } }),
    );
    expect(oneHour).toMatchObject({
      hours: 1,
      checked: true,
      freeSlots: expect.arrayContaining(["11:00 to 12:00"]),
    });
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("lists every slot, unchecked and said so, when n8n cannot say what is booked (as the form does)", async () => {
    fake = await startFakeN8n();
    const { client } = await connect({ n8n: fake });
    await fake.down();
    const slots = jsonOf(
      await client.callTool({ name: "get_available_slots", arguments: { date: "2026-12-01", hours: 8 } }),
    );
    expect(slots).toMatchObject({
      freeSlots: ["11:00 to 19:00", "12:00 to 20:00"],
      bookedSlots: [],
      checked: false,
      note: expect.stringContaining("could not be read"),
    });
  });

  it("answers the slot lookup's failure text when the store cannot be read (nothing could be booked either)", async () => {
    const { app, client } = await connect();
    vi.spyOn(app.store, "bookedSlots").mockImplementation(() => {
      throw new Error("disk I/O error");
    });
    const slots = await client.callTool({ name: "get_available_slots", arguments: { date: "2026-12-01" } });
    expect((slots as ToolResult).isError).toBe(true);
    expect(textOf(slots)).toBe(SLOTS_FAILED);
  });

  it("books through the outbox like the form: both delivery calls to n8n, in order, under the tool's key", async () => {
    fake = await startFakeN8n();
    const { app, client } = await connect({ n8n: fake });
    const booked = await client.callTool({
      name: "book_consultation",
      arguments: { ...validBooking(), idempotencyKey: "agent-booking-n8n-1" },
    });
    expect((booked as ToolResult).isError).toBeFalsy();
    const { bookingId, status } = jsonOf(booked);
    expect(status).toBe("delivered");
    expect((booked as { structuredContent?: unknown }).structuredContent).toMatchObject({ bookingId });
    await waitFor(() => fake?.callsTo("submit-consultation").length === 1);
    expect(fake.calls.map((call) => [call.webhook, call.idempotencyKey])).toEqual([
      ["get-booked-slots", undefined],
      ["send-consultation-email", "agent-booking-n8n-1"],
      ["submit-consultation", "agent-booking-n8n-1"],
    ]);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("costs a booking its two booking calls, per client address", async () => {
    const { app } = await connect({
      trustProxy: true,
      limits: {
        lookups: createRateLimit({ capacity: 100, perMinute: 100 }),
        bookings: createRateLimit({ capacity: 3, perMinute: 1 }),
      },
    });
    const agent = await newClient({ "X-Forwarded-For": "203.0.113.7" });
    const other = await newClient({ "X-Forwarded-For": "203.0.113.8" });
    try {
      const book = (who: Client, timeSlot: string) =>
        who.callTool({
          name: "book_consultation",
          arguments: {
            ...validBooking({ timeSlot }),
            idempotencyKey: `agent-${timeSlot.slice(0, 2)}-booking`,
          },
        });
      expect(((await book(agent, "11:00 to 12:00")) as ToolResult).isError).toBeFalsy();
      // One token left, a booking needs two.
      const limited = await book(agent, "13:00 to 14:00");
      expect((limited as ToolResult).isError).toBe(true);
      expect(textOf(limited)).toMatch(
        /^You have sent several requests in a short time\. Please wait \d+ seconds?/,
      );
      // Another address has its own limit.
      expect(((await book(other, "15:00 to 16:00")) as ToolResult).isError).toBeFalsy();
      expect((await app.store.listBookings()).map((booking) => booking.timeSlot)).toEqual([
        "11:00 to 12:00",
        "15:00 to 16:00",
      ]);
    } finally {
      await agent.close();
      await other.close();
    }
  });

  it("answers a failure inside a tool as a tool error with the form's text, never the error's", async () => {
    const { app, client } = await connect();
    app.site.backend.service.bookedSlots = () => Promise.reject(new Error("secret internals"));
    const failed = await client.callTool({
      name: "get_available_slots",
      arguments: { date: "2026-12-01", hours: 1 },
    });
    expect((failed as ToolResult).isError).toBe(true);
    expect(textOf(failed)).toBe(SLOTS_FAILED);
    expect(app.logLines).toContainEqual(
      expect.objectContaining({ event: "mcp.tool_failed", tool: "get_available_slots" }),
    );
    // The server goes on answering.
    expect((await client.listTools()).tools).toHaveLength(3);
  });
});
