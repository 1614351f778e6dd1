import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise } from "xstate";
import { definedEdges, edge, walkEveryEdge, type Edge } from "./helpers/machineModel.js";
import { REQUEST_STATES, requestMachine, type RequestInput } from "../machines/requestMachine.js";
import type { PruningMetadata, RawSummary, ValidationOutcome } from "../machines/types.js";

// Model-based test of the req:* machine with its real definition: the machine's
// transitions must be exactly design.md's Transitions + Error Handling rows
// (plus decision 4's too_large), and every edge is walked on a real actor.

/** design.md §2 req:* rows, transcribed; the trigger names the guard or event that models the row's condition. */
const SPEC_EDGES: Edge[] = [
  // Transitions table
  edge("received", "validating", "always"), // Request accepted
  edge("validating", "invalid_request", "always:validationFailed"), // Arguments invalid
  edge("validating", "executing_tool", "always"), // Arguments valid
  edge("executing_tool", "tool_error", "xstate.done.actor.executeTool:toolFailed"), // ENOENT, exit!=0, timeout
  edge("executing_tool", "raw_output_ready", "xstate.done.actor.executeTool"), // succeeds
  edge("raw_output_ready", "prune_check", "always"), // Raw output captured
  edge("prune_check", "respond_raw", "always:noFocusQuestion"),
  edge("prune_check", "respond_raw", "always:prunerDisabled"),
  edge("prune_check", "respond_raw", "always:outputEmpty"),
  edge("prune_check", "respond_raw", "always:outputTooLarge"), // decision 4
  edge("prune_check", "calling_pruner", "always"), // eligible
  edge("calling_pruner", "respond_pruned", "xstate.done.actor.callPruner"), // 200 + valid payload
  edge("calling_pruner", "pruner_error_fallback", "xstate.done.actor.callPruner:prunerFailed"), // network, non-2xx, invalid
  edge("calling_pruner", "pruner_error_fallback", "xstate.after.prunerTimeout.request.calling_pruner"), // timeout
  edge("pruner_error_fallback", "respond_raw", "always"), // Fallback chosen
  edge("respond_raw", "responded", "xstate.done.actor.sendRawResponse"),
  edge("respond_pruned", "responded", "xstate.done.actor.sendPrunedResponse"),
  edge("*", "internal_error", "request.fault"), // req:* unhandled exception
  // Error Handling table
  edge("received", "invalid_request", "always:paramsUnparseable"), // Request body parse error
  edge("respond_raw", "internal_error", "xstate.error.actor.sendRawResponse"), // serialization/write error
  edge("respond_pruned", "internal_error", "xstate.error.actor.sendPrunedResponse"),
  // The global req:* -> internal_error row, where a state's own actor throws.
  edge("executing_tool", "internal_error", "xstate.error.actor.executeTool"),
  // "Never lose output": a throwing pruner adapter is one more pruner failure.
  edge("calling_pruner", "pruner_error_fallback", "xstate.error.actor.callPruner"),
];

// The machine sees sizes only; the text stays with the host.
const raw = (bytes: number): RawSummary => ({ prune_input_bytes: bytes, bytes, duration_ms: 1 });

const settings = (enabled: boolean) => ({ enabled, endpoint: "http://127.0.0.1:1/prune", timeout_ms: 1_000_000, max_input_bytes: 100 });

/**
 * Validation is a synchronous entry action; the driven machine's validator returns
 * the outcome the test put in `params.outcome`, so inputs choose the branch.
 */
const invalid: ValidationOutcome = { ok: false, issues: [{ path: "arguments.file_path", code: "invalid_type", message: "invalid_type" }] };
const valid = (q?: string): ValidationOutcome => ({ ok: true, args: q ? { context_focus_question: q } : {} });
const input = (outcome: ValidationOutcome | "unparseable", enabled = true): RequestInput =>
  outcome === "unparseable"
    ? { request_id: "r", params: "not an object", pruner: settings(enabled) }
    : { request_id: "r", tool: "read", params: { name: "read", arguments: {}, outcome }, pruner: settings(enabled) };

const INPUTS: RequestInput[] = [
  input("unparseable"),
  input(invalid),
  input(valid()),
  input(valid(" where? ")),
  input(valid(" where? "), false),
];

