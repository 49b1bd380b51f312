import { afterEach, describe, expect, it } from "vitest";
import { agentPaths } from "../../src/agent-paths";
import { declineSchema } from "../../src/booking/team-schema";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";
import { decodeEntities } from "./harness";

// CONSULTATION_FEE: set, every place that offers the booking states the amount; unset,
// each says what the spec words, exactly as before the setting existed.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const SPEC = {
  form: "A nominal fee applies and is credited toward future services. See our",
  faq: "No. We charge a nominal fee for the consultation, because you get dedicated time with a senior consultant and a written summary afterwards.",
  guide: "consultation is paid: a nominal fee, credited toward future services. Confirm the",
  tool: "(a nominal fee, credited toward future services)",
};

/** What a page shows, without its hydration data. */
const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

/** The site facts the page hands the browser for hydration. */
const siteFacts = (html: string) =>
  JSON.parse(/window\.__SITE__=(\{.*?\});(?:\(function\(\)|<\/script>)/.exec(html)?.[1] ?? "null");

/** Every text that states the fee, as the site answers them. */
async function texts(test: App) {
  const form = await test.request.get("/schedule-consultation");
  const guide = await test.request.get(agentPaths.guide);
  const tools = await test.request
    .post("/mcp")
    .set({ "Content-Type": "application/json", Accept: "application/json, text/event-stream" })
    .send({ jsonrpc: "2.0", id: 1, method: "tools/list" });
  const booked = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking());
  const manage = new URL(booked.body.manageUrl as string);
  const page = await test.request.get(`${manage.pathname}${manage.search}`);
  const book = (tools.body.result.tools as { name: string; description: string }[]).find(
    (tool) => tool.name === "book_consultation",
  );
  return {
    form: shown(form.text),
    formFacts: siteFacts(form.text),
    guide: guide.text,
    tool: book?.description ?? "",
    page: shown(page.text),
  };
}

describe("CONSULTATION_FEE", () => {
  it("unset: the form, the FAQ, the guide, the MCP tool and the booking page keep the spec's words", async () => {
    app = bookingApp();
    const { form, formFacts, guide, tool, page } = await texts(app);
    expect(formFacts.fee).toBeNull();
    expect(form).toContain(SPEC.form);
    expect(form).toContain(SPEC.faq);
    // The FAQ's structured data says the same.
    expect(form).toContain(`"text":"${SPEC.faq}`);
    expect(guide).toContain(SPEC.guide);
    expect(tool).toContain(SPEC.tool);
    expect(page).not.toContain("Consultation fee");
    expect(form).not.toContain("Nothing is charged now");
    for (const text of [form, guide, tool, page]) expect(text).not.toMatch(/nominal fee of/);
  });

  it("set: each of them states the amount, formatted for en-US", async () => {
    app = bookingApp({ env: { CONSULTATION_FEE: "USD 75" } });
    const { form, formFacts, guide, tool, page } = await texts(app);
    // Formatted once on the server, so the browser renders the same text.
    expect(formFacts.fee).toEqual({ currency: "USD", amount: 75, text: "$75" });
    // Its terms, beside the form's heading and beside its button.
    const terms =
      "A nominal fee of $75 per consultation, credited toward future services. Nothing is charged now: the team sends how to pay with its confirmation, and nothing is owed if it declines.";
    expect(form.split(terms)).toHaveLength(3);
    expect(form).toMatch(
      /Book Your Consultation<\/h2>(?:(?!<\/header>).)*A nominal fee of \$75 per consultation/s,
    );
    expect(form).toContain(`${terms} See our`);
    expect(form).toContain("No. We charge a nominal fee of $75 for the consultation, because");
    expect(form).toContain('"text":"No. We charge a nominal fee of $75 for the consultation');
    expect(guide).toContain(
      "consultation is paid: a nominal fee of $75, credited toward future services. Confirm the",
    );
    expect(tool).toContain("(a nominal fee of $75, credited toward future services)");
    expect(page).toMatch(
      /<dt[^>]*>Consultation fee<\/dt><dd[^>]*>\$75, credited toward future services<\/dd>/,
    );
    for (const text of [form, guide, tool]) expect(text).not.toContain("a nominal fee,");
  });

  it("set: the team's Confirm form asks for how to pay, which the visitor was told comes with it", async () => {
    app = bookingApp({ env: { CONSULTATION_FEE: "USD 75" } });
    const booked = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking());
    const id = booked.body.bookingId as string;
    const page = shown((await app.request.get(app.site.backend.links.teamPagePath(id))).text);
    expect(page).toContain("Say here how to pay the $75 fee (an invoice or a payment link)");
  });

  it("words a currency's decimals as the operator set them: EUR 49.50 is €49.50", async () => {
    app = bookingApp({ env: { CONSULTATION_FEE: "EUR 49.50" } });
    const { form, tool } = await texts(app);
    expect(form).toContain("A nominal fee of €49.50 per consultation, credited toward future services.");
    expect(tool).toContain("a nominal fee of €49.50, credited toward future services");
  });

  it("does not show the fee on a cancelled booking's page: nothing is owed", async () => {
    app = bookingApp({ env: { CONSULTATION_FEE: "USD 75" } });
    const booked = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking());
    const manage = new URL(booked.body.manageUrl as string);
    const token = manage.searchParams.get("token") ?? "";
    const cancelled = await app.request
      .post(`${manage.pathname}/cancel`)
      .set("Sec-Fetch-Site", "same-origin")
      .type("form")
      .send({ token });
    expect(cancelled.status).toBe(303);
    const page = shown((await app.request.get(`${manage.pathname}${manage.search}`)).text);
    expect(page).toContain("Your consultation was cancelled");
    expect(page).not.toContain("Consultation fee");
    expect(page).not.toContain("$75");
  });
});

describe("CONSULTATION_FEE on a declined booking's page", () => {
  it("is not shown: nothing is owed if the team declines", async () => {
    app = bookingApp({ env: { CONSULTATION_FEE: "USD 75" } });
    const booked = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking());
    const manage = new URL(booked.body.manageUrl as string);
    const before = shown((await app.request.get(`${manage.pathname}${manage.search}`)).text);
    expect(before).toContain("Consultation fee");
    const stored = await app.store.findBooking(booked.body.bookingId as string);
    if (!stored) throw new Error("no booking");
    const outcome = await app.site.backend.team.decline(stored, declineSchema.parse({}), "team");
    expect(outcome.kind).toBe("decided");
    const page = shown((await app.request.get(`${manage.pathname}${manage.search}`)).text);
    expect(page).toContain("Your consultation was declined");
    expect(page).not.toContain("Consultation fee");
    expect(page).not.toContain("$75");
  });
});
