import type { PruningMetadata } from "../../machines/types.js";
import { compactMarker, compactMarkers } from "../../src/shared/markers.js";
import { countLines } from "../../src/shared/text.js";
import { successResult } from "../../src/server/response.js";
import { bashTool } from "../../src/tools/bash.js";
import { grepTool, parsePrunedMatches } from "../../src/tools/grep.js";
import { readTool } from "../../src/tools/read.js";
import type { ToolDefinition } from "../../src/tools/types.js";
import type { PruneHint } from "../../src/server/pruners/http.js";

// What an agent receives for one labeled item, built with the server's own code: the
// pruned text with the server's compact markers, applied to the tool's fields, rendered
// as `content[0].text` with its note (the text result format: no JSON envelope). The
// quality bench counts tokens on exactly this.

export type ItemKind = "code" | "logs" | "grep";

const TOOL: Record<ItemKind, ToolDefinition> = { code: readTool, logs: bashTool, grep: grepTool };
/** Where a pruned bash/grep output would be kept; a realistic name, for the note's tokens. */
const FULL_OUTPUT = ".mcp-pruner/outputs/out-1.txt";

/**
 * The tool an agent would have called for the item: grep output in the grep tool's own
 * `path:line:column:text` form; other grep output (one file's `rg`, `line:text`; `rg -C`
 * with its context lines) comes from a shell, as the bash tool's output.
 */
export function viewKind(kind: ItemKind, text: string): ItemKind {
  return kind === "grep" && !parsePrunedMatches([], text).ok ? "logs" : kind;
}

/** How a source file is printed in `bash` (`--read-via`): `cat f`, or `nl -ba f` for numbered lines. */
let printFile = "cat";
export function printFilesWith(command: "cat" | "nl -ba"): void {
  printFile = command;
}

/**
 * The command a `bash` call ran, as far as the server reads it: a file's `cat` for a
 * source file (`--read-via=bash|nl`), a search for a grep output (the sets keep them in
 * `grep*` folders), else a command that is neither.
 */
function commandFor(source: string): string {
  if (/^[a-z]+:/.test(source)) return `${printFile} ${source.replace(/^[a-z]+:/, "")}`;
  return /(^|\/)grep[^/]*\//.test(source) ? "rg -n …" : "…";
}

function fieldsFor(kind: ItemKind, text: string, source: string): Record<string, unknown> {
  const bytes = Buffer.byteLength(text);
  if (kind === "code") return { tool: "read", file_path: source.replace(/^[a-z]+:/, ""), encoding: "utf-8", content: text, truncated: false, bytes, duration_ms: 0 };
  if (kind === "logs") return { tool: "bash", command: commandFor(source), cwd: ".", stdout: text, stderr: "", exit_code: 0, timed_out: false, truncated: false, duration_ms: 0 };
  const parsed = parsePrunedMatches([], text);
  if (!parsed.ok) throw new Error(parsed.message);
  return { tool: "grep", pattern: "…", paths: ["."], matches: parsed.matches, match_count: parsed.matches.length, truncated: false, duration_ms: 0 };
}

/** How the server asks its pruner to read an item's text: the hint of the tool that returned it. */
export function pruneHintFor(itemKind: ItemKind, text: string, source: string): PruneHint {
  const kind = viewKind(itemKind, text);
  return TOOL[kind].pruneHint(fieldsFor(kind, text, source), text);
}

/** The text an agent reads for the unpruned output (identity). */
export function rawView(itemKind: ItemKind, text: string, source: string): string {
  const kind = viewKind(itemKind, text);
  const pruning: PruningMetadata = { attempted: false, applied: false, fallback: false, reason: "no_focus_question", raw_bytes: Buffer.byteLength(text) };
  return textOf(successResult(TOOL[kind], fieldsFor(kind, text, source), pruning, "text"));
}

export interface PrunedView {
  /** What the agent reads. */
  text: string;
  /** 1-based original line numbers the agent sees. */
  kept: Set<number>;
}

/**
 * The agent's view of a pruned text (markers in any form the server knows): compact
 * markers, the tool's rendering, the note. Lines not named by a marker are kept.
 */
export function prunedView(itemKind: ItemKind, original: string, pruned: string, source: string): PrunedView {
  const kind = viewKind(itemKind, original);
  const lines = countLines(original);
  const compacted = compactMarkers(pruned, 0, lines);
  const removed = new Set<number>();
  for (const [a, b] of compacted.ranges) for (let n = a; n <= b; n++) removed.add(n);
  const kept = new Set<number>();
  for (let n = 1; n <= lines; n++) if (!removed.has(n)) kept.add(n);
  const fields = TOOL[kind].applyPruned(fieldsFor(kind, original, source), compacted.text);
  if (!fields.ok) throw new Error(fields.message);
  const pruning: PruningMetadata = {
    attempted: true,
    applied: true,
    fallback: false,
    raw_bytes: Buffer.byteLength(original),
    pruned_bytes: Buffer.byteLength(compacted.text),
    removed_lines: compacted.removedLines,
    raw_lines: lines,
    ...(kind !== "code" && compacted.removedLines > 0 ? { full_output: FULL_OUTPUT } : {}),
  };
  return { text: textOf(successResult(TOOL[kind], fields.fields, pruning, "text")), kept };
}

/** A pruned text from the lines to keep: each removed run becomes one compact marker. */
export function withMarkers(lines: readonly string[], keep: (n: number) => boolean): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (keep(i + 1)) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && !keep(j + 1)) j++;
    out.push(compactMarker(i + 1, j));
    i = j;
  }
  return out.join("\n");
}

function textOf(result: { content: Array<{ type: string; text?: string }> }): string {
  return result.content.map((c) => c.text ?? "").join("\n");
}
