import { COMPRESSION_LEVELS, type Compression } from "../shared/compression.js";
import path from "node:path";
import { z } from "zod";
import type { ResultFormat } from "./response.js";

// Server configuration (design.md §3 "MCP server environment", decisions 4, 5, 12).
// Pure: reads the env object it is given; only main prints and exits.

export const DEFAULT_PRUNER_URL = "http://localhost:8000/prune";

export interface ServerConfig {
  /** The pruner endpoint; "" when pruning is disabled; "builtin" for the embedded engine. */
  prunerUrl: string;
  /** False when PRUNER_URL was unset or the default URL (decision 5: the embedded engine steps in if nothing listens). */
  prunerUrlExplicit: boolean;
  prunerTimeoutMs: number;
  prunerMaxInputBytes: number;
  /** Root directory as configured (not yet checked on disk). */
  root: string;
  /**
   * decision 12: "text" drops structuredContent and moves the metadata to _meta;
   * unset, the format follows the client that connects (clientFormats.ts).
   */
  resultFormat?: ResultFormat;
  /** How much the embedded engine keeps: recall (default), balanced, aggressive. */
  compression: Compression;
  /** Where pruned bash/grep output is kept for reading back, relative to the root; "" turns it off. */
  fullOutputDir: string;
  logLevel: "debug" | "info" | "warn" | "error";
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; message: string };

const intInRange = (name: string, min: number, max: number, dflt: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === "") return dflt;
      const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(raw)})` });
        return z.NEVER;
      }
      return n;
    });

const prunerUrl = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined) return DEFAULT_PRUNER_URL;
    if (raw === "" || raw === "builtin") return raw;
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      ctx.addIssue({ code: "custom", message: `PRUNER_URL must be an absolute http(s) URL, "builtin" or empty (got ${JSON.stringify(raw)})` });
      return z.NEVER;
    }
    return raw;
  });

const oneOf = <T extends string>(name: string, values: readonly T[], dflt: T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === "") return dflt;
      const v = raw.trim().toLowerCase() as T;
      if (!values.includes(v)) {
        ctx.addIssue({ code: "custom", message: `${name} must be one of ${values.join(", ")} (got ${JSON.stringify(raw)})` });
        return z.NEVER;
      }
      return v;
    });

const envSchema = z.object({
  PRUNER_URL: prunerUrl,
  PRUNER_TIMEOUT_MS: intInRange("PRUNER_TIMEOUT_MS", 100, 300_000, 30_000),
  PRUNER_MAX_INPUT_BYTES: intInRange("PRUNER_MAX_INPUT_BYTES", 1024, 10_485_760, 262_144),
  MCP_PRUNER_CWD: z.string().optional(),
  MCP_PRUNER_RESULT_FORMAT: oneOf("MCP_PRUNER_RESULT_FORMAT", ["structured", "text", "auto"] as const, "auto"),
  MCP_PRUNER_COMPRESSION: oneOf("MCP_PRUNER_COMPRESSION", COMPRESSION_LEVELS, "recall"),
  MCP_PRUNER_FULL_OUTPUT_DIR: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || (!path.isAbsolute(v) && !path.normalize(v).split(path.sep).includes("..") && !v.includes("\0")), {
      message: "MCP_PRUNER_FULL_OUTPUT_DIR must be a relative path inside the root (or empty to turn it off)",
    }),
  MCP_PRUNER_LOG_LEVEL: oneOf("MCP_PRUNER_LOG_LEVEL", ["debug", "info", "warn", "error"] as const, "info"),
  MCP_PRUNER_EVENTS_FILE: z
    .string()
    .optional()
    .refine((v) => v === undefined || !v.includes("\0"), { message: "MCP_PRUNER_EVENTS_FILE must not contain NUL" }),
});

/**
 * MCP_PRUNER_EVENTS_FILE (where the event lines also go, for runners that cannot read
 * stderr) as an absolute path relative to the server's working directory. Read apart
 * from parseConfig, so that a start-up failure over another variable still reaches the
 * file; parseConfig only rejects a NUL in it. Undefined when unset, empty or unusable.
 */
export function eventsFileOf(env: Record<string, string | undefined>, cwd: string): string | undefined {
  const v = env.MCP_PRUNER_EVENTS_FILE;
  return v === undefined || v === "" || v.includes("\0") ? undefined : path.resolve(cwd, v);
}

export function parseConfig(env: Record<string, string | undefined>, cwd: string): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((i) => i.message).join("; ") };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      prunerUrl: e.PRUNER_URL,
      // The default URL is what a runner forwards when its user set nothing (design.md
      // T6 always sets PRUNER_URL): it keeps decision 5's fallback, like an unset one.
      prunerUrlExplicit: env.PRUNER_URL !== undefined && env.PRUNER_URL.trim() !== DEFAULT_PRUNER_URL,
      prunerTimeoutMs: e.PRUNER_TIMEOUT_MS,
      prunerMaxInputBytes: e.PRUNER_MAX_INPUT_BYTES,
      root: e.MCP_PRUNER_CWD === undefined || e.MCP_PRUNER_CWD === "" ? cwd : e.MCP_PRUNER_CWD,
      ...(e.MCP_PRUNER_RESULT_FORMAT === "auto" ? {} : { resultFormat: e.MCP_PRUNER_RESULT_FORMAT }),
      compression: e.MCP_PRUNER_COMPRESSION,
      fullOutputDir: e.MCP_PRUNER_FULL_OUTPUT_DIR ?? ".mcp-pruner/outputs",
      logLevel: e.MCP_PRUNER_LOG_LEVEL,
    },
  };
}
