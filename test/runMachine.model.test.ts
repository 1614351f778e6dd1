import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { RUN_STATES, runMachine, type RunInput } from "../machines/runMachine.js";
import { definedEdges, edge, walkEveryEdge, type Edge } from "./helpers/machineModel.js";

// Model-based test of the run:* machine with its real definition: exactly the rows of
// design.md §2's Transitions and Error Handling tables for run:*, every edge walked.

const SPEC_EDGES: Edge[] = [
  edge("init", "mcp_pruner_disabled", "always:configDisabled"), // JEEVES_PRUNER_ENABLED=false
  edge("init", "mcp_pruner_disabled", "always:configInvalid"), // Error Handling: invalid env/config
  edge("init", "mcp_pruner_starting", "always"), // enabled and config resolves
  edge("mcp_pruner_starting", "mcp_pruner_running", "provider.ready"),
  edge("mcp_pruner_starting", "mcp_pruner_disabled", "provider.spawn_error"), // fails to spawn/connect
  edge("mcp_pruner_starting", "mcp_pruner_disabled", "xstate.after.startTimeout.run.mcp_pruner_starting"), // fails to connect in time
  edge("mcp_pruner_running", "mcp_pruner_degraded", "provider.exited"), // failure during run: exited
  edge("mcp_pruner_running", "mcp_pruner_degraded", "provider.probe_failed:probeLimitReached"), // unreachable
  edge("mcp_pruner_running", "shutdown", "phase.end"),
  edge("mcp_pruner_disabled", "shutdown", "phase.end"),
  edge("mcp_pruner_degraded", "shutdown", "phase.end"),
];

const input = (config: RunInput["config"]): RunInput => ({ config, start_timeout_ms: 1_000_000, max_probe_failures: 2 });
const INPUTS: RunInput[] = [
  input({ enabled: true }),
  input({ enabled: false, reason: "config_disabled" }),
  input({ enabled: false, reason: "config_invalid", message: "JEEVES_PRUNER_URL must be…" }),
];

function eventsFor(snapshot: { value: unknown; status: string; context: { probe_failures: number } }) {
  if (snapshot.status !== "active") return [];
  const end = { type: "phase.end", graceful: true, duration_ms: 5 };
  switch (snapshot.value) {
    case "mcp_pruner_starting":
      return [
        { type: "provider.ready", root: "/r" },
        { type: "provider.spawn_error", message: "ENOENT" },
        { type: "xstate.after.startTimeout.run.mcp_pruner_starting" },
      ];
    case "mcp_pruner_running":
      return [
        { type: "provider.exited", exit_code: 1 },
        { type: "provider.exited", signal: "SIGKILL" },
        // Bounded so the map stays finite: counting up to the limit, and a reset.
        ...(snapshot.context.probe_failures < 2 ? [{ type: "provider.probe_failed" }] : []),
        { type: "provider.probe_ok" },
        { type: "supervisor.kill_escalated", timeout_ms: 100 },
        end,
      ];
    case "mcp_pruner_degraded":
      return [{ type: "supervisor.kill_escalated", timeout_ms: 100 }, end];
    case "mcp_pruner_disabled":
      return [end];
    default:
      return [];
  }
}

function run(i: RunInput, events: Array<{ type: string; [k: string]: unknown }>) {
  const emitted: Array<{ type: string; data: unknown }> = [];
  const actor = createActor(runMachine, { input: i });
  actor.on("*", (e) => void emitted.push(e as never));
  actor.start();
  for (const e of events) actor.send(e as never);
  const value = actor.getSnapshot().value;
  actor.stop();
  return { value, emitted };
}

describe("run machine (run:*)", () => {
  it("has exactly the spec's states, shutdown the only final one", () => {
    expect(Object.keys(runMachine.root.states).sort()).toEqual([...RUN_STATES].sort());
    expect(Object.values(runMachine.root.states).filter((s) => s.type === "final").map((s) => s.key)).toEqual(["shutdown"]);
    for (const node of Object.values(runMachine.root.states)) expect(node.description, node.key).toBeTruthy();
  });

  it("has exactly the spec's transitions", () => {
    expect(definedEdges(runMachine)).toEqual([...SPEC_EDGES].sort());
  });

  it("walks every edge on a real actor", () => {
    const { walked, steps } = walkEveryEdge(runMachine, INPUTS, eventsFor as never);
    expect(steps).toBeGreaterThan(10);
    expect(walked).toEqual([...SPEC_EDGES].sort());
  });
});

