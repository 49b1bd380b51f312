import type { Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../src/booking/constants";
import { SLOT_TAKEN, SUCCESS } from "../../src/booking/messages";
import { slotsFor } from "../../src/booking/slots";
import { company } from "../../src/content/company";
import { chromiumLaunchOptions } from "../support/chromium";
import { BOOKING_PAGE, FORM_TOOL_PARAMETERS } from "./booking-form-tool";
import { bookThroughApi, expect, openHydrated, ownAddressHeaders, test, testDate } from "./fixtures";

// The booking page against Chromium's own WebMCP (behind --enable-features=WebMCP, in
// secure contexts such as this loopback origin): what the browser makes of the form
// (every field described, no honeypot, the slot list's choices), the
// page's get_available_slots, and an agent's call that fills the form in one go and is
// answered when the person presses the button. Skipped where this Chromium has no WebMCP.
// webmcp.spec.ts checks the same with a stub in a browser without it.

const launch = chromiumLaunchOptions();
test.use({
  launchOptions: { ...launch, args: [...(launch.args ?? []), "--enable-features=WebMCP"] },
  timezoneId: company.timeZone,
});

const visitor = {
  name: "Dorothy Vaughan",
  email: "dorothy@example.com",
  phone: "+1 555 010 3100",
  subject: "Moving our models to the cloud",
  description: "We would like advice on running our numerical models on a cloud platform.",
};

// Each test books from its own client address, so it spends its own rate limit.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

const dateFor = (offset: number) => testDate(150, offset);

/**
 * The booking page as an agent finds it: hydrated, with WebMCP (else the test skips), its
 * clock set back so a booking sent now is not taken for a bot's too-quick fill.
 */
async function openFormForAgent(page: Page) {
  await page.clock.install({ time: Date.now() - MIN_FILL_MS - 2000 });
  await openHydrated(page, BOOKING_PAGE);
  await tools(page);
}

/** Calls the form's tool as the browser's agent would; resolves to its answer, or "THROW …". */
function callFormTool(page: Page, input: Record<string, unknown>) {
  return page.evaluate(async (input) => {
    const context = (
      document as unknown as {
        modelContext: {
          getTools(): Promise<{ name: string }[]>;
          executeTool(tool: unknown, input: unknown): Promise<unknown>;
        };
      }
    ).modelContext;
    const tool = (await context.getTools()).find((listed) => listed.name === "book_consultation");
    try {
      const toolResult = await context.executeTool(tool, input);
      return typeof toolResult === "string" ? JSON.parse(toolResult) : toolResult;
    } catch (error) {
      return `THROW ${error}`;
    }
  }, input);
}

/** The page's tools as the browser lists them for its agent (an input schema may come as JSON text). */
async function tools(page: Page) {
  const listed = await page.evaluate(async () => {
    const context = (document as unknown as { modelContext?: { getTools(): Promise<unknown[]> } })
      .modelContext;
    if (!context) return null;
    return (await context.getTools()).map((tool) => {
      const { name, description, inputSchema, annotations } = tool as Record<string, unknown>;
      return { name, description, inputSchema, annotations };
    });
  });
  test.skip(listed === null, "this Chromium has no WebMCP");
  return (listed ?? []).map((tool) => ({
    ...tool,
    inputSchema: (typeof tool.inputSchema === "string" ? JSON.parse(tool.inputSchema) : tool.inputSchema) as {
      properties: Record<string, { description?: string; enum?: string[] }>;
      required: string[];
    },
  }));
}

test("the form's tool: every field described, no honeypot; get_available_slots read-only", async ({
  page,
  consoleLog,
}) => {
  await openHydrated(page, BOOKING_PAGE);
  const listed = await tools(page);
  expect(listed.map((tool) => tool.name).sort()).toEqual(["book_consultation", "get_available_slots"]);
  const form = listed.find((tool) => tool.name === "book_consultation");
  expect(Object.keys(form?.inputSchema.properties ?? {})).toEqual(FORM_TOOL_PARAMETERS);
  for (const name of FORM_TOOL_PARAMETERS)
    expect(form?.inputSchema.properties[name]?.description, name).toBeTruthy();
  expect(form?.inputSchema.properties.timeSlot?.enum).toEqual(["", ...slotsFor(1)]);
  expect(form?.inputSchema.required).toEqual(
    FORM_TOOL_PARAMETERS.filter((name) => name !== "isWhatsapp" && name !== "serviceCategories"),
  );
  const slotsTool = listed.find((tool) => tool.name === "get_available_slots");
  expect(slotsTool?.annotations).toMatchObject({ readOnlyHint: true });
  expect(consoleLog.errors).toEqual([]);
});

test("an agent fills the form in one go (slot before date); the person's press answers it", async ({
  page,
  consoleLog,
}) => {
  await openFormForAgent(page);
  const day = dateFor(0);
  const call = callFormTool(page, {
    timeSlot: "14:00 to 15:00",
    date: day,
    isWhatsapp: true,
    serviceCategories: ["Cloud Migration", "AI Chatbots"],
    ...visitor,
  });

  // The agent's values stand, the slot too, once the day's lookup has answered; the
  // browser leaves the submit to the person (no toolautosubmit).
  const section = page.locator("#booking-form");
  const slot = section.getByLabel("Time slot", { exact: true });
  await expect(section.getByLabel("Date", { exact: true })).toHaveValue(day);
  await expect(slot).not.toHaveAttribute("aria-busy", "true");
  await expect(slot).toHaveValue("14:00 to 15:00");
  await expect(section.getByLabel("Full name", { exact: true })).toHaveValue(visitor.name);
  await expect(section.getByLabel("I can be reached on WhatsApp at this number")).toBeChecked();
  await expect(section.getByRole("checkbox", { name: "AI Chatbots" })).toBeChecked();
  await section.getByRole("button", { name: "Book Consultation" }).click();

  expect(await call).toMatchObject({
    booked: true,
    bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    manageUrl: expect.stringMatching(/\/bookings\/[0-9a-f-]{36}\?token=/),
    date: day,
    timeSlot: "14:00 to 15:00",
  });
  await expect(section.getByRole("status", { name: "Consultation requested" })).toContainText(SUCCESS);
  // Booked as the agent filled it, boxes included.
  const manageUrl = new URL(((await call) as { manageUrl: string }).manageUrl);
  const bookingPage = await (await page.request.get(`${manageUrl.pathname}${manageUrl.search}`)).text();
  for (const category of ["Cloud Migration", "AI Chatbots"]) expect(bookingPage).toContain(category);
  expect(consoleLog.errors).toEqual([]);
});

test("an agent's taken slot stands until the person presses; the day's list refuses it then, without a booking call", async ({
  page,
  consoleLog,
}) => {
  const day = dateFor(1);
  // Someone else has the slot already.
  const other = await bookThroughApi(page.request, {
    ...visitor,
    name: "Mary Jackson",
    email: "mary@example.com",
    hours: 1,
    date: day,
    timeSlot: "15:00 to 16:00",
  });
  expect(other.status).toBe(200);
  await openFormForAgent(page);
  const bookingCalls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /consultation(-email)?$/.test(request.url()))
      bookingCalls.push(request.url());
  });
  const call = callFormTool(page, { date: day, timeSlot: "15:00 to 16:00", ...visitor });

  // The day's list shows the slot as booked, and the agent's choice is still the value:
  // a person's choice would be undone here; the agent's waits for the person's press.
  const section = page.locator("#booking-form");
  const slot = section.getByLabel("Time slot", { exact: true });
  await expect(section.getByLabel("Date", { exact: true })).toHaveValue(day);
  await expect(slot.locator('option[value="15:00 to 16:00"]')).toHaveAttribute("label", /\(Booked\)/);
  await expect(slot).toHaveValue("15:00 to 16:00");
  await section.getByRole("button", { name: "Book Consultation" }).click();

  // Refused as the server would (409), by the list the person sees: the list also holds
  // what only n8n knows of, which the server's store does not refuse.
  expect(await call).toMatchObject({ booked: false, error: SLOT_TAKEN });
  await expect(section.getByText(SLOT_TAKEN)).toBeVisible();
  await expect(slot).toHaveValue("");
  expect(bookingCalls).toEqual([]);
  expect(consoleLog.errors).toEqual([]);
});

test("an agent books another length in two calls: the duration alone, then the form with a slot of that length", async ({
  page,
  consoleLog,
}) => {
  await openFormForAgent(page);
  // The first call changes the slot list, so the browser ends it (the tool changed), as
  // the duration's description tells the agent.
  expect(await callFormTool(page, { hours: "2" })).toMatch(/^THROW .*updated/);
  const listed = await tools(page);
  const form = listed.find((tool) => tool.name === "book_consultation");
  expect(form?.inputSchema.properties.timeSlot?.enum).toEqual(["", ...slotsFor(2)]);

  const day = dateFor(2);
  const call = callFormTool(page, { ...visitor, hours: "2", date: day, timeSlot: "11:00 to 13:00" });
  const section = page.locator("#booking-form");
  const slot = section.getByLabel("Time slot", { exact: true });
  await expect(slot).not.toHaveAttribute("aria-busy", "true");
  await expect(slot).toHaveValue("11:00 to 13:00");
  await section.getByRole("button", { name: "Book Consultation" }).click();
  expect(await call).toMatchObject({ booked: true, date: day, timeSlot: "11:00 to 13:00" });
  expect(consoleLog.errors).toEqual([]);
});
