import { afterEach, describe, expect, it, vi } from "vitest";
import { agentResponder, findModelContext, type ModelContextTool, registerTool } from "./web-mcp";

afterEach(() => {
  vi.unstubAllGlobals();
});

const tool: ModelContextTool = {
  name: "get_available_slots",
  description: "d",
  inputSchema: { type: "object" },
  execute: async () => ({}),
};

describe("findModelContext", () => {
  it("is null without a document or without WebMCP", () => {
    expect(findModelContext()).toBeNull();
    vi.stubGlobal("document", {});
    vi.stubGlobal("navigator", {});
    expect(findModelContext()).toBeNull();
    vi.stubGlobal("document", { modelContext: { registerTool: "not a function" } });
    expect(findModelContext()).toBeNull();
  });

  it("prefers document.modelContext, then the older navigator.modelContext", () => {
    const current = { registerTool: vi.fn() };
    const older = { registerTool: vi.fn(), unregisterTool: vi.fn() };
    vi.stubGlobal("document", {});
    vi.stubGlobal("navigator", { modelContext: older });
    expect(findModelContext()).toBe(older);
    vi.stubGlobal("document", { modelContext: current });
    expect(findModelContext()).toBe(current);
  });
});

describe("registerTool", () => {
  it("unregisters through the signal, and through unregisterTool where there is one", () => {
    const context = { registerTool: vi.fn(), unregisterTool: vi.fn() };
    const unregister = registerTool(context, tool);
    const [[registered, options]] = context.registerTool.mock.calls as [
      [ModelContextTool, { signal: AbortSignal }],
    ];
    expect(registered).toBe(tool);
    expect(options.signal.aborted).toBe(false);
    unregister();
    expect(options.signal.aborted).toBe(true);
    expect(context.unregisterTool).toHaveBeenCalledWith("get_available_slots");
  });

  it("leaves the page alone when the browser refuses the tool", async () => {
    const throwing = {
      registerTool: vi.fn(() => {
        throw new Error("no");
      }),
    };
    expect(() => registerTool(throwing, tool)()).not.toThrow();
    const rejecting = { registerTool: vi.fn(() => Promise.reject(new Error("taken"))) };
    const unregister = registerTool(rejecting, tool);
    await new Promise((resolve) => setTimeout(resolve));
    expect(() => unregister()).not.toThrow();
  });
});

describe("agentResponder", () => {
  it("answers only a submission an agent asked for", async () => {
    expect(agentResponder(new Event("submit"))).toBeNull();
    const person = Object.assign(new Event("submit"), { agentInvoked: false, respondWith: vi.fn() });
    expect(agentResponder(person)).toBeNull();

    const respondWith = vi.fn();
    const agent = Object.assign(new Event("submit"), { agentInvoked: true, respondWith });
    const toolResult = Promise.resolve({ booked: true });
    agentResponder(agent)?.(toolResult);
    expect(respondWith).toHaveBeenCalledWith(toolResult);
    expect(respondWith.mock.contexts[0]).toBe(agent);
  });

  it("swallows the browser's refusal of a cancelled call", () => {
    const agent = Object.assign(new Event("submit"), {
      agentInvoked: true,
      respondWith: () => {
        throw new DOMException("cancelled", "InvalidStateError");
      },
    });
    expect(() => agentResponder(agent)?.(Promise.resolve(null))).not.toThrow();
  });
});
