import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach } from "vitest";
import { type FakeN8n, type FakeN8nOptions, startFakeN8n } from "../support/fake-n8n";
import { type BookingAppOptions, bookingApp } from "./booking-harness";

// The sites, MCP clients and fake n8ns one test opens, all closed after it: the setup the
// booking tests share, written once.

type App = ReturnType<typeof bookingApp>;

/** What a tool result's first text says. */
export const textOf = (toolResult: unknown) =>
  (toolResult as { content: { text: string }[] }).content[0]?.text ?? "";

export function sitesUnderTest() {
  const closing: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    // The last opened first: a client before its site, a site before its n8n.
    for (const close of closing.splice(0).reverse()) await close();
  });
  return {
    /** The whole site with a fresh store (`bookingApp`). */
    app(options: BookingAppOptions = {}): App {
      const app = bookingApp(options);
      closing.push(() => app.close());
      return app;
    },
    /** A fake n8n (tests/support/fake-n8n.ts). */
    async fakeN8n(options: FakeN8nOptions = {}): Promise<FakeN8n> {
      const fake = await startFakeN8n(options);
      closing.push(() => fake.close());
      return fake;
    },
    /** The site on a loopback port, and an MCP client connected to its /mcp. */
    async mcp(app: App): Promise<Client> {
      const server: Server = createServer(app.listener);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      closing.push(async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      });
      const { port } = server.address() as AddressInfo;
      const client = new Client({ name: "test-agent", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
      closing.push(() => client.close());
      return client;
    },
  };
}
