import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { bookingWindow } from "../../src/booking/dates";
import { BOOKED_SUFFIX } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { expect, openHydrated, ownAddressHeaders, test } from "./fixtures";

// An agent books over the built server's MCP endpoint with the SDK's own client; a person
// then sees the slot taken in the booking form.

test.use({ timezoneId: company.timeZone });

function dateFor(offset: number): string {
  const { retry, repeatEachIndex } = test.info();
  const date = new Date(`${bookingWindow(company.timeZone).min}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 330 + offset + 20 * (retry + repeatEachIndex));
  return date.toISOString().slice(0, 10);
}

type ToolAnswer = { content: { type: string; text: string }[]; isError?: boolean };

test("a booking an agent makes over MCP shows as booked in the browser's slot list", async ({
  page,
  baseURL,
}) => {
  const headers = ownAddressHeaders();
  const client = new Client({ name: "e2e-agent", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/mcp", baseURL), { requestInit: { headers } }),
  );
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "list_services",
      "get_available_slots",
      "book_consultation",
    ]);
    const date = dateFor(0);
    const free = JSON.parse(
      ((await client.callTool({ name: "get_available_slots", arguments: { date, hours: 2 } })) as ToolAnswer)
        .content[0]?.text ?? "{}",
    ) as { freeSlots: string[] };
    expect(free.freeSlots).toContain("14:00 to 16:00");
    const booked = (await client.callTool({
      name: "book_consultation",
      arguments: {
        name: "Agent Smith",
        email: "agent@example.com",
        phone: "+1 555 010 2000",
        hours: 2,
        date,
        timeSlot: "14:00 to 16:00",
        subject: "Booked by an assistant",
        description: "An AI assistant booked this for a person.",
        idempotencyKey: `e2e-mcp-${date}`,
      },
    })) as ToolAnswer;
    expect(booked.isError).toBeFalsy();
    expect(JSON.parse(booked.content[0]?.text ?? "{}")).toMatchObject({
      manageUrl: expect.stringContaining("/bookings/"),
    });

    await page.setExtraHTTPHeaders(headers);
    await openHydrated(page, "/schedule-consultation");
    const form = page.locator("#booking-form");
    await form.getByLabel("Duration", { exact: true }).selectOption("2");
    await form.getByLabel("Date", { exact: true }).fill(date);
    const slot = form.getByLabel("Time slot", { exact: true });
    await expect(slot.locator('option[value="14:00 to 16:00"]')).toHaveAttribute(
      "label",
      `14:00 to 16:00${BOOKED_SUFFIX}`,
    );
    await expect(slot.locator('option[value="14:00 to 16:00"]')).toBeDisabled();
    await expect(slot.locator('option[value="13:00 to 15:00"]')).toBeDisabled();
  } finally {
    await client.close();
  }
});
