import { type ChildProcess, spawn } from "node:child_process";

// The built server (dist/server/index.js) as a real process, for the specs that start,
// kill and restart it: what an operator's supervisor or container engine does.

export interface SiteProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stderr and stdout so far (its log lines). */
  output(): string;
  /** Resolves once the process has exited. */
  exited(): Promise<void>;
  /** Ends it: SIGKILL (a crash) unless told otherwise. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startSiteProcess(port: number, env: Record<string, string>): SiteProcess {
  const child = spawn("node", ["dist/server/index.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited: () => exit,
    async kill(signal = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exit;
    },
  };
}

/** Polls `check` every 50 ms until it gives a value (not undefined or false). */
export async function waitUntil<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Answers true once GET `path` (`/healthz`, `/readyz`) answers 200. */
export const responds200 = (url: string, path: string) => () =>
  fetch(`${url}${path}`).then(
    (r) => (r.ok ? true : undefined),
    () => undefined,
  );

/** A date `days` from now, as the booking form sends it. */
export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
