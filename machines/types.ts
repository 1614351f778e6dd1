// Contract types shared by the machines and the server (design.md §3).
// Pure types and constants only: this file is imported by machines/, which must
// stay free of side effects and of anything but xstate.

export const SCHEMA_VERSION = 1 as const;

export const TOOL_NAMES = ["read", "bash", "grep"] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export type PruningReason =
  | "disabled_or_unconfigured"
  | "no_focus_question"
  | "too_large"
  | "output_empty"
  | "pruner_error";

export type PrunerErrorCode = "timeout" | "http_error" | "invalid_response";

/** Which engine produced a pruned result (decision 5: an extra field, ignored by old consumers). */
export type PrunerEngine = "http" | "builtin";

export interface PruningMetadata {
  attempted: boolean;
  applied: boolean;
  fallback: boolean;
  reason?: PruningReason;
  raw_bytes: number;
  pruned_bytes?: number;
  pruner_duration_ms?: number;
  error?: { code: PrunerErrorCode; message: string };
  engine?: PrunerEngine;
  /** Pruned bash/grep output: a file (relative to the root) holding the whole text that was pruned. */
  full_output?: string;
  /** When applied: how many lines the markers say were removed, of how many. */
  removed_lines?: number;
  raw_lines?: number;
}

/** One entry of the deterministic -32602 `error.data.issues` list. */
export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/** A tool failure: an `isError: true` result, never a JSON-RPC error. */
export interface ToolFailure {
  code: string;
  message: string;
  exit_code?: number;
  /** Set when the failure is a timeout, for the `tool.exec_timeout` event. */
  timeout_ms?: number;
  /** Extra fields of the tool's error `structuredContent` (bash: stdout/stderr). */
  extra?: Record<string, unknown>;
}

/**
 * What a successful tool execution produces: the tool's result fields (without
 * `pruning`), the text the pruner would receive (`code` in the adapter) and how long
 * the tool ran.
 */
export interface RawOutput extends RawSummary {
  fields: Record<string, unknown>;
  prune_input: string;
}

/** What a tool's execute() returns to the host. */
export type ToolOutcome =
  | { ok: true; raw: RawOutput }
  | { ok: false; failure: ToolFailure; duration_ms: number };

/**
 * What the request machine learns of a tool's output: its sizes and duration, never
 * the text. The host keeps the text (fields, pruner input, failure streams) beside
 * the actor, keyed by request_id: V8 keeps a string referenced from a long-lived
 * object (an actor's context is one) alive across every minor GC, so each read's
 * text was promoted to the old generation and freed only by full GCs (measured in
 * docs/benchmarks.md).
 */
export interface RawSummary {
  prune_input_bytes: number;
  /** Bytes of output captured, for `tool.exec_ok`. */
  bytes: number;
  duration_ms: number;
}

/** The executeTool actor's output: a summary, or the failure without its streams. */
export type ExecOutcome =
  | { ok: true; raw: RawSummary }
  | { ok: false; failure: Omit<ToolFailure, "extra">; duration_ms: number };

export type ValidationOutcome =
  | { ok: true; args: NormalizedArgs }
  | { ok: false; issues: ValidationIssue[] };

/** Arguments after validation and defaults; every tool has these two common ones. */
export interface NormalizedArgs {
  context_focus_question?: string;
  max_output_bytes?: number;
  [key: string]: unknown;
}

/** Result of the pruner actor (the pruned fields stay with the host), or why it failed. */
export type PrunerOutcome =
  | {
      ok: true;
      pruned_bytes: number;
      removed_lines: number;
      raw_lines: number;
      duration_ms: number;
      engine: PrunerEngine;
      full_output?: string;
    }
  | { ok: false; code: PrunerErrorCode; message: string; duration_ms: number };

export interface PrunerSettings {
  /** False when `PRUNER_URL` is the empty string. */
  enabled: boolean;
  /** Shown in `pruner.call_start`; "builtin" for the embedded engine. */
  endpoint: string;
  timeout_ms: number;
  max_input_bytes: number;
}
