import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

const malformed = ["", "{", "nul", "[1,2", "{'name':'x'}", '{"name": "x",}', "\u0000", '{"a":1}{"b":2}'];

// Every required field; hours left out is the form's one hour (a null hours is below).
const fields = ["name", "email", "phone", "date", "timeSlot", "subject", "description"] as const;

/** [what it is, the body] — every one must be refused with a 4xx and a clear JSON error. */
const badBodies: [string, unknown][] = [
  ["an array", []],
  ["a string", "hello"],
  ["a number", 42],
  ["null", null],
  ["true", true],
  ...fields.map((field): [string, unknown] => {
    const { [field]: _dropped, ...rest } = validBooking();
    return [`no ${field}`, rest];
  }),
  ["name as a number", validBooking({ name: 42 })],
  ["empty name", validBooking({ name: "" })],
  ["whitespace name", validBooking({ name: "    " })],
  ["101-char name", validBooking({ name: "n".repeat(101) })],
  ["email as a list", validBooking({ email: ["grace@example.com"] })],
  ["invalid email", validBooking({ email: "grace-at-example.com" })],
  ["255-char email", validBooking({ email: `${"g".repeat(243)}@example.com` })],
  ["phone as a number", validBooking({ phone: 5550102000 })],
  ["6-digit phone", validBooking({ phone: "555-010" })],
  ["21-digit phone", validBooking({ phone: "1".repeat(21) })],
  ["phone with letters", validBooking({ phone: "555-CALL-NOW" })],
  ["isWhatsapp as text", validBooking({ isWhatsapp: "yes" })],
  ["categories as a string", validBooking({ serviceCategories: "Cloud Migration" })],
  ["unknown category", validBooking({ serviceCategories: ["Quantum Teleportation"] })],
  ["duplicate categories", validBooking({ serviceCategories: ["AI Chatbots", "AI Chatbots"] })],
  ["hours as text", validBooking({ hours: "1" })],
  ["hours null", validBooking({ hours: null })],
  ["hours 0", validBooking({ hours: 0 })],
  ["hours 9", validBooking({ hours: 9, timeSlot: "11:00 to 20:00" })],
  ["hours 1.5", validBooking({ hours: 1.5 })],
  ["date as a number", validBooking({ date: 20261201 })],
  ["date today (too early)", validBooking({ date: "2026-11-21" })],
  ["date in the past", validBooking({ date: "2025-12-01" })],
  ["date 366 days ahead", validBooking({ date: "2027-11-22" })],
  ["impossible date", validBooking({ date: "2026-02-30" })],
  ["US date format", validBooking({ date: "12/01/2026" })],
  ["slot outside working hours", validBooking({ timeSlot: "10:00 to 11:00" })],
  ["slot ending after 20:00", validBooking({ hours: 2, timeSlot: "19:00 to 21:00" })],
  ["slot of the wrong length", validBooking({ hours: 1, timeSlot: "11:00 to 13:00" })],
  ["slot as a number", validBooking({ timeSlot: 11 })],
  ["free-text slot", validBooking({ timeSlot: "sometime in the morning" })],
  ["subject null", validBooking({ subject: null })],
  ["201-char subject", validBooking({ subject: "s".repeat(201) })],
  ["description as an object", validBooking({ description: { text: "hi" } })],
  ["5001-char description", validBooking({ description: "d".repeat(5001) })],
  ["name with a NUL", validBooking({ name: "Grace\u0000Hopper" })],
  ["email with a line break", validBooking({ email: "grace@example.com\nBcc: x@example.com" })],
  ["phone with a tab", validBooking({ phone: "+1 555\t010 2000" })],
  ["subject with a line separator", validBooking({ subject: "Cloud\u2028migration" })],
  ["description with an escape sequence", validBooking({ description: "Plan\u001b[2Jplease" })],
  ["name with a right-to-left override", validBooking({ name: "Grace\u202eHopper" })],
  ["description with a directional isolate", validBooking({ description: "Plan\u2067please" })],
  ["more categories than there are", validBooking({ serviceCategories: Array(40).fill("AI Chatbots") })],
  ["fields only inside __proto__", JSON.parse(`{"__proto__": ${JSON.stringify(validBooking())}}`)],
];

describe.each([
  ["standalone", false],
  ["with n8n", true],
] as const)(
  "bad input is refused, %s: 4xx with a clear JSON error, nothing stored or forwarded",
  (_mode, withN8n) => {
    let fake: FakeN8n | undefined;
    let app: ReturnType<typeof bookingApp>;
    beforeAll(async () => {
      fake = withN8n ? await startFakeN8n() : undefined;
      app = bookingApp({ n8n: fake });
    });
    afterAll(async () => {
      await app.close();
      await fake?.close();
    });

    it.each(malformed)("malformed JSON %j -> 400 invalid_json", async (text) => {
      for (const endpoint of ["get-booked-slots", "send-consultation-email", "submit-consultation"]) {
        const response = await app.request.post(`/api/n8n/${endpoint}`).set(JSON_HEADERS).send(text);
        expect(response.status, endpoint).toBe(400);
        expect(response.body.error).toBe("invalid_json");
        expect(response.body.message).toEqual(expect.any(String));
      }
    });

    it.each(badBodies)("%s -> 400 with field-level issues", async (_what, body) => {
      for (const endpoint of ["send-consultation-email", "submit-consultation"]) {
        const response = await app.request
          .post(`/api/n8n/${endpoint}`)
          .set(JSON_HEADERS)
          .send(JSON.stringify(body));
        expect(response.status, endpoint).toBe(400);
        expect(response.body).toMatchObject({ error: "invalid_request", message: expect.any(String) });
        expect(response.body.issues.length).toBeGreaterThan(0);
        for (const issue of response.body.issues)
          expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
      }
    });

    it("names the offending field in the issue path", async () => {
      const response = await app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .send(validBooking({ hours: 2 }));
      expect(response.status).toBe(400);
      expect(response.body.issues.map((issue: { path: string }) => issue.path)).toContain("timeSlot");
    });

    it("after the whole corpus nothing was stored or forwarded and the server still answers", async () => {
      expect(await app.store.listBookings()).toEqual([]);
      expect(fake?.calls.filter((call) => call.webhook !== "get-booked-slots") ?? []).toEqual([]);
      expect((await app.request.get("/healthz")).status).toBe(200);
      expect((await app.request.get("/readyz")).status).toBe(200);
      const ok = await app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .send(validBooking({ date: "2026-12-09" }));
      expect(ok.status).toBe(200);
    });
  },
);

