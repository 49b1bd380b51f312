import type { APIRequestContext, Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../src/booking/constants";
import { SLOT_TAKEN, SUCCESS } from "../../src/booking/messages";
import { slotsFor } from "../../src/booking/slots";
import { company } from "../../src/content/company";
import { BOOKING_PAGE, FORM_TOOL_PARAMETERS } from "./booking-form-tool";
import { bookThroughApi, expect, openHydrated, ownAddressHeaders, test, testDate } from "./fixtures";

// WebMCP on the booking page (docs/product.md#the-booking-form): the form is a declarative tool
// (`book_consultation`) and the page registers the read-only `get_available_slots`.
// The browser here has no WebMCP: a stub `document.modelContext` (or the older
// `navigator.modelContext`) records what the page does with it. Chromium's own WebMCP
// (behind a flag) is tried in webmcp-chromium.spec.ts.

test.use({ timezoneId: company.timeZone });

// Each test books from its own client address, so it spends its own rate limit.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

const dateFor = (offset: number) => testDate(120, offset);

const visitor = {
  name: "Katherine Johnson",
  email: "katherine@example.com",
  phone: "+1 555 010 3000",
  subject: "Orbit calculations in the cloud",
  description: "We would like to move our trajectory models to a cloud platform.",
};

/** Another visitor books the slot through the API. */
async function bookElsewhere(request: APIRequestContext, date: string, timeSlot: string) {
  const booked = await bookThroughApi(request, {
    ...visitor,
    serviceCategories: [],
    hours: 1,
    date,
    timeSlot,
  });
  expect(booked.status).toBe(200);
}

/** The page's record of its WebMCP calls, kept by the stub (see `installStub`). */
interface StubRecord {
  registered: { name: string; description: string; inputSchema: unknown; annotations?: unknown }[];
  aborted: string[];
  unregistered: string[];
}

/**
 * A stub model context before the page's own scripts run: `document.modelContext` (the
 * current API, unregistering through the registration's signal), or the older
 * `navigator.modelContext` (with `unregisterTool`). Tools stay callable as `__webmcpTools`.
 */
async function installStub(page: Page, where: "document" | "navigator") {
  await page.addInitScript((where) => {
    const record = { registered: [], aborted: [], unregistered: [] } as StubRecord;
    const tools: Record<string, { execute: (input: unknown) => Promise<unknown> }> = {};
    const context: Record<string, unknown> = {
      registerTool(
        tool: StubRecord["registered"][number] & { execute: () => Promise<unknown> },
        options?: { signal?: AbortSignal },
      ) {
        const { execute, ...described } = tool;
        record.registered.push(JSON.parse(JSON.stringify(described)));
        tools[tool.name] = { execute };
        if (where === "document") {
          options?.signal?.addEventListener("abort", () => record.aborted.push(tool.name));
          return Promise.resolve();
        }
        return undefined;
      },
    };
    if (where === "navigator") {
      context.unregisterTool = (name: string) => record.unregistered.push(name);
    }
    Object.defineProperty(where === "document" ? Document.prototype : Navigator.prototype, "modelContext", {
      configurable: true,
      get: () => context,
    });
    Object.assign(window, { __webmcp: record, __webmcpTools: tools });
  }, where);
}

const stubRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __webmcp: StubRecord }).__webmcp);

/** Calls a registered tool's `execute` in the page, as the browser would for its agent. */
const execute = (page: Page, name: string, input: unknown) =>
  page.evaluate(
    ([name, input]) =>
      (
        window as unknown as {
          __webmcpTools: Record<string, { execute: (input: unknown) => Promise<unknown> }>;
        }
      ).__webmcpTools[name as string]?.execute(input),
    [name, input] as const,
  );

