import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

/**
 * What `parse` threw, caught here so that the assertions on it stand outside any `catch`
 * (one failing inside the `try` would be caught too, and the test would pass).
 */
function thrownBy(parse: () => unknown): Error | undefined {
  try {
    parse();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

describe("configuration", () => {
  it("has working defaults: standalone on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      COMPANY_TIME_ZONE: "America/New_York",
      N8N_TIMEOUT_MS: 8000,
      LOG_LEVEL: "info",
      N8N_PATH_SUBMIT_CONSULTATION: "submit-consultation",
    });
    expect(env.N8N_WEBHOOK_BASE_URL).toBeUndefined();
    // No proxy is trusted: every client is the connection's own address.
    expect(env.TRUST_PROXY.entries).toEqual([]);
  });

  it("reads every variable", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://example.com/",
      DATA_DIR: "/var/lib/site",
      COMPANY_TIME_ZONE: "Europe/London",
      N8N_WEBHOOK_BASE_URL: "https://n8n.example.com/webhook/",
      N8N_AUTH_HEADER_NAME: "X-Site-Key",
      N8N_AUTH_HEADER_VALUE: "s3cret",
      N8N_TIMEOUT_MS: "2500",
      N8N_PATH_GET_BOOKED_SLOTS: "prod/slots",
      TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1",
      LOG_LEVEL: "warn",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SITE_URL: "https://example.com",
      N8N_PATH_GET_BOOKED_SLOTS: "prod/slots",
    });
    expect(env.TRUST_PROXY.entries).toEqual(["10.0.0.1", "10.1.0.0/16", "::1"]);
    expect(["10.0.0.1", "10.1.200.3", "::1", "::ffff:10.0.0.1"].map(env.TRUST_PROXY.trusts)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["10.0.0.2", "10.2.0.1", "203.0.113.9"].map(env.TRUST_PROXY.trusts)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("keeps no metrics unless METRICS_PORT is set; its listener is on loopback unless told", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).METRICS_HOST).toBe("127.0.0.1");
    expect(parseEnv({ METRICS_PORT: "" }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: "0.0.0.0",
    });
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ N8N_WEBHOOK_BASE_URL: "", PORT: "" });
    expect(env.PORT).toBe(3000);
    expect(env.N8N_WEBHOOK_BASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ N8N_WEBHOOK_BASE_URL: "not a url" }, "N8N_WEBHOOK_BASE_URL"],
    [{ N8N_WEBHOOK_BASE_URL: "ftp://n8n.example.com/" }, "N8N_WEBHOOK_BASE_URL"],
    [{ SITE_URL: "example.com" }, "SITE_URL"],
    [{ COMPANY_TIME_ZONE: "Mars/Olympus" }, "COMPANY_TIME_ZONE"],
    [{ N8N_TIMEOUT_MS: "fast" }, "N8N_TIMEOUT_MS"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1,proxy.internal" }, "TRUST_PROXY"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ N8N_AUTH_HEADER_NAME: "X-Key" }, "N8N_AUTH_HEADER_VALUE"],
    [{ N8N_PATH_SUBMIT_CONSULTATION: "../../etc" }, "N8N_PATH_SUBMIT_CONSULTATION"],
    [{ N8N_TIMEOUT_MS: "9000" }, "N8N_TIMEOUT_MS"],
    [{ N8N_TIMEOUT_MS: "120000" }, "N8N_TIMEOUT_MS"],
    [{ CONSULTATION_FEE: "75 dollars" }, "CONSULTATION_FEE"],
    [{ METRICS_PORT: "metrics" }, "METRICS_PORT"],
    [{ METRICS_PORT: "0" }, "METRICS_PORT"],
    [{ METRICS_PORT: "65536" }, "METRICS_PORT"],
    [{ METRICS_PORT: "3000" }, "METRICS_PORT"],
    [{ PORT: "8080", METRICS_PORT: "8080" }, "METRICS_PORT"],
    [{ METRICS_HOST: "   " }, "METRICS_HOST"],
    [{ METRICS_HOST: "not_an_ip" }, "METRICS_HOST"],
    [{ HOST: "0.0.0.0:3000" }, "HOST"],
    [{ SITE_URL: "https://www.example.com/site/" }, "SITE_URL"],
    [{ SITE_URL: "https://www.example.com/?lang=en" }, "SITE_URL"],
    [{ SITE_URL: "https://www.example.com?" }, "SITE_URL"],
    [{ SITE_URL: "https://www.example.com#" }, "SITE_URL"],
    [{ SITE_URL: "https://user:secret@www.example.com" }, "SITE_URL"],
    [{ METRICS_HOST: "999.1.1.1" }, "METRICS_HOST"],
  ])("%j stops start-up with a message naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(
      new RegExp(`^Invalid configuration: (.*; )?${variable}: [^\\n]+$`),
    );
  });

  it("says in words what a number setting needs, never zod's own words", () => {
    for (const [source, words] of [
      [{ PORT: "abc" }, "PORT: must be a port number from 1 to 65535"],
      [{ PORT: "1.5" }, "PORT: must be a port number from 1 to 65535"],
      [{ BOOKING_QUOTA_PER_CONTACT: "1.5" }, "BOOKING_QUOTA_PER_CONTACT: must be a whole number of bookings"],
      [{ BOOKING_QUOTA_PER_CONTACT: "0" }, "BOOKING_QUOTA_PER_CONTACT: must be at least 1 booking"],
      [{ DATABASE_POOL_SIZE: "many" }, "DATABASE_POOL_SIZE: must be a whole number of connections"],
      [{ N8N_TIMEOUT_MS: "fast" }, "N8N_TIMEOUT_MS: must be a whole number of milliseconds"],
      [{ BOOKING_LEAD_DAYS: "soon" }, "BOOKING_LEAD_DAYS: must be a whole number of days"],
    ] as const)
      expect(() => parseEnv(source)).toThrow(`Invalid configuration: ${words}`);
    expect(parseEnv({ HOST: "::", METRICS_HOST: "localhost", METRICS_PORT: "9464" })).toMatchObject({
      HOST: "::",
      METRICS_HOST: "localhost",
    });
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
  });

  it("reads numbers in plain digits only: 1e3 and 0x1004 are refused, not read as 1000 and 4100", () => {
    for (const [source, words] of [
      [{ PORT: "1e3" }, "PORT: must be a port number from 1 to 65535"],
      [{ PORT: "0x1004" }, "PORT: must be a port number from 1 to 65535"],
      [{ BOOKING_QUOTA_PER_CONTACT: "1e3" }, "BOOKING_QUOTA_PER_CONTACT: must be a whole number of bookings"],
      [{ N8N_TIMEOUT_MS: "0x1f40" }, "N8N_TIMEOUT_MS: must be a whole number of milliseconds"],
    ] as const)
      expect(() => parseEnv(source)).toThrow(`Invalid configuration: ${words}`);
    expect(parseEnv({ PORT: " 4100 ", BOOKING_QUOTA_PER_CONTACT: "+3" })).toMatchObject({
      PORT: 4100,
      BOOKING_QUOTA_PER_CONTACT: 3,
    });
  });

  it("takes a time zone spelled as IANA does; another case is refused, naming the spelling", () => {
    expect(() => parseEnv({ COMPANY_TIME_ZONE: "europe/paris" })).toThrow(
      "Invalid configuration: COMPANY_TIME_ZONE: must be spelled as IANA does: Europe/Paris",
    );
    expect(() => parseEnv({ COMPANY_TIME_ZONE: "asia/kolkata" })).toThrow(
      "Invalid configuration: COMPANY_TIME_ZONE: must be spelled as IANA does, such as Europe/Paris",
    );
    for (const zone of ["Mars/Olympus", "UTC+01:00", "Europe/Paris+01:00"])
      expect(() => parseEnv({ COMPANY_TIME_ZONE: zone, PORT: "abc" })).toThrow(
        "Invalid configuration: PORT: must be a port number from 1 to 65535; COMPANY_TIME_ZONE: must be an IANA time zone",
      );
    for (const [zone, spelled] of [
      ["utc", "UTC"],
      ["UTc", "UTC"],
      ["gmt", ", such as Europe/Paris"],
      ["ASIA/KOLKATA", ", such as Europe/Paris"],
      ["Europe/KYIV", ", such as Europe/Paris"],
    ])
      expect(() => parseEnv({ COMPANY_TIME_ZONE: zone })).toThrow(
        `COMPANY_TIME_ZONE: must be spelled as IANA does${spelled?.startsWith(",") ? spelled : `: ${spelled}`}`,
      );
    expect(() => parseEnv({ COMPANY_TIME_ZONE: "+05:00" })).toThrow(
      "COMPANY_TIME_ZONE: must be an IANA time zone such as Europe/Paris, not an offset",
    );
    for (const zone of [
      "Europe/Paris",
      "Asia/Kolkata",
      "Europe/Kyiv",
      "UTC",
      "GMT",
      "EST5EDT",
      "Etc/GMT+5",
      "Etc/GMT-14",
      "America/Port-au-Prince",
      "America/Argentina/Buenos_Aires",
      "US/Eastern",
    ])
      expect(parseEnv({ COMPANY_TIME_ZONE: zone }).COMPANY_TIME_ZONE).toBe(zone);
  });

  it.each(["true", "false", "1", "0"])(
    "refuses the old TRUST_PROXY=%s, naming the list it takes now",
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must now be a comma-separated list of the proxies' addresses or CIDR ranges/,
      );
    },
  );

  it("reads BOOKING_MAX_MOVES: 3 by default, 0 to 20; anything else stops the start with one line naming it", () => {
    expect(parseEnv({}).BOOKING_MAX_MOVES).toBe(3);
    expect(parseEnv({ BOOKING_MAX_MOVES: "0" }).BOOKING_MAX_MOVES).toBe(0);
    expect(parseEnv({ BOOKING_MAX_MOVES: "20" }).BOOKING_MAX_MOVES).toBe(20);
    for (const value of ["-1", "21", "1.5", "many"]) {
      expect(() => parseEnv({ BOOKING_MAX_MOVES: value })).toThrow(
        /^Invalid configuration: BOOKING_MAX_MOVES: [^\n]+$/,
      );
    }
  });

  it("reads the booking quotas: positive whole numbers, 2 per contact and 5 per address a day by default", () => {
    expect(parseEnv({})).toMatchObject({ BOOKING_QUOTA_PER_CONTACT: 2, BOOKING_QUOTA_PER_ADDRESS_DAY: 5 });
    expect(parseEnv({ BOOKING_QUOTA_PER_CONTACT: "3", BOOKING_QUOTA_PER_ADDRESS_DAY: "40" })).toMatchObject({
      BOOKING_QUOTA_PER_CONTACT: 3,
      BOOKING_QUOTA_PER_ADDRESS_DAY: 40,
    });
    for (const value of ["0", "-1", "1.5", "many"]) {
      expect(() => parseEnv({ BOOKING_QUOTA_PER_CONTACT: value })).toThrow(/BOOKING_QUOTA_PER_CONTACT:/);
      expect(() => parseEnv({ BOOKING_QUOTA_PER_ADDRESS_DAY: value })).toThrow(
        /BOOKING_QUOTA_PER_ADDRESS_DAY:/,
      );
    }
  });

  it("never puts the n8n secret in its error message", () => {
    const parse = () => parseEnv({ N8N_AUTH_HEADER_VALUE: "super-secret-value", PORT: "abc" });
    expect(parse).toThrow(/PORT/);
    const message = String(thrownBy(parse) ?? "");
    expect(message).not.toContain("super-secret-value");
  });

  it.each([
    [
      "a user and password in the n8n URL",
      { N8N_WEBHOOK_BASE_URL: "https://site:hunter2-secret@n8n.example.com/webhook/" },
      "N8N_WEBHOOK_BASE_URL",
    ],
    [
      "a user name alone in the n8n URL",
      { N8N_WEBHOOK_BASE_URL: "https://hunter2-secret@n8n.example.com/" },
      "N8N_WEBHOOK_BASE_URL",
    ],
    [
      "a CR LF inside the header value",
      { N8N_AUTH_HEADER_NAME: "X-Key", N8N_AUTH_HEADER_VALUE: "hunter2-secret\r\nX-Evil: 1" },
      "N8N_AUTH_HEADER_VALUE",
    ],
    [
      "a NUL inside the header value",
      { N8N_AUTH_HEADER_NAME: "X-Key", N8N_AUTH_HEADER_VALUE: "hunter2\u0000-secret" },
      "N8N_AUTH_HEADER_VALUE",
    ],
    [
      "a LF inside the header name",
      { N8N_AUTH_HEADER_NAME: "X-Key\nX-Evil", N8N_AUTH_HEADER_VALUE: "hunter2-secret" },
      "N8N_AUTH_HEADER_NAME",
    ],
    [
      "a space inside the header name",
      { N8N_AUTH_HEADER_NAME: "X Key", N8N_AUTH_HEADER_VALUE: "hunter2-secret" },
      "N8N_AUTH_HEADER_NAME",
    ],
  ])("%s stops start-up with one line naming the variable, never the secret", (_case, source, variable) => {
    const message = String(thrownBy(() => parseEnv(source)) ?? "");
    expect(message).toMatch(new RegExp(`${variable}: `));
    expect(message).not.toContain("hunter2");
    expect(message.split("\n").filter((line) => line.includes(variable))).toHaveLength(1);
  });

  it("keeps a trailing newline out of the header value rather than refusing it (trimmed like every value)", () => {
    const env = parseEnv({ N8N_AUTH_HEADER_NAME: "X-Key", N8N_AUTH_HEADER_VALUE: "s3cret\n" });
    expect(env.N8N_AUTH_HEADER_VALUE).toBe("s3cret");
  });

  it("reads the PostgreSQL settings: unset keeps SQLite; a pool of 10 connections by default", () => {
    const defaults = parseEnv({});
    expect(defaults.DATABASE_URL).toBeUndefined();
    expect(defaults.DATABASE_POOL_SIZE).toBe(10);
    for (const url of [
      "postgres://site:pw@db:5432/site",
      "postgresql://db/site",
      "postgres://site@[::1]:6543/a",
    ]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(parseEnv({ DATABASE_POOL_SIZE: "4" }).DATABASE_POOL_SIZE).toBe(4);
  });

  it.each([
    ["a MySQL URL", { DATABASE_URL: "mysql://site:hunter2@db/site" }, "DATABASE_URL"],
    ["a URL without a database", { DATABASE_URL: "postgres://site:hunter2@db:5432/" }, "DATABASE_URL"],
    ["no URL at all", { DATABASE_URL: "host=db password=hunter2" }, "DATABASE_URL"],
    ["a bad port", { DATABASE_URL: "postgres://site:hunter2@db:99999/site" }, "DATABASE_URL"],
    [
      "an empty pool",
      { DATABASE_URL: "postgres://site:hunter2@db/site", DATABASE_POOL_SIZE: "0" },
      "DATABASE_POOL_SIZE",
    ],
  ])("%s stops start-up naming the variable, never the password", (_case, source, variable) => {
    const message = String(thrownBy(() => parseEnv(source)) ?? "");
    expect(message).toMatch(new RegExp(`^Error: Invalid configuration: ${variable}: `));
    expect(message).not.toContain("hunter2");
  });

  it("reads the consultation fee: unset by default, a currency code and an amount", () => {
    expect(parseEnv({}).CONSULTATION_FEE).toBeUndefined();
    expect(parseEnv({ CONSULTATION_FEE: "" }).CONSULTATION_FEE).toBeUndefined();
    expect(parseEnv({ CONSULTATION_FEE: "USD 75" }).CONSULTATION_FEE).toEqual({
      currency: "USD",
      amount: 75,
    });
    expect(parseEnv({ CONSULTATION_FEE: " eur 49.50 " }).CONSULTATION_FEE).toEqual({
      currency: "EUR",
      amount: 49.5,
    });
  });

  it.each([
    ["USD 75.505", "USD has at most 2 decimal places"],
    ["USD -5", '"-5" is not an amount'],
    ["XYZ 5", "XYZ is not a currency code"],
    ["75", '"75" is not a code and an amount'],
    ["USD\n75", '"USD\\n75" is not a code and an amount'],
  ])(
    "CONSULTATION_FEE=%j stops start-up with one line naming the variable and what is wrong",
    (value, reason) => {
      const message = thrownBy(() => parseEnv({ CONSULTATION_FEE: value }))?.message ?? "";
      expect(message).toBe(
        `Invalid configuration: CONSULTATION_FEE: must be an ISO 4217 currency code and an amount, such as USD 75 or EUR 49.50: ${reason}`,
      );
      expect(message).not.toContain("\n");
    },
  );

  it("reads the team's settings: no meeting link and a 24-hour reminder by default", () => {
    const env = parseEnv({});
    expect(env.MEETING_URL).toBeUndefined();
    expect(env.REMINDER_LEAD_HOURS).toBe(24);
    expect(
      parseEnv({ MEETING_URL: " https://meet.example.com/team ", REMINDER_LEAD_HOURS: "48" }),
    ).toMatchObject({ MEETING_URL: "https://meet.example.com/team", REMINDER_LEAD_HOURS: 48 });
  });

  it.each([
    ["MEETING_URL", "http://meet.example.com/team", "must be an https:// link"],
    ["MEETING_URL", "https://user:pw@meet.example.com/", "must be an https:// link"],
    ["REMINDER_LEAD_HOURS", "0", "must be at least 1 hour"],
    ["REMINDER_LEAD_HOURS", "169", "must be at most 168 hours (a week)"],
    ["REMINDER_LEAD_HOURS", "1.5", "must be a whole number of hours"],
  ])("%s=%j stops start-up with one line naming the variable", (variable, value, reason) => {
    const message = thrownBy(() => parseEnv({ [variable]: value }))?.message ?? "";
    expect(message).toContain(`Invalid configuration: ${variable}: ${reason}`);
    expect(message).not.toContain("\n");
  });

  it("allows an n8n call as long as a stop can still wait for one (the default 8000 ms)", () => {
    expect(parseEnv({ N8N_TIMEOUT_MS: "8500" }).N8N_TIMEOUT_MS).toBe(8500);
  });
});
