import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceCategories } from "./categories";
import {
  bookedSlotsRequestSchema,
  bookedSlotsResponseSchema,
  createConsultationSchema,
  issuesOf,
  MAX_ISSUES,
} from "./schema";

// 10:00 in New York on 2026-11-21: tomorrow is 2026-11-22, the window ends 2027-11-21.
const now = new Date("2026-11-21T15:00:00Z");
const schema = createConsultationSchema({ timeZone: "America/New_York", now });
/** The consultation request a body parses into (what is stored and forwarded). */
const requestOf = (input: unknown) => schema.parse(input).request;

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (555) 123-4567",
  isWhatsapp: true,
  serviceCategories: ["Cloud Migration", "AI Chatbots"],
  hours: 2,
  date: "2026-11-22",
  timeSlot: "11:00 to 13:00",
  subject: "Cloud migration",
  description: "We want to move two services to the cloud.",
};

/** The issues of a failed parse, as the API's 400 body lists them. */
function issues(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : issuesOf(result.error);
}

const pathsOf = (input: unknown) => issues(input).map((issue) => issue.path);

describe("createConsultationSchema", () => {
  it("accepts a valid request unchanged", () => {
    expect(requestOf(valid)).toEqual(valid);
  });

  it("trims every string", () => {
    const parsed = requestOf({
      ...valid,
      name: "  Ada Lovelace ",
      email: " ada@example.com\n",
      phone: " +1 (555) 123-4567 ",
      date: " 2026-11-22 ",
      timeSlot: "\t11:00 to 13:00 ",
      subject: " Cloud migration ",
      description: "\n We want to move two services to the cloud.\n",
    });
    expect(parsed).toEqual(valid);
  });

  it("defaults isWhatsapp to false and serviceCategories to none", () => {
    const { isWhatsapp: _w, serviceCategories: _c, ...rest } = valid;
    expect(requestOf(rest)).toMatchObject({ isWhatsapp: false, serviceCategories: [] });
  });

  it("drops unknown keys, including __proto__ and constructor from JSON", () => {
    const body = JSON.parse(
      JSON.stringify({ ...valid, role: "admin", website: "" }).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
      ),
    );
    expect(Object.hasOwn(body, "__proto__")).toBe(true);
    const parsed = requestOf(body);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(valid).sort());
    expect(Object.hasOwn(parsed, "__proto__")).toBe(false);
    expect(Object.hasOwn(parsed, "constructor")).toBe(false);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(["name", "email", "phone", "date", "timeSlot", "subject", "description"] as const)(
    "reports a missing %s at its path",
    (field) => {
      const { [field]: _removed, ...rest } = valid;
      expect(pathsOf(rest)).toEqual([field]);
      expect(pathsOf({ ...valid, [field]: null })).toEqual([field]);
    },
  );

  it("reads a left-out hours as the form's starting length, one hour, and refuses a null one", () => {
    const { hours: _removed, ...rest } = valid;
    expect(requestOf({ ...rest, timeSlot: "11:00 to 12:00" })).toMatchObject({ hours: 1 });
    expect(issues(rest)).toEqual([
      { path: "timeSlot", message: 'Choose one of the 1-hour time slots, such as "11:00 to 12:00"' },
    ]);
    expect(pathsOf({ ...valid, hours: null })).toEqual(["hours"]);
  });

  it("says so when a number, list or object is sent where text belongs", () => {
    expect(issues({ ...valid, phone: 5550100199 })).toEqual([
      { path: "phone", message: "Send your phone number as text" },
    ]);
    expect(issues({ ...valid, date: 20261201 })).toEqual([
      { path: "date", message: "Send the date as text" },
    ]);
    expect(issues({ ...valid, name: ["Ada"], description: { text: "x" } })).toEqual([
      { path: "name", message: "Send your name as text" },
      { path: "description", message: "Send the description as text" },
    ]);
  });

  it("reads a text of only invisible characters as empty, and refuses half a character", () => {
    for (const invisible of [
      "\u200b",
      "\u200b\u200d\u2060",
      "\u200e \ufeff",
      "\u3164",
      "\u2800\u2800",
      "\uffa0\u034f",
    ])
      expect(issues({ ...valid, name: invisible })).toEqual([{ path: "name", message: "Enter your name" }]);
    expect(issues({ ...valid, subject: "Move \ud800 now", description: "Half \udc00" })).toEqual([
      { path: "subject", message: "Remove the broken character from the subject" },
      { path: "description", message: "Remove the broken character from the description" },
    ]);
    // Bytes that were not UTF-8, read as U+FFFD (a form posted in another encoding).
    expect(issues({ ...valid, name: "A\ufffdB" })).toEqual([
      { path: "name", message: "Remove the broken character from your name" },
    ]);
    // A joiner inside a word (an emoji sequence, a script that needs it) stays.
    expect(requestOf({ ...valid, name: "Ada \u{1F469}\u200d\u{1F4BB}" }).name).toBe(
      "Ada \u{1F469}\u200d\u{1F4BB}",
    );
  });

  it("trims the service categories as it trims every text", () => {
    expect(requestOf({ ...valid, serviceCategories: [" Cloud Migration ", "AI Chatbots"] })).toMatchObject({
      serviceCategories: ["Cloud Migration", "AI Chatbots"],
    });
    expect(issues({ ...valid, serviceCategories: ["Cloud Migration", " Cloud Migration"] })).toEqual([
      { path: "serviceCategories.1", message: 'Choose "Cloud Migration" only once' },
    ]);
  });

  it.each(["name", "email", "phone", "date", "timeSlot", "subject", "description"] as const)(
    "reports an empty or blank %s once",
    (field) => {
      expect(pathsOf({ ...valid, [field]: "" })).toEqual([field]);
      expect(pathsOf({ ...valid, [field]: "   " })).toEqual([field]);
    },
  );

  it("reports every failing field at once, with plain messages", () => {
    expect(issues({})).toEqual([
      { path: "name", message: "Enter your name" },
      { path: "email", message: "Enter your email address" },
      { path: "phone", message: "Enter your phone number" },
      { path: "date", message: "Choose a date" },
      { path: "timeSlot", message: "Choose a time slot" },
      { path: "subject", message: "Enter a subject" },
      { path: "description", message: "Describe what you would like to discuss" },
    ]);
  });

  it("rejects a body that is not an object", () => {
    for (const body of [null, [], "text", 42]) {
      expect(issues(body)).toEqual([{ path: "", message: "Send the booking as a JSON object" }]);
    }
  });

  it("limits text lengths after trimming", () => {
    expect(pathsOf({ ...valid, name: "a".repeat(100) })).toEqual([]);
    expect(pathsOf({ ...valid, name: ` ${"a".repeat(100)} ` })).toEqual([]);
    expect(issues({ ...valid, name: "a".repeat(101) })).toEqual([
      { path: "name", message: "Keep your name to 100 characters or fewer" },
    ]);
    expect(pathsOf({ ...valid, subject: "s".repeat(200) })).toEqual([]);
    expect(pathsOf({ ...valid, subject: "s".repeat(201) })).toEqual(["subject"]);
    expect(pathsOf({ ...valid, description: "d".repeat(5000) })).toEqual([]);
    expect(pathsOf({ ...valid, description: "d".repeat(5001) })).toEqual(["description"]);
  });

  it("checks the email's form and length", () => {
    const local = "a".repeat(64);
    const at254 = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(pathsOf({ ...valid, email: at254 })).toEqual([]);
    expect(pathsOf({ ...valid, email: `a${at254}` })).toEqual(["email"]);
    for (const email of ["ada", "ada@", "@example.com", "ada@example", "ada example@x.com", "a@b@c.com"]) {
      expect(issues({ ...valid, email }), email).toEqual([
        { path: "email", message: "Enter a valid email address, such as name@example.com" },
      ]);
    }
  });

  it("counts 7 to 20 digits in a phone number, allowing + ( ) - and spaces", () => {
    for (const phone of [
      "1234567",
      "+44 20 7946 0958",
      "(555) 555-0100",
      "+1-555-555-0100",
      "1".repeat(20),
    ]) {
      expect(pathsOf({ ...valid, phone }), phone).toEqual([]);
    }
    for (const phone of ["123456", "+1 (55) 5-5", "1".repeat(21), "+1 234 567 890 123 456 789 01"]) {
      expect(issues({ ...valid, phone }), phone).toEqual([
        { path: "phone", message: "Enter a phone number with 7 to 20 digits" },
      ]);
    }
    for (const phone of ["555-CALL-NOW", "12345678 ext 9", "1234567.", "１２３４５６７"]) {
      expect(issues({ ...valid, phone }), phone).toEqual([
        { path: "phone", message: "Enter a phone number using only digits, spaces and + ( ) -" },
      ]);
    }
    expect(pathsOf({ ...valid, phone: `1234567${" ".repeat(40)}1` })).toEqual(["phone"]);
  });

  it("refuses control characters and line separators left in a one-line field after trimming", () => {
    const fields = {
      name: "your name",
      email: "your email address",
      phone: "your phone number",
      subject: "the subject",
    } as const;
    const samples = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 555 123 4567",
      subject: "Cloud",
    };
    for (const [field, noun] of Object.entries(fields) as [keyof typeof fields, string][]) {
      const sample = samples[field];
      for (const bad of [
        "\u0000",
        "\t",
        "\n",
        "\r",
        "\u001b",
        "\u007f",
        "\u0085",
        "\u009b",
        "\u009f",
        "\u2028",
        "\u2029",
      ]) {
        const value = `${sample.slice(0, 3)}${bad}${sample.slice(3)}`;
        expect(issues({ ...valid, [field]: value }), `${field} ${JSON.stringify(bad)}`).toEqual([
          { path: field, message: `Remove line breaks and control characters from ${noun}` },
        ]);
      }
      // Whitespace around the value is trimmed away first, so it is no mistake.
      expect(pathsOf({ ...valid, [field]: `\n\t ${sample} \r\n` }), field).toEqual([]);
    }
  });

  it("keeps line breaks and tabs in the description, reading a CRLF line break as LF", () => {
    expect(requestOf({ ...valid, description: "Line one\nline two\n\tindented" }).description).toBe(
      "Line one\nline two\n\tindented",
    );
    // A textarea posted without JavaScript sends its line breaks as CRLF.
    expect(requestOf({ ...valid, description: "\r\nLine one\r\n\r\n\tline two\r\n" }).description).toBe(
      "Line one\n\n\tline two",
    );
    // The Unicode line and paragraph separators are line breaks too, not control characters.
    expect(pathsOf({ ...valid, description: "Line one\u2028line two\u2029" })).toEqual([]);
  });

  it("counts a CRLF line break of the description as one character, as the textarea does", () => {
    // 1667 lines of two characters: 5000 characters with LF, 6666 with CRLF.
    const lines = (count: number) => Array(count).fill("ab").join("\r\n");
    expect(requestOf({ ...valid, description: lines(1667) }).description).toHaveLength(5000);
    expect(issues({ ...valid, description: lines(1668) })).toEqual([
      { path: "description", message: "Keep the description to 5000 characters or fewer" },
    ]);
  });

  it("refuses the description's other control characters: C0 but LF and HTAB, a lone CR, DEL, C1", () => {
    for (const bad of [
      "\u0000",
      "\u0007",
      "\b",
      "\v",
      "\f",
      "\r",
      "\n\r",
      "\r\r\n",
      "\u001b",
      "\u001b[2J",
      "\u001f",
      "\u007f",
      "\u0080",
      "\u0085",
      "\u009b",
      "\u009f",
    ]) {
      expect(issues({ ...valid, description: `Line one${bad}line two` }), JSON.stringify(bad)).toEqual([
        {
          path: "description",
          message: "Remove control characters from the description (line breaks and tabs are fine)",
        },
      ]);
    }
  });

  it("refuses the bidirectional overrides and isolates in every text field, even at its ends", () => {
    const fields = {
      name: ["your name", "Ada Lovelace"],
      email: ["your email address", "ada@example.com"],
      phone: ["your phone number", "+1 555 123 4567"],
      subject: ["the subject", "Cloud"],
      description: ["the description", "We want to move."],
    } as const;
    const bidi = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
    for (const [field, [noun, sample]] of Object.entries(fields)) {
      for (const bad of bidi) {
        for (const value of [
          `${sample.slice(0, 3)}${bad}${sample.slice(3)}`,
          ` ${bad}${sample}`,
          `${sample}${bad}`,
        ]) {
          expect(issues({ ...valid, [field]: value }), `${field} ${JSON.stringify(value)}`).toEqual([
            { path: field, message: `Remove hidden text-direction characters from ${noun}` },
          ]);
        }
      }
    }
  });

  it("says one thing per field when it holds both kinds: the control characters first", () => {
    expect(issues({ ...valid, name: "Ada\u001b\u202eLovelace" })).toEqual([
      { path: "name", message: "Remove line breaks and control characters from your name" },
    ]);
    expect(issues({ ...valid, description: "Line\u0000\u2066two" })).toEqual([
      {
        path: "description",
        message: "Remove control characters from the description (line breaks and tabs are fine)",
      },
    ]);
  });

  it("keeps the direction marks a name or text in a right-to-left script may hold", () => {
    const request = {
      ...valid,
      name: "\u05d3\u05d5\u05d3 \u05db\u05d4\u05df\u200e (David)",
      subject: "\u0645\u0634\u0631\u0648\u0639\u061c 2",
      description: "\u05e4\u05d2\u05d9\u05e9\u05d4\u200f\nA meeting",
    };
    expect(requestOf(request)).toEqual(request);
  });

  it("takes isWhatsapp as a boolean only", () => {
    expect(pathsOf({ ...valid, isWhatsapp: false })).toEqual([]);
    expect(pathsOf({ ...valid, isWhatsapp: "true" })).toEqual(["isWhatsapp"]);
    expect(pathsOf({ ...valid, isWhatsapp: 1 })).toEqual(["isWhatsapp"]);
  });

  it("accepts every listed category and no others", () => {
    expect(pathsOf({ ...valid, serviceCategories: [...serviceCategories] })).toEqual([]);
    expect(issues({ ...valid, serviceCategories: ["Cloud Migration", "Blockchain", "ai chatbots"] })).toEqual(
      [
        { path: "serviceCategories.1", message: "Choose service categories from the list" },
        { path: "serviceCategories.2", message: "Choose service categories from the list" },
      ],
    );
    expect(pathsOf({ ...valid, serviceCategories: "Cloud Migration" })).toEqual(["serviceCategories"]);
    expect(pathsOf({ ...valid, serviceCategories: [42] })).toEqual(["serviceCategories.0"]);
  });

  it("takes at most as many categories as there are, with one issue for a longer list", () => {
    const tooMany = [...serviceCategories, serviceCategories[0]];
    expect(issues({ ...valid, serviceCategories: tooMany })).toEqual([
      {
        path: "serviceCategories",
        message: `Choose at most ${serviceCategories.length} service categories`,
      },
    ]);
    expect(issues({ ...valid, serviceCategories: Array(5000).fill("Nope") })).toHaveLength(1);
  });

  it("rejects a category chosen twice, at the repeat", () => {
    expect(
      issues({ ...valid, serviceCategories: ["AI Chatbots", "Cloud Migration", "AI Chatbots"] }),
    ).toEqual([{ path: "serviceCategories.2", message: 'Choose "AI Chatbots" only once' }]);
    expect(pathsOf({ ...valid, serviceCategories: ["Nope", "AI Chatbots", "Nope"] })).toEqual([
      "serviceCategories.0",
      "serviceCategories.2",
      "serviceCategories.2",
    ]);
  });

  it("takes hours as a whole number from 1 to 8", () => {
    for (const [hours, timeSlot] of [
      [1, "11:00 to 12:00"],
      [8, "12:00 to 20:00"],
    ] as const) {
      expect(pathsOf({ ...valid, hours, timeSlot })).toEqual([]);
    }
    for (const hours of [0, 9, 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(issues({ ...valid, hours }), String(hours)).toEqual([
        { path: "hours", message: "Choose between 1 and 8 hours" },
      ]);
    }
    // "2" is between 1 and 8: what is wrong with it is that it is text.
    for (const hours of ["2", "nine"])
      expect(issues({ ...valid, hours })).toEqual([
        { path: "hours", message: "Send hours as a number from 1 to 8, such as 2, not as text" },
      ]);
  });

  it("takes dates from tomorrow to 365 days ahead in the company's zone", () => {
    const window = "Choose a date between 2026-11-22 and 2027-11-21";
    expect(issues({ ...valid, date: "2026-11-21" })).toEqual([{ path: "date", message: window }]);
    expect(pathsOf({ ...valid, date: "2026-11-22" })).toEqual([]);
    expect(pathsOf({ ...valid, date: "2027-11-21" })).toEqual([]);
    expect(issues({ ...valid, date: "2027-11-22" })).toEqual([{ path: "date", message: window }]);
    expect(issues({ ...valid, date: "2020-01-01" })).toEqual([{ path: "date", message: window }]);
  });

  it("rejects dates that do not exist or are not yyyy-MM-dd", () => {
    for (const date of ["2027-02-29", "2026-13-01", "22/11/2026", "2026-11-22T11:00", 20261122]) {
      expect(pathsOf({ ...valid, date }), String(date)).toEqual(["date"]);
    }
  });

  it("reads the clock at every parse when given one", () => {
    let clock = new Date("2026-11-21T15:00:00Z");
    const moving = createConsultationSchema({ timeZone: "America/New_York", now: () => clock });
    expect(moving.safeParse(valid).success).toBe(true);
    clock = new Date("2026-11-22T15:00:00Z");
    expect(moving.safeParse(valid).success).toBe(false);
  });

  it("counts days in the company's zone, not UTC", () => {
    // 01:00 UTC on the 22nd is still the 21st in New York, so the 22nd is bookable there.
    const lateEvening = new Date("2026-11-22T01:00:00Z");
    expect(
      createConsultationSchema({ timeZone: "America/New_York", now: lateEvening }).safeParse(valid).success,
    ).toBe(true);
    expect(createConsultationSchema({ timeZone: "UTC", now: lateEvening }).safeParse(valid).success).toBe(
      false,
    );
  });

  it("requires a time slot of exactly the chosen length", () => {
    const oneHour = { ...valid, hours: 1, timeSlot: "11:00 to 12:00" };
    expect(pathsOf(oneHour)).toEqual([]);
    expect(issues({ ...oneHour, hours: 2 })).toEqual([
      { path: "timeSlot", message: 'Choose one of the 2-hour time slots, such as "11:00 to 13:00"' },
    ]);
    expect(issues({ ...valid, hours: 8, timeSlot: "11:00 to 20:00" })).toEqual([
      { path: "timeSlot", message: 'Choose one of the 8-hour time slots, such as "11:00 to 19:00"' },
    ]);
  });

  it("rejects labels outside working hours or in another form", () => {
    for (const timeSlot of ["10:00 to 12:00", "19:00 to 21:00", "11:00-13:00", "11 to 13", "morning"]) {
      expect(issues({ ...valid, timeSlot }), timeSlot).toEqual([
        { path: "timeSlot", message: "Choose a time slot from the list" },
      ]);
    }
  });

  it("still reports a wrong slot length when other fields fail", () => {
    expect(pathsOf({ ...valid, name: "", timeSlot: "11:00 to 12:00" })).toEqual(["name", "timeSlot"]);
    expect(pathsOf({ ...valid, hours: 9, timeSlot: "11:00 to 12:00" })).toEqual(["hours"]);
  });
});

