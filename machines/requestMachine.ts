import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import type {
  ExecOutcome,
  NormalizedArgs,
  PrunerOutcome,
  PrunerSettings,
  PruningMetadata,
  RawSummary,
  ToolFailure,
  ToolName,
  ValidationIssue,
  ValidationOutcome,
} from "./types.js";

// The per-call `req:*` pipeline of design.md §2. One actor per `tools/call`.
// The machine only decides; the server provides the four invoked actors with
// `.provide()` (tests provide fakes) and maps emitted events to log lines. The
// output text never enters the context: the host keeps it by request_id (see
// RawSummary in types.ts for why).

export interface RequestInput {
  request_id: string;
  /** `params.name` when it is a string. */
  tool?: string;
  /** The raw `tools/call` params, untrusted. */
  params: unknown;
  pruner: PrunerSettings;
}

export interface RequestFault {
  message: string;
  stack?: string;
}

export interface RequestContext {
  request_id: string;
  tool?: string;
  params: unknown;
  pruner: PrunerSettings;
  issues: ValidationIssue[];
  validation?: ValidationOutcome;
  args?: NormalizedArgs;
  raw?: RawSummary;
  failure?: Omit<ToolFailure, "extra"> & { duration_ms: number };
  pruning: PruningMetadata;
  /** When the pruner call began (ms since the epoch), to report how long a failed call took. */
  pruner_started_at?: number;
  fault?: RequestFault;
}

export type ResponseMode = "raw" | "pruned";

/** The host writes the raw or the pruned fields it keeps for `request_id`. */
export interface SendResponseInput {
  mode: ResponseMode;
  request_id: string;
  tool: ToolName;
  pruning: PruningMetadata;
}

/** Data of each event the machine emits; the host writes one log line per event. */
export interface RequestEventData {
  "tool.request_received": { tool?: string };
  "tool.request_parse_failed": { tool?: string; message: string; validation_errors: ValidationIssue[] };
  "tool.request_invalid": { tool?: string; message: string; validation_errors: ValidationIssue[] };
  "tool.exec_start": { tool: string };
  "tool.exec_ok": { tool: string; duration_ms: number; bytes: number };
  "tool.exec_failed": { tool: string; code: string; message: string; exit_code?: number; duration_ms: number };
  "tool.exec_timeout": { tool: string; timeout_ms: number };
  "pruner.call_start": { endpoint: string; tool: string; input_bytes: number };
  "pruner.call_ok": { tool: string; pruner_duration_ms: number; pruned_bytes: number; engine: string };
  "pruner.call_failed": {
    tool: string;
    reason: "timeout" | "http_error" | "invalid_response";
    pruner_duration_ms?: number;
    message?: string;
  };
  "pruner.timeout": { tool: string; timeout_ms: number };
  "pruner.http_error": { tool: string; message: string };
  "pruner.invalid_response": { tool: string; message: string };
  "tool.respond_ok": { tool: string; mode: ResponseMode };
  "tool.respond_failed": { tool: string; message: string };
  "tool.internal_error": { tool?: string; message: string; stack?: string };
}

export type RequestEventName = keyof RequestEventData;

export type RequestEmitted = {
  [K in RequestEventName]: { type: K; data: RequestEventData[K] };
}[RequestEventName];

/** The global `req:* → req:internal_error` edge: the host reports a fault it caught. */
export type RequestEvent = { type: "request.fault"; error: unknown };

const notProvided = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`actor "${name}" is not provided`);
  });

const initialPruning = (): PruningMetadata => ({
  attempted: false,
  applied: false,
  fallback: false,
  raw_bytes: 0,
});

