import { realpathSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ToolFailure, ToolOutcome } from "../../machines/types.js";
import { isWithin, resolveInsideRoot } from "./paths.js";
import { exitStatus, runProcess } from "./process.js";
import { byteLength, truncateUtf8 } from "../shared/text.js";
import { DEFAULT_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, focusQuestion, maxOutputBytes, rootedCwd, rootedPath, timeoutMs, FOCUS_DESCRIPTION } from "./common.js";
import type { ToolContext, ToolDefinition } from "./types.js";
import { isMarkerLine } from "../shared/markers.js";

// Tool `grep` (design.md §3 "Execution strategy"): `rg --json` or `grep -R -n -H`
// (ctx.grepEngine, chosen at start-up), read line by line; max_matches and the byte
// cap stop early and kill the child.

export interface GrepMatch {
  path: string;
  line: number;
  /** 1-based byte offset of the match in the line (rg's convention), or null. */
  column: number | null;
  text: string;
}

export function grepArgsSchema(root: string) {
  return z
    .strictObject({
      pattern: z.string().min(1).max(10_000).describe("Pattern to search for: a regular expression unless fixed_string is true."),
      path: rootedPath(root)
        .optional()
        .describe("One file or directory, relative to the root (default: cwd, itself the root by default). Not with `paths`."),
      paths: z.array(rootedPath(root)).min(1).max(100).optional().describe("Several files or directories inside the root."),
      cwd: rootedCwd(root).optional().describe("Directory to run the search from; match paths are relative to it."),
      fixed_string: z.boolean().default(false).describe("Treat the pattern as a literal string."),
      case_sensitive: z.boolean().default(true),
      timeout_ms: timeoutMs.default(DEFAULT_TIMEOUT_MS),
      max_matches: z.number().int().min(1).max(5000).default(500).describe("Stop after this many matches (truncated=true)."),
      max_output_bytes: maxOutputBytes
        .optional()
        .describe(`Cap on the bytes of matched line text (default ${DEFAULT_OUTPUT_BYTES}).`),
      context_focus_question: focusQuestion
        .optional()
        .describe(FOCUS_DESCRIPTION),
    })
    .superRefine((v, ctx) => {
      if (v.path !== undefined && v.paths !== undefined) {
        ctx.addIssue({ code: "custom", path: ["paths"], message: "give either path or paths, not both" });
      }
    });
}

export type GrepArgs = z.output<ReturnType<typeof grepArgsSchema>>;

// ---- rendering and re-parsing (the pruner's input and output) ----

/** `path:line:column:text`, the column left out when null (the pruner's input). */
export function renderMatch(m: GrepMatch): string {
  return m.column === null ? `${m.path}:${m.line}:${m.text}` : `${m.path}:${m.line}:${m.column}:${m.text}`;
}

export function renderMatches(matches: readonly GrepMatch[]): string {
  return matches.map(renderMatch).join("\n");
}

/** Marker lines pruners write for removed runs (decision 10): SWE-Pruner's and ours. */
const GENERIC = /^(.+?):(\d+):(?:(\d+):)?(.*)$/s;

/** Parses pruned text back into matches (decision 10); any line that does not parse fails it. */
export function parsePrunedMatches(
  raw: readonly GrepMatch[],
  prunedText: string,
): { ok: true; matches: GrepMatch[] } | { ok: false; message: string } {
  // An unchanged line keeps its match exactly: the generic rule cannot tell a null
  // column from text starting with digits and a colon, nor handle ":" in a path.
  const byLine = new Map(raw.map((m) => [renderMatch(m), m]));
  const matches: GrepMatch[] = [];
  for (const line of prunedText.split("\n")) {
    const l = line.replace(/\r$/, "");
    if (l.trim() === "" || isMarkerLine(l)) continue;
    const known = byLine.get(l);
    if (known) {
      matches.push(known);
      continue;
    }
    const g = GENERIC.exec(l);
    if (!g) {
      return { ok: false, message: `pruned grep output has a line that is not path:line:column?:text: ${JSON.stringify(l.slice(0, 80))}` };
    }
    matches.push({ path: g[1]!, line: Number(g[2]), column: g[3] === undefined ? null : Number(g[3]), text: g[4]! });
  }
  return { ok: true, matches };
}

// ---- engine output parsing ----

type RgText = { text?: string; bytes?: string };
const rgText = (t: RgText | undefined): string =>
  t?.text ?? (t?.bytes !== undefined ? Buffer.from(t.bytes, "base64").toString("utf8") : "");
const stripEol = (s: string) => s.replace(/\r?\n$/, "");

/** One `rg --json` line → a match, or null for the other events (begin, end, summary). */
function parseRgLine(line: string): GrepMatch | null {
  if (!line.startsWith('{"type":"match"')) return null;
  let ev: { data: { path: RgText; lines: RgText; line_number: number | null; submatches: Array<{ start: number }> } };
  try {
    ev = JSON.parse(line);
  } catch {
    return null;
  }
  const first = ev.data.submatches[0];
  return {
    path: rgText(ev.data.path),
    line: ev.data.line_number ?? 0,
    column: first ? first.start + 1 : null,
    text: stripEol(rgText(ev.data.lines)),
  };
}

