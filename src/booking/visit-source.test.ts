import { describe, expect, it } from "vitest";
import { createConsultationSchema } from "./schema";
import { captureVisitSource, originOf, visitSource } from "./visit-source";

/** A sessionStorage of the tests' own; `refuse` makes every call throw, as blocked storage does. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  const check = () => {
    if (refuse) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => {
      check();
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      check();
      items.set(key, value);
    },
    removeItem: (key) => items.delete(key),
  };
}

const SITE = "https://www.example-it.com";

describe("captureVisitSource", () => {
  it("keeps the first page's campaign parameters and the other site that linked to it", () => {
    const storage = memoryStorage();
    captureVisitSource(
      {
        search: "?utm_source=linkedin&utm_campaign=%20fall-launch%20&utm_medium=social&fbclid=x&utm_other=y",
        origin: SITE,
      },
      "https://news.example.org/article/42?ref=1",
      storage,
    );
    expect(visitSource(storage)).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "fall-launch",
      referrer: "https://news.example.org",
    });
  });

  it("keeps only the first page of a visit, even when it found nothing", () => {
    const storage = memoryStorage();
    captureVisitSource({ search: "", origin: SITE }, "", storage);
    expect(visitSource(storage)).toBeUndefined();
    captureVisitSource({ search: "?utm_source=later", origin: SITE }, "https://other.example", storage);
    expect(visitSource(storage)).toBeUndefined();

    const campaign = memoryStorage();
    captureVisitSource({ search: "?utm_source=first", origin: SITE }, "", campaign);
    captureVisitSource({ search: "?utm_source=second", origin: SITE }, "", campaign);
    expect(visitSource(campaign)).toEqual({ utm_source: "first" });
  });

  it("does not count the site itself, nor anything but an http(s) page, as a referrer", () => {
    for (const referrer of [`${SITE}/services`, "android-app://com.example", "about:blank", "not a url"]) {
      const storage = memoryStorage();
      captureVisitSource({ search: "", origin: SITE }, referrer, storage);
      expect(visitSource(storage)).toBeUndefined();
    }
  });

  it("cuts each value to 200 characters", () => {
    const storage = memoryStorage();
    captureVisitSource({ search: `?utm_term=${"k".repeat(300)}`, origin: SITE }, "", storage);
    expect(visitSource(storage)?.utm_term).toHaveLength(200);
  });

  it("goes without a source where storage is blocked or holds something else", () => {
    const blocked = memoryStorage(true);
    expect(() => captureVisitSource({ search: "?utm_source=x", origin: SITE }, "", blocked)).not.toThrow();
    expect(visitSource(blocked)).toBeUndefined();
    expect(visitSource(undefined)).toBeUndefined();
    const odd = memoryStorage();
    odd.setItem("visit-source", "{broken");
    expect(visitSource(odd)).toBeUndefined();
  });
});

describe("originOf", () => {
  it("is an http(s) address's origin, or null", () => {
    expect(originOf("https://a.example:8443/x?y#z")).toBe("https://a.example:8443");
    expect(originOf("http://a.example")).toBe("http://a.example");
    expect(originOf("ftp://a.example")).toBeNull();
    expect(originOf("")).toBeNull();
  });
});

describe("a booking's source, as the server reads it", () => {
  const schema = createConsultationSchema({
    now: new Date("2026-11-21T15:00:00Z"),
    timeZone: "America/New_York",
  });
  const booking = {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 (555) 010-2000",
    serviceCategories: ["Cloud Migration"],
    hours: 1,
    date: "2026-12-01",
    timeSlot: "11:00 to 12:00",
    subject: "Moving our ERP",
    description: "The plan.",
  };
  const sourceOf = (source: unknown) => {
    const parsed = schema.safeParse({ ...booking, source });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    return parsed.data.request.source;
  };

  it("keeps the known keys, trimmed, after the ten fields of the request", () => {
    const parsed = schema.parse({
      ...booking,
      source: { referrer: "https://news.example.org", utm_campaign: " fall ", utm_source: "linkedin" },
    });
    expect(parsed.request.source).toEqual({
      utm_source: "linkedin",
      utm_campaign: "fall",
      referrer: "https://news.example.org",
    });
    expect(Object.keys(parsed.request).at(-1)).toBe("source");
  });

  it("drops unknown keys and bad values, never refusing the booking for them", () => {
    expect(
      sourceOf({
        utm_source: "ok",
        utm_medium: "two\nlines",
        utm_term: "x".repeat(201),
        utm_content: 42,
        utm_campaign: "\u202eevil",
        referrer: "https://news.example.org/with/a/path",
        gclid: "abc",
      }),
    ).toEqual({ utm_source: "ok" });
    expect(sourceOf({ utm_source: "ok", utm_term: "half an emoji \ud83d" })).toEqual({ utm_source: "ok" });
    for (const odd of ["linkedin", ["utm_source"], null, 7, {}, { utm_source: "" }])
      expect(sourceOf(odd)).toBeUndefined();
    // No source at all: the request is the ten fields, as before.
    expect(Object.keys(schema.parse(booking).request)).not.toContain("source");
  });
});
