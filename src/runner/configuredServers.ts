import { parse as parseJsonc, printParseErrorCode, type ParseError } from "jsonc-parser";
import { z } from "zod";

// A user's own MCP servers with execution modes (runner.md §3): a JSONC file with an
// `mcpServers` record, validated strictly, `${VAR}` expanded first, filtered by mode.

export const DEFAULT_MODES = ["host", "container"] as const;

const stringRecord = z.record(z.string(), z.string());

const serverSchema = z.strictObject({
  command: z.string().min(1).optional(),
  args: z.array(z.string()).optional(),
  env: stringRecord.optional(),
  type: z.enum(["stdio", "sse", "http"]).optional(),
  url: z.string().optional(),
  headers: stringRecord.optional(),
  modes: z.array(z.string().min(1)).min(1).optional(),
});

export type ConfiguredServer = z.output<typeof serverSchema>;

export type StdioEntry = { type: "stdio"; command: string; args?: string[]; env?: Record<string, string> };
export type RemoteEntry = { type: "sse" | "http"; url: string; headers?: Record<string, string> };
export type ServerEntry = StdioEntry | RemoteEntry;

export type ParseResult = { ok: true; servers: Record<string, ConfiguredServer> } | { ok: false; errors: string[] };

/** The transport rules: stdio needs `command` and no `url`; sse/http need `url` and no `command`. */
function transportErrors(name: string, s: ConfiguredServer): string[] {
  const where = `mcpServers.${name}`;
  const errors: string[] = [];
  if (s.type === undefined || s.type === "stdio") {
    if (s.command === undefined) errors.push(`${where}: a stdio server needs "command"`);
    if (s.url !== undefined) errors.push(`${where}: a stdio server cannot have "url" (set "type": "http" or "sse")`);
    if (s.headers !== undefined) errors.push(`${where}: "headers" are for "http"/"sse" servers`);
  } else {
    if (s.url === undefined) errors.push(`${where}: a "${s.type}" server needs "url"`);
    else if (!/^https?:\/\//i.test(s.url)) errors.push(`${where}: "url" must be an http(s) URL`);
    if (s.command !== undefined) errors.push(`${where}: a "${s.type}" server cannot have "command"`);
    if (s.args !== undefined || s.env !== undefined) errors.push(`${where}: "args"/"env" are for stdio servers`);
  }
  return errors;
}

/** `${VAR}` and `${VAR:-default}` in every string value, from `env`; unset without a default is an error. */
export function expandVars(value: unknown, env: Readonly<Record<string, string | undefined>>, where: string, errors: string[]): unknown {
  if (typeof value === "string") {
    return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (whole, name: string, dflt: string | undefined) => {
      const v = env[name];
      if (v !== undefined && v !== "") return v;
      if (dflt !== undefined) return dflt;
      errors.push(`${where}: \${${name}} is not set`);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => expandVars(v, env, `${where}.${i}`, errors));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandVars(v, env, `${where}.${k}`, errors)]));
  }
  return value;
}

/** Validates a parsed config object's `mcpServers` (missing means none). */
export function parseMcpServers(config: unknown, env: Readonly<Record<string, string | undefined>> = process.env): ParseResult {
  if (config === null || typeof config !== "object" || Array.isArray(config)) return { ok: false, errors: ["config: must be a JSON object"] };
  const raw = (config as { mcpServers?: unknown }).mcpServers;
  if (raw === undefined) return { ok: true, servers: {} };
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { ok: false, errors: ["mcpServers: must be an object of servers"] };
  const errors: string[] = [];
  const servers: Record<string, ConfiguredServer> = {};
  for (const [name, value] of Object.entries(raw)) {
    const where = `mcpServers.${name}`;
    const expanded = expandVars(value, env, where, errors);
    const parsed = serverSchema.safeParse(expanded);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === "unrecognized_keys") for (const k of issue.keys) errors.push(`${where}: unknown key "${k}"`);
        else errors.push(`${[where, ...issue.path].join(".")}: ${issue.message}`);
      }
      continue;
    }
    const rules = transportErrors(name, parsed.data);
    if (rules.length > 0) errors.push(...rules);
    else servers[name] = parsed.data;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, servers };
}

/** Parses a JSONC text (comments and trailing commas allowed), then `parseMcpServers`. */
export function parseMcpServersJsonc(text: string, env?: Readonly<Record<string, string | undefined>>): ParseResult {
  const syntax: ParseError[] = [];
  const value: unknown = parseJsonc(text, syntax, { allowTrailingComma: true, disallowComments: false });
  if (syntax.length > 0) {
    return { ok: false, errors: syntax.map((e) => `config: ${printParseErrorCode(e.error)} at offset ${e.offset}`) };
  }
  return parseMcpServers(value, env);
}

function toEntry(s: ConfiguredServer): ServerEntry {
  if (s.type === "sse" || s.type === "http") return { type: s.type, url: s.url!, ...(s.headers ? { headers: s.headers } : {}) };
  return { type: "stdio", command: s.command!, ...(s.args ? { args: s.args } : {}), ...(s.env ? { env: s.env } : {}) };
}

export interface ModeFilter {
  active: Record<string, ServerEntry>;
  filtered: Array<{ name: string; modes: string[] }>;
  warnings: string[];
}

/**
 * The servers whose modes (default host and container) include `mode`. Names the
 * runner reserves for its own servers (at least `pruner` when it injects it) are
 * skipped with a warning instead of silently replacing the runner's server.
 */
export function filterMcpServersByMode(
  servers: Readonly<Record<string, ConfiguredServer>>,
  mode: string,
  reserved: readonly string[] = ["pruner"],
): ModeFilter {
  const out: ModeFilter = { active: {}, filtered: [], warnings: [] };
  for (const [name, s] of Object.entries(servers)) {
    if (reserved.includes(name)) {
      out.warnings.push(`mcpServers.${name}: "${name}" is reserved for the runner's own server; skipped`);
      continue;
    }
    const modes = s.modes ?? [...DEFAULT_MODES];
    if (modes.includes(mode)) out.active[name] = toEntry(s);
    else out.filtered.push({ name, modes });
  }
  return out;
}
