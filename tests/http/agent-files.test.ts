import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI_TYPE } from "../../server/agents/ai-catalog";
import { EXAMPLE_KEY } from "../../server/agents/booking-example";
import { RESOURCE_POLICY } from "../../server/http/security-headers";
import { agentPaths } from "../../src/agent-paths";
import { SLOT_TAKEN } from "../../src/booking/messages";
import { slotsFor } from "../../src/booking/slots";
import { industryIndex, serviceIndex } from "../../src/content/catalog";
import { company } from "../../src/content/company";
import { headOf, TEST_SITE_URL, testSite } from "./harness";

// The files for AI agents: llms.txt, the agent guide and the catalog, generated from the
// content and the booking rules, served from memory like robots.txt.

let site: ReturnType<typeof testSite>;
beforeAll(() => {
  site = testSite();
});
afterAll(async () => {
  await site.close();
});

const get = (path: string) => site.request.get(path);

describe("/llms.txt", () => {
  it("is markdown in the llmstxt.org format: H1, summary, sections of one-line links with absolute URLs", async () => {
    const response = await get(agentPaths.llmsTxt);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    const lines = response.text.split("\n");
    expect(lines[0]).toBe(`# ${company.name}`);
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> \S/);
    const sections = lines.filter((line) => line.startsWith("## "));
    expect(sections).toEqual([
      "## Services",
      "## Industries",
      "## Portfolio",
      "## Contact",
      "## Book a consultation",
    ]);
    const links = lines.filter((line) => line.startsWith("- "));
    for (const line of links) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/test\.example\/[^)]*\): \S.+$/);
    // Every service and industry, by its menu name, and the booking page and the guide.
    for (const { name } of [...serviceIndex, ...industryIndex])
      expect(response.text).toContain(`- [${name}](`);
    expect(response.text).toContain(`(${TEST_SITE_URL}/schedule-consultation)`);
    expect(response.text).toContain(`(${TEST_SITE_URL}${agentPaths.guide})`);
    expect(response.text).toContain(`(${TEST_SITE_URL}${agentPaths.openapi})`);
  });

  it("links only to addresses of the site that answer", async () => {
    const text = (await get(agentPaths.llmsTxt)).text;
    const urls = [...text.matchAll(/\]\((https:\/\/test\.example[^)]*)\)/g)].map(
      (match) => match[1] as string,
    );
    expect(urls.length).toBeGreaterThan(18);
    for (const url of urls) {
      const response = await get(new URL(url).pathname);
      expect(response.status, url).toBe(200);
    }
  });

  it("is kept with an ETag and compressed forms, like the other generated files", async () => {
    const plain = await get(agentPaths.llmsTxt);
    expect(plain.headers.etag).toMatch(/^"/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=3600");
    expect(plain.headers["content-security-policy"]).toContain("default-src 'none'");
    const again = await get(agentPaths.llmsTxt).set("If-None-Match", plain.headers.etag as string);
    expect(again.status).toBe(304);
    const gzip = await get(agentPaths.llmsTxt).set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });
});

