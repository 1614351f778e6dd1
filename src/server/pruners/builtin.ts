import path from "node:path";
import { prune, type Compression, type PruneOptions, type SourceType } from "../../engine/engine.js";
import { RecoveryStore } from "../../engine/recoveryStore.js";
import { languageOfPath } from "../../engine/syntax.js";
import type { Pruner, PruneAttempt, PruneHint } from "./http.js";

// The embedded engine behind the same Pruner interface as the HTTP adapter
// (`PRUNER_URL=builtin`, and decision 5's fallback when nothing listens).

/**
 * In-server defaults: keep at least a few lines, never remove more than 90%, and keep
 * the compact markers an agent reads within 2% of the kept text, so markers, the note
 * and a client's frame stay within 5% of what the agent pays for (docs/choices.md).
 */
const MAX_PRUNE_RATIO: Record<Compression, number> = { recall: 0.9, balanced: 0.95, aggressive: 0.98 };

/** The options the server prunes with at a level; the other levels may also remove more of the lines (10% kept at least by default). */
export function builtinOptions(compression: Compression = "recall"): PruneOptions {
  return { max_prune_ratio: MAX_PRUNE_RATIO[compression], min_keep_lines: 3, annotate_lines: false, include_markers: true, marker_share: 0.02, compression };
}

const DOCS = new Set([".md", ".markdown", ".mdx", ".rst", ".adoc", ".txt"]);
const LOGS = new Set([".log", ".out"]);

/** A read file's kind follows its name: documentation and logs are pruned by their own rules. */
export function sourceOf(hint: PruneHint): SourceType {
  if (hint.path === undefined) return hint.source;
  const ext = path.extname(hint.path).toLowerCase();
  return DOCS.has(ext) ? "docs" : LOGS.has(ext) ? "logs" : hint.source;
}

/**
 * The embedded engine as the server's pruner. Its removed lines are not kept in memory:
 * the server's readers get them back from the file (`read`) or from the saved whole
 * output (`bash`, `grep`), never through `recover_text`.
 */
export function createBuiltinPruner(compression: Compression = "recall"): Pruner {
  const store = new RecoveryStore(0, 0);
  const options = builtinOptions(compression);
  return {
    endpoint: "builtin",
    async prune(code: string, query: string, _signal?: AbortSignal, hint: PruneHint = { source: "code" }): Promise<PruneAttempt> {
      const started = performance.now();
      const r = await prune(code, query, sourceOf(hint), options, store, hint.path === undefined ? undefined : languageOfPath(hint.path));
      const duration_ms = Math.round(performance.now() - started);
      // The engine failed open: say so (the raw output goes back as a pruner failure), with the real duration.
      if (r.error !== undefined) return { ok: false, code: "invalid_response", message: `embedded engine error: ${r.error}`, duration_ms };
      return { ok: true, text: r.pruned_text, duration_ms, engine: "builtin" };
    },
  };
}

/**
 * Decision 5: with PRUNER_URL unset, the default URL is tried; when the connection is
 * refused (nothing listens), the embedded engine prunes instead. Other failures of
 * the HTTP pruner fall back to raw output as specified.
 */
export function withBuiltinFallback(http: Pruner, builtin: Pruner): Pruner {
  return {
    endpoint: http.endpoint,
    async prune(code, query, signal, hint) {
      const attempt = await http.prune(code, query, signal, hint);
      if (!attempt.ok && attempt.refused) return builtin.prune(code, query, signal, hint);
      return attempt;
    },
  };
}
