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

export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const threshold = logLevels.indexOf(level);
  const at =
    (name: Exclude<LogLevel, "silent">) =>
    (event: string, fields: Fields = {}) => {
      if (logLevels.indexOf(name) < threshold) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: name, event, ...fields }));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

export const silentLogger: Logger = createLogger("silent");
