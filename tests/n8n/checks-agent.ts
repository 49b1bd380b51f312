// Check h: an AI assistant that knows only the site's address finds how to book (robots.txt
// → the agent catalog → the guide and the MCP server card), reads the free slots and books
// over MCP with the SDK's own client; n8n receives the booking like any other: one row in
// the Data Table, the receipt and the company's notification, with the booking's link.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expectStoredOnce } from "./checks-booking.ts";
import { expectMailsOfBooking, waitForMails } from "./checks-email.ts";
import { expect, expectEqual, type Plan } from "./report.ts";
import type { Site } from "./site.ts";
import { type Booking, companyDate, visitors } from "./visitors.ts";

/** Booked by her assistant over MCP: nothing about her passes through the site's forms or API. */
const lynn: Booking = {
  label: "Lynn (through an assistant over MCP)",
  client: "198.51.100.30",
  key: `assistant-${crypto.randomUUID()}`,
  body: {
    name: "Lynn Conway",
    email: "lynn.conway@example.org",
    phone: "+1 555 301 1979",
    isWhatsapp: false,
    serviceCategories: ["AI Chatbots", "Cloud Migration"],
    hours: 2,
    date: companyDate(25),
    timeSlot: "14:00 to 16:00",
    subject: "Chip design assistant",
    description: "My assistant booked this: a chatbot that answers questions about our VLSI rules.",
  },
};

interface CatalogEntry {
  identifier: string;
  type: string;
  url: string;
}

/** GETs a URL the site published for agents; it must answer 200 with the given type. */
async function read(url: string, type: string): Promise<string> {
  const response = await fetch(url);
  const text = await response.text();
  expectEqual(response.status, 200, `GET ${url}`);
  const contentType = response.headers.get("content-type") ?? "";
  expect(contentType.startsWith(type), `${url} is ${type}: ${contentType}`);
  return text;
}

/** From the domain alone to the MCP endpoint, the way an assistant finds it. */
async function discover(site: Site): Promise<{ mcpUrl: string; guide: string }> {
  const robots = await read(`${site.url}/robots.txt`, "text/plain");
  const agentmap = /^# Agentmap:\s*(\S+)$/m.exec(robots)?.[1];
  expect(agentmap, `robots.txt names the agent catalog (# Agentmap:):\n${robots}`);
  const catalog = JSON.parse(await read(agentmap, "application/json")) as { entries?: CatalogEntry[] };
  const entries = catalog.entries ?? [];
  const guideEntry = entries.find((entry) => entry.type.startsWith("text/markdown"));
  const cardEntry = entries.find((entry) => entry.type === "application/mcp-server-card+json");
  expect(
    guideEntry && cardEntry,
    `the catalog lists a guide and an MCP server card: ${JSON.stringify(entries)}`,
  );
  const guide = await read(guideEntry.url, "text/markdown");
  const card = JSON.parse(await read(cardEntry.url, "application/json")) as {
    remotes?: { type: string; url: string }[];
  };
  const remote = card.remotes?.find((entry) => entry.type === "streamable-http");
  expect(remote, `the server card names a streamable-http remote: ${JSON.stringify(card.remotes)}`);
  return { mcpUrl: remote.url, guide };
}

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };

/** A tool's answer as JSON; a tool error fails the check with the site's message. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const toolResult = (await client.callTool({ name, arguments: args })) as ToolResult;
  const text = toolResult.content[0]?.text ?? "";
  expect(!toolResult.isError, `${name} answered a tool error: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export function agentChecks(plan: Plan): void {
  let found: Awaited<ReturnType<typeof discover>> | undefined;
  plan.check(
    "h. an assistant given only the domain finds the guide and the MCP server (robots.txt → catalog → card)",
    async ({ site }) => {
      found = await discover(site);
      expectEqual(found.mcpUrl, `${site.url}/mcp`, "the MCP endpoint the card names");
      expect(
        found.guide.includes(`${site.url}/api/n8n/submit-consultation`) && found.guide.includes("/mcp"),
        "the guide names the booking API and the MCP endpoint",
      );
    },
  );

  plan.check(
    "h. over MCP it reads the free slots and books; the answer holds the booking's private link",
    async ({ site }) => {
      expect(found, "the MCP endpoint was found");
      const client = new Client({ name: "n8n-suite-assistant", version: "1.0.0" });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(found.mcpUrl), {
          requestInit: { headers: { "X-Forwarded-For": lynn.client } },
        }),
      );
      try {
        const services = await call(client, "list_services", {});
        for (const category of lynn.body.serviceCategories)
          expect(
            (services.serviceCategories as string[]).includes(category),
            `list_services offers "${category}"`,
          );
        const { date, hours, timeSlot } = lynn.body;
        const slots = await call(client, "get_available_slots", { date, hours });
        // Read from n8n: not the every-slot answer given when n8n cannot say.
        expectEqual(slots.checked, true, "get_available_slots read the day's bookings");
        expect(
          (slots.freeSlots as string[]).includes(timeSlot),
          `${timeSlot} is free on ${date}: ${JSON.stringify(slots)}`,
        );
        const booked = await call(client, "book_consultation", { ...lynn.body, idempotencyKey: lynn.key });
        expectEqual(booked.status, "delivered", "book_consultation's status with n8n up");
        const { bookingId, manageUrl } = booked;
        expect(typeof bookingId === "string" && typeof manageUrl === "string", "a bookingId and a manageUrl");
        expect(
          manageUrl.startsWith(`${site.url}/bookings/${bookingId}?token=`),
          `the manageUrl is the booking's page on the site: ${manageUrl}`,
        );
        lynn.site = { bookingId, manageUrl };
        // The assistant retries (its connection dropped, say): the same booking, nothing new.
        const replay = await call(client, "book_consultation", { ...lynn.body, idempotencyKey: lynn.key });
        expectEqual([replay.bookingId, replay.manageUrl], [bookingId, manageUrl], "the retry's booking");
        const after = await call(client, "get_available_slots", { date, hours });
        expectEqual(after.checked, true, "the second lookup read the day's bookings");
        expect((after.bookedSlots as string[]).includes(timeSlot), `${timeSlot} now shows as booked`);
      } finally {
        await client.close();
      }
    },
  );

  plan.check("h. n8n stores the assistant's booking once, every field intact", ({ n8n }) =>
    expectStoredOnce(n8n, lynn),
  );
  plan.check(
    "h. the assistant's booking gets the receipt and the company notification, with its link",
    async ({ smtp }) =>
      expectMailsOfBooking(await waitForMails(smtp, lynn), lynn, [...Object.values(visitors), lynn]),
  );
}