describe("bookedSlotsRequestSchema", () => {
  it("takes a real date, trimmed, and drops anything else", () => {
    expect(bookedSlotsRequestSchema.parse({ date: " 2026-11-22 ", extra: 1 })).toEqual({
      date: "2026-11-22",
    });
    for (const body of [{}, { date: "2026-02-30" }, { date: 20261122 }, null]) {
      expect(bookedSlotsRequestSchema.safeParse(body).success).toBe(false);
    }
    const failed = bookedSlotsRequestSchema.safeParse({ date: "tomorrow" });
    expect(failed.success ? [] : issuesOf(failed.error).map((i) => i.path)).toEqual(["date"]);
  });
});

describe("bookedSlotsResponseSchema", () => {
  it("accepts only {bookedSlots: string[]}", () => {
    expect(bookedSlotsResponseSchema.parse({ bookedSlots: ["11:00 to 12:00"], more: true })).toEqual({
      bookedSlots: ["11:00 to 12:00"],
    });
    expect(bookedSlotsResponseSchema.parse({ bookedSlots: [] })).toEqual({ bookedSlots: [] });
    // n8n answers an empty body or other shapes when a workflow fails: that must not read as "nothing booked".
    for (const reply of ["", null, {}, [], { bookedSlots: "11:00 to 12:00" }, { bookedSlots: [1] }]) {
      expect(bookedSlotsResponseSchema.safeParse(reply).success).toBe(false);
    }
  });
});

