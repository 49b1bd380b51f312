import { describe, expect, it } from "vitest";
import { mcpServerName } from "./mcp-server-card";

describe("mcpServerName", () => {
  it("reads the site's host backwards, without www", () => {
    expect(mcpServerName("https://www.example.com")).toBe("com.example/consultations");
    expect(mcpServerName("https://consult.example.co.uk/")).toBe("uk.co.example.consult/consultations");
  });

  it("names a site on a bare address after the company's own site: an address is not a DNS name", () => {
    for (const url of ["http://127.0.0.1:3000", "http://[::1]:3000", "http://10.0.0.7"])
      expect(mcpServerName(url), url).toBe("example.northwind-digital/consultations");
  });
});
