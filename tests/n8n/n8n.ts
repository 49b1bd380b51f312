// A real n8n on loopback, set up the way n8n/README.md tells an operator to: credentials
// and workflow imported and published with the CLI, an owner and an API key, then the three
// Data Tables created through the public API. Settings follow /work/shared/n8n-notes.md:
// everything bound to 127.0.0.1 and nothing that calls out (telemetry, templates, modules).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, type Managed, runToEnd, start, waitUntil } from "./processes.ts";

export const WORKFLOW_ID = "consultBooking01";
/** Credential ids the workflow's nodes refer to (n8n/workflow.json). */
const HEADER_AUTH_CREDENTIAL = { id: "siteWebhookAuth1", name: "Site webhook key (Header Auth)" };
const SMTP_CREDENTIAL = { id: "bookingSmtp00001", name: "Booking e-mail (SMTP)" };

/** The tables the workflow looks up by name; the columns are the README's. */
export const TABLES = {
  bookings: {
    name: "consultation_bookings",
    columns: [
      ["idempotencyKey", "string"],
      ["date", "string"],
      ["timeSlot", "string"],
      ["hours", "number"],
      ["name", "string"],
      ["email", "string"],
      ["phone", "string"],
      ["isWhatsapp", "boolean"],
      ["serviceCategories", "string"],
      ["subject", "string"],
      ["description", "string"],
      ["receivedAt", "date"],
      // The site's booking id (the page link's id): last, so an older table takes it as one added column.
      ["bookingId", "string"],
    ],
    /**
     * Cancel and reschedule (issue 14): booked or cancelled, when, the last change applied,
     * and every change as a JSON array; then the team's side. Added to the created table one
     * by one through the columns API, the way n8n/README.md tells an operator upgrading an
     * existing table.
     */
    addedColumns: [
      ["status", "string"],
      ["cancelledAt", "date"],
      ["sequence", "number"],
      ["changes", "string"],
      // The team's side: the booking's state, the confirm's meeting link and note, the
      // decline's message, how the visitor booked and the fee named then.
      ["state", "string"],
      ["meetingUrl", "string"],
      ["note", "string"],
      ["confirmedAt", "date"],
      ["message", "string"],
      ["declinedAt", "date"],
      ["channel", "string"],
      ["fee", "string"],
      // Where the visit came from: the source as a query string.
      ["source", "string"],
    ],
  },
  emails: {
    name: "consultation_emails",
    columns: [
      ["idempotencyKey", "string"],
      ["message", "string"],
      ["recipient", "string"],
      ["sentAt", "date"],
    ],
  },
  /** The team's busy times, which get-booked-slots answers as `busy` (n8n/README.md). */
  busy: {
    name: "team_busy_times",
    columns: [
      ["start", "date"],
      ["end", "date"],
      ["note", "string"],
    ],
  },
} as const;
export type TableKey = keyof typeof TABLES;

export type Row = Record<string, unknown> & { id: number };

export interface N8nOptions {
  /** The n8n CLI entry of the cached install. */
  bin: string;
  userFolder: string;
  logDir: string;
  workflowFile: string;
  auth: { name: string; value: string };
  smtpPort: number;
}

const OWNER = {
  email: "owner@example.com",
  firstName: "Test",
  lastName: "Owner",
  password: "Harness-Passw0rd",
};

export class N8n {
  readonly options: N8nOptions;
  port = 0;
  #process: Managed | undefined;
  #apiKey = "";
  #tableIds: Partial<Record<TableKey, string>> = {};
  #starts = 0;
  /** Highest peak resident memory of the n8n main process over its runs, in MB. */
  peakRssMb: number | undefined;