/** The events each state can receive: actor completions with every outcome kind, the timer, the fault. */
function eventsFor(snapshot: { value: unknown; status: string }): Array<{ type: string; [k: string]: unknown }> {
  if (snapshot.status !== "active") return [];
  const fault = { type: "request.fault", error: new Error("boom") };
  switch (snapshot.value) {
    case "executing_tool":
      return [
        { type: "xstate.done.actor.executeTool", output: { ok: false, failure: { code: "timeout", message: "timed out", timeout_ms: 100 }, duration_ms: 100 } },
        { type: "xstate.done.actor.executeTool", output: { ok: false, failure: { code: "not_found", message: "missing" }, duration_ms: 1 } },
        { type: "xstate.done.actor.executeTool", output: { ok: true, raw: raw(0) } },
        { type: "xstate.done.actor.executeTool", output: { ok: true, raw: raw(10) } },
        { type: "xstate.done.actor.executeTool", output: { ok: true, raw: raw(101) } },
        { type: "xstate.error.actor.executeTool", error: new Error("executor bug") },
        fault,
      ];
    case "calling_pruner":
      return [
        { type: "xstate.done.actor.callPruner", output: { ok: true, pruned_bytes: 1, duration_ms: 5, engine: "http" } },
        ...(["http_error", "invalid_response", "timeout"] as const).map((code) => ({
          type: "xstate.done.actor.callPruner",
          output: { ok: false, code, message: code, duration_ms: 5 },
        })),
        { type: "xstate.error.actor.callPruner", error: new Error("adapter bug") },
        { type: "xstate.after.prunerTimeout.request.calling_pruner" },
        fault,
      ];
    case "respond_raw":
      return [{ type: "xstate.done.actor.sendRawResponse" }, { type: "xstate.error.actor.sendRawResponse", error: new Error("EPIPE") }, fault];
    case "respond_pruned":
      return [{ type: "xstate.done.actor.sendPrunedResponse" }, { type: "xstate.error.actor.sendPrunedResponse", error: new Error("EPIPE") }, fault];
    default:
      return [fault];
  }
}

const never = fromPromise(() => new Promise<never>(() => {}));
/** The real definition, with actors that never settle: the test's events drive it. */
const drivenMachine = requestMachine.provide({
  actions: { validateArguments: assign({ validation: ({ context }) => (context.params as { outcome: ValidationOutcome }).outcome }) },
  actors: { executeTool: never, callPruner: never, sendResponse: never } as never,
});

function checkPruningInvariants(p: PruningMetadata, state: string) {
  if (p.fallback) expect(p.attempted && !p.applied, state).toBe(true);
  if (p.applied) {
    expect(p.attempted).toBe(true);
    expect(p.pruned_bytes).toBeTypeOf("number");
    expect(p.reason).toBeUndefined();
  } else {
    expect(p.pruned_bytes).toBeUndefined();
  }
  expect(p.error !== undefined).toBe(p.reason === "pruner_error");
  if (["respond_raw", "respond_pruned", "responded"].includes(state)) {
    expect(p.applied || p.reason !== undefined, `reason set whenever applied=false (${state})`).toBe(true);
  }
}

describe("request machine (req:*)", () => {
  it("has exactly the spec's states", () => {
    expect(Object.keys(requestMachine.root.states).sort()).toEqual([...REQUEST_STATES].sort());
    const finals = Object.values(requestMachine.root.states)
      .filter((s) => s.type === "final")
      .map((s) => s.key)
      .sort();
    expect(finals).toEqual(["internal_error", "invalid_request", "responded", "tool_error"]);
  });

  it("has exactly the spec's transitions, no more, no fewer", () => {
    expect(definedEdges(requestMachine)).toEqual([...SPEC_EDGES].sort());
  });

  it("every invoke has an id and every state a description", () => {
    for (const node of Object.values(requestMachine.root.states)) {
      expect(node.description, node.key).toBeTruthy();
      for (const inv of node.invoke) expect(inv.id, node.key).toMatch(/^[a-zA-Z]+$/);
    }
  });

  it("walks every edge on a real actor, agreeing with the pure transition function", () => {
    const { walked, steps } = walkEveryEdge(drivenMachine, INPUTS, eventsFor, (snap) =>
      checkPruningInvariants(snap.context.pruning, String(snap.value)),
    );
    expect(steps).toBeGreaterThan(30);
    expect(walked).toEqual([...SPEC_EDGES].sort());
  });
});

