import { z } from "zod";
import { bookingCalls, type CallName, callNames } from "../src/booking/calls";
import { isValidTimeZone } from "../src/booking/dates";
import { company } from "../src/content/company";
import { logLevels } from "./logger";

const optionalText = z.string().trim().min(1).optional();

/** A webhook path under the base URL, such as `submit-consultation` or `prod/submit`. */
const webhookPath = z
  .string()
  .trim()
  .regex(/^\/?[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, "must be a URL path such as submit-consultation")
  .refine(
    (path) => !path.split("/").some((segment) => segment === "." || segment === ".."),
    "must not contain . or .. segments",
  );

type PathVariable = (typeof bookingCalls)[CallName]["pathVariable"];

/** One override variable per booking call (`N8N_PATH_SUBMIT_CONSULTATION`…), its name the default. */
const webhookPathVariables = Object.fromEntries(
  callNames.map((name) => [bookingCalls[name].pathVariable, webhookPath.default(name)]),
) as Record<PathVariable, z.ZodDefault<typeof webhookPath>>;

/** Every setting the server reads, parsed once at start-up (documented in .env.example). */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .default(company.siteUrl),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    COMPANY_TIME_ZONE: z
      .string()
      .trim()
      .refine(isValidTimeZone, "must be an IANA time zone")
      .default(company.timeZone),
    N8N_WEBHOOK_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    N8N_AUTH_HEADER_NAME: optionalText,
    N8N_AUTH_HEADER_VALUE: optionalText,
    ...webhookPathVariables,
    N8N_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .transform((value) => value === "true" || value === "1")
      .default(false),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    BOOKING_QUOTA_PER_CONTACT: z.coerce.number().int().positive().default(2),
    BOOKING_QUOTA_PER_ADDRESS_DAY: z.coerce.number().int().positive().default(5),
  })
  .refine((env) => !env.N8N_AUTH_HEADER_NAME === !env.N8N_AUTH_HEADER_VALUE, {
    message: "set both N8N_AUTH_HEADER_NAME and N8N_AUTH_HEADER_VALUE, or neither",
    path: ["N8N_AUTH_HEADER_VALUE"],
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; a wrong value throws one message naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as they do in most .env files and container specs.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

/** The webhook path of each booking call under N8N_WEBHOOK_BASE_URL, from its variable. */
export function webhookPaths(env: Env): Record<CallName, string> {
  return Object.fromEntries(callNames.map((name) => [name, env[bookingCalls[name].pathVariable]])) as Record<
    CallName,
    string
  >;
}