describe("the agent guide", () => {
  it("says what a booking needs, how to read slots and book, the errors, limits and the manage link", async () => {
    const response = await get(agentPaths.guide);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    const text = response.text;
    expect(text.startsWith(`# Book a consultation with ${company.name}\n`)).toBe(true);
    for (const heading of [
      "## What a booking needs",
      "## Read the free slots",
      "## Book over the JSON API",
      "## Book over MCP",
      "## Errors and limits",
      "## After booking: the manage link",
    ])
      expect(text).toContain(`\n${heading}\n`);
    // The rules and texts come from the modules that enforce them.
    expect(text).toContain(slotsFor(1).join(", "));
    expect(text).toContain(SLOT_TAKEN);
    expect(text).toContain(`${TEST_SITE_URL}/api/n8n/send-consultation-email`);
    expect(text).toContain("Authorization: Bearer {token}");
    expect(text).toContain(`OpenAPI 3.1 at ${TEST_SITE_URL}${agentPaths.openapi} `);
    // The example request is a valid booking body.
    const example = JSON.parse(text.split(`Idempotency-Key: ${EXAMPLE_KEY}\n\n`)[1]?.split("\n```")[0] ?? "");
    expect(example).toMatchObject({ hours: 1, timeSlot: "11:00 to 12:00" });
    expect(text).toContain("502, 503 or 504 `n8n_unavailable`");
  });

  it("names the closed days' list, and that address answers in the shape the guide shows", async () => {
    const text = (await get(agentPaths.guide)).text;
    expect(text).toContain(`GET ${TEST_SITE_URL}/api/closed-days\``);
    expect(text).toContain('{"closedDays": [{"date": "yyyy-MM-dd", "reason": "…"}]}');
    const answer = await get("/api/closed-days");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ closedDays: [] });
  });

  it("writes its addresses as an agent can use them: placeholders as braces, no URL glued to a full stop", async () => {
    const text = (await get(agentPaths.guide)).text;
    expect(text).toContain(`POST ${TEST_SITE_URL}/api/bookings/{bookingId}/cancel`);
    expect(text).toContain(`POST ${TEST_SITE_URL}/api/bookings/{bookingId}/reschedule`);
    expect(text).not.toMatch(/%7B|%7D|%E2%80%A6/i);
    // A bare address right before a full stop: a reader takes the stop for part of it.
    expect(text).not.toMatch(/https:\/\/[^\s)`"]+\.(\s|$)/);
  });

  it("has an example request that books as written, and an example answer shaped like the real one", async () => {
    const text = (await get(agentPaths.guide)).text;
    const example = JSON.parse(
      text.split(`Idempotency-Key: ${EXAMPLE_KEY}\n\n`)[1]?.split("\n```")[0] ?? "",
    ) as Record<string, unknown>;
    const calls = ["send-consultation-email", "submit-consultation"];
    for (const call of calls) expect(text).toContain(`${TEST_SITE_URL}/api/n8n/${call}`);
    let result: Record<string, unknown> = {};
    for (const call of calls) {
      const response = await site.request
        .post(`/api/n8n/${call}`)
        .set("Idempotency-Key", EXAMPLE_KEY)
        .send(example);
      expect(response.status, `${call}: ${response.text}`).toBe(200);
      result = response.body;
    }
    // The example key is an obvious placeholder, and the guide says to make a new one per booking.
    expect(EXAMPLE_KEY).toMatch(/^REPLACE-/);
    expect(text).toContain("Generate a fresh UUID for each booking");
    // The lookup example does not show the booking example's slot as taken.
    const lookedUp = /"bookedSlots": \["([^"]+)"\]/.exec(text)?.[1];
    expect(lookedUp).toBeDefined();
    expect(lookedUp).not.toBe(example.timeSlot);
    // A date all instances started in one month agree on, far enough ahead to stay bookable.
    expect(String(example.date)).toMatch(/^\d{4}-\d{2}-15$/);
    const shown = JSON.parse(text.split("```json\n")[1]?.split("\n```")[0] ?? "") as Record<string, unknown>;
    expect(Object.keys(shown).sort()).toEqual(Object.keys(result).sort());
    const link = (body: Record<string, unknown>) =>
      new RegExp(`^${TEST_SITE_URL}/bookings/${body.bookingId}\\?token=[\\w-]{43}$`);
    expect(String(shown.manageUrl)).toMatch(link(shown));
    expect(String(result.manageUrl)).toMatch(link(result));
  });
});

