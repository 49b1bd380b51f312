import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TABLES } from "../n8n/n8n";

// n8n/workflow.json read as a file: how get-booked-slots is wired. What it answers is
// checked against a real n8n by `npm run test:n8n` (tests/n8n/checks-slots.ts); this keeps
// the wiring honest in every run: the busy times come from their own table, and a lookup
// that fails never answers "nothing booked" or "nothing busy".

interface WorkflowNode {
  name: string;
  type: string;
  parameters: Record<string, unknown>;
  alwaysOutputData?: boolean;
  executeOnce?: boolean;
  onError?: string;
}
type Outputs = { node: string }[][];

const workflow = JSON.parse(readFileSync("n8n/workflow.json", "utf8")) as {
  nodes: WorkflowNode[];
  connections: Record<string, { main: Outputs }>;
};
const node = (name: string) => {
  const found = workflow.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no node "${name}" in n8n/workflow.json`);
  return found;
};
const targets = (name: string, output: number) =>
  (workflow.connections[name]?.main[output] ?? []).map((link) => link.node);

describe("n8n/workflow.json: get-booked-slots", () => {
  it("reads the team's busy times from the team_busy_times table the harness creates, by start and end", () => {
    const busy = node("Slots: busy times");
    expect(busy.type).toBe("n8n-nodes-base.dataTable");
    expect(busy.parameters.dataTableId).toMatchObject({ mode: "name", value: TABLES.busy.name });
    const { conditions } = busy.parameters.filters as {
      conditions: { keyName: string; condition: string }[];
    };
    expect(conditions.map(({ keyName, condition }) => `${keyName} ${condition}`)).toEqual([
      "start lt",
      "end gt",
    ]);
    expect(TABLES.busy.columns).toContainEqual(["start", "date"]);
    expect(TABLES.busy.columns).toContainEqual(["end", "date"]);
    expect([busy.alwaysOutputData, busy.executeOnce, busy.onError]).toEqual([
      true,
      true,
      "continueErrorOutput",
    ]);
  });

  it("answers only after both lookups passed their checks; every failure answers 500", () => {
    expect(targets("Slots: lookup ok?", 0)).toEqual(["Slots: busy times"]);
    expect(targets("Slots: busy times", 0)).toEqual(["Slots: busy lookup ok?"]);
    expect(targets("Slots: busy lookup ok?", 0)).toEqual(["Slots: respond 200"]);
    for (const [name, output] of [
      ["Slots: bookings of the day", 1],
      ["Slots: lookup ok?", 1],
      ["Slots: busy times", 1],
      ["Slots: busy lookup ok?", 1],
    ] as const)
      expect(targets(name, output), `${name}, output ${output}`).toEqual(["Slots: respond 500"]);
    expect((node("Slots: respond 500").parameters.options as { responseCode: number }).responseCode).toBe(
      500,
    );
  });

  it("answers bookedSlots and busy, the busy times as ISO date-times in the Email settings zone", () => {
    const body = String(node("Slots: respond 200").parameters.responseBody);
    expect(body).toMatch(/^=\{\{ \{ bookedSlots: .+, busy: \$\('Slots: busy times'\)\.all\(\).+ \} \}\}$/);
    expect(body).toContain("start.isValid && end.isValid && start < end");
    expect(body).toContain("setting.name === 'timeZone'");
    expect(body).toContain("toISO({ suppressMilliseconds: true })");
    const settings = node("Email settings").parameters.assignments as {
      assignments: { name: string; value: string }[];
    };
    expect(settings.assignments.find((setting) => setting.name === "timeZone")?.value).toBe(
      "America/New_York",
    );
  });
});