function toFault(error: unknown): RequestFault {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const toolOf = (context: RequestContext) => context.tool ?? "unknown";

export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    input: {} as RequestInput,
    events: {} as RequestEvent,
    emitted: {} as RequestEmitted,
  },
  actors: {
    executeTool: notProvided("executeTool") as unknown as ReturnType<
      typeof fromPromise<ExecOutcome, { request_id: string; tool: ToolName; args: NormalizedArgs }>
    >,
    callPruner: notProvided("callPruner") as unknown as ReturnType<
      typeof fromPromise<
        PrunerOutcome,
        { request_id: string; tool: ToolName; query: string; timeout_ms: number }
      >
    >,
    sendResponse: notProvided("sendResponse") as unknown as ReturnType<typeof fromPromise<void, SendResponseInput>>,
  },
  delays: {
    prunerTimeout: ({ context }) => context.pruner.timeout_ms,
  },
  guards: {
    paramsUnparseable: ({ context }) => !isPlainObject(context.params),
    validationFailed: ({ context }) => context.validation?.ok !== true,
    toolFailed: (_, outcome: ExecOutcome) => !outcome.ok,
    noFocusQuestion: ({ context }) => context.args?.context_focus_question === undefined,
    prunerDisabled: ({ context }) => !context.pruner.enabled,
    outputEmpty: ({ context }) => (context.raw?.prune_input_bytes ?? 0) === 0,
    outputTooLarge: ({ context }) => (context.raw?.prune_input_bytes ?? 0) > context.pruner.max_input_bytes,
    prunerFailed: (_, outcome: PrunerOutcome) => !outcome.ok,
  },
  actions: {
    emitRequestReceived: emit(({ context }) => ({
      type: "tool.request_received" as const,
      data: { tool: context.tool },
    })),
    recordParseFailure: assign({
      issues: () => [{ path: "", code: "invalid_type", message: "invalid_type" }],
    }),
    emitParseFailed: emit(({ context }) => ({
      type: "tool.request_parse_failed" as const,
      data: { tool: context.tool, message: "params must be an object", validation_errors: context.issues },
    })),
    // Validation is synchronous (design.md "Validation failure behavior"): an entry
    // action the host provides, assigning `validation` from the raw params.
    validateArguments: assign({
      validation: (): ValidationOutcome => {
        throw new Error('action "validateArguments" is not provided');
      },
    }),
    recordIssues: assign({
      issues: ({ context }) => (context.validation?.ok === false ? context.validation.issues : []),
    }),
    emitRequestInvalid: emit(({ context }) => ({
      type: "tool.request_invalid" as const,
      data: {
        tool: context.tool,
        message: context.issues.map((i) => `${i.path || "(root)"}: ${i.code}`).join("; "),
        validation_errors: context.issues,
      },
    })),
    recordArgs: assign({
      args: ({ context }) => (context.validation?.ok === true ? context.validation.args : undefined),
    }),
    emitExecStart: emit(({ context }) => ({ type: "tool.exec_start" as const, data: { tool: toolOf(context) } })),
    recordFailure: assign({
      failure: (_, outcome: ExecOutcome) => (outcome.ok ? undefined : { ...outcome.failure, duration_ms: outcome.duration_ms }),
    }),
    // A timeout gets its own tool.exec_timeout line before the generic tool.exec_failed.
    emitExecFailed: enqueueActions(({ context, enqueue }) => {
      const f = context.failure!;
      const tool = toolOf(context);
      if (f.code === "timeout") {
        enqueue.emit({ type: "tool.exec_timeout" as const, data: { tool, timeout_ms: f.timeout_ms ?? 0 } });
      }
      enqueue.emit({
        type: "tool.exec_failed" as const,
        data: {
          tool,
          code: f.code,
          message: f.message,
          ...(f.exit_code !== undefined ? { exit_code: f.exit_code } : {}),
          duration_ms: f.duration_ms,
        },
      });
    }),
    recordRaw: assign({
      raw: (_, outcome: ExecOutcome) => (outcome.ok ? outcome.raw : undefined),
    }),
    emitExecOk: emit(({ context }) => ({
      type: "tool.exec_ok" as const,
      data: { tool: toolOf(context), duration_ms: context.raw!.duration_ms, bytes: context.raw!.bytes },
    })),
    measureRawBytes: assign({
      pruning: ({ context }) => ({ ...context.pruning, raw_bytes: context.raw?.prune_input_bytes ?? 0 }),
    }),
    skipPruning: assign({
      pruning: ({ context }, params: { reason: PruningMetadata["reason"] }) => ({
        ...context.pruning,
        attempted: false,
        applied: false,
        fallback: false,
        reason: params.reason,
      }),
    }),
    markPrunerStart: assign({ pruner_started_at: () => Date.now() }),
    emitCallStart: emit(({ context }) => ({
      type: "pruner.call_start" as const,
      data: { endpoint: context.pruner.endpoint, tool: toolOf(context), input_bytes: context.pruning.raw_bytes },
    })),
    recordPruned: assign(({ context }, outcome: PrunerOutcome) => {
      if (!outcome.ok) return {};
      const { reason: _reason, ...rest } = context.pruning;
      return {
        pruning: {
          ...rest,
          attempted: true,
          applied: true,
          fallback: false,
          pruned_bytes: outcome.pruned_bytes,
          removed_lines: outcome.removed_lines,
          raw_lines: outcome.raw_lines,
          pruner_duration_ms: outcome.duration_ms,
          engine: outcome.engine,
          ...(outcome.full_output === undefined ? {} : { full_output: outcome.full_output }),
        },
      };
    }),
    emitCallOk: emit(({ context }) => ({
      type: "pruner.call_ok" as const,
      data: {
        tool: toolOf(context),
        pruner_duration_ms: context.pruning.pruner_duration_ms ?? 0,
        pruned_bytes: context.pruning.pruned_bytes ?? 0,
        engine: context.pruning.engine ?? "http",
      },
    })),
    recordPrunerError: assign({
      pruning: ({ context }, failure: { code: "timeout" | "http_error" | "invalid_response"; message: string; duration_ms: number }) => ({
        ...context.pruning,
        attempted: true,
        applied: false,
        fallback: true,
        reason: "pruner_error" as const,
        pruner_duration_ms: failure.duration_ms,
        error: { code: failure.code, message: failure.message },
      }),
    }),
    emitCallFailed: emit(({ context }) => ({
      type: "pruner.call_failed" as const,
      data: {
        tool: toolOf(context),
        reason: context.pruning.error!.code,
        pruner_duration_ms: context.pruning.pruner_duration_ms,
        message: context.pruning.error!.message,
      },
    })),
    emitPrunerFailureKind: emit(({ context }) => {
      const error = context.pruning.error!;
      const tool = toolOf(context);
      if (error.code === "timeout") {
        return { type: "pruner.timeout" as const, data: { tool, timeout_ms: context.pruner.timeout_ms } };
      }
      if (error.code === "http_error") {
        return { type: "pruner.http_error" as const, data: { tool, message: error.message } };
      }
      return { type: "pruner.invalid_response" as const, data: { tool, message: error.message } };
    }),
    emitRespondOk: emit(({ context }, params: { mode: ResponseMode }) => ({
      type: "tool.respond_ok" as const,
      data: { tool: toolOf(context), mode: params.mode },
    })),
    // Both the host's request.fault and xstate.error.actor.* events carry `error`.
    recordFault: assign({ fault: ({ event }) => toFault((event as { error?: unknown }).error) }),
    emitRespondFailed: emit(({ context }) => ({
      type: "tool.respond_failed" as const,
      data: { tool: toolOf(context), message: context.fault?.message ?? "unknown" },
    })),
    emitInternalError: emit(({ context }) => ({
      type: "tool.internal_error" as const,
      data: { tool: context.tool, message: context.fault?.message ?? "unknown", stack: context.fault?.stack },
    })),
  },
}).createMachine({
  id: "request",
  description:
    "One MCP tools/call request: validate, run the tool, optionally prune its output through the pruner, answer. Raw output is never lost: every pruner failure falls back to it.",
  initial: "received",
  context: ({ input }) => ({
    request_id: input.request_id,
    tool: input.tool,
    params: input.params,
    pruner: input.pruner,
    issues: [],
    pruning: initialPruning(),
  }),
  // req:* -> req:internal_error: a fault the host caught anywhere in the pipeline.
  on: {
    "request.fault": {
      target: ".internal_error",
      actions: "recordFault",
    },
  },
  states: {
    received: {
      description: "The server accepted a tools/call request and assigned its request_id.",
      always: [
        {
          guard: "paramsUnparseable",
          target: "invalid_request",
          actions: ["recordParseFailure", "emitParseFailed"],
        },
        { target: "validating", actions: "emitRequestReceived" },
      ],
    },
    validating: {
      description:
        "Checks the tool name and arguments against the tool's schema (no filesystem access), applies defaults.",
      entry: "validateArguments",
      always: [
        { guard: "validationFailed", target: "invalid_request", actions: ["recordIssues", "emitRequestInvalid"] },
        { target: "executing_tool", actions: ["recordArgs", "emitExecStart"] },
      ],
    },
    invalid_request: {
      description: "Terminal: answered with JSON-RPC -32602 and the sorted issues; no tool ran.",
      type: "final",
    },
    executing_tool: {
      description: "Runs read / bash / grep inside the root directory, with its limits and timeout.",
      invoke: {
        id: "executeTool",
        src: "executeTool",
        input: ({ context }) => ({ request_id: context.request_id, tool: context.tool as ToolName, args: context.args! }),
        onDone: [
          {
            guard: { type: "toolFailed", params: ({ event }) => event.output },
            target: "tool_error",
            actions: [
              { type: "recordFailure", params: ({ event }) => event.output },
              "emitExecFailed",
            ],
          },
          {
            target: "raw_output_ready",
            actions: [{ type: "recordRaw", params: ({ event }) => event.output }, "emitExecOk"],
          },
        ],
        onError: {
          target: "internal_error",
          actions: "recordFault",
        },
      },
    },
    tool_error: {
      description: "Terminal: answered with an isError result carrying the tool's error code.",
      type: "final",
    },
    raw_output_ready: {
      description: "The raw output and its metadata are in memory.",
      always: { target: "prune_check", actions: "measureRawBytes" },
    },
    prune_check: {
      description:
        "Decides whether to call the pruner, in this order: no focus question, pruning disabled, empty output, output above PRUNER_MAX_INPUT_BYTES.",
      always: [
        {
          guard: "noFocusQuestion",
          target: "respond_raw",
          actions: { type: "skipPruning", params: { reason: "no_focus_question" } },
        },
        {
          guard: "prunerDisabled",
          target: "respond_raw",
          actions: { type: "skipPruning", params: { reason: "disabled_or_unconfigured" } },
        },
        {
          guard: "outputEmpty",
          target: "respond_raw",
          actions: { type: "skipPruning", params: { reason: "output_empty" } },
        },
        {
          guard: "outputTooLarge",
          target: "respond_raw",
          actions: { type: "skipPruning", params: { reason: "too_large" } },
        },
        { target: "calling_pruner", actions: ["markPrunerStart", "emitCallStart"] },
      ],
    },
    calling_pruner: {
      description: "Sends the raw output and the focus question to the pruner, under PRUNER_TIMEOUT_MS.",
      invoke: {
        id: "callPruner",
        src: "callPruner",
        input: ({ context }) => ({
          request_id: context.request_id,
          tool: context.tool as ToolName,
          query: context.args!.context_focus_question!.trim(),
          timeout_ms: context.pruner.timeout_ms,
        }),
        onDone: [
          {
            guard: { type: "prunerFailed", params: ({ event }) => event.output },
            target: "pruner_error_fallback",
            actions: [
              {
                type: "recordPrunerError",
                params: ({ event }) => {
                  const o = event.output as Extract<PrunerOutcome, { ok: false }>;
                  return { code: o.code, message: o.message, duration_ms: o.duration_ms };
                },
              },
              "emitPrunerFailureKind",
              "emitCallFailed",
            ],
          },
          {
            target: "respond_pruned",
            actions: [{ type: "recordPruned", params: ({ event }) => event.output }, "emitCallOk"],
          },
        ],
        // A bug in the pruner adapter must not lose the output: fall back like any pruner failure.
        onError: {
          target: "pruner_error_fallback",
          actions: [
            {
              type: "recordPrunerError",
              params: ({ event, context }) => ({
                code: "invalid_response" as const,
                message: toFault(event.error).message,
                duration_ms: Date.now() - (context.pruner_started_at ?? Date.now()),
              }),
            },
            "emitPrunerFailureKind",
            "emitCallFailed",
          ],
        },
      },
      after: {
        prunerTimeout: {
          target: "pruner_error_fallback",
          actions: [
            {
              type: "recordPrunerError",
              params: ({ context }) => ({
                code: "timeout" as const,
                message: `pruner did not answer within ${context.pruner.timeout_ms} ms`,
                duration_ms: context.pruner.timeout_ms,
              }),
            },
            "emitPrunerFailureKind",
            "emitCallFailed",
          ],
        },
      },
    },
    pruner_error_fallback: {
      description: "The pruner failed; the raw output will be returned with pruning.fallback=true and the error.",
      always: { target: "respond_raw" },
    },
    respond_raw: {
      description: "Serializes and writes the raw output with its pruning metadata.",
      invoke: {
        id: "sendRawResponse",
        src: "sendResponse",
        input: ({ context }) => ({
          mode: "raw" as const,
          request_id: context.request_id,
          tool: context.tool as ToolName,
          pruning: context.pruning,
        }),
        onDone: { target: "responded", actions: { type: "emitRespondOk", params: { mode: "raw" } } },
        onError: {
          target: "internal_error",
          actions: ["recordFault", "emitRespondFailed"],
        },
      },
    },
    respond_pruned: {
      description: "Serializes and writes the pruned output with its pruning metadata.",
      invoke: {
        id: "sendPrunedResponse",
        src: "sendResponse",
        input: ({ context }) => ({
          mode: "pruned" as const,
          request_id: context.request_id,
          tool: context.tool as ToolName,
          pruning: context.pruning,
        }),
        onDone: { target: "responded", actions: { type: "emitRespondOk", params: { mode: "pruned" } } },
        onError: {
          target: "internal_error",
          actions: ["recordFault", "emitRespondFailed"],
        },
      },
    },
    responded: {
      description: "Terminal: the response was written.",
      type: "final",
    },
    internal_error: {
      description: "Terminal: an unexpected fault; answered with JSON-RPC -32603.",
      type: "final",
      entry: "emitInternalError",
    },
  },
});

export type RequestMachine = typeof requestMachine;

/** The states the spec names `req:*`, in table order. */
export const REQUEST_STATES = [
  "received",
  "validating",
  "invalid_request",
  "executing_tool",
  "tool_error",
  "raw_output_ready",
  "prune_check",
  "calling_pruner",
  "pruner_error_fallback",
  "respond_raw",
  "respond_pruned",
  "responded",
  "internal_error",
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
