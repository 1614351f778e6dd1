import { realpathSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ToolOutcome } from "../../machines/types.js";
import { isWithin, resolveInsideRoot } from "../paths.js";
import { exitStatus, runProcess } from "../process.js";
import { byteLength, truncateUtf8 } from "../text.js";
import { DEFAULT_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, focusQuestion, maxOutputBytes, rootedCwd, rootedPath, timeoutMs } from "./common.js";
import type { ToolContext, ToolDefinition } from "./types.js";

// Tool `grep` (design.md §3 "Execution strategy"): `rg --json` when rg is on PATH,
// else `grep -R -n -H`; max_matches and the byte cap stop early and kill the child.

export interface GrepMatch {
  path: string;
  line: number;
  column: number | null;
  text: string;
}

export function grepArgsSchema(root: string) {
  return z
    .strictObject({
      pattern: z.string().min(1).max(10_000).describe("Pattern to search for: a regular expression unless fixed_string is true."),
      path: rootedPath(root).optional().describe("One file or directory, relative to the root (default: cwd, itself the root by default). Not with `paths`."),
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
        .describe("A question about the matches; when given, only the relevant matches are returned."),
    })
    .superRefine((v, ctx) => {
      if (v.path !== undefined && v.paths !== undefined) {
        ctx.addIssue({ code: "custom", path: ["paths"], message: "give either path or paths, not both" });
      }
    });
}

export type GrepArgs = z.output<ReturnType<typeof grepArgsSchema>>;

/** `path:line:column:text`, the column left out when null (the pruner's input). */
export function renderMatch(m: GrepMatch): string {
  return m.column === null ? `${m.path}:${m.line}:${m.text}` : `${m.path}:${m.line}:${m.column}:${m.text}`;
}

export function renderMatches(matches: readonly GrepMatch[]): string {
  return matches.map(renderMatch).join("\n");
}

type RgText = { text?: string; bytes?: string };
const rgText = (t: RgText | undefined): string =>
  t?.text ?? (t?.bytes !== undefined ? Buffer.from(t.bytes, "base64").toString("utf8") : "");
const stripEol = (s: string) => s.replace(/\r?\n$/, "");

/** One `rg --json` line → a match, or null for the other event types. */
function parseRgLine(line: string): GrepMatch | null {
  if (!line.startsWith('{"type":"match"')) return null;
  const ev = JSON.parse(line) as {
    data: { path: RgText; lines: RgText; line_number: number | null; submatches: Array<{ start: number }> };
  };
  const first = ev.data.submatches[0];
  return {
    path: rgText(ev.data.path),
    line: ev.data.line_number ?? 0,
    column: first ? first.start + 1 : null,
    text: stripEol(rgText(ev.data.lines)),
  };
}

/** One `grep -n -H` line (`path:line:text`, split on the first two colons) → a match. */
function parseGrepLine(line: string, args: GrepArgs): GrepMatch | null {
  const a = line.indexOf(":");
  const b = a === -1 ? -1 : line.indexOf(":", a + 1);
  if (b === -1) return null;
  const lineNo = line.slice(a + 1, b);
  if (!/^\d+$/.test(lineNo)) return null; // e.g. "Binary file x matches"
  const text = line.slice(b + 1);
  let column: number | null = null;
  if (args.fixed_string) {
    const i = args.case_sensitive ? text.indexOf(args.pattern) : text.toLowerCase().indexOf(args.pattern.toLowerCase());
    column = i === -1 ? null : i + 1;
  }
  return { path: line.slice(0, a), line: Number(lineNo), column, text };
}

function engineArgs(engine: ToolContext["grepEngine"], args: GrepArgs, searchPaths: string[]): string[] {
  const flags =
    engine === "rg"
      ? ["--json", ...(args.fixed_string ? ["-F"] : [])]
      : ["-R", "-n", "-H", args.fixed_string ? "-F" : "-E"];
  if (!args.case_sensitive) flags.push("-i");
  return [...flags, "--", args.pattern, ...searchPaths];
}