describe("request machine side effects", () => {
  function run(input: RequestInput, events: Array<{ type: string; [k: string]: unknown }>) {
    const emitted: Array<{ type: string; data: Record<string, unknown> }> = [];
    const actor = createActor(drivenMachine, { input });
    actor.on("*", (e) => void emitted.push(e as never));
    actor.start();
    for (const e of events) actor.send(e as never);
    const snap = actor.getSnapshot();
    actor.stop();
    return { snap, emitted, types: emitted.map((e) => e.type) };
  }
  const ok = (bytes: number) => ({ type: "xstate.done.actor.executeTool", output: { ok: true, raw: raw(bytes) } });

  it("skip reasons follow decision 4's order", () => {
    // No question wins over disabled; disabled wins over empty; empty over too large.
    expect(run(input(valid(), false), [ok(0)]).snap.context.pruning.reason).toBe("no_focus_question");
    expect(run(input(valid("q"), false), [ok(0)]).snap.context.pruning.reason).toBe("disabled_or_unconfigured");
    expect(run(input(valid("q")), [ok(0)]).snap.context.pruning.reason).toBe("output_empty");
    const big = run(input(valid("q")), [ok(101)]);
    expect(big.snap.context.pruning).toEqual({ attempted: false, applied: false, fallback: false, reason: "too_large", raw_bytes: 101 });
    expect(run(input(valid("q")), [ok(100)]).snap.value).toBe("calling_pruner");
  });

  it("a pruner call logs start with endpoint and input bytes, and success sets applied metadata", () => {
    const r = run(input(valid("  where is it?  ")), [ok(10),
      { type: "xstate.done.actor.callPruner", output: { ok: true, pruned_bytes: 1, duration_ms: 7, engine: "http" } },
    ]);
    expect(r.snap.value).toBe("respond_pruned");
    expect(r.types).toEqual(["tool.request_received", "tool.exec_start", "tool.exec_ok", "pruner.call_start", "pruner.call_ok"]);
    expect(r.emitted[3]!.data).toEqual({ endpoint: "http://127.0.0.1:1/prune", tool: "read", input_bytes: 10 });
    expect(r.snap.context.pruning).toEqual({ attempted: true, applied: true, fallback: false, raw_bytes: 10, pruned_bytes: 1, pruner_duration_ms: 7, engine: "http" });
  });

  it("the pruner timer falls back to raw output with timeout metadata and both log lines", () => {
    const r = run(input(valid("q")), [ok(10), { type: "xstate.after.prunerTimeout.request.calling_pruner" }]);
    expect(r.snap.value).toBe("respond_raw");
    expect(r.snap.context.pruning).toMatchObject({ attempted: true, applied: false, fallback: true, reason: "pruner_error", error: { code: "timeout" } });
    expect(r.types.slice(-2)).toEqual(["pruner.timeout", "pruner.call_failed"]);
  });

  it("a tool timeout logs exec_timeout and exec_failed", () => {
    const r = run(input(valid()), [{ type: "xstate.done.actor.executeTool", output: { ok: false, failure: { code: "timeout", message: "t", timeout_ms: 250 }, duration_ms: 251 } },
    ]);
    expect(r.snap.value).toBe("tool_error");
    expect(r.types.slice(-2)).toEqual(["tool.exec_timeout", "tool.exec_failed"]);
    expect(r.emitted.at(-2)!.data).toEqual({ tool: "read", timeout_ms: 250 });
  });

  it("a parse failure goes straight to invalid_request with a root issue", () => {
    const r = run(input("unparseable"), []);
    expect(r.snap.value).toBe("invalid_request");
    expect(r.types).toEqual(["tool.request_parse_failed"]);
    expect(r.snap.context.issues).toEqual([{ path: "", code: "invalid_type", message: "invalid_type" }]);
  });

  it("the fault event reaches internal_error from a non-final state and logs it", () => {
    const r = run(input(valid()), [{ type: "request.fault", error: new Error("shutting down") }]);
    expect(r.snap.value).toBe("internal_error");
    expect(r.emitted.at(-1)).toMatchObject({ type: "tool.internal_error", data: { message: "shutting down" } });
  });

  it("is importable without side effects and renders to JSON for the visualizer", () => {
    const json = JSON.stringify(requestMachine.definition);
    expect(json).toContain('"calling_pruner"');
  });
});
