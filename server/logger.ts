/** One JSON line per event on stdout; the level threshold comes from `LOG_LEVEL`. */
export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];
type Fields = Record<string, unknown>;

export interface Logger {
  debug(event: string, fields?: Fields): void;
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

/**
 * Lines to stdout, gathered per turn of the event loop: under load one `write` per
 * burst instead of one per request (a synchronous syscall when stdout is a file). The
 * buffer is written out on exit too, so no line is lost on a normal stop.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join("\n")}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.once("exit", flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = batchedStdout(),
): Logger {
  const threshold = logLevels.indexOf(level);
  // One ISO timestamp per millisecond, not per line: under load many lines share one.
  let lastMs = 0;
  let lastIso = "";
  const isoNow = () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastIso = new Date(now).toISOString();
    }
    return lastIso;
  };
  const at =
    (name: Exclude<LogLevel, "silent">) =>
    (event: string, fields: Fields = {}) => {
      if (logLevels.indexOf(name) < threshold) return;
      // The fields are serialised once, without copying them into a new object first.
      const rest = JSON.stringify(fields);
      write(
        `{"time":"${isoNow()}","level":"${name}","event":${JSON.stringify(event)}${rest.length > 2 ? `,${rest.slice(1)}` : "}"}`,
      );
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
