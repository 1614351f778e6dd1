#!/usr/bin/env node
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

// The "bare SDK" reference: McpServer + StdioServerTransport + registerTool with
// the same three tool shapes and result shapes as @jeeves/mcp-pruner, and nothing
// else (no request state machine, no logging, no pruning, no path hardening).
// Usage: node dist/bench/bareServer.js <rootDir>

const root = path.resolve(process.argv[2] ?? process.cwd());
const DEFAULT_OUTPUT_BYTES = 512 * 1024;
const NO_PRUNING = { attempted: false, applied: false, fallback: false, reason: "no_focus_question", raw_bytes: 0 };

const common = {
  max_output_bytes: z.number().int().positive().optional(),
  context_focus_question: z.string().optional(),
};

function ok(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: structured };
}

function fail(tool: string, code: string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return {
    content: [{ type: "text", text: `error ${code}: ${message}` }],
    structuredContent: { tool, error: { code, message }, ...extra, pruning: NO_PRUNING },
    isError: true,
  };
}

const server = new McpServer({ name: "bare-sdk-reference", version: "0.0.0" });

server.registerTool(
  "read",
  { description: "Read a UTF-8 file under the root.", inputSchema: { file_path: z.string(), encoding: z.literal("utf-8").optional(), ...common } },
  async ({ file_path, max_output_bytes }) => {
    const started = Date.now();
    let buf: Buffer;
    try {
      buf = await readFile(path.resolve(root, file_path));
    } catch (err) {
      return fail("read", (err as NodeJS.ErrnoException).code === "ENOENT" ? "not_found" : "io_error", (err as Error).message);
    }
    const truncated = max_output_bytes !== undefined && buf.length > max_output_bytes;
    const content = (truncated ? buf.subarray(0, max_output_bytes) : buf).toString("utf8");
    const bytes = truncated ? max_output_bytes : buf.length;
    return ok(content, {
      tool: "read",
      file_path,
      encoding: "utf-8",
      content,
      truncated,
      bytes,
      duration_ms: Date.now() - started,
      pruning: { ...NO_PRUNING, raw_bytes: bytes },
    });
  },
);

interface Match {
  path: string;
  line: number;
  column: number | null;
  text: string;
}

server.registerTool(
  "grep",
  {
    description: "Search files under the root with rg --json.",
    inputSchema: {
      pattern: z.string(),
      path: z.string().optional(),
      paths: z.array(z.string()).optional(),
      cwd: z.string().optional(),
      fixed_string: z.boolean().optional(),
      case_sensitive: z.boolean().optional(),
      timeout_ms: z.number().int().positive().optional(),
      max_matches: z.number().int().positive().optional(),
      ...common,
    },
  },
  async (args) => {
    const started = Date.now();
    const paths = args.paths ?? [args.path ?? "."];
    const rgArgs = ["--json", ...(args.fixed_string ? ["-F"] : []), ...(args.case_sensitive === false ? ["-i"] : []), "--", args.pattern, ...paths];
    const maxMatches = args.max_matches ?? Number.POSITIVE_INFINITY;
    const maxBytes = args.max_output_bytes ?? DEFAULT_OUTPUT_BYTES;
    const child = spawn("rg", rgArgs, { cwd: path.resolve(root, args.cwd ?? "."), stdio: ["ignore", "pipe", "pipe"] });
    const matches: Match[] = [];
    let textBytes = 0;
    let truncated = false;
    let stderr = "";
    let rest = "";
    const onLine = (line: string) => {
      if (truncated || !line.startsWith('{"type":"match"')) return;
      const data = (JSON.parse(line) as { data: RgMatch }).data;
      const text = (data.lines.text ?? Buffer.from(data.lines.bytes ?? "", "base64").toString("utf8")).replace(/\r?\n$/, "");
      const size = Buffer.byteLength(text);
      if (matches.length >= maxMatches || textBytes + size > maxBytes) {
        truncated = true;
        child.kill("SIGKILL");
        return;
      }
      textBytes += size;
      const first = data.submatches[0];
      matches.push({ path: data.path.text ?? "", line: data.line_number, column: first ? first.start + 1 : null, text });
    };
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    const timer = args.timeout_ms ? setTimeout(() => child.kill("SIGKILL"), args.timeout_ms) : undefined;
    const code = await new Promise<number | null>((resolve) => {
      child.once("error", () => resolve(-1));
      child.once("close", (c) => resolve(c));
    });
    clearTimeout(timer);
    if (rest) onLine(rest);
    if (!truncated && code !== 0 && code !== 1) return fail("grep", code === -1 ? "spawn_error" : "rg_error", stderr.trim() || `rg exited ${code}`);
    const text = matches.map((m) => `${m.path}:${m.line}:${m.column ?? ""}:${m.text}`).join("\n");
    return ok(text, {
      tool: "grep",
      pattern: args.pattern,
      paths,
      matches,
      match_count: matches.length,
      truncated,
      duration_ms: Date.now() - started,
      pruning: { ...NO_PRUNING, raw_bytes: Buffer.byteLength(text) },
    });
  },
);

interface RgMatch {
  path: { text?: string };
  lines: { text?: string; bytes?: string };
  line_number: number;
  submatches: Array<{ start: number }>;
}

server.registerTool(
  "bash",
  {
    description: "Run a command with bash -lc under the root.",
    inputSchema: {
      command: z.string(),
      cwd: z.string().optional(),
      env: z.record(z.string(), z.string()).optional(),
      timeout_ms: z.number().int().positive().optional(),
      ...common,
    },
  },
  async (args) => {
    const started = Date.now();
    const cwd = path.resolve(root, args.cwd ?? ".");
    const maxBytes = args.max_output_bytes ?? DEFAULT_OUTPUT_BYTES;
    const child = spawn("bash", ["-lc", args.command], { cwd, env: { ...process.env, ...args.env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let captured = 0;
    let truncated = false;
    let timedOut = false;
    const take = (append: (s: string) => void) => (chunk: Buffer) => {
      if (truncated) return;
      const room = maxBytes - captured;
      if (chunk.length > room) {
        truncated = true;
        child.kill("SIGKILL");
      }
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      captured += part.length;
      append(part.toString("utf8"));
    };
    child.stdout.on("data", take((s) => (stdout += s)));
    child.stderr.on("data", take((s) => (stderr += s)));
    const timer = args.timeout_ms
      ? setTimeout(() => {
          timedOut = true;
          child.kill("SIGKILL");
        }, args.timeout_ms)
      : undefined;
    const exitCode = await new Promise<number>((resolve) => {
      child.once("error", () => resolve(-1));
      child.once("close", (c, signal) => resolve(c ?? (signal ? 128 + 9 : -1)));
    });
    clearTimeout(timer);
    if (exitCode === -1) return fail("bash", "spawn_error", "could not start bash");
    if (timedOut) return fail("bash", "timeout", `timed out after ${args.timeout_ms} ms`, { stdout, stderr });
    if (exitCode !== 0 && !truncated) return fail("bash", "nonzero_exit", `exit code ${exitCode}`, { stdout, stderr });
    const text = stderr ? `${stdout}${stdout.endsWith("\n") || !stdout ? "" : "\n"}[stderr]\n${stderr}` : stdout;
    return ok(text, {
      tool: "bash",
      command: args.command,
      cwd: path.relative(root, cwd) || ".",
      stdout,
      stderr,
      exit_code: exitCode,
      timed_out: false,
      truncated,
      duration_ms: Date.now() - started,
      pruning: { ...NO_PRUNING, raw_bytes: Buffer.byteLength(stdout || stderr) },
    });
  },
);

await server.connect(new StdioServerTransport());
