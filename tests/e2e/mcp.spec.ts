import { request as httpRequest } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { BOOKING_RATE_LIMITS } from "../../server/http/rate-limit";
import { deliveryNames } from "../../src/booking/calls";
import { BOOKED_SUFFIX, SLOT_TAKEN } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { expect, openHydrated, ownAddressHeaders, test, testDate } from "./fixtures";

// Agents on the built server's MCP endpoint, with the SDK's own client: the tools, a
// booking and its replay, refusals in the site's words, the rate limit; and a person who
// then sees the agent's slot taken in the booking form. Then the transport rules on the
// wire: Origin, Host, batches, and a lookup's cost for every request.

test.use({ timezoneId: company.timeZone });

const dateFor = (offset: number) => testDate(330, offset);

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (toolResult: unknown) => (toolResult as ToolResult).content[0]?.text ?? "";
const jsonOf = (toolResult: unknown) => JSON.parse(textOf(toolResult));
const isError = (toolResult: unknown) => (toolResult as ToolResult).isError === true;

/** An MCP client of the built server's /mcp, speaking from the test's own client address. */
async function connect(baseURL: string | undefined): Promise<Client> {
  const client = new Client({ name: "e2e-agent", version: "1.0.0" });
  const url = new URL("/mcp", baseURL);
  await client.connect(
    new StreamableHTTPClientTransport(url, { requestInit: { headers: ownAddressHeaders() } }),
  );
  return client;
}

const request = (date: string, timeSlot: string, overrides: Record<string, unknown> = {}) => ({
  name: "Agent Smith",
  email: "agent@example.com",
  phone: "+1 555 010 2000",
  hours: 2,
  date,
  timeSlot,
  subject: "Booked by an assistant",
  description: "An AI assistant booked this for a person.",
  ...overrides,
});

test("an agent lists the tools, reads slots, books once under its key, and hears refusals in the site's words", async ({
  baseURL,
}) => {
  const client = await connect(baseURL);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ["list_services", true],
      ["get_available_slots", true],
      ["book_consultation", false],
    ]);
    const services = jsonOf(await client.callTool({ name: "list_services", arguments: {} }));
    expect(services.serviceCategories).toContain("Cloud Migration");

    const date = dateFor(1);
    const slots = jsonOf(
      await client.callTool({ name: "get_available_slots", arguments: { date, hours: 2 } }),
    );
    expect(slots).toMatchObject({ date, hours: 2, timeZone: company.timeZone, bookedSlots: [] });
    expect(slots.freeSlots[0]).toBe("11:00 to 13:00");

    const key = `e2e-mcp-book-${date}`;
    const args = { ...request(date, "11:00 to 13:00"), idempotencyKey: key };
    const booked = await client.callTool({ name: "book_consultation", arguments: args });
    expect(isError(booked)).toBe(false);
    const { bookingId, manageUrl, status } = jsonOf(booked);
    expect(status).toBe("stored");
    expect(manageUrl).toMatch(new RegExp(`/bookings/${bookingId}\\?token=[\\w-]{43}$`));

    // A retry with the same key is the same booking.
    const replay = jsonOf(await client.callTool({ name: "book_consultation", arguments: args }));
    expect(replay).toMatchObject({ bookingId, manageUrl });
    const after = jsonOf(
      await client.callTool({ name: "get_available_slots", arguments: { date, hours: 2 } }),
    );
    expect(after.bookedSlots).toEqual(["11:00 to 13:00", "12:00 to 14:00"]);

    const invalid = await client.callTool({
      name: "book_consultation",
      arguments: {
        ...request(date, "15:00 to 17:00", { email: "not-an-email" }),
        idempotencyKey: `${key}-bad`,
      },
    });
    expect(isError(invalid)).toBe(true);
    expect(textOf(invalid)).toBe(
      "Some fields need attention: email: Enter a valid email address, such as name@example.com",
    );

    const taken = await client.callTool({
      name: "book_consultation",
      arguments: { ...request(date, "12:00 to 14:00"), idempotencyKey: `${key}-taken` },
    });
    expect(isError(taken)).toBe(true);
    expect(textOf(taken)).toBe(SLOT_TAKEN);
  } finally {
    await client.close();
  }
});

test("an agent that books too fast is asked to wait, as the API asks", async ({ baseURL }) => {
  const client = await connect(baseURL);
  try {
    // Refused bookings (a bad e-mail address: nothing is stored) still spend the limit:
    // each its delivery calls, as the browser's calls for a booking would.
    const fits = Math.floor(BOOKING_RATE_LIMITS.bookings.capacity / deliveryNames.length);
    const attempt = (n: number) =>
      client.callTool({
        name: "book_consultation",
        arguments: {
          ...request(dateFor(2), "11:00 to 12:00", { hours: 1, email: "x" }),
          idempotencyKey: `e2e-rate-limit-${n}-key`,
        },
      });
    for (let n = 0; n < fits; n++) expect(textOf(await attempt(n))).toContain("Enter a valid email address");
    const limited = await attempt(fits);
    expect(isError(limited)).toBe(true);
    expect(textOf(limited)).toMatch(
      /^You have sent several requests in a short time\. Please wait \d+ seconds? and try again\.$/,
    );
  } finally {
    await client.close();
  }
});

