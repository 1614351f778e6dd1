import { stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ToolFailure, ToolOutcome } from "../../machines/types.js";
import { resolveInsideRoot } from "./paths.js";
import { exitStatus, runProcess } from "./process.js";
import { byteLength } from "../shared/text.js";
import { DEFAULT_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, focusQuestion, maxOutputBytes, rootedCwd, timeoutMs, FOCUS_DESCRIPTION } from "./common.js";
import type { ToolContext, ToolDefinition } from "./types.js";
import type { PruneHint } from "../server/pruners/http.js";
import { isGrepOnly } from "../engine/grepLines.js";
import { languageOfPath } from "../engine/syntax.js";
import { numberedListing } from "../engine/numberedLines.js";

// Tool `bash` (design.md §3): `bash -lc <command>` in its own process group with
// empty stdin (decision 6). It runs arbitrary commands by design; only cwd is contained.

const ENV_KEY = /^[A-Z_][A-Z0-9_]*$/;
const MAX_ENV_ENTRIES = 200;

export function bashArgsSchema(root: string) {
  return z.strictObject({
    command: z.string().min(1).max(50_000).describe("Shell command, run with `bash -lc` and empty stdin."),
    cwd: rootedCwd(root).optional().describe("Working directory inside the server root (default: the root)."),
    env: z
      .record(
        z.string().regex(ENV_KEY),
        z
          .string()
          .max(4000)
          .refine((v) => !v.includes("\0"), { message: "must not contain NUL" }),
      )
      .refine((e) => Object.keys(e).length <= MAX_ENV_ENTRIES, { message: `at most ${MAX_ENV_ENTRIES} entries` })
      .optional()
      .describe("Environment overrides merged over the server's environment."),
    timeout_ms: timeoutMs.default(DEFAULT_TIMEOUT_MS).describe("Hard timeout; the whole process group is killed."),
    max_output_bytes: maxOutputBytes
      .optional()
      .describe(`Cap on stdout+stderr bytes (default ${DEFAULT_OUTPUT_BYTES}); reaching it stops the command.`),
    context_focus_question: focusQuestion
      .optional()
      .describe(FOCUS_DESCRIPTION),
  });
}

export type BashArgs = z.output<ReturnType<typeof bashArgsSchema>>;

/** The status reported when the output cap stopped the command: 128 + SIGKILL. */
export const CAP_EXIT_CODE = 137;

/**
 * The cap each result was cut at, for `[output truncated at N bytes]`. Kept beside
 * the fields, not in them, so `structuredContent` keeps the contract's shape.
 */
const capOf = new WeakMap<object, number>();

/** The stream fed to the pruner, and replaced by its answer: stdout, or stderr when stdout is empty. */
function prunedStream(fields: Record<string, unknown>): "stdout" | "stderr" {
  return fields.stdout !== "" ? "stdout" : "stderr";
}

async function execute(rawArgs: Record<string, unknown>, ctx: ToolContext): Promise<ToolOutcome> {
  const args = rawArgs as BashArgs;
  const started = performance.now();
  const fail = (f: ToolFailure): ToolOutcome => ({ ok: false, failure: f, duration_ms: Math.round(performance.now() - started) });

  // The schema checked the cwd lexically; here its real path (symlinks resolved)
  // must be inside the root and be a directory (decisions 7 and 13).
  const cwdArg = args.cwd ?? ".";
  const resolved = await resolveInsideRoot(ctx.root, cwdArg);
  if (!resolved.ok) return fail({ code: "invalid_cwd", message: resolved.message });
  const isDir = await stat(resolved.real).then((s) => s.isDirectory(), () => false);
  if (!isDir) return fail({ code: "invalid_cwd", message: `${cwdArg} is not a directory` });

  const cap = args.max_output_bytes ?? DEFAULT_OUTPUT_BYTES;
  const run = await runProcess({
    command: "bash",
    args: ["-lc", args.command],
    cwd: resolved.real,
    env: { ...process.env, ...args.env },
    timeoutMs: args.timeout_ms,
    signal: ctx.signal,
    maxOutputBytes: cap,
  });
  // A cancelled request gets no answer; the pipeline only needs the executor to end.
  if (run.aborted) throw new Error("cancelled");
  if (run.spawnError) return fail({ code: "spawn_error", message: run.spawnError });
  const streams = { stdout: run.stdout, stderr: run.stderr };
  if (run.timedOut) {
    return fail({
      code: "timeout",
      message: `command timed out after ${args.timeout_ms} ms; its process group was killed`,
      timeout_ms: args.timeout_ms,
      extra: streams,
    });
  }
  // Reaching the cap kills the group: the cut is ours, not the command's failure, so
  // the result is a success with truncated=true and always exit_code 137 (the
  // SIGKILL status), even if the command had exited on its own a moment before.
  const exit_code = run.truncated ? CAP_EXIT_CODE : exitStatus(run);
  if (exit_code !== 0 && !run.truncated) {
    return fail({ code: "nonzero_exit", message: `command exited with code ${exit_code}`, exit_code, extra: streams });
  }

  const fields = {
    tool: "bash",
    command: args.command,
    // Relative to the root ("." for the root): the agent's own frame of reference,
    // and it does not reveal where the server's root sits on the machine.
    cwd: path.relative(ctx.root, resolved.real) || ".",
    stdout: run.stdout,
    stderr: run.stderr,
    exit_code,
    timed_out: false,
    truncated: run.truncated,
    duration_ms: run.duration_ms,
  };
  if (run.truncated) capOf.set(fields, cap);
  const prune_input = fields[prunedStream(fields)];
  return {
    ok: true,
    raw: {
      fields,
      prune_input,
      prune_input_bytes: byteLength(prune_input),
      bytes: byteLength(run.stdout) + byteLength(run.stderr),
      duration_ms: run.duration_ms,
    },
  };
}

