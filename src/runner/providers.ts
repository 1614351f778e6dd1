import { stringify } from "smol-toml";
import type { RemoteEntry, StdioEntry } from "./configuredServers.js";
import { PRUNER_SERVER_NAME, type McpServerConfig } from "./mcpConfig.js";
import { TOOL_NAMES } from "../../machines/types.js";

/** A runner stdio config (no `type`) or a configured server entry. */
export type AnyServer = McpServerConfig | StdioEntry | RemoteEntry;
type Servers = Readonly<Record<string, AnyServer>>;

const isRemote = (s: AnyServer): s is RemoteEntry => "type" in s && (s.type === "sse" || s.type === "http");

// Translations of a runner's stdio `mcpServers` to each provider's format
// (design.md "Provider Wiring").

/** Claude Agent SDK `Options.mcpServers` entry for a stdio server. */
export interface ClaudeStdioServer {
  type: "stdio";
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

/** Claude Agent SDK `Options.mcpServers` entry for an SSE or HTTP server. */
export interface ClaudeRemoteServer {
  type: "sse" | "http";
  url: string;
  headers?: Record<string, string>;
}

/** Pass-through to the Claude Agent SDK: it spawns stdio servers and connects to remote ones itself. */
export function toClaudeAgentSdkMcpServers(servers: Servers): Record<string, ClaudeStdioServer | ClaudeRemoteServer> {
  const out: Record<string, ClaudeStdioServer | ClaudeRemoteServer> = {};
  for (const [name, s] of Object.entries(servers)) {
    if (isRemote(s)) {
      out[name] = { type: s.type, url: s.url, ...(s.headers ? { headers: { ...s.headers } } : {}) };
      continue;
    }
    out[name] = {
      type: "stdio",
      command: s.command,
      ...(s.args ? { args: [...s.args] } : {}),
      ...(s.env ? { env: { ...s.env } } : {}),
    };
  }
  return out;
}

/**
 * One TOML value as smol-toml writes it (the same library that parses TOML elsewhere
 * in this package): strings escaped, arrays bracketed, non-ASCII kept as UTF-8.
 */
export function tomlValue(value: string | readonly string[]): string {
  // Arrays as design.md writes them (`["a","b"]`), each element written by smol-toml.
  if (typeof value !== "string") return `[${value.map((v) => tomlValue(v)).join(",")}]`;
  const line = stringify({ v: value }).trimEnd();
  return line.slice(line.indexOf("=") + 1).trim();
}

/** A TOML basic string (kept for callers of the earlier API). */
export const tomlString = (value: string): string => tomlValue(value);

/** A key segment of a `--config` path: bare when it can be, quoted otherwise (smol-toml decides). */
function tomlKey(segment: string): string {
  const line = stringify({ [segment]: 0 }).trimEnd();
  return line.slice(0, line.lastIndexOf("=")).trim();
}

/**
 * `codex` CLI overrides: `--config mcp_servers.<name>.command="…"`, `.args=[…]` (when
 * present) and `.env.<KEY>="…"` (HTTP servers: `.url` and `.http_headers.<K>`), one argv pair each, values as TOML so that spaces,
 * quotes, backslashes, `=`, newlines and non-ASCII survive.
 */
export function toCodexConfigArgs(servers: Servers, warn: (message: string) => void = () => {}): string[] {
  const argv: string[] = [];
  const set = (keyPath: string[], value: string) => argv.push("--config", `${keyPath.map(tomlKey).join(".")}=${value}`);
  for (const [name, s] of Object.entries(servers)) {
    if (isRemote(s)) {
      // Codex speaks streamable HTTP (`url`, `http_headers`), not SSE.
      if (s.type === "sse") {
        warn(`mcpServers.${name}: Codex does not support SSE servers; skipped`);
        continue;
      }
      set(["mcp_servers", name, "url"], tomlValue(s.url));
      for (const [key, value] of Object.entries(s.headers ?? {})) set(["mcp_servers", name, "http_headers", key], tomlValue(value));
      continue;
    }
    set(["mcp_servers", name, "command"], tomlValue(s.command));
    if (s.args) set(["mcp_servers", name, "args"], tomlValue(s.args));
    for (const [key, value] of Object.entries(s.env ?? {})) set(["mcp_servers", name, "env", key], tomlValue(value));
    // The runner's own server runs unattended: `codex exec` asks for no approval
    // ("approval policy is never"), so an MCP tool that needs one never runs.
    if (name === PRUNER_SERVER_NAME) set(["mcp_servers", name, "default_tools_approval_mode"], tomlValue("approve"));
  }
  return argv;
}

/** The pruner's tools as the Claude Agent SDK and Claude Code name MCP tools. */
export const PRUNER_TOOLS = TOOL_NAMES;

/**
 * Claude Agent SDK options for the servers: `mcpServers`, and `allowedTools` naming the
 * runner's own server's tools (`mcp__pruner__read`…) so their calls run without a
 * permission prompt (a phase has no human to answer one). The same names go to the
 * `claude` CLI's `--allowedTools`. Configured servers keep the run's permission rules.
 */
export function toClaudeAgentSdkOptions(servers: Servers): { mcpServers: ReturnType<typeof toClaudeAgentSdkMcpServers>; allowedTools: string[] } {
  const allowedTools = PRUNER_SERVER_NAME in servers ? PRUNER_TOOLS.map((t) => `mcp__${PRUNER_SERVER_NAME}__${t}`) : [];
  return { mcpServers: toClaudeAgentSdkMcpServers(servers), allowedTools };
}
