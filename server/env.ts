import { z } from "zod";
import {
  type CompanyCalendar,
  DEFAULT_BOOKING_HOURS,
  HOURS_FORM,
  parseBookingHours,
} from "../src/booking/calendar";
import { bookingCalls, type CallName, callNames } from "../src/booking/calls";
import { isValidTimeZone } from "../src/booking/dates";
import { FEE_FORM, parseFee } from "../src/booking/fee";
import { isMeetingUrl, MEETING_URL_FORM } from "../src/booking/team-schema";
import { company } from "../src/content/company";
import { parseTrustedProxies, TRUST_PROXY_FORM } from "./http/trusted-proxies";
import { logLevels } from "./logger";

/**
 * The grace period of a stop (server/shutdown.ts): past it, the stop gives up and exits 1.
 * Container engines wait 10 s after SIGTERM before they kill (`docker stop`); one n8n call
 * must fit well inside it, so `N8N_TIMEOUT_MS` is checked against it here.
 */
export const SHUTDOWN_LIMIT_MS = 10_000;

/** The longest n8n call: a stop waits for the one in progress and must still drain within its limit. */
const N8N_TIMEOUT_LIMIT_MS = SHUTDOWN_LIMIT_MS - 1500;

const optionalText = z.string().trim().min(1).optional();

/** An HTTP header name (RFC 9110 token); nothing that could end the header early. */
const headerName = optionalText.refine(
  (name) => name === undefined || /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name),
  "must be an HTTP header name: letters, digits and - (no spaces or control characters)",
);

/** A header value without control characters: a CR or LF would split the request. The value is a secret, so no message repeats it. */
const headerValue = optionalText.refine(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  (value) => value === undefined || !/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value),
  "must not contain control characters such as CR or LF",
);

/** n8n's base URL; a credential belongs in the auth header, where it is never logged. */
const n8nBaseUrl = z
  .url({ protocol: /^https?$/ })
  .refine((url) => {
    // Runs after a failed URL check too; a value that is no URL is refused there.
    const parsed = URL.parse(url);
    return parsed === null || (parsed.username === "" && parsed.password === "");
  }, "must not contain a user name or password; put the credential in N8N_AUTH_HEADER_NAME and N8N_AUTH_HEADER_VALUE")
  .optional();

/**
 * The PostgreSQL database of a fleet. It holds the password, so no message quotes it:
 * zod's own URL messages do not, and neither do these.
 */
const databaseUrl = z
  .string()
  .trim()
  .refine((url) => {
    const parsed = URL.parse(url);
    return (
      parsed !== null &&
      (parsed.protocol === "postgres:" || parsed.protocol === "postgresql:") &&
      parsed.hostname !== "" &&
      parsed.pathname.length > 1
    );
  }, "must be a PostgreSQL URL such as postgres://user:password@host:5432/database")
  .optional();

/** A webhook path under the base URL, such as `submit-consultation` or `prod/submit`. */
const webhookPath = z
  .string()
  .trim()
  .regex(/^\/?[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, "must be a URL path such as submit-consultation")
  .refine(
    (path) => !path.split("/").some((segment) => segment === "." || segment === ".."),
    "must not contain . or .. segments",
  );

/** One override variable per booking call (`N8N_PATH_SUBMIT_CONSULTATION`…), its name the default. */
const webhookPathVariables = Object.fromEntries(
  callNames.map((name) => [bookingCalls[name].pathVariable, webhookPath.default(name)]),
) as Record<(typeof bookingCalls)[CallName]["pathVariable"], z.ZodDefault<typeof webhookPath>>;

/** Number() reads "1e3" and "0x10" too: a setting is written in plain digits, or refused. */
const plainDecimal = (value: unknown) =>
  typeof value === "string" && !/^\s*[-+]?\d+(\.\d+)?\s*$/.test(value) ? Number.NaN : value;

/** A whole number from `min` to `max`, its message naming the unit; `said` words a bound otherwise. */
const wholeNumber = (unit: string, min: number, max: number, said: { min?: string; max?: string } = {}) =>
  z.preprocess(
    plainDecimal,
    z.coerce
      .number({ error: `must be a whole number of ${unit}` })
      .int(`must be a whole number of ${unit}`)
      .min(min, said.min ?? `must be at least ${min} ${min === 1 ? unit.replace(/s$/, "") : unit}`)
      .max(max, said.max ?? `must be at most ${max} ${unit}`),
  );

/** A TCP port, one message for every way of missing it ("abc", 1.5, 70000). */
const PORT_FORM = "must be a port number from 1 to 65535";
const portNumber = z.preprocess(
  plainDecimal,
  z.coerce.number({ error: PORT_FORM }).int(PORT_FORM).min(1, PORT_FORM).max(65535, PORT_FORM),
);

/**
 * An address to listen on: an IP address or a host name. Checked here, so a mistyped one
 * stops the start at once with its variable named, not after a name lookup gives up.
 */
const listenAddress = (fallback: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) =>
        z.ipv4().safeParse(text).success ||
        z.ipv6().safeParse(text).success ||
        // A name of digits and dots only is a mistyped address (999.1.1.1), not a host name.
        (z.hostname().safeParse(text).success && !/^[\d.]+$/.test(text)),
      "must be an IP address or a host name, such as 127.0.0.1, :: or localhost",
    )
    .default(fallback);