test("a booking an agent makes over MCP shows as booked in the browser's slot list", async ({
  page,
  baseURL,
}) => {
  const client = await connect(baseURL);
  const date = dateFor(0);
  try {
    const free = jsonOf(
      await client.callTool({ name: "get_available_slots", arguments: { date, hours: 2 } }),
    );
    expect(free.freeSlots).toContain("14:00 to 16:00");
    const booked = await client.callTool({
      name: "book_consultation",
      arguments: { ...request(date, "14:00 to 16:00"), idempotencyKey: `e2e-mcp-${date}` },
    });
    expect(isError(booked)).toBe(false);
    expect(jsonOf(booked)).toMatchObject({ manageUrl: expect.stringContaining("/bookings/") });
  } finally {
    await client.close();
  }

  await page.setExtraHTTPHeaders(ownAddressHeaders());
  await openHydrated(page, "/schedule-consultation");
  const form = page.locator("#booking-form");
  await form.getByLabel("Duration", { exact: true }).selectOption("2");
  await form.getByLabel("Date", { exact: true }).fill(date);
  const slot = form.getByLabel("Time slot", { exact: true });
  // The WebMCP form keeps option texts fixed; what a person sees and hears is the label.
  await expect(slot.locator('option[value="14:00 to 16:00"]')).toHaveAttribute(
    "label",
    `14:00 to 16:00${BOOKED_SUFFIX}`,
  );
  await expect(slot.locator('option[value="14:00 to 16:00"]')).toBeDisabled();
  // A longer slot overlapping it is taken too; one that only touches it is free.
  await expect(slot.locator('option[value="13:00 to 15:00"]')).toBeDisabled();
  await expect(slot.locator('option[value="16:00 to 18:00"]')).toBeEnabled();
});

const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e-wire", version: "1" } },
};

/**
 * A POST to the built server's /mcp as it goes on the wire, with any `Host` (fetch sets its
 * own): the status, the headers and the JSON answer.
 */
function postMcp(
  baseURL: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: unknown }> {
  const url = new URL("/mcp", baseURL);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "Content-Length": String(Buffer.byteLength(text)),
          ...ownAddressHeaders(),
          ...headers,
        },
      },
      (response) => {
        let read = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          read += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(read) }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(text);
  });
}

test("a page elsewhere, a host name rebound to the server and a batch are refused; the site's own origin and host pass", async ({
  baseURL,
}) => {
  const forbidden = (message: string) => ({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
  const evilOrigin = await postMcp(baseURL, INITIALIZE, { Origin: "https://evil.example" });
  expect([evilOrigin.status, evilOrigin.json]).toEqual([
    403,
    forbidden("Forbidden: this Origin may not call the MCP server."),
  ]);
  const rebound = await postMcp(baseURL, INITIALIZE, { Host: "evil.example" });
  expect([rebound.status, rebound.json]).toEqual([403, forbidden("Forbidden: this Host is not the site's.")]);
  // SITE_URL is the company's own address here; loopback (the test's own Host) passes too.
  const site = new URL(company.siteUrl);
  for (const headers of [{ Origin: site.origin }, { Host: site.host }, {}] as Record<string, string>[]) {
    expect((await postMcp(baseURL, INITIALIZE, headers)).status, JSON.stringify(headers)).toBe(200);
  }

  const list = { jsonrpc: "2.0", id: 2, method: "tools/list" };
  const batch = await postMcp(baseURL, [list, { ...list, id: 3 }]);
  expect(batch.status).toBe(400);
  expect(batch.json).toEqual({
    jsonrpc: "2.0",
    error: {
      code: -32600,
      message: "Invalid Request: batches are not accepted; send one JSON-RPC message per request.",
    },
    id: null,
  });

  // The SDK's client, told to say it runs on a page elsewhere, cannot even connect.
  const client = new Client({ name: "e2e-elsewhere", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseURL), {
    requestInit: { headers: { ...ownAddressHeaders(), Origin: "https://evil.example" } },
  });
  await expect(client.connect(transport)).rejects.toMatchObject({ code: 403 });
});

test("every MCP request spends a lookup: an agent that floods initialize is asked to wait", async ({
  baseURL,
}) => {
  const { capacity } = BOOKING_RATE_LIMITS.lookups;
  const responses = [];
  for (let n = 0; n < capacity + 5; n++) responses.push(await postMcp(baseURL, INITIALIZE));
  expect(responses.slice(0, capacity).map((response) => response.status)).toEqual(Array(capacity).fill(200));
  // One token comes back a second: a few more requests than the bucket holds are refused.
  const refused = responses.filter((response) => response.status === 429);
  expect(refused.length).toBeGreaterThanOrEqual(3);
  expect(refused[0]?.headers["retry-after"]).toMatch(/^\d+$/);
  expect(refused[0]?.json).toMatchObject({
    jsonrpc: "2.0",
    error: {
      code: -32000,
      message: expect.stringMatching(/^You have sent several requests in a short time\./),
    },
    id: null,
  });
});
