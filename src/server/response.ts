import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { SCHEMA_VERSION, type NormalizedArgs, type PruningMetadata, type ToolFailure } from "../../machines/types.js";
import type { ToolDefinition } from "../tools/types.js";

// Builds `tools/call` results from a request's final state. `content[0].text` is
// what an agent wants to read; `structuredContent` is the exact contract shape.

export type ResultFormat = "structured" | "text";

/** Fields too large to repeat in `_meta` when the text-only format is chosen. */
const TEXT_FIELDS = ["content", "stdout", "stderr", "matches"];

export function successResult(
  tool: ToolDefinition,
  fields: Record<string, unknown>,
  pruning: PruningMetadata,
  format: ResultFormat,
  note?: string,
): CallToolResult {
  const text = withNote(withNote(tool.renderText(fields), note), pruningNote(pruning, tool.name));
  return finish({ ...fields, pruning }, text, format, false);
}

export function toolErrorResult(
  tool: ToolDefinition,
  failure: ToolFailure,
  pruning: PruningMetadata,
  format: ResultFormat,
): CallToolResult {
  const error = {
    code: failure.code,
    message: failure.message,
    ...(failure.exit_code !== undefined ? { exit_code: failure.exit_code } : {}),
  };
  const structured = { tool: tool.name, error, ...failure.extra, pruning };
  return finish(structured, tool.renderText(structured), format, true);
}

function finish(structured: Record<string, unknown>, text: string, format: ResultFormat, isError: boolean): CallToolResult {
  const result: CallToolResult = { content: [{ type: "text", text }] };
  if (format === "structured") {
    result.structuredContent = structured;
  } else {
    // decision 12: clients that show the model JSON.stringify(structuredContent) get
    // the plain text instead; the metadata stays machine-readable in _meta.
    const meta: Record<string, unknown> = { schemaVersion: SCHEMA_VERSION };
    for (const [k, v] of Object.entries(structured)) if (!TEXT_FIELDS.includes(k)) meta[k] = v;
    result._meta = { jeeves: meta };
  }
  if (isError) result.isError = true;
  return result;
}

/**
 * Pruning metadata for a request that ended in tool_error: the pipeline stopped
 * before prune_check, so nothing was attempted. The reason follows prune_check's
 * order; with a question and pruning on, the tool produced no output to prune.
 */
export function pruningForToolError(args: NormalizedArgs | undefined, prunerEnabled: boolean): PruningMetadata {
  const reason =
    args?.context_focus_question === undefined ? "no_focus_question" : !prunerEnabled ? "disabled_or_unconfigured" : "output_empty";
  return { attempted: false, applied: false, fallback: false, reason, raw_bytes: 0 };
}

/**
 * The one line an agent reads under a pruned result: how many lines went and how to
 * get them back. Only when something was removed: an unpruned result, or one whose
 * pruning failed, is the whole output and needs no note (the reason is in the metadata).
 */
export function pruningNote(p: PruningMetadata, tool: string): string | undefined {
  if (!p.applied || !p.removed_lines) return undefined;
  const of = p.raw_lines === undefined ? "" : ` of ${p.raw_lines}`;
  if (tool === "read") return `[${p.removed_lines}${of} lines omitted; read them with offset/limit]`;
  const unit = tool === "grep" ? "matches" : "lines";
  const where = p.full_output === undefined ? "" : `; all in ${p.full_output}`;
  return `[${p.removed_lines}${of} ${unit} omitted${where}]`;
}

function withNote(text: string, note: string | undefined): string {
  if (note === undefined) return text;
  return text === "" || text.endsWith("\n") ? `${text}${note}` : `${text}\n${note}`;
}