  constructor(options: N8nOptions) {
    this.options = options;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What our server gets as N8N_WEBHOOK_BASE_URL. */
  get webhookBase(): string {
    return `${this.url}/webhook/`;
  }

  #env(): NodeJS.ProcessEnv {
    const { userFolder } = this.options;
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      N8N_USER_FOLDER: userFolder,
      N8N_ENCRYPTION_KEY: "n8n-harness-encryption-key-0123456789",
      N8N_PORT: String(this.port),
      N8N_LISTEN_ADDRESS: "127.0.0.1",
      N8N_HOST: "127.0.0.1",
      N8N_PROTOCOL: "http",
      N8N_WEBHOOK_URL: `${this.url}/`,
      N8N_RUNNERS_BROKER_LISTEN_ADDRESS: "127.0.0.1",
      N8N_SECURE_COOKIE: "false",
      N8N_DIAGNOSTICS_ENABLED: "false",
      N8N_PERSONALIZATION_ENABLED: "false",
      N8N_VERSION_NOTIFICATIONS_ENABLED: "false",
      N8N_TEMPLATES_ENABLED: "false",
      N8N_COMMUNITY_PACKAGES_ENABLED: "false",
      N8N_AI_ENABLED: "false",
      N8N_PYTHON_ENABLED: "false",
      GENERIC_TIMEZONE: "America/New_York",
      // Without this the mcp-registry module reaches for an outside host at boot.
      N8N_DISABLED_MODULES:
        "mcp-registry,instance-ai,agents,chat-hub,workflow-builder,quick-connect,community-packages,insights",
    };
  }

  #cli(step: string, args: string[]): Promise<void> {
    // Output goes to a file: piping it into a reader once made publish:workflow spin.
    return runToEnd(`n8n ${args[0]}`, process.execPath, [this.options.bin, ...args], {
      env: this.#env(),
      logFile: join(this.options.logDir, `n8n-cli-${step}.log`),
    });
  }

  /** CLI steps, before the first start: credentials, workflow, publish (README "CLI"). */
  async importAndPublish(): Promise<void> {
    this.port = await freePort();
    const { userFolder, auth, smtpPort, workflowFile } = this.options;
    const credentialsFile = join(userFolder, "credentials.json");
    writeFileSync(
      credentialsFile,
      JSON.stringify([
        { ...HEADER_AUTH_CREDENTIAL, type: "httpHeaderAuth", data: { name: auth.name, value: auth.value } },
        {
          ...SMTP_CREDENTIAL,
          type: "smtp",
          // The sink speaks plain SMTP on loopback: no TLS, no STARTTLS.
          data: {
            user: "n8n",
            password: "sink",
            host: "127.0.0.1",
            port: smtpPort,
            secure: false,
            disableStartTls: true,
          },
        },
      ]),
    );
    await this.#cli("credentials", ["import:credentials", `--input=${credentialsFile}`]);
    await this.#cli("workflow", ["import:workflow", `--input=${workflowFile}`]);
    await this.#cli("publish", ["publish:workflow", `--id=${WORKFLOW_ID}`]);
  }

  /** Starts `n8n start` and waits until it is ready (which is before webhooks are registered). */
  async start(): Promise<void> {
    this.#starts++;
    this.#process = start("n8n", process.execPath, [this.options.bin, "start"], {
      env: this.#env(),
      logFile: join(this.options.logDir, `n8n-${this.#starts}.log`),
    });
    const exited = this.#process.exited.then((code) => {
      throw new Error(`n8n exited with ${code} while starting; see ${this.#process?.logFile}`);
    });
    const ready = waitUntil(
      "n8n /healthz/readiness",
      async () => ((await fetch(`${this.url}/healthz/readiness`)).ok ? true : undefined),
      90_000,
    );
    await Promise.race([ready, exited]);
    exited.catch(() => {}); // it may exit later on purpose (stop)
  }

  /** SIGTERM, as an operator's `docker stop` or systemd would. */
  async stop(): Promise<void> {
    const peak = this.#process?.peakRssMb();
    if (peak !== undefined) this.peakRssMb = Math.max(this.peakRssMb ?? 0, peak);
    await this.#process?.stop();
    this.#process = undefined;
  }

  /** First start only: owner account, API key for the public API, and the three Data Tables (with the columns added since). */
  async createOwnerAndTables(): Promise<void> {
    const setup = await fetch(`${this.url}/rest/owner/setup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    if (!setup.ok) throw new Error(`owner setup answered ${setup.status}: ${await setup.text()}`);
    const cookie = setup.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const key = await fetch(`${this.url}/rest/api-keys`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        label: "n8n test harness",
        expiresAt: null,
        scopes: [
          "dataTable:create",
          "dataTable:list",
          "dataTable:read",
          "dataTableColumn:create",
          "dataTableRow:read",
          // The team's busy times are entered the way an operator fills the table by API.
          "dataTableRow:create",
        ],
      }),
    });
    if (!key.ok) throw new Error(`API key creation answered ${key.status}: ${await key.text()}`);
    this.#apiKey = ((await key.json()) as { data: { rawApiKey: string } }).data.rawApiKey;

    for (const [tableKey, table] of Object.entries(TABLES) as [TableKey, (typeof TABLES)[TableKey]][]) {
      const created = await this.#publicApi("POST", "/data-tables", {
        name: table.name,
        columns: table.columns.map(([name, type]) => ({ name, type })),
      });
      const id = (created as { id: string }).id;
      this.#tableIds[tableKey] = id;
      for (const [name, type] of "addedColumns" in table ? table.addedColumns : [])
        await this.#publicApi("POST", `/data-tables/${id}/columns`, { name, type });
    }
  }

  async #publicApi(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}/api/v1${path}`, {
      method,
      headers: { "X-N8N-API-KEY": this.#apiKey, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`n8n public API ${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  }

  /** Adds rows to a Data Table the way n8n/README.md tells the team to (the public API); answers their ids. */
  async insertRows(table: TableKey, rows: Record<string, unknown>[]): Promise<number[]> {
    const id = this.#tableIds[table];
    if (!id) throw new Error(`table ${table} was not created`);
    const inserted = (await this.#publicApi("POST", `/data-tables/${id}/rows`, {
      data: rows,
      returnType: "id",
    })) as { id: number }[];
    return inserted.map((row) => row.id);
  }

  /** Every row of a Data Table (optionally only those whose `column` equals `value`). */
  async rows(table: TableKey, where?: { column: string; value: string }): Promise<Row[]> {
    const id = this.#tableIds[table];
    if (!id) throw new Error(`table ${table} was not created`);
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: "250" });
      if (where)
        query.set(
          "filter",
          JSON.stringify({
            type: "and",
            filters: [{ columnName: where.column, condition: "eq", value: where.value }],
          }),
        );
      if (cursor) query.set("cursor", cursor);
      const page = (await this.#publicApi("GET", `/data-tables/${id}/rows?${query}`)) as {
        data: Row[];
        nextCursor: string | null;
      };
      rows.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return rows;
  }

  /** POST straight to one of the workflow's webhooks, with the Header Auth header. */
  async webhook(path: string, body: unknown, headers: Record<string, string> = {}) {
    const started = performance.now();
    const response = await fetch(`${this.webhookBase}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [this.options.auth.name]: this.options.auth.value,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {}
    return { status: response.status, text, json, ms: performance.now() - started };
  }

  /**
   * Readiness comes before the webhooks are registered, so poll the webhook itself until
   * it gives the real answer: `{bookedSlots: [...]}` with 200.
   */
  async waitForWebhooks(timeoutMs = 60_000): Promise<void> {
    await waitUntil(
      "n8n's get-booked-slots webhook",
      async () => {
        const reply = await this.webhook("get-booked-slots", { date: "2000-01-01" });
        return reply.status === 200 && Array.isArray(reply.json?.bookedSlots) ? true : undefined;
      },
      timeoutMs,
      300,
    );
  }
}
