import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_PRUNER_URL } from "../server/config.js";

// What a runner injects into a provider run (design.md §3 "Runner environment",
// "Default mcp-pruner path resolution", runner.md §2).

/** A stdio MCP server as providers spawn it. */
export interface McpServerConfig {
  command: string;
  args?: readonly string[];
  env?: Readonly<Record<string, string>>;
}

export type McpServers = Readonly<Record<string, McpServerConfig>>;

/** The runner's own server name (design.md "Provider Wiring"). */
export const PRUNER_SERVER_NAME = "pruner";

export type BuildResult =
  | { enabled: true; servers: McpServers; entrypoint: string }
  | { enabled: false; reason: "config_disabled" }
  | { enabled: false; reason: "config_invalid"; message: string };

const TRUTHY = new Set(["1", "true", "yes", "on"]);

/** `JEEVES_PRUNER_ENABLED`: `1/true/yes/on`, case-insensitive (decision 3); anything else is off. */
export function isEnabled(value: string | undefined): boolean {
  return value !== undefined && TRUTHY.has(value.trim().toLowerCase());
}

function validHttpUrl(raw: string): boolean {
  try {
    const u = new URL(raw);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

const isReadableFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * The JS entrypoint run with `node`: the explicit path, else the package's own
 * `dist/index.js` as resolved from here, else the workspace `dist` layout; null when
 * none exists (the config is then invalid and nothing is injected).
 */
export function resolveEntrypoint(explicit: string | undefined, cwd: string): { ok: true; path: string } | { ok: false; message: string } {
  if (explicit !== undefined && explicit !== "") {
    const abs = path.resolve(cwd, explicit);
    return isReadableFile(abs)
      ? { ok: true, path: abs }
      : { ok: false, message: `JEEVES_MCP_PRUNER_PATH ${JSON.stringify(explicit)} is not a readable file` };
  }
  const candidates: string[] = [];
  try {
    candidates.push(createRequire(import.meta.url).resolve("@jeeves/mcp-pruner/dist/index.js"));
  } catch {
    // not resolvable as a package from here
  }
  // This module is dist/src/runner/mcpConfig.js; the server is dist/index.js.
  const here = path.dirname(fileURLToPath(import.meta.url));
  candidates.push(path.resolve(here, "../../index.js"));
  // Workspace layout: packages/runner/dist/* next to packages/mcp-pruner/dist/*.
  candidates.push(path.resolve(here, "../../mcp-pruner/dist/index.js"));
  const found = candidates.find((c) => existsSync(c) && isReadableFile(c));
  return found ? { ok: true, path: found } : { ok: false, message: `mcp-pruner entrypoint not found (tried ${candidates.join(", ")})` };
}

/**
 * Builds the `mcpServers` record a runner passes to its provider, from the runner's
 * environment and the run's working directory.
 */
export function buildMcpServers(env: Readonly<Record<string, string | undefined>>, opts: { cwd: string; eventsFile?: string }): BuildResult {
  if (!isEnabled(env.JEEVES_PRUNER_ENABLED)) return { enabled: false, reason: "config_disabled" };

  const url = env.JEEVES_PRUNER_URL;
  if (url !== undefined && url !== "" && !validHttpUrl(url)) {
    return { enabled: false, reason: "config_invalid", message: `JEEVES_PRUNER_URL must be an absolute http(s) URL or empty (got ${JSON.stringify(url)})` };
  }
  const timeout = env.PRUNER_TIMEOUT_MS;
  if (timeout !== undefined && timeout !== "" && !/^\d+$/.test(timeout.trim())) {
    return { enabled: false, reason: "config_invalid", message: `PRUNER_TIMEOUT_MS must be an integer (got ${JSON.stringify(timeout)})` };
  }
  const entry = resolveEntrypoint(env.JEEVES_MCP_PRUNER_PATH, opts.cwd);
  if (!entry.ok) return { enabled: false, reason: "config_invalid", message: entry.message };

  const serverEnv: Record<string, string> = {
    // Always explicit: unset means the default URL, "" disables pruning.
    PRUNER_URL: url ?? DEFAULT_PRUNER_URL,
    MCP_PRUNER_CWD: opts.cwd,
  };
  if (timeout !== undefined && timeout !== "") serverEnv.PRUNER_TIMEOUT_MS = timeout.trim();
  // The server also appends its events there: the runner reads the run's summary and
  // recoveries after the phase (readServerEvents), even when a provider spawned it.
  // Absolute, as the runner reads it (readServerEvents resolves against its own working
  // directory): the provider may start the server anywhere.
  if (opts.eventsFile !== undefined) serverEnv.MCP_PRUNER_EVENTS_FILE = path.resolve(opts.eventsFile);
  return {
    enabled: true,
    entrypoint: entry.path,
    servers: { [PRUNER_SERVER_NAME]: { command: "node", args: [entry.path], env: serverEnv } },
  };
}