async function execute(rawArgs: Record<string, unknown>, ctx: ToolContext): Promise<ToolOutcome> {
  const args = rawArgs as GrepArgs;
  const started = performance.now();
  const fail = (code: string, message: string, more: { exit_code?: number; timeout_ms?: number } = {}): ToolOutcome => ({
    ok: false,
    failure: { code, message, ...more },
    duration_ms: Math.round(performance.now() - started),
  });

  const cwdArg = args.cwd ?? ".";
  const cwd = await resolveInsideRoot(ctx.root, cwdArg);
  if (!cwd.ok) return fail("invalid_path", `cwd ${cwd.message}`);
  if (!(await stat(cwd.real).then((s) => s.isDirectory(), () => false))) return fail("invalid_path", `cwd ${cwdArg} is not a directory`);

  // Given paths are resolved against the root (design.md) and their real paths checked
  // inside it (decision 7); with none given, the search covers cwd (the root by default).
  const given = args.paths ?? (args.path !== undefined ? [args.path] : null);
  const searchPaths: string[] = [];
  for (const p of given ?? []) {
    const r = await resolveInsideRoot(ctx.root, p);
    if (!r.ok) return fail("invalid_path", r.message);
    searchPaths.push(path.relative(cwd.real, r.real) || ".");
  }
  if (given === null) searchPaths.push(".");

  const cap = args.max_output_bytes ?? DEFAULT_OUTPUT_BYTES;
  const matches: GrepMatch[] = [];
  let textBytes = 0;
  let truncated = false;
  // grep -R follows symlinks: drop matches whose file is really outside the root.
  const realCache = new Map<string, boolean>();
  const inside = (p: string) => {
    let ok = realCache.get(p);
    if (ok === undefined) {
      try {
        ok = isWithin(ctx.root, realpathSync(path.resolve(cwd.real, p)));
      } catch {
        ok = false;
      }
      realCache.set(p, ok);
    }
    return ok;
  };

  const onStdoutLine = (line: string): boolean => {
    const m = ctx.grepEngine === "rg" ? parseRgLine(line) : parseGrepLine(line, args);
    if (!m || (ctx.grepEngine === "grep" && !inside(m.path))) return false;
    // Searching "." makes both engines print "./src/x.ts"; agents expect "src/x.ts".
    if (m.path.startsWith("./")) m.path = m.path.slice(2);
    if (matches.length >= args.max_matches) {
      truncated = true;
      return true;
    }
    const size = byteLength(m.text);
    if (textBytes + size > cap) {
      m.text = truncateUtf8(m.text, cap - textBytes).text;
      matches.push(m);
      truncated = true;
      return true;
    }
    textBytes += size;
    matches.push(m);
    return false;
  };

  const run = await runProcess({
    command: ctx.grepEngine,
    args: engineArgs(ctx.grepEngine, args, searchPaths),
    cwd: cwd.real,
    env: process.env,
    timeoutMs: args.timeout_ms,
    signal: ctx.signal,
    maxOutputBytes: 64 * 1024, // stderr only: stdout goes line by line to the parser
    onStdoutLine,
  });
  if (run.aborted) throw new Error("cancelled");
  if (run.spawnError) return fail("spawn_error", run.spawnError);
  if (run.timedOut) return fail("timeout", `search timed out after ${args.timeout_ms} ms`, { timeout_ms: args.timeout_ms });
  if (!run.stopped) {
    const status = exitStatus(run);
    if (status !== 0 && status !== 1) {
      return fail("rg_error", `${ctx.grepEngine} exited with code ${status}: ${run.stderr.trim()}`, { exit_code: status });
    }
  }
  const duration_ms = Math.round(performance.now() - started);
  const prune_input = renderMatches(matches);
  return {
    ok: true,
    raw: {
      fields: { tool: "grep", pattern: args.pattern, paths: given ?? [cwdArg], matches, match_count: matches.length, truncated, duration_ms },
      prune_input,
      prune_input_bytes: byteLength(prune_input),
      bytes: textBytes,
      duration_ms,
    },
  };
}

/** Marker lines pruners write for removed runs (decision 10). */
const MARKER = /^\(filtered \d+ lines?\)$|^⟦PRUNÉ:/;
const GENERIC = /^(.+?):(\d+):(?:(\d+):)?(.*)$/s;

/** Parses pruned text back into matches (decision 10); any unparseable line fails it. */
export function parsePrunedMatches(
  raw: readonly GrepMatch[],
  prunedText: string,
): { ok: true; matches: GrepMatch[] } | { ok: false; message: string } {
  const byLine = new Map(raw.map((m) => [renderMatch(m), m]));
  const matches: GrepMatch[] = [];
  for (const line of prunedText.split("\n")) {
    const l = line.replace(/\r$/, "");
    if (l.trim() === "" || MARKER.test(l.trim())) continue;
    const known = byLine.get(l);
    if (known) {
      matches.push(known);
      continue;
    }
    const g = GENERIC.exec(l);
    if (!g) return { ok: false, message: `pruned grep output has a line that is not path:line:column?:text: ${JSON.stringify(l.slice(0, 80))}` };
    matches.push({ path: g[1]!, line: Number(g[2]), column: g[3] === undefined ? null : Number(g[3]), text: g[4]! });
  }
  return { ok: true, matches };
}

function renderText(fields: Record<string, unknown>): string {
  const error = fields.error as { code: string; message: string } | undefined;
  if (error) return `error ${error.code}: ${error.message}`;
  const matches = fields.matches as GrepMatch[];
  const body = matches.length === 0 ? "No matches." : renderMatches(matches);
  return fields.truncated === true ? `${body}\n[truncated: stopped at ${matches.length} matches or the byte cap]` : body;
}

export const grepTool: ToolDefinition = {
  name: "grep",
  description:
    "Search files under the project root for a pattern (ripgrep when available) and return `path:line:column:text` matches. " +
    "Pass `context_focus_question` to keep only the matches relevant to that question; the full list comes back if pruning fails.",
  argsSchema: grepArgsSchema,
  execute,
  applyPruned(fields, prunedText) {
    const parsed = parsePrunedMatches(fields.matches as GrepMatch[], prunedText);
    if (!parsed.ok) return parsed;
    return { ok: true, fields: { ...fields, matches: parsed.matches, match_count: parsed.matches.length } };
  },
  renderText,
};