test.describe("with a stub model context", () => {
  test("get_available_slots is registered read-only and answers the free slots of a day", async ({
    page,
    request,
    consoleLog,
  }) => {
    const day = dateFor(0);
    await bookElsewhere(request, day, "13:00 to 14:00");
    await installStub(page, "document");
    await openHydrated(page, BOOKING_PAGE);

    const { registered } = await stubRecord(page);
    expect(registered).toHaveLength(1);
    const [tool] = registered;
    expect(tool).toMatchObject({
      name: "get_available_slots",
      annotations: { readOnlyHint: true },
      inputSchema: {
        type: "object",
        properties: {
          date: { type: "string", format: "date" },
          hours: { type: "integer", minimum: 1, maximum: 8 },
        },
        required: ["date"],
      },
    });
    expect(tool?.description).toContain(`(${company.timeZone})`);

    // Two-hour slots: the two that overlap the booked 13:00 to 14:00 are not free.
    const booked = ["12:00 to 14:00", "13:00 to 15:00"];
    expect(await execute(page, "get_available_slots", { date: day, hours: 2 })).toEqual({
      date: day,
      hours: 2,
      timeZone: company.timeZone,
      timeZoneName: "Eastern Time",
      freeSlots: slotsFor(2).filter((slot) => !booked.includes(slot)),
      bookedSlots: booked,
      checked: true,
    });
    // One hour unless said otherwise.
    expect(await execute(page, "get_available_slots", { date: day })).toMatchObject({
      hours: 1,
      freeSlots: slotsFor(1).filter((slot) => slot !== "13:00 to 14:00"),
      bookedSlots: ["13:00 to 14:00"],
    });
    // A wrong input is answered, not thrown.
    expect(await execute(page, "get_available_slots", { date: "next Tuesday", hours: 2 })).toEqual({
      error: expect.stringContaining("yyyy-MM-dd"),
    });
    expect(await execute(page, "get_available_slots", { date: day, hours: 9 })).toEqual({
      error: expect.stringContaining("hours"),
    });

    // Leaving the page unregisters it (the registration's signal aborts).
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: `${company.name}, home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await stubRecord(page)).aborted).toEqual(["get_available_slots"]);
    expect(consoleLog.errors).toEqual([]);
  });

  test("the older navigator.modelContext: registered, and unregistered with unregisterTool", async ({
    page,
    consoleLog,
  }) => {
    await installStub(page, "navigator");
    await openHydrated(page, BOOKING_PAGE);
    expect((await stubRecord(page)).registered.map((tool) => tool.name)).toEqual(["get_available_slots"]);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: `${company.name}, home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await stubRecord(page)).unregistered).toEqual(["get_available_slots"]);
    expect(consoleLog.errors).toEqual([]);
  });

  test("an agent-invoked submit is answered through respondWith: the booking, or what went wrong", async ({
    page,
    request,
    consoleLog,
  }) => {
    await page.clock.install({ time: Date.now() - MIN_FILL_MS - 2000 });
    await installStub(page, "document");
    await openHydrated(page, BOOKING_PAGE);
    const section = page.locator("#booking-form");
    const slot = section.getByLabel("Time slot", { exact: true });
    const day = dateFor(1);
    await section.getByLabel("Full name", { exact: true }).fill(visitor.name);
    await section.getByLabel("Email", { exact: true }).fill(visitor.email);
    await section.getByLabel("Phone", { exact: true }).fill(visitor.phone);
    await section.getByLabel("Date", { exact: true }).fill(day);
    await expect(slot).not.toHaveAttribute("aria-busy", "true");
    await slot.selectOption("15:00 to 16:00");
    await section.getByLabel("Subject", { exact: true }).fill(visitor.subject);
    await section.getByLabel("What would you like to discuss?").fill(visitor.description);

    /** Submits the form as the browser does when an agent asked for it, and returns the tool result the agent gets. */
    const agentSubmit = () =>
      page.evaluate(async () => {
        const form = document.querySelector<HTMLFormElement>("form[toolname=book_consultation]");
        const submitter = form?.querySelector<HTMLButtonElement>("button[value=book]");
        if (!form || !submitter) throw new Error("no booking form");
        const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
        let toolResult: Promise<unknown> | undefined;
        let preventedFirst = false;
        Object.assign(event, {
          agentInvoked: true,
          respondWith: (promise: Promise<unknown>) => {
            preventedFirst = event.defaultPrevented;
            toolResult = promise;
          },
        });
        form.dispatchEvent(event);
        return { preventedFirst, toolResult: await toolResult };
      });

    // The slot is taken meanwhile: the agent is told so, with the field's message.
    await bookElsewhere(request, day, "15:00 to 16:00");
    expect(await agentSubmit()).toEqual({
      preventedFirst: true,
      toolResult: { booked: false, error: SLOT_TAKEN, fieldErrors: { timeSlot: SLOT_TAKEN } },
    });

    await expect(slot).not.toHaveAttribute("aria-busy", "true");
    await slot.selectOption("16:00 to 17:00");
    const { toolResult } = await agentSubmit();
    expect(toolResult).toEqual({
      booked: true,
      tentative: false,
      message: SUCCESS,
      bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      manageUrl: expect.stringMatching(/\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/),
      date: day,
      timeSlot: "16:00 to 17:00",
      timeZone: company.timeZone,
    });
    const { bookingId, manageUrl } = toolResult as { bookingId: string; manageUrl: string };
    expect(manageUrl).toContain(bookingId);
    // The person sees it as always: the confirmation panel, linking to the same booking.
    const confirmation = section.getByRole("status", { name: "Consultation requested" });
    await expect(confirmation).toContainText(SUCCESS);
    await expect(confirmation.getByRole("link", { name: /View your booking/ })).toHaveAttribute(
      "href",
      new URL(manageUrl).pathname + new URL(manageUrl).search,
    );
    expect(consoleLog.errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  });
});

