import { stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ToolOutcome } from "../../machines/types.js";
import { resolveInsideRoot } from "../paths.js";
import { exitStatus, runProcess } from "../process.js";
import { byteLength } from "../text.js";
import { DEFAULT_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, focusQuestion, maxOutputBytes, rootedCwd, timeoutMs } from "./common.js";
import type { ToolDefinition } from "./types.js";

// Tool `bash` (design.md §3): `bash -lc <command>` in its own process group.

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
      .describe("A question about the output; when given, stdout (or stderr if stdout is empty) is pruned to what is relevant."),
  });
}

export type BashArgs = z.output<ReturnType<typeof bashArgsSchema>>;

async function execute(rawArgs: Record<string, unknown>, ctx: Parameters<ToolDefinition["execute"]>[1]): Promise<ToolOutcome> {
  const args = rawArgs as BashArgs;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (code: string, message: string, more: { exit_code?: number; timeout_ms?: number; extra?: Record<string, unknown> } = {}): ToolOutcome => ({
    ok: false,
    failure: { code, message, ...more },
    duration_ms: elapsed(),
  });

  const cwdArg = args.cwd ?? ".";
  const resolved = await resolveInsideRoot(ctx.root, cwdArg);
  if (!resolved.ok) return fail("invalid_cwd", resolved.message);
  const isDir = await stat(resolved.real).then((s) => s.isDirectory(), () => false);
  if (!isDir) return fail("invalid_cwd", `${cwdArg} is not a directory`);

  const run = await runProcess({
    command: "bash",
    args: ["-lc", args.command],
    cwd: resolved.real,
    env: { ...process.env, ...args.env },
    timeoutMs: args.timeout_ms,
    signal: ctx.signal,
    maxOutputBytes: args.max_output_bytes ?? DEFAULT_OUTPUT_BYTES,
  });
  if (run.aborted) throw new Error("cancelled");
  if (run.spawnError) return fail("spawn_error", run.spawnError);
  const streams = { stdout: run.stdout, stderr: run.stderr };
  if (run.timedOut) {
    return fail("timeout", `command timed out after ${args.timeout_ms} ms; its process group was killed`, {
      timeout_ms: args.timeout_ms,
      extra: streams,
    });
  }
  // When the cap killed the group the cut was ours, not the command's failure:
  // a success with truncated=true and the status of the kill (137).
  const exit_code = exitStatus(run);
  if (exit_code !== 0 && !run.truncated) {
    return fail("nonzero_exit", `command exited with code ${exit_code}`, { exit_code, extra: streams });
  }
  const prune_input = run.stdout !== "" ? run.stdout : run.stderr;
  const fields = {
    tool: "bash",
    command: args.command,
    // Relative to the root ("." for the root): the agent's own frame of reference.
    cwd: path.relative(ctx.root, resolved.real) || ".",
    stdout: run.stdout,
    stderr: run.stderr,
    exit_code,
    timed_out: false,
    truncated: run.truncated,
    duration_ms: run.duration_ms,
  };
  const bytes = byteLength(run.stdout) + byteLength(run.stderr);
  return { ok: true, raw: { fields, prune_input, prune_input_bytes: byteLength(prune_input), bytes, duration_ms: run.duration_ms } };
}

function renderText(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  const error = fields.error as { code: string; message: string } | undefined;
  if (error) parts.push(`error ${error.code}: ${error.message}\n`);
  const stdout = (fields.stdout as string | undefined) ?? "";
  const stderr = (fields.stderr as string | undefined) ?? "";
  if (stdout) parts.push(stdout.endsWith("\n") ? stdout : `${stdout}\n`);
  if (stderr) parts.push(`[stderr]\n${stderr.endsWith("\n") ? stderr : `${stderr}\n`}`);
  const exit = fields.exit_code as number | undefined;
  if (!error && exit !== undefined && exit !== 0) parts.push(`[exit code ${exit}]\n`);
  if (fields.truncated === true) parts.push("[output truncated at the byte cap; the command was stopped]\n");
  return parts.join("").replace(/\n$/, "");
}

export const bashTool: ToolDefinition = {
  name: "bash",
  description:
    "Run a shell command with `bash -lc` in the project root (or `cwd` inside it) and return stdout, stderr and the exit code. " +
    "Pass `context_focus_question` to get only the output lines relevant to that question (removed lines are marked); " +
    "the full output comes back if pruning fails.",
  argsSchema: bashArgsSchema,
  execute,
  applyPruned(fields, prunedText) {
    // The pruned text replaces the stream it came from: stdout when non-empty, else stderr.
    const key = (fields.stdout as string) !== "" ? "stdout" : "stderr";
    return { ok: true, fields: { ...fields, [key]: prunedText } };
  },
  renderText,
};
