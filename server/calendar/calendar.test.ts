import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, googleCalendarUrl, icsCalendar, outlookCalendarUrl } from "./calendar";

const PRODUCT_ID = "-//Example IT//Bookings//EN";

const EVENT: CalendarEvent = {
  uid: "b-123@www.example.com",
  sequence: 0,
  status: "CONFIRMED",
  start: new Date("2026-11-25T16:00:00Z"),
  end: new Date("2026-11-25T17:00:00Z"),
  summary: "Consultation with Example IT",
  description: "We will talk about your project.",
  pageUrl: "https://www.example.com/bookings/b-123?token=abc",
  meetingUrl: null,
  stamp: new Date("2026-11-20T09:30:15.678Z"),
  organizer: { name: "Ada Lovelace", email: "ada@example.com" },
};

const event = (changes: Partial<CalendarEvent> = {}): CalendarEvent => ({ ...EVENT, ...changes });
const ics = (changes: Partial<CalendarEvent> = {}) => icsCalendar(event(changes), PRODUCT_ID);

// A tiny reader, enough to check the file the way a calendar reads it: unfold (section
// 3.1), split content lines into name, parameters and value, unescape TEXT (3.3.11).

interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The content lines of a file, unfolded. */
function unfold(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text.replaceAll("\r\n ", "").split("\r\n").slice(0, -1);
}

/** name *(";" param "=" (quoted / unquoted)) ":" value; the value starts at the first colon outside quotes. */
function parseLine(line: string): ContentLine {
  const match = /^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/s.exec(line);
  if (!match) throw new Error(`not a content line: ${JSON.stringify(line)}`);
  const params: Record<string, string> = {};
  for (const [, name = "", value = ""] of (match[2] ?? "").matchAll(/;([A-Z-]+)=("[^"]*"|[^";:,]*)/g)) {
    params[name] = value;
  }
  return { name: match[1] ?? "", params, value: match[3] ?? "" };
}

const parse = (text: string): ContentLine[] => unfold(text).map(parseLine);

/** The one property of that name, failing the test if there are none or several. */
function property(text: string, name: string): ContentLine {
  const found = parse(text).filter((line) => line.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as ContentLine;
}

const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === "n" ? "\n" : char));