/** 1-based byte column of a literal in `text`, or null (grep has no column of its own). */
function literalColumn(text: string, args: GrepArgs): number | null {
  if (!args.fixed_string) return null;
  let i: number;
  if (args.case_sensitive) i = text.indexOf(args.pattern);
  else i = new RegExp(args.pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "iu").exec(text)?.index ?? -1;
  return i === -1 ? null : byteLength(text.slice(0, i)) + 1;
}

/**
 * One `grep -n -H` line → a match. The spec splits on the first two colons; when a
 * path itself contains "path:digits:", the first split whose path exists wins.
 */
function parseGrepLine(line: string, args: GrepArgs, exists: (p: string) => boolean): GrepMatch | null {
  const splits: Array<[number, number]> = [];
  for (let a = line.indexOf(":"); a !== -1; a = line.indexOf(":", a + 1)) {
    const b = line.indexOf(":", a + 1);
    if (b !== -1 && /^\d+$/.test(line.slice(a + 1, b))) splits.push([a, b]);
  }
  // None, e.g. "Binary file x matches" (older grep prints it on stdout).
  const chosen = splits.length <= 1 ? splits[0] : (splits.find(([a]) => exists(line.slice(0, a))) ?? splits[0]);
  if (!chosen) return null;
  const [a, b] = chosen;
  const text = line.slice(b + 1).replace(/\r$/, "");
  return { path: line.slice(0, a), line: Number(line.slice(a + 1, b)), column: literalColumn(text, args), text };
}

function engineArgs(engine: ToolContext["grepEngine"], args: GrepArgs, searchPaths: string[]): string[] {
  const flags =
    engine === "rg" ? ["--json", ...(args.fixed_string ? ["-F"] : [])] : ["-R", "-n", "-H", args.fixed_string ? "-F" : "-E"];
  if (!args.case_sensitive) flags.push("-i");
  return [...flags, "--", args.pattern, ...searchPaths];
}

/** Largest rg --json line we hold: the line text escaped, plus submatches and framing. */
const maxLineBytes = (cap: number) => 4 * cap + 65_536;
/** Engine stderr kept for the rg_error message. */
const STDERR_BYTES = 64 * 1024;

// ---- execution ----

/** Why a result was truncated, for the text note; kept out of the contract fields. */
const truncationOf = new WeakMap<object, string>();

