import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema } from "../../server/env";

// No container engine runs here: compose.yaml is checked by reading it. What a fleet
// needs (docs/architecture.md#running-a-fleet): two sites on one PostgreSQL, each with
// its own data volume and port, ready only when the database is; PostgreSQL and n8n
// with health checks; no secret written into the file.

interface Service {
  image?: string;
  env_file?: string[];
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  entrypoint?: string[];
}

const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: { subnet?: string; gateway?: string }[] } } };
};
const { services } = compose;
const sites = Object.entries(services).filter(([, service]) => service.environment?.DATABASE_URL);

describe("compose.yaml", () => {
  it("runs two site containers from this repository's Dockerfile on one PostgreSQL", () => {
    expect(sites.map(([name]) => name)).toEqual(["site-a", "site-b"]);
    for (const [, site] of sites) {
      expect(site.build).toBe(".");
      expect(site.environment?.DATABASE_URL).toMatch(
        /^postgres:\/\/site:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/site$/,
      );
      expect(site.depends_on?.postgres).toEqual({ condition: "service_healthy" });
    }
  });

  it("gives each site its own port, published on loopback only, and its own DATA_DIR volume", () => {
    // Published on every interface, the port would let anyone bypass the proxy and name
    // their own client in X-Forwarded-For.
    for (const [, site] of sites) expect(site.ports?.[0]).toMatch(/^127\.0\.0\.1:\d+:3000$/);
    const hostPorts = sites.map(([, site]) => site.ports?.[0]?.split(":")[1]);
    expect(new Set(hostPorts).size).toBe(2);
    const volumes = sites.map(([, site]) => site.volumes?.[0]);
    expect(new Set(volumes).size).toBe(2);
    for (const volume of volumes) {
      expect(volume).toMatch(/^[a-z-]+:\/data$/);
      expect(Object.keys(compose.volumes)).toContain(volume?.split(":")[0]);
    }
  });

  it("sets only variables the server knows, and the ones a fleet needs", () => {
    const known = Object.keys(envSchema.shape);
    for (const [, site] of sites) {
      const variables = Object.keys(site.environment ?? {});
      expect(variables.filter((name) => !known.includes(name))).toEqual([]);
      for (const needed of [
        "DATABASE_URL",
        "SITE_URL",
        "BOOKING_LINK_SECRET",
        "N8N_WEBHOOK_BASE_URL",
        "N8N_AUTH_HEADER_VALUE",
        "TRUST_PROXY",
      ])
        expect(variables).toContain(needed);
      expect(site.environment?.N8N_WEBHOOK_BASE_URL).toBe("http://n8n:5678/webhook/");
    }
  });

  it("hands every setting of the site from .env to the sites, with the image's port, address and data volume fixed", () => {
    // A setting compose did not name was left at its default in the fleet, whatever .env
    // said; .env.example's PORT, HOST and DATA_DIR are for npm start (DATA_DIR=./data would
    // put the store outside the site's volume).
    for (const [, site] of sites) {
      const environment = site.environment ?? {};
      expect(Object.keys(envSchema.shape).filter((name) => !(name in environment))).toEqual([]);
      // The rest of the wiring is fixed above; every other setting is .env's own, unset when empty.
      const wiring =
        /^(PORT|HOST|DATA_DIR|SITE_URL|DATABASE_URL|BOOKING_LINK_SECRET|N8N_WEBHOOK_BASE_URL|N8N_AUTH_HEADER_(NAME|VALUE)|TRUST_PROXY|METRICS_(PORT|HOST))$/;
      for (const [name, value] of Object.entries(environment))
        if (!wiring.test(name)) expect(value, name).toBe(`\${${name}:-}`);
      expect(environment).toMatchObject({ PORT: "3000", HOST: "0.0.0.0", DATA_DIR: "/data" });
      // The whole file is not handed over: n8n's and PostgreSQL's secrets stay out of the sites.
      expect(site.env_file).toBeUndefined();
    }
  });

  it("trusts X-Forwarded-For from the network's gateway only (a proxy on the host), not from n8n or PostgreSQL", () => {
    const gateway = compose.networks?.default?.ipam?.config?.[0]?.gateway;
    expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [, site] of sites) expect(site.environment?.TRUST_PROXY).toBe(`\${TRUST_PROXY:-${gateway}}`);
  });

  it("serves each site's metrics on the compose network only, never on a published port", () => {
    for (const [, site] of sites) {
      const port = site.environment?.METRICS_PORT;
      expect(port).toMatch(/^\d+$/);
      expect(site.environment?.METRICS_HOST).toBe("0.0.0.0");
      expect(site.expose).toEqual([port]);
      expect(site.ports?.some((published) => published.endsWith(`:${port}`))).toBe(false);
    }
  });

  it("checks the sites on /readyz, and PostgreSQL and n8n with health checks of their own", () => {
    for (const [, site] of sites) expect(site.healthcheck?.test.join(" ")).toContain("/readyz");
    expect(services.postgres?.image).toMatch(/^postgres:(1[4-9]|[2-9]\d)/);
    expect(services.postgres?.healthcheck?.test).toContain("pg_isready");
    expect(services.postgres?.volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data$/);
    expect(services.n8n?.healthcheck?.test.join(" ")).toContain("/healthz");
  });

  it("runs the n8n version the workflow is tested with, with the workflow of n8n/ imported first", () => {
    const pinned = (JSON.parse(readFileSync("n8n/package.json", "utf8")) as { dependencies: { n8n: string } })
      .dependencies.n8n;
    expect(services.n8n?.image).toBe(`n8nio/n8n:${pinned}`);
    expect(services["n8n-setup"]?.image).toBe(`n8nio/n8n:${pinned}`);
    expect(services["n8n-setup"]?.volumes).toContain("./n8n/workflow.json:/setup/workflow.json:ro");
    expect(services.n8n?.depends_on?.["n8n-setup"]).toEqual({ condition: "service_completed_successfully" });
    const setup = readFileSync("n8n/compose-setup.sh", "utf8");
    expect(setup).toContain("n8n import:workflow --input=/setup/workflow.json");
    const workflowId = (JSON.parse(readFileSync("n8n/workflow.json", "utf8")) as { id: string }).id;
    expect(setup).toContain(`n8n publish:workflow --id=${workflowId}`);
  });

  it("writes no secret into the file: every password and key comes from the environment", () => {
    const secrets = /PASSWORD|SECRET|KEY|HEADER_VALUE/;
    for (const service of Object.values(services))
      for (const [name, value] of Object.entries(service.environment ?? {}))
        if (secrets.test(name) && name !== "N8N_AUTH_HEADER_NAME")
          expect(value, name).toMatch(/^\$\{[A-Z0-9_]+(:\?|:-)[^}]*\}$/);
  });
});
