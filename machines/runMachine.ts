import { assign, emit, enqueueActions, setup } from "xstate";

// The runner's `run:*` lifecycle of design.md §2, one actor per provider phase. A
// runner embeds it in its phase loop and feeds it what its provider (or the
// supervisor) reports; side effects come out as typed `mcp_pruner.*` events. A
// failing or degraded pruner never fails the run: every failure ends in a state
// where the run goes on without it.

/** What `buildMcpServers` decided for this phase (runner/mcpConfig.ts). */
export type RunConfigDecision =
  | { enabled: true }
  | { enabled: false; reason: "config_disabled" }
  | { enabled: false; reason: "config_invalid"; message: string };

export interface RunInput {
  config: RunConfigDecision;
  /** How long `mcp_pruner_starting` may last before `start_timeout`. */
  start_timeout_ms?: number;
  /** Consecutive failed health probes that make the server `unreachable`. */
  max_probe_failures?: number;
}

export interface RunContext {
  config: RunConfigDecision;
  start_timeout_ms: number;
  max_probe_failures: number;
  probe_failures: number;
}

export type RunEvent =
  | { type: "provider.ready"; root?: string }
  | { type: "provider.spawn_error"; message: string }
  | { type: "provider.exited"; exit_code?: number; signal?: string }
  | { type: "provider.probe_failed"; message?: string }
  | { type: "provider.probe_ok" }
  | { type: "supervisor.kill_escalated"; pid?: number; timeout_ms: number }
  | { type: "phase.end"; graceful?: boolean; duration_ms?: number };

/** Data of each `mcp_pruner.*` event; the host writes one log line per event. */
export interface RunEventData {
  "mcp_pruner.disabled": { reason: "config_disabled" | "config_invalid" | "start_failed" };
  "mcp_pruner.config_invalid": { message: string };
  "mcp_pruner.ready": { root?: string };
  "mcp_pruner.start_failed": { message: string };
  "mcp_pruner.spawn_error": { message: string };
  "mcp_pruner.start_timeout": { timeout_ms: number };
  "mcp_pruner.exited": { exit_code?: number; signal?: string };
  "mcp_pruner.unreachable": { consecutive_failures: number };
  "mcp_pruner.degraded": { reason: "exited" | "unreachable"; exit_code?: number; signal?: string };
  "mcp_pruner.stopped": { graceful: boolean; duration_ms: number };
  "mcp_pruner.not_running": Record<string, never>;
  "mcp_pruner.shutdown_after_degraded": Record<string, never>;
  "mcp_pruner.kill_escalated": { pid?: number; timeout_ms: number };
}

export type RunEventName = keyof RunEventData;
export type RunEmitted = { [K in RunEventName]: { type: K; data: RunEventData[K] } }[RunEventName];

