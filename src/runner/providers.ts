import type { RemoteEntry, StdioEntry } from "./configuredServers.js";
import type { McpServerConfig } from "./mcpConfig.js";

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

/** A TOML basic string: quotes, backslashes and control characters escaped; other text kept as UTF-8. */
export function tomlString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return out + '"';
}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/** A key segment of a `--config` path: bare when it can be, quoted otherwise. */
function tomlKey(segment: string): string {
  return BARE_KEY.test(segment) ? segment : tomlString(segment);
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
      set(["mcp_servers", name, "url"], tomlString(s.url));
      for (const [key, value] of Object.entries(s.headers ?? {})) set(["mcp_servers", name, "http_headers", key], tomlString(value));
      continue;
    }
    set(["mcp_servers", name, "command"], tomlString(s.command));
    if (s.args) set(["mcp_servers", name, "args"], `[${s.args.map(tomlString).join(", ")}]`);
    for (const [key, value] of Object.entries(s.env ?? {})) set(["mcp_servers", name, "env", key], tomlString(value));
  }
  return argv;
}