test("the declarative attributes are in the server's HTML and on the hydrated form", async ({
  page,
  request,
  consoleLog,
}) => {
  const html = await (await request.get(BOOKING_PAGE)).text();
  expect(html).toContain('toolname="book_consultation"');
  expect(html).toMatch(/<form[^>]* tooldescription="[^"]+"/);
  expect(html).not.toContain("toolautosubmit");
  expect(html.match(/toolparamdescription="[^"]+"/g)?.length).toBeGreaterThanOrEqual(
    FORM_TOOL_PARAMETERS.length,
  );
  // The honeypot is read-only (so no parameter of the tool) in the server's HTML too.
  expect(html.match(/<input[^>]*name="website"[^>]*>/)?.[0]).toMatch(/ readonly=""/i);

  // No WebMCP in this browser: the page runs as always.
  await openHydrated(page, BOOKING_PAGE);
  expect(await page.evaluate(() => "modelContext" in document || "modelContext" in navigator)).toBe(false);
  const form = page.locator("form[toolname=book_consultation]");
  await expect(form).toHaveAttribute("tooldescription", /press Book Consultation themselves/);
  await expect(form).toHaveAttribute("tooldescription", new RegExp(`\\(${company.timeZone}\\)`));
  await expect(form).not.toHaveAttribute("toolautosubmit");

  // The form's parameters as Chromium reads them: enabled, not read-only
  // named controls, hidden inputs only with a tool attribute, never buttons. Each needs
  // its own toolparamdescription or a label (label[for] or a wrapping one); a group of
  // checkboxes, its nearest fieldset's toolparamdescription.
  const parameters = await form.evaluate((element: HTMLFormElement) => {
    const names: string[] = [];
    const undescribed: string[] = [];
    for (const control of Array.from(element.elements)) {
      const isField =
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement;
      if (!isField || !control.name || control.disabled || names.includes(control.name)) continue;
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        if (control.readOnly) continue;
      }
      if (control.type === "hidden" && !control.hasAttribute("toolparamdescription")) continue;
      names.push(control.name);
      const group = element.querySelectorAll(`[name="${control.name}"]`).length > 1;
      const described = group
        ? Boolean(control.closest("fieldset")?.getAttribute("toolparamdescription"))
        : Boolean(control.getAttribute("toolparamdescription")) || (control.labels?.length ?? 0) > 0;
      if (!described) undescribed.push(control.name);
    }
    return { names, undescribed };
  });
  expect(parameters).toEqual({ names: FORM_TOOL_PARAMETERS, undescribed: [] });

  // The honeypot is read-only, so it is no parameter, but still posted.
  const honeypot = form.locator("input[name=website]");
  await expect(honeypot).toHaveJSProperty("readOnly", true);
  expect(await form.evaluate((element: HTMLFormElement) => new FormData(element).has("website"))).toBe(true);

  // Before a date, the time slot offers every slot of the day, enabled.
  const slot = form.getByLabel("Time slot", { exact: true });
  await expect(slot).toBeEnabled();
  await expect(slot.locator("option")).toHaveText(["Select a time slot", ...slotsFor(1)]);
  expect(consoleLog.errors).toEqual([]);
});
