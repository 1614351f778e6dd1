import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runClientProcess, type ClientRun } from "./clientProcess.js";
import { offlineClaudeEnv } from "./claudeEnv.js";
import {
  startScriptedAnthropic,
  type RecordedRequest,
  type ScriptTurn,
  type ScriptedAnthropicOptions,
  type ToolResultRecord,
} from "./scriptedAnthropic.js";

// Runs the real `claude -p` (the binary the Agent SDK ships for this platform)
// against the scripted Anthropic API of ./scriptedAnthropic.ts, offline, with a
// throw-away HOME, and returns what the "model" received.
//
// What makes MCP tool calls run unattended, found by running claude 2.1.330:
//  - ENABLE_TOOL_SEARCH=false: otherwise MCP tools are deferred behind ToolSearch
//    (only their names, in a system message) and are not in the request's `tools`.
//  - --allowedTools mcp__<server> for each configured server: without a rule, -p
//    denies the call ("Claude requested permissions to use mcp__pruner__read, but
//    you haven't granted it yet."); `--permission-mode dontAsk` and `acceptEdits`
//    deny it too. `--permission-mode bypassPermissions` (like
//    --dangerously-skip-permissions) works, but exits 1 as root ("cannot be used
//    with root/sudo privileges") unless IS_SANDBOX=1, which is set here only then.

export const CLAUDE_BIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../../node_modules/@anthropic-ai/claude-agent-sdk-${process.platform}-${process.arch}/claude`,
);

export function hasClaude(): boolean {
  return existsSync(CLAUDE_BIN);
}

/** One entry of Claude Code's `mcpServers` record (stdio form; other forms are passed through). */
export type ClaudeMcpServer = { type?: "stdio"; command: string; args?: string[]; env?: Record<string, string> } | Record<string, unknown>;

export type PermissionMode = "default" | "acceptEdits" | "bypassPermissions" | "dontAsk" | "plan";

export interface RunClaudeOptions {
  cwd: string;
  mcpServers: Record<string, ClaudeMcpServer>;
  script: readonly ScriptTurn[];
  /** Default: `mcp__<name>` for every server in mcpServers (all of its tools). */
  allowedTools?: string[];
  permissionMode?: PermissionMode;
  extraArgs?: string[];
  prompt?: string;
  /** Merged over the offline environment. */
  env?: Record<string, string>;
  /** Ends claude (its whole process group: SIGTERM, SIGKILL 3 s later) after this long. Default 40 s. */
  timeoutMs?: number;
  /** Run claude as another user (e.g. nobody); HOME is handed over to it. */
  uid?: number;
  gid?: number;
  claudePath?: string;
  api?: ScriptedAnthropicOptions;
}

export interface RunClaudeResult extends ClientRun {
  /** stdout parsed (`--output-format json`), or undefined when it is not JSON. */
  result: any;
  /** The arguments claude was run with. */
  args: string[];
  requests: RecordedRequest[];
  toolResults: ToolResultRecord[];
  /** Main requests answered after the script was used up. */
  exhausted: RecordedRequest[];
}

export async function runClaude(opts: RunClaudeOptions): Promise<RunClaudeResult> {
  const api = await startScriptedAnthropic(opts.script, opts.api);
  const home = mkdtempSync(path.join(tmpdir(), "claude-run-home-"));
  try {
    const mcpConfig = path.join(home, "mcp-config.json");
    writeFileSync(mcpConfig, JSON.stringify({ mcpServers: opts.mcpServers }, null, 2));
    const runsAsRoot = (opts.uid ?? process.getuid?.() ?? -1) === 0;
    if (opts.uid !== undefined) {
      const gid = opts.gid ?? opts.uid;
      chownSync(home, opts.uid, gid);
      chownSync(mcpConfig, opts.uid, gid);
    }
    chmodSync(home, 0o700);

    const allowedTools = opts.allowedTools ?? Object.keys(opts.mcpServers).map((name) => `mcp__${name}`);
    const args = [
      "-p",
      opts.prompt ?? "Follow the script.",
      "--mcp-config",
      mcpConfig,
      "--strict-mcp-config",
      "--output-format",
      "json",
      ...(allowedTools.length > 0 ? ["--allowedTools", allowedTools.join(",")] : []),
      ...(opts.permissionMode !== undefined ? ["--permission-mode", opts.permissionMode] : []),
      ...(opts.extraArgs ?? []),
    ];
    const env: Record<string, string> = {
      ...offlineClaudeEnv(home),
      ANTHROPIC_BASE_URL: api.url,
      ENABLE_TOOL_SEARCH: "false",
      // A failing request fails the run quickly instead of backing off for minutes.
      CLAUDE_CODE_MAX_RETRIES: "1",
      ...(opts.permissionMode === "bypassPermissions" && runsAsRoot ? { IS_SANDBOX: "1" } : {}),
      ...opts.env,
    };

    const run = await runClientProcess({
      command: opts.claudePath ?? CLAUDE_BIN,
      args,
      cwd: opts.cwd,
      env,
      uid: opts.uid,
      gid: opts.gid,
      timeoutMs: opts.timeoutMs ?? 40_000,
      // SIGTERM first, so claude and the MCP servers it started can end their own
      // children (our server runs each command in a process group of its own, which a
      // SIGKILL of this group would leave behind), then SIGKILL.
      onTimeout: (_pid, signalGroup) => {
        signalGroup("SIGTERM");
        const hardKill = setTimeout(() => signalGroup("SIGKILL"), 3_000);
        return () => clearTimeout(hardKill);
      },
      // Anything claude left behind in its group (an MCP server still shutting down).
      afterExit: "SIGTERM",
    });

    let result: any;
    try {
      result = JSON.parse(run.stdout);
    } catch {
      result = undefined;
    }
    return {
      ...run,
      result,
      args,
      requests: [...api.requests],
      toolResults: api.toolResults(),
      exhausted: api.exhausted(),
    };
  } finally {
    await api.close();
    rmSync(home, { recursive: true, force: true });
  }
}