describe("prototype keys and unknown keys", () => {
  let app: ReturnType<typeof bookingApp>;
  beforeAll(() => {
    app = bookingApp();
  });
  afterAll(() => app.close());

  it("drops __proto__, constructor and unknown keys, and pollutes nothing", async () => {
    const text = JSON.stringify(validBooking()).replace(
      /^\{/,
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "isAdmin": true, "extra": "x",',
    );
    const response = await app.request.post("/api/n8n/submit-consultation").set(JSON_HEADERS).send(text);
    expect(response.status).toBe(200);
    const stored = (await app.store.listBookings())[0]?.request;
    expect(Object.keys(stored ?? {}).sort()).toEqual(Object.keys(validBooking()).sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("trims strings before storing", async () => {
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ date: "2026-12-10", name: "  Ada Lovelace  ", subject: "\tPlan\n" }));
    expect(response.status).toBe(200);
    const stored = (await app.store.listBookings()).at(-1)?.request;
    expect(stored?.name).toBe("Ada Lovelace");
    expect(stored?.subject).toBe("Plan");
  });
});

describe("text hygiene and the size of a 400", () => {
  let app: ReturnType<typeof bookingApp>;
  beforeAll(() => {
    app = bookingApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ["name", "Grace\u0007Hopper", "your name"],
    ["email", "grace\u0085@example.com", "your email address"],
    ["phone", "+1 555\r010 2000", "your phone number"],
    ["subject", "Cloud\u001bmigration", "the subject"],
  ])("a control character in %s -> 400 naming the field", async (field, value, noun) => {
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: field, message: `Remove line breaks and control characters from ${noun}` },
    ]);
  });

  it.each([
    ["NUL", "Line one\u0000line two"],
    ["ESC", "Line one\u001b]0;owned\u0007line two"],
    ["DEL", "Line one\u007fline two"],
    ["C1 CSI", "Line one\u009b2Jline two"],
    ["lone CR", "Line one\rline two"],
  ])("a control character (%s) in the description -> 400 naming the field", async (_what, description) => {
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ description }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      {
        path: "description",
        message: "Remove control characters from the description (line breaks and tabs are fine)",
      },
    ]);
  });

  it.each([
    ["name", "Grace\u202eHopper", "your name"],
    ["email", "grace@exa\u202dmple.com", "your email address"],
    ["phone", "+1 555\u2066010 2000", "your phone number"],
    ["subject", "\u2067Cloud migration\u2069", "the subject"],
    ["description", "Line one\u202bline two", "the description"],
  ])("a text-direction override or isolate in %s -> 400 naming the field", async (field, value, noun) => {
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: field, message: `Remove hidden text-direction characters from ${noun}` },
    ]);
  });

  it("a description's line breaks and tabs are kept, a CRLF stored as LF", async () => {
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ date: "2026-12-11", description: "Line one\r\n\tline two\nline three" }));
    expect(response.status).toBe(200);
    const stored = (await app.store.listBookings()).at(-1)?.request;
    expect(stored?.description).toBe("Line one\n\tline two\nline three");
  });

  it("a description typed in a textarea and posted without JavaScript (CRLF line breaks) is booked", async () => {
    // How a browser encodes a textarea's line breaks in a form post: CRLF, %0D%0A.
    const { name, email, phone, timeSlot, subject } = validBooking();
    const form = new URLSearchParams({
      name,
      email,
      phone,
      serviceCategories: "Cloud Migration",
      hours: "1",
      date: "2026-12-12",
      timeSlot,
      subject,
      description: "Line one\r\n\r\nline two",
      website: "",
      renderedAt: "",
    }).toString();
    expect(form).toContain("Line+one%0D%0A%0D%0Aline+two");
    const response = await app.request
      .post("/schedule-consultation")
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send(form);
    expect(response.status).toBe(303);
    const stored = (await app.store.listBookings()).at(-1)?.request;
    expect(stored?.description).toBe("Line one\n\nline two");
  });

  it("a 27 KB body with a huge serviceCategories list gets a small 400 with at most 20 issues", async () => {
    const names = Array.from({ length: 1300 }, (_, index) => `Not a category ${index}`);
    for (const serviceCategories of [names, Array(1900).fill("AI Chatbots")]) {
      const body = JSON.stringify(validBooking({ serviceCategories }));
      expect(body.length).toBeGreaterThan(26_000);
      expect(body.length).toBeLessThan(32 * 1024);
      const response = await app.request.post("/api/n8n/submit-consultation").set(JSON_HEADERS).send(body);
      expect(response.status).toBe(400);
      expect(response.body.issues.length).toBeLessThanOrEqual(20);
      expect(response.text.length).toBeLessThan(2_000);
    }
  });

  it("a body with more than 20 faults lists 20 of them", async () => {
    const serviceCategories = Array.from({ length: 30 }, (_, index) => `Unknown ${index}`);
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ name: "", subject: "", email: "nope", serviceCategories }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toHaveLength(20);
  });
});
