/**
 * What the PostgreSQL store throws and logs instead of the driver's errors: the SQLSTATE
 * (or the socket's error code) and a message with no secret in it. The driver's own
 * error is not kept as `cause`: its fields (`detail`, the connection's parameters) may
 * hold the password or a visitor's data, and loggers print causes.
 */
export class DatabaseError extends Error {
  /** The SQLSTATE (`23P01`, `57P01` …) or the socket's code (`ECONNREFUSED`), when known. */
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = "DatabaseError";
    this.code = code;
  }
}

/** `user:password@` in any postgres URL a message might quote. */
const URL_CREDENTIALS = /(postgres(?:ql)?:\/\/[^:/@\s]*):[^@\s]*@/gi;

/**
 * The secrets of a `DATABASE_URL` that must never reach a message: the whole URL and its
 * password, as written and decoded.
 */
export function urlSecrets(url: string): string[] {
  const secrets = [url];
  try {
    const password = new URL(url).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  } catch {
    // Not a URL: the whole text is the only secret known.
  }
  return secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
}

export function scrub(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) clean = clean.replaceAll(secret, "***");
  return clean.replace(URL_CREDENTIALS, "$1:***@");
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** The driver's text for an error; a refused connection to `localhost` is an AggregateError with none. */
function messageOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message)
    return error.errors.map(messageOf).join("; ") || "connection failed";
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Wraps anything the driver threw; `op` names the store call, as `store.error` lines do. */
export function databaseError(error: unknown, op: string, secrets: readonly string[]): DatabaseError {
  if (error instanceof DatabaseError) return error;
  const code = codeOf(error) ?? (error instanceof AggregateError ? codeOf(error.errors[0]) : undefined);
  const message = scrub(messageOf(error), secrets);
  return new DatabaseError(`PostgreSQL ${op} failed: ${message}${code ? ` (${code})` : ""}`, code);
}

/**
 * A database that does not answer yet (down, starting, restarting, its name not resolved
 * yet, all its connections taken), as against one that answers and refuses (a wrong
 * password, no such database): the first is worth waiting for.
 */
const NOT_ANSWERING = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up
  "53300", // too_many_connections
]);

export function notAnswering(error: unknown): boolean {
  if (!(error instanceof DatabaseError)) return false;
  // The driver's own connect timeout and a connection closed under it carry no code.
  if (error.code === undefined) return /timeout|terminated|closed/i.test(error.message);
  return NOT_ANSWERING.has(error.code);
}