function applyPruned(fields: Record<string, unknown>, prunedText: string) {
  const next = { ...fields, [prunedStream(fields)]: prunedText };
  const cap = capOf.get(fields);
  if (cap !== undefined) capOf.set(next, cap);
  return { ok: true as const, fields: next };
}

const withNewline = (s: string) => (s.endsWith("\n") ? s : `${s}\n`);

/** What an agent reads: stdout, stderr under `[stderr]`, then status notes. */
function renderText(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  const error = fields.error as { code: string; message: string } | undefined;
  if (error) parts.push(`error ${error.code}: ${error.message}\n`);
  const stdout = typeof fields.stdout === "string" ? fields.stdout : "";
  const stderr = typeof fields.stderr === "string" ? fields.stderr : "";
  if (stdout) parts.push(withNewline(stdout));
  if (stderr) parts.push(`[stderr]\n${withNewline(stderr)}`);
  // An error line already gives the exit code.
  const exit = fields.exit_code;
  if (!error && typeof exit === "number" && exit !== 0) parts.push(`[exit code ${exit}]\n`);
  if (fields.truncated === true) {
    const cap = capOf.get(fields) ?? byteLength(stdout) + byteLength(stderr);
    parts.push(`[output truncated at ${cap} bytes]\n`);
  }
  return parts.join("").replace(/\n$/, "");
}

/** A file argument: quoted, or a word without the shell's special characters (not an option). */
const FILE_ARG = "(?!-)('[^']+'|\"[^\"]+\"|[^\\s'\"|;&<>()$`\\\\*?]+)";
const RANGE = String.raw`(?:'\d+,\d+p'|"\d+,\d+p"|\d+,\d+p)`;
const COUNT = String.raw`(?:(?:-n\s*|--lines=|-)\+?\d+)`;
/** Numbers each line (`cat -n`, `nl`, `nl -ba`): the engine reads the text after the number (numberedLines.ts). */
const NUMBERS = String.raw`(?:cat\s+-n|nl(?:\s+-b\s*a)?)`;
/** Later stages of a pipe that keep the lines' text: a range, the first or last lines. */
const FILTERS = String.raw`(?:\s*\|\s*(?:sed\s+-n\s+${RANGE}|(?:head|tail)(?:\s+${COUNT})?))*`;
/** After printing the text: filters, and the lines' numbers once at most (numbered twice, one layer would be read). */
const PIPED = String.raw`${FILTERS}(?:\s*\|\s*${NUMBERS})?${FILTERS}\s*$`;
/**
 * Commands whose stdout is one file's lines, unchanged but for their numbers: `cat f`,
 * `head -n 50 f`, `tail f`, `sed -n '10,80p' f`, `git show HEAD~1:f`, `cat -n f`,
 * `nl -ba f | sed -n '120,220p'` (how Codex reads a file).
 */
