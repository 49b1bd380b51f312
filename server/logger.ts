import { hostname } from "node:os";
import pino from "pino";

/**
 * One JSON line per event, written by pino: its standard fields, the event's name in `event`
 * (and `msg`), its fields, an error as `err` (docs/architecture.md#logs). Threshold: `LOG_LEVEL`.
 */
export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

type Level = Exclude<LogLevel, "silent">;

/** The number pino writes as a line's `level` (debug 20, info 30, warn 40, error 50). */
export function levelNumber(name: Level): number {
  return pino.levels.values[name] ?? Number.NaN;
}

/** An event's fields. Pass a caught error as `err`; never a visitor's data or a secret. */
type Fields = Record<string, unknown> & { err?: unknown };

export type Logger = Record<Level, (event: string, fields?: Fields) => void>;

/** The server's logger: its events, and the one line of each request. */
export interface ServerLogger extends Logger {
  /**
   * The `request` line, byte for byte what pino writes for `info("request", {id, method, path,
   * status, ms})` (server/logger.test.ts compares them): pino's generic path cost a cached page
   * about a fifth of its CPU (docs/architecture.md#logs).
   */
  request(id: string, method: string, path: string, status: number, ms: number): void;
}

/**
 * Lines to stdout, gathered per turn of the event loop (one `write` per burst). What is
 * gathered is written on `exit`, which every way out passes: no line is lost, as pino's
 * asynchronous destination could lose its write in flight.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    process.stdout.write(text);
  };
  process.once("exit", flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

/** The server's logger; `write`, given, receives each line without its newline (else stdout). */
export function createLogger(level: LogLevel = "info", write?: (line: string) => void): ServerLogger {
  const destination = write
    ? { write: (line: string) => write(line.endsWith("\n") ? line.slice(0, -1) : line) }
    : { write: batchedStdout() };
  // pino's own error serializer; something thrown that is not an Error still gets a type and a message.
  const err = (value: unknown) =>
    value instanceof Error ? pino.stdSerializers.err(value) : { type: typeof value, message: String(value) };
  const log = pino({ level, serializers: { err } }, destination);
  const at =
    (name: Level) =>
    (event: string, fields: Fields = {}) => {
      // Checked first, so a line below the threshold costs no object.
      if (log.isLevelEnabled(name)) log[name]({ event, ...fields }, event);
    };
  // pino's own `level`, `pid` and `hostname` (its default `base`), worked out once.
  const requestsLogged = log.isLevelEnabled("info");
  const head = `{"level":${levelNumber("info")},"time":`;
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"event":"request","id":`;
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    request(id, method, path, status, ms) {
      if (!requestsLogged) return;
      destination.write(
        `${head}${Date.now()}${bindings}${JSON.stringify(id)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"}\n`,
      );
    },
  };
}
