import type { z } from "zod";
import type { ToolName, ToolOutcome } from "../../machines/types.js";
import type { PruneHint } from "../server/pruners/http.js";

/** What every executor gets besides its arguments. */
export interface ToolContext {
  /** The server root (`MCP_PRUNER_CWD`), already resolved to its real path. */
  root: string;
  /** Aborted when the request is cancelled or the server shuts down. */
  signal: AbortSignal;
  /** Which grep engine to use; decided once at start-up from PATH. */
  grepEngine: "rg" | "grep";
}

export type ApplyPrunedResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; message: string };

/** One tool: its schema, its executor and how its output meets the pruner. */
export interface ToolDefinition {
  name: ToolName;
  /** What the tool does. */
  description: string;
  /** How to ask for pruning, said after the description when pruning is on. */
  focusNote: string;
  /** Where pruned lines go, said after that when pruned output is also kept in a file (MCP_PRUNER_FULL_OUTPUT_DIR not ""). */
  fullOutputNote?: string;
  /**
   * How the pruner reads the tool's output (`output`, the stream it prunes): a file is
   * code (its name may say docs or logs), a shell's output is command output, grep's
   * matches are found in code.
   */
  pruneHint(fields: Record<string, unknown>, output: string): PruneHint;
  /** MCP tool annotations: hints clients use to decide on approval (Codex runs read-only tools unasked). */
  annotations: { title: string; readOnlyHint: boolean; destructiveHint?: boolean; openWorldHint: boolean };
  /** Argument schema with the lexical root checks bound to `root`. */
  argsSchema(root: string): z.ZodType;
  execute(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolOutcome>;
  /** Replaces the pruned field(s) with the pruner's text (design.md "Applying the pruned text"). */
  applyPruned(fields: Record<string, unknown>, prunedText: string): ApplyPrunedResult;
  /** The plain text an agent reads in `content[0].text`. */
  renderText(fields: Record<string, unknown>): string;
}