/** The lines as written, cut at CRLF in the UTF-8 bytes and decoded strictly (a split character throws). */
function physicalLines(text: string): { text: string; octets: number }[] {
  const bytes = new TextEncoder().encode(text);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const lines: { text: string; octets: number }[] = [];
  let from = 0;
  for (let at = 0; at < bytes.length - 1; at++) {
    if (bytes[at] !== 0x0d || bytes[at + 1] !== 0x0a) continue;
    lines.push({ text: decoder.decode(bytes.subarray(from, at)), octets: at - from });
    from = at + 2;
  }
  expect(from, "text after the last CRLF").toBe(bytes.length);
  return lines;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls the file drops
const DROPPED = /[\x00-\x08\x0B-\x1F\x7F]/g;

/** What a TEXT value should read back as: newlines as LF, controls other than LF and tab gone. */
const readBack = (value: string): string =>
  value
    .toWellFormed()
    .replace(/\r\n|\r/g, "\n")
    .replace(DROPPED, "");

/** Every written line fits 75 octets, is whole UTF-8, and unfolds to exactly `expected`. */
function expectFolded(text: string, expected: string): void {
  expect(text.isWellFormed()).toBe(true);
  const lines = physicalLines(text);
  for (const line of lines) expect(line.octets, line.text).toBeLessThanOrEqual(75);
  expect(unfold(text)).toContain(expected);
}

describe("icsCalendar", () => {
  it("writes one VEVENT inside a VCALENDAR with VERSION, PRODID, CALSCALE and METHOD:PUBLISH", () => {
    const lines = unfold(ics());
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:${PRODUCT_ID}`,
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
    ]);
    expect(lines.slice(-2)).toEqual(["END:VEVENT", "END:VCALENDAR"]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
  });

  it("gives the VEVENT its UID, DTSTAMP, DTSTART and DTEND, every time in UTC form, seconds only", () => {
    const text = ics();
    expect(property(text, "UID").value).toBe("b-123@www.example.com");
    expect(property(text, "DTSTAMP").value).toBe("20261120T093015Z");
    expect(property(text, "DTSTART").value).toBe("20261125T160000Z");
    expect(property(text, "DTEND").value).toBe("20261125T170000Z");
    for (const name of ["DTSTAMP", "DTSTART", "DTEND"]) {
      expect(property(text, name)).toEqual({
        name,
        params: {},
        value: expect.stringMatching(/^\d{8}T\d{6}Z$/),
      });
    }
  });

  it("writes the SEQUENCE and the STATUS it is given", () => {
    expect(property(ics(), "SEQUENCE").value).toBe("0");
    expect(property(ics({ sequence: 3 }), "SEQUENCE").value).toBe("3");
    expect(property(ics(), "STATUS").value).toBe("CONFIRMED");
    expect(property(ics({ status: "TENTATIVE" }), "STATUS").value).toBe("TENTATIVE");
  });

  it("without a meeting link: the booking link is the URL, and there is no LOCATION", () => {
    const text = ics({ status: "TENTATIVE" });
    expect(property(text, "URL").value).toBe(EVENT.pageUrl);
    expect(parse(text).map((line) => line.name)).not.toContain("LOCATION");
  });

  it("with a meeting link: it is the URL and the LOCATION, the booking link stays in the DESCRIPTION", () => {
    const meetingUrl = "https://meet.example.com/abc-defg-hij?pwd=a,b;c";
    const text = ics({ meetingUrl });
    expect(property(text, "URL").value).toBe(meetingUrl);
    // LOCATION is TEXT: its comma and semicolon are escaped, and read back as written.
    expect(property(text, "LOCATION").value).toBe("https://meet.example.com/abc-defg-hij?pwd=a\\,b\\;c");
    expect(unescapeText(property(text, "LOCATION").value)).toBe(meetingUrl);
    expect(unescapeText(property(text, "DESCRIPTION").value)).toBe(
      `${EVENT.description}\n\n${EVENT.pageUrl}`,
    );
  });

  it("keeps a line break out of the meeting link in URL and LOCATION", () => {
    const text = ics({ meetingUrl: "https://meet.example.com/x\r\nX-INJECTED:1" });
    expect(property(text, "URL").value).toBe("https://meet.example.com/xX-INJECTED:1");
    expect(parse(text).map((line) => line.name)).not.toContain("X-INJECTED");
  });

  it("keeps METHOD:PUBLISH for a cancelled booking and says STATUS:CANCELLED", () => {
    const text = ics({ status: "CANCELLED", sequence: 2 });
    expect(property(text, "METHOD").value).toBe("PUBLISH");
    expect(property(text, "STATUS").value).toBe("CANCELLED");
    expect(property(text, "SEQUENCE").value).toBe("2");
    expect(property(text, "UID").value).toBe(EVENT.uid);
  });

  it("writes SUMMARY and DESCRIPTION, the description followed by the booking link", () => {
    const text = ics();
    expect(unescapeText(property(text, "SUMMARY").value)).toBe(EVENT.summary);
    expect(unescapeText(property(text, "DESCRIPTION").value)).toBe(
      `${EVENT.description}\n\n${EVENT.pageUrl}`,
    );
  });

  it("makes the DESCRIPTION just the link when there is no description, without trailing blank lines", () => {
    expect(unescapeText(property(ics({ description: "" }), "DESCRIPTION").value)).toBe(EVENT.pageUrl);
    expect(unescapeText(property(ics({ description: " \n" }), "DESCRIPTION").value)).toBe(EVENT.pageUrl);
    expect(unescapeText(property(ics({ description: "Hi\n\n" }), "DESCRIPTION").value)).toBe(
      `Hi\n\n${EVENT.pageUrl}`,
    );
  });

  it("writes URL as a URI, not TEXT-escaped, while the same link in DESCRIPTION is", () => {
    const url = "https://www.example.com/bookings/b-123?token=a,b;c\\d";
    const text = ics({ pageUrl: url });
    expect(property(text, "URL").value).toBe(url);
    expect(property(text, "DESCRIPTION").value).toContain("token=a\\,b\\;c\\\\d");
  });

  it("keeps a line break out of the URI values, where it would start a new property", () => {
    const text = ics({
      pageUrl: "https://www.example.com/b\r\nX-INJECTED:1",
      organizer: { name: "Ada", email: "ada@example.com\nX-INJECTED:2" },
    });
    expect(property(text, "URL").value).toBe("https://www.example.com/bX-INJECTED:1");
    expect(property(text, "ORGANIZER").value).toBe("mailto:ada@example.comX-INJECTED:2");
    expect(parse(text).map((line) => line.name)).not.toContain("X-INJECTED");
  });

  it("writes ORGANIZER;CN=<name>:mailto:<email>, the name unquoted when it needs no quotes", () => {
    expect(unfold(ics())).toContain("ORGANIZER;CN=Ada Lovelace:mailto:ada@example.com");
  });

  it.each([
    ["a comma", "Lovelace, Ada", '"Lovelace, Ada"'],
    ["a semicolon", "Ada; IT", '"Ada; IT"'],
    ["a colon", "IT: Ada", '"IT: Ada"'],
  ])("quotes an organizer name with %s", (_case, name, cn) => {
    const text = ics({ organizer: { name, email: "ada@example.com" } });
    expect(unfold(text)).toContain(`ORGANIZER;CN=${cn}:mailto:ada@example.com`);
    expect(property(text, "ORGANIZER")).toEqual({
      name: "ORGANIZER",
      params: { CN: cn },
      value: "mailto:ada@example.com",
    });
  });

  it("keeps an organizer name a valid parameter: no double quote, no line break", () => {
    const text = ics({ organizer: { name: 'Ada "The Countess"\r\nLovelace, IT', email: "ada@example.com" } });
    expect(unfold(text)).toContain(`ORGANIZER;CN="Ada 'The Countess' Lovelace, IT":mailto:ada@example.com`);
  });

  it("marks the time as busy with TRANSP:OPAQUE", () => {
    expect(property(ics(), "TRANSP").value).toBe("OPAQUE");
  });

  it("ends every line with CRLF, the last one too, with no bare CR or LF anywhere", () => {
    const text = ics({ summary: "a\nb\rc\r\nd", description: `${"long ".repeat(40)}\nline` });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(physicalLines(text).length).toBeGreaterThan(17);
  });

  it.each([
    ["a backslash", "C:\\temp", "C:\\\\temp"],
    ["a semicolon", "one; two", "one\\; two"],
    ["a comma", "one, two", "one\\, two"],
    ["a LF", "one\ntwo", "one\\ntwo"],
    ["a CRLF", "one\r\ntwo", "one\\ntwo"],
    ["a CR", "one\rtwo", "one\\ntwo"],
    ["a colon (not escaped)", "Note: bring a laptop", "Note: bring a laptop"],
    ["an escape already in the text", "\\n is not a newline", "\\\\n is not a newline"],
  ])("escapes TEXT with %s", (_case, summary, written) => {
    const text = ics({ summary });
    expect(unfold(text)).toContain(`SUMMARY:${written}`);
    expect(unescapeText(property(text, "SUMMARY").value)).toBe(summary.replace(/\r\n?/g, "\n"));
  });

  it("escapes PRODID and UID as TEXT too", () => {
    const text = icsCalendar(event({ uid: "a,b;c@example.com" }), "-//Example, Inc.//Bookings//EN");
    expect(property(text, "PRODID").value).toBe("-//Example\\, Inc.//Bookings//EN");
    expect(property(text, "UID").value).toBe("a\\,b\\;c@example.com");
  });

  it("drops control characters other than newline and tab from TEXT", () => {
    const text = ics({ summary: "a\u0000b\u0007c\u001bd\u007fe\tf\ng" });
    expect(unfold(text)).toContain("SUMMARY:abcde\tf\\ng");
  });

  it("writes a lone UTF-16 surrogate as U+FFFD, so the file is valid UTF-8", () => {
    const text = ics({ summary: "broken \uD83D emoji" });
    expect(text.isWellFormed()).toBe(true);
    expect(unfold(text)).toContain("SUMMARY:broken \uFFFD emoji");
  });

  it("folds a line longer than 75 octets into lines of at most 75, continuations starting with one space", () => {
    const summary = "a".repeat(150);
    const lines = physicalLines(ics({ summary })).filter((line) => /^(SUMMARY:| a)/.test(line.text));
    expect(lines.map((line) => line.text)).toEqual([
      `SUMMARY:${"a".repeat(67)}`,
      ` ${"a".repeat(74)}`,
      ` ${"a".repeat(9)}`,
    ]);
    expect(lines.map((line) => line.octets)).toEqual([75, 75, 10]);
  });

  it("does not fold a line of exactly 75 octets", () => {
    expect(physicalLines(ics({ summary: "a".repeat(67) })).map((line) => line.text)).toContain(
      `SUMMARY:${"a".repeat(67)}`,
    );
  });

  it.each([
    ["an emoji (4 octets)", "😀", 65],
    ["an emoji with skin tone and ZWJ", "👩🏽‍💻", 65],
    ["an accented letter (2 octets)", "é", 66],
    ["a CJK character (3 octets)", "日", 65],
    ["a decomposed accent", "e\u0301", 66],
  ])("counts octets, not characters, and never splits inside %s", (_case, char, before) => {
    // `before` ASCII letters fill the line so that the character crosses the 75th octet.
    const summary = `${"a".repeat(before)}${char.repeat(30)}`;
    const text = ics({ summary });
    expectFolded(text, `SUMMARY:${summary}`);
    const first = physicalLines(text).find((line) => line.text.startsWith("SUMMARY:"));
    expect(first?.octets).toBeGreaterThan(75 - 4);
    expect(first?.octets).toBeLessThanOrEqual(75);
    expect(unescapeText(property(text, "SUMMARY").value)).toBe(summary);
  });

  it("folds a long DESCRIPTION of mixed Unicode and unfolds it back exactly", () => {
    const description = [
      "Réunion: café, crème brûlée; naïve façade. ",
      "Встреча по проекту, обсуждение сроков. ",
      "会議の議題：予算、日程；その他。",
      "😀🎉👩🏽‍💻🇩🇪 ",
      "C:\\Users\\ada\\notes.txt\r\n",
      "Ελληνικά κείμενα, ακόμη περισσότερα. ",
      "עברית ועוד טקסט. ",
      "Line two\nLine three\rLine four",
    ]
      .join("")
      .repeat(3);
    expect(description.length).toBeGreaterThan(500);
    const text = ics({ description });
    const written = property(text, "DESCRIPTION").value;
    expect(unescapeText(written)).toBe(`${readBack(description).trimEnd()}\n\n${EVENT.pageUrl}`);
    expectFolded(text, `DESCRIPTION:${written}`);
    const lines = physicalLines(text);
    const start = lines.findIndex((line) => line.text.startsWith("DESCRIPTION:"));
    const continuations = lines.slice(start + 1).findIndex((line) => !line.text.startsWith(" "));
    expect(continuations).toBeGreaterThan(10);
    // Folded as late as the characters allow: no line is cut more than 3 octets short.
    for (const line of lines.slice(start, start + continuations)) expect(line.octets).toBeGreaterThan(71);
  });

  it("parses back: every property round-trips through unfold, parse and unescape", () => {
    const summary = 'Call, plan; review \\ "budget"\nand next: steps';
    const description = "Agenda:\n1. scope, cost; time\r\n2. C:\\path\\to\\file";
    const text = ics({ summary, description, sequence: 4, status: "CANCELLED" });
    const read = Object.fromEntries(parse(text).map((line) => [line.name, line]));
    expect(unescapeText(read.SUMMARY?.value ?? "")).toBe(summary);
    expect(unescapeText(read.DESCRIPTION?.value ?? "")).toBe(
      `Agenda:\n1. scope, cost; time\n2. C:\\path\\to\\file\n\n${EVENT.pageUrl}`,
    );
    expect(unescapeText(read.UID?.value ?? "")).toBe(EVENT.uid);
    expect(read.URL?.value).toBe(EVENT.pageUrl);
    expect(read.SEQUENCE?.value).toBe("4");
    expect(read.STATUS?.value).toBe("CANCELLED");
    expect(read.ORGANIZER).toEqual({
      name: "ORGANIZER",
      params: { CN: "Ada Lovelace" },
      value: "mailto:ada@example.com",
    });
  });

  it("round-trips any summary and description, folded within 75 octets", () => {
    const text = fc.string({ unit: "binary", maxLength: 400 });
    fc.assert(
      fc.property(text, text, (summary, description) => {
        const file = ics({ summary, description });
        expectFolded(file, `SUMMARY:${property(file, "SUMMARY").value}`);
        expect(unescapeText(property(file, "SUMMARY").value)).toBe(readBack(summary));
        const shown = description.trimEnd();
        const expected = shown ? `${readBack(shown)}\n\n${EVENT.pageUrl}` : EVENT.pageUrl;
        expect(unescapeText(property(file, "DESCRIPTION").value)).toBe(expected);
      }),
    );
  });

  it.each([
    ["an invalid start", { start: new Date("nope") }],
    ["an invalid stamp", { stamp: new Date(Number.NaN) }],
    ["an end before the start", { end: new Date("2026-11-25T15:00:00Z") }],
    ["an end equal to the start", { end: EVENT.start }],
    ["a negative sequence", { sequence: -1 }],
    ["a fractional sequence", { sequence: 1.5 }],
    [
      "a year past 9999",
      { start: new Date("+010000-01-01T00:00:00Z"), end: new Date("+010000-01-01T01:00:00Z") },
    ],
  ])("refuses %s", (_case, changes: Partial<CalendarEvent>) => {
    expect(() => ics(changes)).toThrow(RangeError);
  });
});

/** The query of a link decoded strictly (`+` stays `+`), failing on a value seen twice. */
function strictQuery(link: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of new URL(link).search.slice(1).split("&")) {
    const [name = "", value = ""] = pair.split("=");
    expect(query).not.toHaveProperty(name);
    query[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return query;
}

const tricky = event({
  summary: "C++ & Go = 100% fun #1 / día 😀",
  description: "Line one\nLine two: a?b=c&d",
  pageUrl: "https://www.example.com/bookings/b-123?token=x+y/z",
});

describe("googleCalendarUrl", () => {
  it("links to Google's event template with text, UTC dates and details", () => {
    const link = googleCalendarUrl(EVENT);
    expect(link.startsWith("https://calendar.google.com/calendar/render?action=TEMPLATE&")).toBe(true);
    expect(strictQuery(link)).toEqual({
      action: "TEMPLATE",
      text: EVENT.summary,
      dates: "20261125T160000Z/20261125T170000Z",
      details: `${EVENT.description}\n\n${EVENT.pageUrl}`,
    });
  });

  it("adds the meeting link as the location once there is one", () => {
    const meetingUrl = "https://meet.example.com/abc?pwd=x+y&z";
    expect(strictQuery(googleCalendarUrl(event({ meetingUrl }))).location).toBe(meetingUrl);
    expect(strictQuery(googleCalendarUrl(EVENT))).not.toHaveProperty("location");
  });

  it("percent-encodes every value, spaces as %20, so any decoder reads it back", () => {
    const link = googleCalendarUrl(tricky);
    expect(link).not.toMatch(/[ +#\n]/);
    expect(link).toContain("text=C%2B%2B%20%26%20Go%20%3D%20100%25%20fun%20%231");
    const query = strictQuery(link);
    expect(query.text).toBe(tricky.summary);
    expect(query.details).toBe(`${tricky.description}\n\n${tricky.pageUrl}`);
    expect(new URL(link).searchParams.get("text")).toBe(tricky.summary);
  });
});

describe("outlookCalendarUrl", () => {
  it("links to Outlook's compose form with subject, ISO UTC times and body", () => {
    const link = outlookCalendarUrl(EVENT);
    expect(link.startsWith("https://outlook.live.com/calendar/0/action/compose?rru=addevent&")).toBe(true);
    expect(strictQuery(link)).toEqual({
      rru: "addevent",
      subject: EVENT.summary,
      startdt: "2026-11-25T16:00:00Z",
      enddt: "2026-11-25T17:00:00Z",
      body: `${EVENT.description}\n\n${EVENT.pageUrl}`,
    });
  });

  it("adds the meeting link as the location once there is one", () => {
    const meetingUrl = "https://meet.example.com/abc?pwd=x+y&z";
    expect(strictQuery(outlookCalendarUrl(event({ meetingUrl }))).location).toBe(meetingUrl);
    expect(strictQuery(outlookCalendarUrl(EVENT))).not.toHaveProperty("location");
  });

  it("percent-encodes every value, spaces as %20 (Outlook shows a + as is)", () => {
    const link = outlookCalendarUrl(tricky);
    expect(link).not.toMatch(/[ +#\n]/);
    expect(link).toContain("subject=C%2B%2B%20%26%20Go%20%3D%20100%25%20fun%20%231");
    const query = strictQuery(link);
    expect(query.subject).toBe(tricky.summary);
    expect(query.body).toBe(`${tricky.description}\n\n${tricky.pageUrl}`);
    expect(new URL(link).searchParams.get("subject")).toBe(tricky.summary);
  });

  it("refuses an event that ends before it starts, like the other forms", () => {
    const backwards = event({ start: EVENT.end, end: EVENT.start });
    expect(() => outlookCalendarUrl(backwards)).toThrow(RangeError);
    expect(() => googleCalendarUrl(backwards)).toThrow(RangeError);
  });
});

describe("slots around the end of DST in New York (2026-11-01)", () => {
  const newYork = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
  });
  const before = event({ start: new Date("2026-10-31T15:00:00Z"), end: new Date("2026-10-31T16:00:00Z") });
  const after = event({ start: new Date("2026-11-02T16:00:00Z"), end: new Date("2026-11-02T17:00:00Z") });
  // 01:00 EDT to 01:00 EST: the clock shows the same hour, two real hours apart.
  const across = event({ start: new Date("2026-11-01T05:00:00Z"), end: new Date("2026-11-01T07:00:00Z") });

  it("are the instants the test means: 11:00 local on both sides, 15:00Z then 16:00Z", () => {
    expect(newYork.format(before.start)).toBe("2026-10-31, 11:00");
    expect(newYork.format(after.start)).toBe("2026-11-02, 11:00");
    expect(newYork.format(across.start)).toBe(newYork.format(new Date(across.end.getTime() - 3_600_000)));
  });

  it("write the UTC instants in every form, whatever the offset", () => {
    expect(strictQuery(googleCalendarUrl(before)).dates).toBe("20261031T150000Z/20261031T160000Z");
    expect(strictQuery(googleCalendarUrl(after)).dates).toBe("20261102T160000Z/20261102T170000Z");
    expect(strictQuery(googleCalendarUrl(across)).dates).toBe("20261101T050000Z/20261101T070000Z");
    expect(strictQuery(outlookCalendarUrl(before))).toMatchObject({
      startdt: "2026-10-31T15:00:00Z",
      enddt: "2026-10-31T16:00:00Z",
    });
    expect(strictQuery(outlookCalendarUrl(after))).toMatchObject({
      startdt: "2026-11-02T16:00:00Z",
      enddt: "2026-11-02T17:00:00Z",
    });
    expect(strictQuery(outlookCalendarUrl(across))).toMatchObject({
      startdt: "2026-11-01T05:00:00Z",
      enddt: "2026-11-01T07:00:00Z",
    });
    const file = icsCalendar(across, PRODUCT_ID);
    expect(property(file, "DTSTART").value).toBe("20261101T050000Z");
    expect(property(file, "DTEND").value).toBe("20261101T070000Z");
  });
});
