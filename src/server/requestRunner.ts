import { randomUUID } from "node:crypto";
import { assign, createActor, fromPromise, type Actor } from "xstate";
import type { CallToolResult, JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { RecoveryLedger, type RunTally } from "./recoveries.js";
import { requestMachine, type RequestEmitted, type RequestEventName } from "../../machines/requestMachine.js";
import { SCHEMA_VERSION, type ExecOutcome, type PrunerOutcome, type PrunerSettings, type RawOutput, type ToolName } from "../../machines/types.js";
import { logEvent, type EventLevel, type Logger } from "./logger.js";
import type { Pruner } from "./pruners/http.js";
import type { FullOutputStore } from "./fullOutput.js";
import { pruningForToolError, successResult, toolErrorResult, type ResultFormat } from "./response.js";
import { byteLength, countLines } from "../shared/text.js";
import { countTokensYielding } from "./tokenCount.js";
import { compactMarkers } from "../shared/markers.js";
import type { ToolContext, ToolDefinition } from "../tools/types.js";
import { invalidParams, validateToolCall } from "./validation.js";
import type { z } from "zod";

/** What kind of text each tool gives the pruner. */

/** Log level of every event the request machine emits. */
const EVENT_LEVELS: Record<RequestEventName, EventLevel> = {
  "tool.request_received": "info",
  "tool.request_parse_failed": "warn",
  "tool.request_invalid": "warn",
  "tool.exec_start": "info",
  "tool.exec_ok": "info",
  "tool.exec_failed": "warn",
  "tool.exec_timeout": "warn",
  "pruner.call_start": "info",
  "pruner.call_ok": "info",
  "pruner.call_failed": "warn",
  "pruner.timeout": "warn",
  "pruner.http_error": "warn",
  "pruner.invalid_response": "warn",
  "tool.respond_ok": "info",
  "tool.respond_failed": "error",
  "tool.internal_error": "error",
};

export interface RequestRunnerDeps {
  tools: Record<ToolName, ToolDefinition>;
  /** Real path of the root directory. */
  root: string;
  grepEngine: ToolContext["grepEngine"];
  pruner: Pruner | null;
  prunerSettings: PrunerSettings;
  /** Where pruned bash/grep output is kept for reading back (none: not kept). */
  fullOutput?: FullOutputStore;
  /** The result format, read per call: it is decided when the client says who it is. */
  resultFormat: () => ResultFormat;
  logger: Logger;
  send: (message: JSONRPCMessage) => Promise<void>;
}

type JsonRpcId = string | number;

interface InFlight {
  id: JsonRpcId;
  actor: Actor<typeof requestMachine>;
  /** The tool's output text, kept here, out of the actor's context (RawSummary says why). */
  raw?: RawOutput;
  failureExtra?: Record<string, unknown>;
  pruned?: Record<string, unknown>;
  /** A line for the agent about this read (a file changed since it was pruned). */
  note?: string;
  /** What the pruned result's markers number (a read's file, or the saved whole output) and the ranges removed. */
  removed?: { file: string; ranges: Array<[number, number]> };
}

/**
 * Runs each `tools/call` as one request actor: the real tools, pruner and response
 * writer are injected into the machine once; per-request data travels in its input.
 */
export class RequestRunner {
  private readonly inflight = new Map<string, InFlight>();
  readonly ledger: RecoveryLedger;
  /** Token counts of pruned results, done after their answer is sent. */
  private counting: Promise<void> = Promise.resolve();
  private readonly machine;
  private readonly schemas: Record<ToolName, z.ZodType>;

  constructor(private readonly deps: RequestRunnerDeps) {
    const { tools, root } = deps;
    this.ledger = new RecoveryLedger(root);
    this.schemas = {
      read: tools.read.argsSchema(root),
      bash: tools.bash.argsSchema(root),
      grep: tools.grep.argsSchema(root),
    };
    this.machine = requestMachine.provide({
      actions: {
        validateArguments: assign({ validation: ({ context }) => validateToolCall(context.params, (t) => this.schemas[t]) }),
      },
      actors: {
        executeTool: fromPromise(async ({ input, signal }): Promise<ExecOutcome> => {
          const outcome = await tools[input.tool].execute(input.args, { root, signal, grepEngine: deps.grepEngine });
          const entry = this.inflight.get(input.request_id);
          if (outcome.ok) {
            if (entry) entry.raw = outcome.raw;
            const { prune_input_bytes, bytes, duration_ms } = outcome.raw;
            return { ok: true, raw: { prune_input_bytes, bytes, duration_ms } };
          }
          const { extra, ...failure } = outcome.failure;
          if (entry && extra !== undefined) entry.failureExtra = extra;
          return { ok: false, failure, duration_ms: outcome.duration_ms };
        }),
        callPruner: fromPromise(async ({ input, signal }) => this.callPruner(input, signal)),
        sendResponse: fromPromise(async ({ input }) => {
          const entry = this.inflight.get(input.request_id);
          if (!entry) throw new Error("request is no longer in flight");
          const fields = input.mode === "pruned" ? entry.pruned : entry.raw?.fields;
          if (!fields) throw new Error(`no ${input.mode} output kept for ${input.request_id}`);
          const removed = input.mode === "pruned" ? entry.removed : undefined;
          if (input.tool === "read") await this.noticeRecovery(input.request_id, entry, removed?.ranges ?? []);
          const result = successResult(tools[input.tool], fields, input.pruning, deps.resultFormat(), entry.note);
          // Remembered when it is sent (not when the pruner answered: a pruned result that
          // timed out or was cancelled never reaches the agent), and before, so the agent's
          // next read already finds it.
          if (removed) await this.ledger.remember(input.request_id, removed.file, removed.ranges);
          await deps.send({ jsonrpc: "2.0", id: entry.id, result });
          if (input.mode === "pruned" && (input.pruning.removed_lines ?? 0) > 0 && entry.raw) this.countTokens(tools[input.tool].renderText(entry.raw.fields), result);
        }),
      },
    });
  }

  get size(): number {
    return this.inflight.size;
  }

  private idleWaiters: Array<() => void> = [];
  /** Answers being written (error answers are written after the actor ends). */
  private writing = 0;

  /** Resolves once no request is in flight and every answer has been written. */
  whenIdle(): Promise<void> {
    if (this.inflight.size === 0 && this.writing === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private checkIdle(): void {
    if (this.inflight.size !== 0 || this.writing !== 0) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  private async callPruner(input: { request_id: string; tool: ToolName; query: string }, signal: AbortSignal): Promise<PrunerOutcome> {
    // The machine's guard keeps this state from a server without a pruner; a throw
    // anywhere here (a pruner that throws included) is the machine's onError: the raw
    // output, timed from the call's start.
    const pruner = this.deps.pruner;
    if (!pruner) throw new Error("no pruner configured");
    const entry = this.inflight.get(input.request_id);
    if (!entry?.raw) throw new Error(`no output kept for ${input.request_id}`);
    const { fields, prune_input: text } = entry.raw;
    const file = input.tool === "read" && typeof fields.file_path === "string" ? fields.file_path : undefined;
    const attempt = await pruner.prune(text, input.query, signal, this.deps.tools[input.tool].pruneHint(fields, text));
    if (!attempt.ok) return { ok: false, code: attempt.code, message: attempt.message, duration_ms: attempt.duration_ms };
    // Compact markers, numbered as the file numbers its lines (a range read starts at offset).
    const lineOffset = input.tool === "read" && typeof fields.start_line === "number" ? fields.start_line - 1 : 0;
    const rawLines = countLines(text);
    const compacted = compactMarkers(attempt.text, lineOffset, rawLines);
    const applied = this.deps.tools[input.tool].applyPruned(fields, compacted.text);
    if (!applied.ok) {
      return { ok: false, code: "invalid_response", message: applied.message, duration_ms: attempt.duration_ms };
    }
    // Too late: the call already ended (timeout, cancellation, shutdown) and answered raw.
    if (signal.aborted) return { ok: false, code: "timeout", message: "the call ended before the pruned text was used", duration_ms: attempt.duration_ms };
    entry.pruned = applied.fields;
    // bash/grep output exists nowhere else: keep the pruned text readable by `read`.
    const full_output = input.tool !== "read" && compacted.removedLines > 0 ? await this.deps.fullOutput?.save(text) : undefined;
    const numbered = input.tool === "read" ? file : full_output;
    if (numbered !== undefined && compacted.ranges.length > 0) entry.removed = { file: numbered, ranges: compacted.ranges };
    return {
      ok: true,
      pruned_bytes: byteLength(compacted.text),
      removed_lines: compacted.removedLines,
      raw_lines: rawLines,
      duration_ms: attempt.duration_ms,
      engine: attempt.engine ?? "http",
      ...(full_output === undefined ? {} : { full_output }),
    };
  }

  /** A read that brings back lines a recent pruned result removed: one pruner.recovered event. */
  private async noticeRecovery(request_id: string, entry: InFlight, removedNow: Array<[number, number]>): Promise<void> {
    const fields = entry.raw?.fields;
    if (typeof fields?.file_path !== "string") return;
    const from = typeof fields.start_line === "number" ? fields.start_line : 1;
    // A read without end_line was cut by max_output_bytes (or is whole): it ends where its content does.
    const to = typeof fields.end_line === "number" ? fields.end_line : from + countLines(String(fields.content ?? "")) - 1;
    const r = await this.ledger.check(fields.file_path, from, to, removedNow);
    if (!r) return;
    logEvent(this.deps.logger.child({ request_id }), "info", "pruner.recovered", r);
    if (r.changed) entry.note = `[${r.file} changed since it was pruned: the line ranges its markers named may have moved]`;
  }

  private countTokens(rawText: string, result: CallToolResult): void {
    const returned = result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
    this.counting = this.counting
      .then(async () => {
        // Loaded on first use: the tokenizer's tables cost start-up time.
        const { countTokens } = await import("../shared/tokens.js");
        const raw = await countTokensYielding(rawText, countTokens);
        const back = await countTokensYielding(returned, countTokens);
        this.ledger.tally.tokens_raw += raw;
        this.ledger.tally.tokens_returned += back;
        this.ledger.tally.pruned_calls++;
      })
      // A count that fails (the tokenizer would not load) leaves the tally short, not every later summary broken.
      .catch(() => {});
  }

  /** The run's tally for mcp_pruner.summary, once the pending token counts are done. */
  async summary(): Promise<RunTally> {
    await this.counting;
    return { ...this.ledger.tally };
  }

  /** Starts one request actor for a `tools/call` request. */
  handle(id: JsonRpcId, params: unknown): void {
    const request_id = `req_${randomUUID().slice(0, 8)}`;
    this.ledger.tally.calls++;
    const log = this.deps.logger.child({ request_id });
    const name = (params as { name?: unknown } | undefined)?.name;
    const tool = typeof name === "string" ? name : undefined;
    const actor = createActor(this.machine, {
      input: { request_id, tool, params, pruner: this.deps.prunerSettings },
    });
    this.inflight.set(request_id, { id, actor });
    actor.on("*", (e) => {
      const ev = e as RequestEmitted;
      logEvent(log, EVENT_LEVELS[ev.type], ev.type, ev.data);
    });
    actor.subscribe({
      complete: () => {
        this.finish(request_id, actor, log);
        this.checkIdle();
      },
      error: (err) => {
        // An exception inside the machine itself (an action or guard threw).
        logEvent(log, "error", "tool.internal_error", { tool, message: String((err as Error)?.message ?? err), stack: (err as Error)?.stack });
        this.inflight.delete(request_id);
        this.write(log, tool, { jsonrpc: "2.0", id, error: internalError(request_id) });
        this.checkIdle();
      },
    });
    actor.start();
  }

  private finish(request_id: string, actor: Actor<typeof requestMachine>, log: Logger): void {
    const entry = this.inflight.get(request_id);
    this.inflight.delete(request_id);
    if (!entry) return; // cancelled: no response (MCP cancellation semantics)
    const snap = actor.getSnapshot();
    const ctx = snap.context;
    const { id } = entry;
    switch (snap.value) {
      case "responded":
        return;
      case "invalid_request":
        this.write(log, ctx.tool, { jsonrpc: "2.0", id, error: invalidParams("tools/call", ctx.issues, ctx.tool) });
        return;
      case "tool_error": {
        const tool = this.deps.tools[ctx.tool as ToolName];
        const failure = { ...ctx.failure!, ...(entry.failureExtra === undefined ? {} : { extra: entry.failureExtra }) };
        const result = toolErrorResult(tool, failure, pruningForToolError(ctx.args, this.deps.prunerSettings.enabled), this.deps.resultFormat());
        this.write(log, ctx.tool, { jsonrpc: "2.0", id, result });
        return;
      }
      default:
        this.write(log, ctx.tool, { jsonrpc: "2.0", id, error: internalError(request_id) });
    }
  }

  private write(log: Logger, tool: string | undefined, message: unknown): void {
    this.writing++;
    this.deps
      .send(message as JSONRPCMessage)
      .catch((err: Error) => {
        logEvent(log, "error", "tool.respond_failed", { tool: tool ?? "unknown", message: err.message });
      })
      .finally(() => {
        this.writing--;
        this.checkIdle();
      });
  }

  /** MCP notifications/cancelled: stop the actor (its child processes die with it), answer nothing. */
  cancel(id: JsonRpcId): boolean {
    for (const [request_id, entry] of this.inflight) {
      if (entry.id === id) {
        this.inflight.delete(request_id);
        entry.actor.stop();
        logEvent(this.deps.logger.child({ request_id }), "info", "tool.request_cancelled", { tool: entry.actor.getSnapshot().context.tool });
        this.checkIdle();
        return true;
      }
    }
    return false;
  }

  /** Shutdown: every in-flight request ends in internal_error (the global req:* edge). */
  abortAll(reason: string): void {
    for (const { actor } of [...this.inflight.values()]) {
      actor.send({ type: "request.fault", error: new Error(reason) });
    }
  }
}

function internalError(request_id: string) {
  return { code: -32603, message: "Internal error", data: { jeeves: { schemaVersion: SCHEMA_VERSION }, request_id } };
}