describe("the anti-spam extras", () => {
  const spamOf = (extras: Record<string, unknown>) => schema.parse({ ...valid, ...extras }).spam;

  it("reads the honeypot and render time, both optional, and never puts them in the request", () => {
    expect(spamOf({})).toEqual({});
    expect(spamOf({ website: "", renderedAt: 1_763_737_200_000 })).toEqual({
      website: "",
      renderedAt: 1_763_737_200_000,
    });
    expect(requestOf({ ...valid, website: "x", renderedAt: 1 })).toEqual(valid);
  });

  it("reads an extra sent as null as one left out: a generated client sends its optional fields so", () => {
    expect(spamOf({ website: null, renderedAt: null })).toEqual({});
    expect(spamOf({ website: null, renderedAt: 1_763_737_200_000 })).toEqual({
      renderedAt: 1_763_737_200_000,
    });
  });

  it("reads a malformed one as null (a bot), not as a field to report", () => {
    for (const extras of [
      { website: 1 },
      { renderedAt: "1763737200000" },
      { renderedAt: -1 },
      { renderedAt: 1.5 },
    ]) {
      expect(spamOf(extras)).toBeNull();
    }
  });

  it("parses the time slot once into its hours", () => {
    expect(schema.parse(valid).slot).toEqual({ start: 11, end: 13 });
  });
});

describe("issuesOf", () => {
  it("lists at most 20 issues", () => {
    const unknown = serviceCategories.map((_, index) => `Unknown ${index}`);
    const result = schema.safeParse({ ...valid, name: "", subject: "", serviceCategories: unknown });
    expect(result.success ? 0 : result.error.issues.length).toBeGreaterThan(20);
    expect(issues({ ...valid, name: "", subject: "", serviceCategories: unknown })).toHaveLength(MAX_ISSUES);
    expect(MAX_ISSUES).toBe(20);
  });

  it("joins paths with dots", () => {
    const result = z
      .object({ list: z.array(z.object({ n: z.number() })) })
      .safeParse({ list: [{ n: 1 }, {}] });
    expect(result.success ? [] : issuesOf(result.error).map((i) => i.path)).toEqual(["list.1.n"]);
  });
});
