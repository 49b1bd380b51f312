// WebMCP (https://webmachinelearning.github.io/webmcp/), typed here because it is too new
// for the DOM typings: only what this site uses, and every part feature-detected, so a
// browser without it (every browser today, unless a flag or trial turns it on) sees a
// plain form. Imported by the booking form only, so none of it reaches other pages' bundles.

/** A tool a page registers for the agent of the browser (the imperative API). */
export interface ModelContextTool<Input = unknown> {
  name: string;
  description: string;
  /** JSON Schema of `execute`'s input. The browser does not check the input against it. */
  inputSchema: object;
  annotations?: { readOnlyHint?: boolean };
  /** The tool result is serialised for the agent. */
  execute: (input: Input) => Promise<unknown>;
}

/**
 * `document.modelContext` (Chromium 150 and later) or the older `navigator.modelContext`.
 * The newer API unregisters a tool when the signal given at registration aborts (and its
 * registerTool returns a promise); the older one has `unregisterTool`.
 */
export interface ModelContext {
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): unknown;
  unregisterTool?(name: string): void;
}

const isModelContext = (value: unknown): value is ModelContext =>
  typeof value === "object" && value !== null && typeof (value as ModelContext).registerTool === "function";

/** The browser's model context, or null where WebMCP is missing. */
export function findModelContext(): ModelContext | null {
  if (typeof document === "undefined") return null;
  const candidates = [
    (document as { modelContext?: unknown }).modelContext,
    (navigator as { modelContext?: unknown }).modelContext,
  ];
  return candidates.find(isModelContext) ?? null;
}

/** Registers `tool`; the returned function unregisters it, with whichever means the API offers. */
export function registerTool<Input>(context: ModelContext, tool: ModelContextTool<Input>): () => void {
  const registration = new AbortController();
  try {
    const registered = context.registerTool(tool as ModelContextTool, { signal: registration.signal });
    // A refused registration (a name taken, say) leaves the page as it was: no tool, no error.
    if (registered instanceof Promise) registered.catch(() => {});
  } catch {
    return () => {};
  }
  return () => {
    registration.abort();
    try {
      context.unregisterTool?.(tool.name);
    } catch {
      // Already gone.
    }
  };
}

/** What WebMCP adds to the submit event of a form an agent filled in (the declarative API). */
interface AgentSubmitEvent extends SubmitEvent {
  readonly agentInvoked: boolean;
  /** Gives the agent its tool result instead of navigating; `preventDefault()` must come first. */
  respondWith(toolResult: Promise<unknown>): void;
}

/**
 * For a submission an agent asked for (`agentInvoked`), the function that hands the agent
 * its tool result; null for a person's submission or where WebMCP is missing. The event's
 * default must already be prevented.
 */
export function agentResponder(event: Event): ((toolResult: Promise<unknown>) => void) | null {
  const submit = event as Partial<AgentSubmitEvent>;
  if (submit.agentInvoked !== true || typeof submit.respondWith !== "function") return null;
  return (toolResult) => {
    try {
      submit.respondWith?.call(event, toolResult);
    } catch {
      // The agent's call was cancelled meanwhile: the booking goes on for the person.
    }
  };
}

// The declarative API's attributes. React 19 passes lowercase attributes it does not know
// through to the DOM, in the server's HTML and on hydration alike. `toolautosubmit` is
// left out on purpose: a person always confirms a booking (docs/product.md#the-booking-form).
declare module "react" {
  interface FormHTMLAttributes<T> {
    /** The tool's name for agents. */
    toolname?: string;
    /** What the tool does, for agents. */
    tooldescription?: string;
  }
  interface InputHTMLAttributes<T> {
    /** The parameter's description for agents (before a label's text). */
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface FieldsetHTMLAttributes<T> {
    /** Describes the checkbox or radio group inside (its controls have no description of their own). */
    toolparamdescription?: string;
  }
}