export const runMachine = setup({
  types: {
    context: {} as RunContext,
    input: {} as RunInput,
    events: {} as RunEvent,
    emitted: {} as RunEmitted,
  },
  delays: {
    startTimeout: ({ context }) => context.start_timeout_ms,
  },
  guards: {
    configDisabled: ({ context }) => !context.config.enabled && context.config.reason === "config_disabled",
    configInvalid: ({ context }) => !context.config.enabled && context.config.reason === "config_invalid",
    probeLimitReached: ({ context }) => context.probe_failures + 1 >= context.max_probe_failures,
  },
  actions: {
    emitDisabledByConfig: emit({ type: "mcp_pruner.disabled" as const, data: { reason: "config_disabled" as const } }),
    emitDisabledByInvalidConfig: emit({ type: "mcp_pruner.disabled" as const, data: { reason: "config_invalid" as const } }),
    emitDisabledByStartFailure: emit({ type: "mcp_pruner.disabled" as const, data: { reason: "start_failed" as const } }),
    emitConfigInvalid: emit(({ context }) => ({
      type: "mcp_pruner.config_invalid" as const,
      data: { message: !context.config.enabled && context.config.reason === "config_invalid" ? context.config.message : "" },
    })),
    emitReady: emit(({ event }) => ({
      type: "mcp_pruner.ready" as const,
      data: event.type === "provider.ready" && event.root !== undefined ? { root: event.root } : {},
    })),
    emitSpawnError: enqueueActions(({ event, enqueue }) => {
      const message = event.type === "provider.spawn_error" ? event.message : "spawn failed";
      enqueue.emit({ type: "mcp_pruner.spawn_error" as const, data: { message } });
      enqueue.emit({ type: "mcp_pruner.start_failed" as const, data: { message } });
    }),
    emitStartTimeout: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: "mcp_pruner.start_timeout" as const, data: { timeout_ms: context.start_timeout_ms } });
      enqueue.emit({
        type: "mcp_pruner.start_failed" as const,
        data: { message: `server not ready within ${context.start_timeout_ms} ms` },
      });
    }),
    emitExited: enqueueActions(({ event, enqueue }) => {
      const e = event.type === "provider.exited" ? event : { exit_code: undefined, signal: undefined };
      const detail = {
        ...(e.exit_code !== undefined ? { exit_code: e.exit_code } : {}),
        ...(e.signal !== undefined ? { signal: e.signal } : {}),
      };
      enqueue.emit({ type: "mcp_pruner.exited" as const, data: detail });
      enqueue.emit({ type: "mcp_pruner.degraded" as const, data: { reason: "exited" as const, ...detail } });
    }),
    countProbeFailure: assign({ probe_failures: ({ context }) => context.probe_failures + 1 }),
    resetProbeFailures: assign({ probe_failures: 0 }),
    emitUnreachable: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: "mcp_pruner.unreachable" as const, data: { consecutive_failures: context.probe_failures } });
      enqueue.emit({ type: "mcp_pruner.degraded" as const, data: { reason: "unreachable" as const } });
    }),
    emitKillEscalated: emit(({ event }) => ({
      type: "mcp_pruner.kill_escalated" as const,
      data: event.type === "supervisor.kill_escalated" ? { pid: event.pid, timeout_ms: event.timeout_ms } : { timeout_ms: 0 },
    })),
    emitStopped: emit(({ event }) => ({
      type: "mcp_pruner.stopped" as const,
      data: {
        graceful: event.type === "phase.end" ? (event.graceful ?? true) : true,
        duration_ms: event.type === "phase.end" ? (event.duration_ms ?? 0) : 0,
      },
    })),
    emitNotRunning: emit({ type: "mcp_pruner.not_running" as const, data: {} }),
    // The host provides the kill of a child that may still be there (supervisor).
    terminateRemainingChild: () => {},
    emitShutdownAfterDegraded: emit({ type: "mcp_pruner.shutdown_after_degraded" as const, data: {} }),
  },
}).createMachine({
  id: "run",
  description:
    "One provider phase of a runner: decide whether the pruner MCP server is injected, follow it from start to shutdown. The run never fails because of it.",
  initial: "init",
  context: ({ input }) => ({
    config: input.config,
    start_timeout_ms: input.start_timeout_ms ?? 30_000,
    max_probe_failures: input.max_probe_failures ?? 3,
    probe_failures: 0,
  }),
  states: {
    init: {
      description: "Loads the runner configuration and decides whether to inject the pruner server.",
      always: [
        { guard: "configDisabled", target: "mcp_pruner_disabled", actions: "emitDisabledByConfig" },
        {
          guard: "configInvalid",
          target: "mcp_pruner_disabled",
          actions: ["emitConfigInvalid", "emitDisabledByInvalidConfig"],
        },
        { target: "mcp_pruner_starting" },
      ],
    },
    mcp_pruner_disabled: {
      description: "No pruner server this phase; agents use the provider's own tools.",
      on: { "phase.end": { target: "shutdown", actions: "emitNotRunning" } },
    },
    mcp_pruner_starting: {
      description: "The provider (or supervisor) spawns the server from { command, args, env } and connects.",
      on: {
        "provider.ready": { target: "mcp_pruner_running", actions: "emitReady" },
        "provider.spawn_error": {
          target: "mcp_pruner_disabled",
          actions: ["emitSpawnError", "emitDisabledByStartFailure"],
        },
      },
      after: {
        startTimeout: {
          target: "mcp_pruner_disabled",
          actions: ["emitStartTimeout", "emitDisabledByStartFailure"],
        },
      },
    },
    mcp_pruner_running: {
      description: "The server answers; its tools are available to the agent.",
      on: {
        "provider.exited": { target: "mcp_pruner_degraded", actions: "emitExited" },
        "provider.probe_failed": [
          { guard: "probeLimitReached", target: "mcp_pruner_degraded", actions: ["countProbeFailure", "emitUnreachable"] },
          { actions: "countProbeFailure" },
        ],
        "provider.probe_ok": { actions: "resetProbeFailures" },
        "supervisor.kill_escalated": { actions: "emitKillEscalated" },
        "phase.end": { target: "shutdown", actions: "emitStopped" },
      },
    },
    mcp_pruner_degraded: {
      description: "The server failed during the phase; the rest of the phase runs without it.",
      on: {
        "supervisor.kill_escalated": { actions: "emitKillEscalated" },
        "phase.end": { target: "shutdown", actions: ["terminateRemainingChild", "emitShutdownAfterDegraded"] },
      },
    },
    shutdown: {
      description: "The phase ended and its resources are released.",
      type: "final",
    },
  },
});

export const RUN_STATES = [
  "init",
  "mcp_pruner_disabled",
  "mcp_pruner_starting",
  "mcp_pruner_running",
  "mcp_pruner_degraded",
  "shutdown",
] as const;