describe("/.well-known/ai-catalog.json", () => {
  it("is an Agentic Resource Discovery 1.0 catalog of the guide (naming the OpenAPI document) and the MCP server card", async () => {
    const result = await get(agentPaths.catalog);
    expect(result.status).toBe(200);
    expect(result.headers["content-type"]).toBe("application/json");
    const catalog = result.body as {
      specVersion: string;
      entries: {
        identifier: string;
        displayName: string;
        type: string;
        url: string;
        representativeQueries: string[];
        metadata?: Record<string, string>;
      }[];
    };
    expect(catalog.specVersion).toBe("1.0");
    // Only the properties ARD 1.0 defines at the root (its schema allows no others).
    expect(Object.keys(catalog).sort()).toEqual(["entries", "host", "specVersion"]);
    expect(catalog.entries.map((entry) => [entry.type, entry.url])).toEqual([
      ['text/markdown; profile="urn:air:agent-skills"', `${TEST_SITE_URL}${agentPaths.guide}`],
      ["application/mcp-server-card+json", `${TEST_SITE_URL}${agentPaths.mcpServerCard}`],
    ]);
    // Only discovery documents are entries (Lighthouse's Agentic browsing audit warns on
    // any other type); the guide's entry names the OpenAPI document in its metadata.
    expect(catalog.entries[0]?.metadata).toEqual({
      openapi: `${TEST_SITE_URL}${agentPaths.openapi}`,
      openapiType: OPENAPI_TYPE,
    });
    for (const entry of catalog.entries) {
      expect(entry.identifier).toMatch(/^urn:air:test\.example:[a-z-]+:[a-z-]+$/);
      expect(entry.displayName.length).toBeGreaterThan(0);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
    }
  });
});

describe("/.well-known/mcp/server-card.json", () => {
  it("names the MCP server in reverse-DNS form and where it answers", async () => {
    const response = await get(agentPaths.mcpServerCard);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.body).toMatchObject({
      name: "example.test/consultations",
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      title: expect.any(String),
      description: expect.any(String),
      remotes: [{ type: "streamable-http", url: `${TEST_SITE_URL}${agentPaths.mcp}` }],
    });
  });

  it("is kept with an ETag and the resource policy; the server it names answers to that name", async () => {
    const card = await get(agentPaths.mcpServerCard);
    expect(card.headers.etag).toMatch(/^"/);
    expect(card.headers["cache-control"]).toBe("public, max-age=3600");
    expect(card.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
    expect(card.headers["x-content-type-options"]).toBe("nosniff");
    const again = await get(agentPaths.mcpServerCard).set("If-None-Match", card.headers.etag as string);
    expect(again.status).toBe(304);
    // The card and the server's own answer to `initialize` name the same server.
    const initialized = await site.request
      .post(agentPaths.mcp)
      .set("Content-Type", "application/json")
      .set("Accept", "application/json, text/event-stream")
      .send({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      });
    const { name, version, title } = card.body;
    expect(initialized.body.result.serverInfo).toMatchObject({ name, version, title });
  });
});

describe("how agents find them", () => {
  it("robots.txt names the catalog (as a '# Agentmap:' comment) beside the sitemap, and keeps crawlers off booking pages", async () => {
    const robots = (await get("/robots.txt")).text;
    expect(robots).toContain(`\n# Agentmap: ${TEST_SITE_URL}${agentPaths.catalog}\n`);
    // Every line is a directive robots.txt parsers know, a comment or blank.
    for (const line of robots.split("\n"))
      expect(line).toMatch(/^(|#.*|(User-agent|Allow|Disallow|Sitemap): \S+)$/);
    expect(robots).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml\n`);
    expect(robots).toContain("Disallow: /bookings/\n");
    expect(robots).toContain(`# For language models: ${TEST_SITE_URL}${agentPaths.llmsTxt}\n`);
  });

  it("every page's head links the catalog; home and the booking page link their markdown", async () => {
    for (const path of ["/", "/contact", "/services/cloud-services", "/no-such-page"]) {
      const head = headOf((await get(path)).text);
      expect(head, path).toContain(`<link rel="ai-catalog" href="${agentPaths.catalog}"/>`);
    }
    expect(headOf((await get("/")).text)).toContain(
      `<link rel="alternate" type="text/markdown" href="${agentPaths.llmsTxt}"/>`,
    );
    expect(headOf((await get("/schedule-consultation")).text)).toContain(
      `<link rel="alternate" type="text/markdown" href="${agentPaths.guide}"/>`,
    );
  });
});
