import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runClientProcess, type ClientRun } from "./clientProcess.js";
import {
  startScriptedResponses,
  type CallOutputRecord,
  type RecordedRequest,
  type ScriptTurn,
  type ScriptedResponsesOptions,
} from "./scriptedResponses.js";

// Runs the real `codex exec` (dev dependency @openai/codex) against the scripted
// Responses API of ./scriptedResponses.ts, offline, with a throw-away HOME and
// CODEX_HOME and a minimal environment, and returns what the "model" received.
//
// What codex-cli 0.169 needs, found by running it:
//  - A model provider pointing at the scripted server: model_provider, and
//    model_providers.<id>.{name, base_url, wire_api="responses"}. No API key is
//    needed (without env_key no Authorization header is sent).
//  - --skip-git-repo-check unless cwd is inside a git repository ("Not inside a
//    trusted directory and --skip-git-repo-check was not specified.", exit 1).
//    Trusting the directory is not needed otherwise.
//  - MCP tool calls: `codex exec` runs with approval policy "never", and an MCP
//    tool without annotations needs approval, so the call is answered "MCP tool
//    call requires approval, but approval policy is never" unless the server (or
//    the tool) is pre-approved: mcp_servers.<name>.default_tools_approval_mode =
//    "approve" (values: auto | prompt | writes | approve), or per tool
//    mcp_servers.<name>.tools.<tool>.approval_mode = "approve". That is left to
//    the caller's configArgs. The sandbox (read-only by default) does not apply to
//    MCP servers: they run unsandboxed either way.
//  - Codex starts each stdio MCP server in a process group of its own, so killing
//    codex's group does not reach it; on a timeout the harness kills codex's
//    descendants one by one (found through /proc) and then its group.
//  - Offline: with plugins, remote plugins, apps and analytics on, codex looks up
//    api.github.com, chatgpt.com and ab.chatgpt.com in the background (harmless
//    but not hermetic); `offline` (default on) turns those off.

export const CODEX_BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../node_modules/.bin/codex");

export function hasCodex(): boolean {
  return existsSync(CODEX_BIN);
}

/** The model provider id the harness configures. */
const SCRIPTED_PROVIDER = "scripted";

/** All descendants of pid, from /proc (Linux; empty elsewhere). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  for (const e of entries) {
    try {
      // pid (comm) state ppid …; comm may hold spaces or parentheses.
      const stat = readFileSync(`/proc/${e}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(e));
      children.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

export interface RunCodexOptions {
  cwd: string;
  /** `--config …` arguments, e.g. from toCodexConfigArgs(), plus approval settings. */
  configArgs: readonly string[];
  script: readonly ScriptTurn[];
  /** More arguments for `codex exec`, placed before the prompt. */
  extraArgs?: readonly string[];
  prompt?: string;
  /**
   * Default "scripted-model": unknown to Codex, so it uses fallback metadata (a
   * warning on stderr) and offers MCP tools up front in `tools`. With a model it
   * knows (e.g. "gpt-5.5") MCP tools are deferred behind tool_search.
   */
  model?: string;
  /** Merged over the minimal environment (PATH, HOME, CODEX_HOME). */
  env?: Record<string, string>;
  /** Kills codex (its whole process group) after this long. Default 45 s. */
  timeoutMs?: number;
  /** Default true: pass --skip-git-repo-check. */
  skipGitRepoCheck?: boolean;
  /** Default true: disable plugins, remote plugins, apps and analytics (no background lookups). */
  offline?: boolean;
  codexPath?: string;
  api?: ScriptedResponsesOptions;
}

export interface RunCodexResult extends ClientRun {
  /** The arguments codex was run with. */
  args: string[];
  requests: RecordedRequest[];
  /** The function_call_output items Codex sent back, one per call, in order. */
  callOutputs: CallOutputRecord[];
  /** Responses requests answered after the script was used up. */
  exhausted: RecordedRequest[];
}

export async function runCodexExec(opts: RunCodexOptions): Promise<RunCodexResult> {
  const api = await startScriptedResponses(opts.script, opts.api);
  const home = mkdtempSync(path.join(tmpdir(), "codex-exec-home-"));
  const codexHome = path.join(home, ".codex");
  mkdirSync(codexHome, { mode: 0o700 });
  try {
    const p = SCRIPTED_PROVIDER;
    const args = [
      "exec",
      ...(opts.skipGitRepoCheck === false ? [] : ["--skip-git-repo-check"]),
      ...(opts.offline === false ? [] : ["--disable", "plugins", "--disable", "remote_plugin", "--disable", "apps", "-c", "analytics.enabled=false"]),
      ...["-c", `model_provider="${p}"`],
      ...["-c", `model_providers.${p}.name="${p}"`],
      ...["-c", `model_providers.${p}.base_url=${JSON.stringify(`${api.url}/v1`)}`],
      ...["-c", `model_providers.${p}.wire_api="responses"`],
      // A failing request fails the run at once instead of retrying with backoff.
      ...["-c", `model_providers.${p}.request_max_retries=0`],
      ...["-c", `model_providers.${p}.stream_max_retries=0`],
      ...["-c", `model=${JSON.stringify(opts.model ?? "scripted-model")}`],
      ...opts.configArgs,
      ...(opts.extraArgs ?? []),
      opts.prompt ?? "Follow the script.",
    ];
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: home,
      CODEX_HOME: codexHome,
      ...opts.env,
    };

    const run = await runClientProcess({
      command: opts.codexPath ?? CODEX_BIN,
      args,
      cwd: opts.cwd,
      env,
      timeoutMs: opts.timeoutMs ?? 45_000,
      // MCP servers first (their own process groups), while codex still holds them as children.
      onTimeout: (pid, signalGroup) => {
        for (const d of descendants(pid)) {
          try {
            process.kill(d, "SIGKILL");
          } catch {
            // already gone
          }
        }
        signalGroup("SIGKILL");
      },
      // Anything left behind in codex's group. (An MCP server is in a group of its own
      // and, once codex is gone, reparented: it must end on stdin EOF by itself.)
      afterExit: "SIGKILL",
    });

    return {
      ...run,
      args,
      requests: [...api.requests],
      callOutputs: api.callOutputs(),
      exhausted: api.exhausted(),
    };
  } finally {
    await api.close();
    rmSync(home, { recursive: true, force: true });
  }
}
