// Starts the built server for the measuring scripts (bench, lighthouse): builds first if
// needed, refuses a port already in use (measuring someone else's process would be worse
// than not measuring), waits until it answers and its page cache is warm.
import { type ChildProcess, execFileSync, type StdioOptions, spawn } from "node:child_process";
import { existsSync } from "node:fs";

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not come up`);
}

export async function portInUse(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}

export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = "ignore",
): Promise<ChildProcess> {
  if (!existsSync("dist/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop that process first.`);
  const server = spawn("node", ["dist/server/index.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio,
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  await new Promise((resolve) => setTimeout(resolve, 2500)); // the page cache warms after listening
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
  return server;
}
