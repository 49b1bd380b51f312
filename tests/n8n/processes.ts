// Child processes of the n8n test run: started with their output in a log file (shown when
// a check fails), stopped with SIGTERM (SIGKILL if they hang), and all stopped on exit.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname } from "node:path";

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Peak resident memory so far in MB (Linux's VmHWM), or undefined where /proc is missing. */
  peakRssMb(): number | undefined;
  stop(): Promise<void>;
}

const running = new Set<Managed>();

/** A port the kernel just handed out on loopback; free unless someone grabs it meanwhile. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function start(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): Managed {
  // The folder may have been removed meanwhile (Playwright empties test-results/ when it
  // starts); a log that cannot be written must never take the run down.
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: "a" });
  log.on("error", () => {});
  // detached: its own process group, so stopping it also reaches its children (n8n's task runner).
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const managed: Managed = {
    name,
    child,
    logFile: options.logFile,
    exited,
    peakRssMb: () => peakRssMb(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child, "SIGTERM");
        const killer = setTimeout(() => signalGroup(child, "SIGKILL"), 15_000);
        await exited;
        clearTimeout(killer);
      }
      running.delete(managed);
    },
  };
  running.add(managed);
  exited.then(() => {
    running.delete(managed);
    log.end();
  });
  return managed;
}

function peakRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Stops every process started here that is still running (last started first). */
export async function stopAll(): Promise<void> {
  for (const managed of [...running].reverse()) await managed.stop();
}

/** Last resort on exit: no await possible, so just SIGKILL what is left. */
export function killAllNow(): void {
  for (const managed of running) signalGroup(managed.child, "SIGKILL");
}

/** Polls `probe` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${lastError}` : ""}`);
}

/** Runs a command to completion with its output in `logFile`; rejects on a non-zero exit. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): Promise<void> {
  const managed = start(name, command, args, options);
  const code = await managed.exited;
  if (code !== 0) throw new Error(`${name} exited with ${code}; see ${options.logFile}`);
}