/**
 * An IANA time zone, spelled as IANA does: the form, the pages and the agents show it as
 * written, and "europe/paris" works as Europe/Paris but would be shown in lower case.
 */
const timeZoneName = z
  .string()
  .trim()
  .superRefine((zone, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: "custom", message });
    if (/^[+-]/.test(zone)) return refuse("must be an IANA time zone such as Europe/Paris, not an offset");
    // The date library reads "UTC+01:00" as a zone too; Intl knows the names alone.
    let resolved: string;
    try {
      resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return refuse("must be an IANA time zone");
    }
    if (!isValidTimeZone(zone)) return refuse("must be an IANA time zone");
    const same = (name: string) => name.toLowerCase() === zone.toLowerCase();
    const spelled = same(resolved) ? resolved : Intl.supportedValuesOf("timeZone").find(same);
    // Each part of a name starts with a capital, and none is a word in capitals (GMT, EST5EDT are).
    const capitals = zone.split("/").every((part) => /^[A-Z]/.test(part) && !/^[A-Z]{4,}$/.test(part));
    if ((spelled ?? zone) !== zone || !capitals)
      refuse(`must be spelled as IANA does${spelled ? `: ${spelled}` : ", such as Europe/Paris"}`);
  });

/** A setting read by `parse`; what it throws follows the setting's form in the message. */
const parsedBy =
  <T>(form: string, parse: (text: string) => T) =>
  (text: string, ctx: z.RefinementCtx) => {
    try {
      return parse(text);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: `must be ${form}: ${(error as Error).message}` });
      return z.NEVER;
    }
  };