const SHOWS_FILE = [
  new RegExp(String.raw`^\s*cat\s+${FILE_ARG}${PIPED}`),
  new RegExp(String.raw`^\s*${NUMBERS}\s+${FILE_ARG}${FILTERS}\s*$`),
  new RegExp(String.raw`^\s*(?:head|tail)\s+(?:${COUNT}\s+)?${FILE_ARG}${PIPED}`),
  new RegExp(String.raw`^\s*sed\s+-n\s+${RANGE}\s+${FILE_ARG}${PIPED}`),
  new RegExp(String.raw`^\s*git\s+show\s+[\w./~^@{}-]+:${FILE_ARG}${PIPED}`),
];

/** The file a command prints, when it prints one file's text and does nothing else. */
export function shownFile(command: string): string | undefined {
  for (const re of SHOWS_FILE) {
    const m = re.exec(command);
    if (m) return m[1]!.replace(/^(['"])(.*)\1$/, "$2");
  }
  return undefined;
}

/**
 * What only source code opens with: a shebang or PHP's tag on the first line, or, as
 * the first line that is neither blank nor a comment, a C/C++ preprocessor directive
 * (`#include`, `#pragma once`, an include guard's `#ifndef`, `#if`, `#define`).
 * Prose, logs and configuration files do not (`export FOO=1`, "constructing…", a
 * README's indented `#include` sample, a log quoting one, sudoers' `#include`, which
 * follows its `#` comments).
 */
const SHEBANG = /^\uFEFF?(#!|<\?php\b)/;
const DIRECTIVE = /^#\s*(include|pragma|if|ifdef|ifndef|define)\b/;
const C_COMMENT_LINE = /^\s*(\/\/|\/\*|\*|$)/;

function opensAsCode(lines: readonly string[]): boolean {
  if (SHEBANG.test(lines[0] ?? "")) return true;
  let inBlock = false;
  for (const raw of lines) {
    const l = raw.replace(/\r$/, "");
    if (inBlock) {
      if (l.includes("*/")) inBlock = false;
      continue;
    }
    if (C_COMMENT_LINE.test(l)) {
      if (/^\s*\/\*/.test(l) && !l.includes("*/")) inBlock = true;
      continue;
    }
    return DIRECTIVE.test(l);
  }
  return false;
}

/**
 * A printed file is source code when its name says so (`.py`, `.rs`…), or, without an
 * extension, when its text opens as only code does (`bin/deploy`, `c++/12/vector`).
 * A name with another extension (`build.log`, `out.txt`) is not.
 */
function isSourceFile(file: string, output: string): boolean {
  if (languageOfPath(file) !== undefined) return true;
  if (path.extname(file) !== "") return false;
  // A license header may run long (libc++'s `vector` has 300 lines of synopsis after its guard, which come later).
  const printed = output.split("\n", 400);
  return opensAsCode(numberedListing(printed) ?? printed);
}

/** A search tool run in the command: its output may be grep's. */
const SEARCHES = /(^|[\s;&|(])(rg|grep|egrep|fgrep|ag|ack|git\s+grep)(\s|$)/;

/**
 * Command output, except (docs/choices.md) a source file printed whole or in part,
 * read as the `read` tool's file is (its name picks the grammar), and a search tool's
 * output that is grep's and nothing else, read as the grep tool's matches are, in
 * code. A printed file of another kind (`build.log`, `out.txt`) stays command output.
 * Only stdout is read so: what a command says itself goes to stderr, which is not
 * pruned while stdout has output (and is command output when it is what is pruned).
 */
function pruneHint(fields: Record<string, unknown>, output: string): PruneHint {
  const command = typeof fields.command === "string" ? fields.command : "";
  if (prunedStream(fields) !== "stdout") return { source: "logs" };
  const file = shownFile(command);
  if (file !== undefined && isSourceFile(file, output)) return { source: "code", path: file };
  return { source: SEARCHES.test(command) && isGrepOnly(output.split("\n")) ? "code" : "logs" };
}

export const bashTool: ToolDefinition = {
  name: "bash",
  description:
    "Run a shell command with `bash -lc` in the project root (or `cwd` inside it); returns stdout, stderr and the exit code.",
  focusNote: "For long output (builds, test runs, logs), pass context_focus_question to keep only the lines that answer it.",
  fullOutputNote: "The whole output is then kept in a file the result names, readable with read offset/limit.",
  pruneHint,
  annotations: { title: "Run shell command", readOnlyHint: false, destructiveHint: true, openWorldHint: true },
  argsSchema: bashArgsSchema,
  execute,
  applyPruned,
  renderText,
};