describe("run machine side effects", () => {
  it("config disabled: disabled(config_disabled), then not_running at phase end", () => {
    expect(run(INPUTS[1]!, [{ type: "phase.end" }])).toEqual({
      value: "shutdown",
      emitted: [
        { type: "mcp_pruner.disabled", data: { reason: "config_disabled" } },
        { type: "mcp_pruner.not_running", data: {} },
      ],
    });
  });

  it("config invalid: config_invalid with the message, then disabled(config_invalid)", () => {
    expect(run(INPUTS[2]!, []).emitted).toEqual([
      { type: "mcp_pruner.config_invalid", data: { message: "JEEVES_PRUNER_URL must be…" } },
      { type: "mcp_pruner.disabled", data: { reason: "config_invalid" } },
    ]);
  });

  it("spawn error and start timeout: the specific event, start_failed, disabled(start_failed)", () => {
    expect(run(INPUTS[0]!, [{ type: "provider.spawn_error", message: "EACCES" }]).emitted.map((e) => e.type)).toEqual([
      "mcp_pruner.spawn_error",
      "mcp_pruner.start_failed",
      "mcp_pruner.disabled",
    ]);
    const t = run(INPUTS[0]!, [{ type: "xstate.after.startTimeout.run.mcp_pruner_starting" }]);
    expect(t.value).toBe("mcp_pruner_disabled");
    expect(t.emitted[0]).toEqual({ type: "mcp_pruner.start_timeout", data: { timeout_ms: 1_000_000 } });
  });

  it("the start timer really fires", async () => {
    const actor = createActor(runMachine, { input: { config: { enabled: true }, start_timeout_ms: 30 } });
    actor.start();
    await new Promise((r) => setTimeout(r, 80));
    expect(actor.getSnapshot().value).toBe("mcp_pruner_disabled");
    actor.stop();
  });

  it("exit during the run: exited and degraded with code/signal; shutdown_after_degraded at phase end", () => {
    const r = run(INPUTS[0]!, [{ type: "provider.ready", root: "/r" }, { type: "provider.exited", signal: "SIGKILL" }, { type: "phase.end" }]);
    expect(r.emitted).toEqual([
      { type: "mcp_pruner.ready", data: { root: "/r" } },
      { type: "mcp_pruner.exited", data: { signal: "SIGKILL" } },
      { type: "mcp_pruner.degraded", data: { reason: "exited", signal: "SIGKILL" } },
      { type: "mcp_pruner.shutdown_after_degraded", data: {} },
    ]);
  });

  it("unreachable only after N consecutive probe failures; a good probe resets the count", () => {
    const fail = { type: "provider.probe_failed" };
    const ok = { type: "provider.probe_ok" };
    expect(run(INPUTS[0]!, [{ type: "provider.ready" }, fail, ok, fail]).value).toBe("mcp_pruner_running");
    const r = run(INPUTS[0]!, [{ type: "provider.ready" }, fail, fail]);
    expect(r.value).toBe("mcp_pruner_degraded");
    expect(r.emitted.slice(-2)).toEqual([
      { type: "mcp_pruner.unreachable", data: { consecutive_failures: 2 } },
      { type: "mcp_pruner.degraded", data: { reason: "unreachable" } },
    ]);
  });

  it("phase end while running: stopped with graceful and duration; kill escalation is logged", () => {
    const r = run(INPUTS[0]!, [
      { type: "provider.ready" },
      { type: "supervisor.kill_escalated", pid: 42, timeout_ms: 100 },
      { type: "phase.end", graceful: false, duration_ms: 1234 },
    ]);
    expect(r.emitted.slice(1)).toEqual([
      { type: "mcp_pruner.kill_escalated", data: { pid: 42, timeout_ms: 100 } },
      { type: "mcp_pruner.stopped", data: { graceful: false, duration_ms: 1234 } },
    ]);
  });
});