/** Every setting the server reads, parsed once at start-up (documented in .env.example). */
export const envSchema = z
  .object({
    PORT: portNumber.default(3000),
    HOST: listenAddress("0.0.0.0"),
    // The Prometheus listener (server/metrics/): unset, no metrics are kept at all. Loopback
    // by default: what it shows (booking rates, outbox depth) is for the operator only.
    METRICS_PORT: portNumber.optional(),
    METRICS_HOST: listenAddress("127.0.0.1"),
    // The site is served at its origin's root: every link, canonical URL and sitemap entry
    // is built on it, so a path (or a query) would be dropped or doubled, never followed.
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      // Not a URL at all: the check above has said so. Anything past the origin (a path, a
      // bare "?" or "#", a user and password) would be copied into every link.
      .refine(
        (url) => !URL.canParse(url) || new URL(url).href === `${new URL(url).origin}/`,
        "must be the site's origin alone, such as https://www.example.com (no path, query or user)",
      )
      .transform((url) => new URL(url).origin)
      .default(company.siteUrl),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: databaseUrl,
    // Connections one instance holds at most; a fleet's sum must stay under the server's max_connections.
    DATABASE_POOL_SIZE: wholeNumber("connections", 1, 100).default(10),
    COMPANY_TIME_ZONE: timeZoneName.default(company.timeZone),
    N8N_WEBHOOK_BASE_URL: n8nBaseUrl,
    N8N_AUTH_HEADER_NAME: headerName,
    N8N_AUTH_HEADER_VALUE: headerValue,
    ...webhookPathVariables,
    // A delivery in progress is waited for when the server stops: it must fit in the grace period.
    N8N_TIMEOUT_MS: wholeNumber("milliseconds", 100, N8N_TIMEOUT_LIMIT_MS, {
      max: `must be at most ${N8N_TIMEOUT_LIMIT_MS} ms: shorter than the ${SHUTDOWN_LIMIT_MS} ms a stop may take`,
    }).default(8000),
    // Who may say who the client is (server/http/trusted-proxies.ts). The old true/false
    // believed any client's X-Forwarded-For: refused, so no operator keeps it unknowingly.
    TRUST_PROXY: z
      .string()
      .default("")
      .refine(
        (text) => !/^\s*(true|false|1|0)\s*$/i.test(text),
        `must now be ${TRUST_PROXY_FORM}; true and false are no longer read`,
      )
      .transform(parsedBy(TRUST_PROXY_FORM, parseTrustedProxies)),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    // The keyring of booking links (server/booking/booking-token.ts): comma-separated, the
    // first signs, all verify. Unset, the store keeps one random secret (server/store/open-store.ts).
    // A secret is never repeated in a message.
    BOOKING_LINK_SECRET: z
      .string()
      .transform((text) => text.split(",").map((secret) => secret.trim()))
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 32),
        "must be secrets of at least 32 characters of random text each, comma-separated (the first signs new links)",
      )
      .transform((secrets) => secrets as [string, ...string[]])
      .optional(),
    BOOKING_QUOTA_PER_CONTACT: wholeNumber("bookings", 1, Number.MAX_SAFE_INTEGER).default(2),
    BOOKING_QUOTA_PER_ADDRESS_DAY: wholeNumber("bookings", 1, Number.MAX_SAFE_INTEGER).default(5),
    // How often a visitor may move one booking (server/booking/change-service.ts): each move
    // is an e-mail to the booking's address. 0: bookings are not moved online.
    BOOKING_MAX_MOVES: wholeNumber("moves", 0, 20, {
      min: "must be 0 or more",
      max: "must be at most 20",
    }).default(3),
    // The team's usual meeting room: the team page's Confirm form starts with it.
    MEETING_URL: z.string().trim().refine(isMeetingUrl, `must be ${MEETING_URL_FORM}`).optional(),
    // How long before a confirmed booking's slot its reminder goes (server/booking/reminder.ts).
    REMINDER_LEAD_HOURS: wholeNumber("hours", 1, 168, {
      max: "must be at most 168 hours (a week)",
    }).default(24),
    // The consultation's nominal fee (src/booking/fee.ts), stated wherever the booking is
    // offered and sent to n8n; unset, the texts name no amount.
    CONSULTATION_FEE: z.string().transform(parsedBy(FEE_FORM, parseFee)).optional(),
    // The company's calendar (src/booking/calendar.ts); the defaults are the spec's grid.
    BOOKING_HOURS: z
      .string()
      .default(DEFAULT_BOOKING_HOURS)
      .transform(parsedBy(HOURS_FORM, parseBookingHours)),
    BOOKING_LEAD_DAYS: wholeNumber("days", 1, 60).default(1),
    BOOKING_WINDOW_DAYS: wholeNumber("days", 7, 730).default(365),
    BOOKING_BUFFER_MINUTES: wholeNumber("minutes", 0, 240).default(0),
    BOOKING_DAILY_LIMIT: wholeNumber("bookings", 1, 24).optional(),
  })
  .refine((env) => env.BOOKING_LEAD_DAYS < env.BOOKING_WINDOW_DAYS, {
    message: "must be longer than BOOKING_LEAD_DAYS: no date could be booked",
    path: ["BOOKING_WINDOW_DAYS"],
  })
  .refine((env) => !env.N8N_AUTH_HEADER_NAME === !env.N8N_AUTH_HEADER_VALUE, {
    message: "set both N8N_AUTH_HEADER_NAME and N8N_AUTH_HEADER_VALUE, or neither",
    path: ["N8N_AUTH_HEADER_VALUE"],
  })
  .refine((env) => env.METRICS_PORT !== env.PORT, {
    message: "must differ from PORT: /metrics has a listener of its own, never the public port",
    path: ["METRICS_PORT"],
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; a wrong value throws one line naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as they do in most .env files and container specs.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  // One line, each bad variable named once: what an operator reads in a container's log.
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new Error(`Invalid configuration: ${problems.join("; ")}`);
}

/** The company's calendar from its settings: what the server checks with and the browser receives. */
export function companyCalendar(env: Env): CompanyCalendar {
  return {
    hours: env.BOOKING_HOURS,
    leadDays: env.BOOKING_LEAD_DAYS,
    windowDays: env.BOOKING_WINDOW_DAYS,
    bufferMinutes: env.BOOKING_BUFFER_MINUTES,
    dailyLimit: env.BOOKING_DAILY_LIMIT ?? null,
  };
}

/** The webhook path of each booking call under N8N_WEBHOOK_BASE_URL, from its variable. */
export function webhookPaths(env: Env): Record<CallName, string> {
  return Object.fromEntries(callNames.map((name) => [name, env[bookingCalls[name].pathVariable]])) as Record<
    CallName,
    string
  >;
}