async function execute(rawArgs: Record<string, unknown>, ctx: ToolContext): Promise<ToolOutcome> {
  const args = rawArgs as GrepArgs;
  const started = performance.now();
  const fail = (f: ToolFailure): ToolOutcome => ({ ok: false, failure: f, duration_ms: Math.round(performance.now() - started) });

  const cwdArg = args.cwd ?? ".";
  const cwd = await resolveInsideRoot(ctx.root, cwdArg);
  if (!cwd.ok) return fail({ code: "invalid_path", message: `cwd: ${cwd.message}` });
  if (!(await stat(cwd.real).then((s) => s.isDirectory(), () => false))) {
    return fail({ code: "invalid_path", message: `cwd: ${cwdArg} is not a directory` });
  }

  // Given paths are resolved against the root (design.md), their real paths checked
  // inside it (decision 7), then handed to the engine relative to cwd so match paths
  // come out relative. Passing the checked real path leaves no symlink to re-follow.
  // With neither path nor paths the search covers cwd, like `cd cwd && rg pattern`.
  const given = args.paths ?? (args.path !== undefined ? [args.path] : null);
  const searchPaths: string[] = [];
  for (const p of given ?? []) {
    const r = await resolveInsideRoot(ctx.root, p);
    if (!r.ok) return fail({ code: "invalid_path", message: r.message });
    searchPaths.push(path.relative(cwd.real, r.real) || ".");
  }
  if (given === null) searchPaths.push(".");

  // grep -R follows symlinks inside directories: a match counts only if its file's
  // real path is inside the root (decision 7). rg does not follow them; the check
  // costs one cached realpath per matching file, so it runs for both engines.
  const realCache = new Map<string, string | null>();
  const realOf = (p: string): string | null => {
    let real = realCache.get(p);
    if (real === undefined) {
      try {
        real = realpathSync(path.resolve(cwd.real, p));
      } catch {
        real = null;
      }
      realCache.set(p, real);
    }
    return real;
  };
  const inside = (p: string) => {
    const real = realOf(p);
    return real !== null && isWithin(ctx.root, real);
  };

  const cap = args.max_output_bytes ?? DEFAULT_OUTPUT_BYTES;
  const matches: GrepMatch[] = [];
  let textBytes = 0;
  let truncation: string | undefined;

  /** One stdout line; true stops the search (and kills the engine). */
  const onStdoutLine = (line: string, cut: boolean): boolean => {
    if (cut && ctx.grepEngine === "rg") {
      // A JSON event too large to hold cannot be parsed; its line alone is beyond
      // what the byte cap would keep, so stop here as the cap would.
      truncation = `a matched line exceeded the ${cap}-byte output cap`;
      return true;
    }
    const m = ctx.grepEngine === "rg" ? parseRgLine(line) : parseGrepLine(line, args, (p) => realOf(p) !== null);
    if (!m || !inside(m.path)) return false;
    // Searching "." makes both engines print "./src/x.ts"; agents expect "src/x.ts".
    if (m.path.startsWith("./")) m.path = m.path.slice(2);
    // Only a match beyond max_matches proves the list is incomplete.
    if (matches.length >= args.max_matches) {
      truncation = `stopped at max_matches=${args.max_matches}`;
      return true;
    }
    const size = byteLength(m.text);
    if (textBytes + size > cap) {
      const cutText = truncateUtf8(m.text, cap - textBytes).text;
      // The last match keeps what fits; one with no text left is left out.
      if (cutText !== "") matches.push({ ...m, text: cutText });
      truncation = `matched text reached the ${cap}-byte output cap`;
      return true;
    }
    textBytes += size;
    matches.push(m);
    return false;
  };

  // RIPGREP_CONFIG_PATH would add the user's flags (--smart-case, --max-columns, …)
  // to the prescribed command line and change results.
  const { RIPGREP_CONFIG_PATH: _ignored, ...env } = process.env;
  const run = await runProcess({
    command: ctx.grepEngine,
    args: engineArgs(ctx.grepEngine, args, searchPaths),
    cwd: cwd.real,
    env,
    timeoutMs: args.timeout_ms,
    signal: ctx.signal,
    maxOutputBytes: STDERR_BYTES,
    onStdoutLine,
    maxLineBytes: maxLineBytes(cap),
  });
  if (run.aborted) throw new Error("cancelled");
  if (run.spawnError) return fail({ code: "spawn_error", message: `${ctx.grepEngine}: ${run.spawnError}` });
  if (run.timedOut) {
    return fail({ code: "timeout", message: `search timed out after ${args.timeout_ms} ms`, timeout_ms: args.timeout_ms });
  }
  // When we stopped the engine its status is our SIGKILL; otherwise 0 and 1 are success.
  if (!run.stopped) {
    const status = exitStatus(run);
    if (status !== 0 && status !== 1) {
      const detail = truncateUtf8(run.stderr.trim(), 4096).text;
      return fail({ code: "rg_error", message: `${ctx.grepEngine} exited with code ${status}: ${detail}`, exit_code: status });
    }
  }

  const duration_ms = Math.round(performance.now() - started);
  const fields = {
    tool: "grep",
    pattern: args.pattern,
    // As the caller gave them; with neither path nor paths, the cwd searched.
    paths: given ?? [cwdArg],
    matches,
    match_count: matches.length,
    truncated: truncation !== undefined,
    duration_ms,
  };
  if (truncation !== undefined) truncationOf.set(fields, truncation);
  const prune_input = renderMatches(matches);
  return {
    ok: true,
    raw: { fields, prune_input, prune_input_bytes: byteLength(prune_input), bytes: textBytes, duration_ms },
  };
}

function applyPruned(fields: Record<string, unknown>, prunedText: string) {
  const parsed = parsePrunedMatches(fields.matches as GrepMatch[], prunedText);
  if (!parsed.ok) return parsed;
  const next = { ...fields, matches: parsed.matches, match_count: parsed.matches.length };
  const why = truncationOf.get(fields);
  if (why !== undefined) truncationOf.set(next, why);
  return { ok: true as const, fields: next };
}

/** What an agent reads: one `path:line:column:text` line per match, then notes. */
function renderText(fields: Record<string, unknown>): string {
  const error = fields.error as { code: string; message: string } | undefined;
  if (error) return `error ${error.code}: ${error.message}`;
  const matches = (fields.matches as GrepMatch[] | undefined) ?? [];
  const body = matches.length === 0 ? "No matches." : renderMatches(matches);
  if (fields.truncated !== true) return body;
  const why = truncationOf.get(fields) ?? "stopped at max_matches or the output cap";
  return `${body}\n[truncated: ${why}; narrow the pattern or paths to see more]`;
}

export const grepTool: ToolDefinition = {
  name: "grep",
  description:
    "Search files under the project root for a pattern (ripgrep when available) and return `path:line:column:text` matches.",
  focusNote: "When many matches are likely, pass context_focus_question to keep the ones that answer it.",
  fullOutputNote: "All matches are then kept in a file the result names.",
  pruneHint: () => ({ source: "code" }),
  annotations: { title: "Search files", readOnlyHint: true, openWorldHint: false },
  argsSchema: grepArgsSchema,
  execute,
  applyPruned,
  renderText,
};
