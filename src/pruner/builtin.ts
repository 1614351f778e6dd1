import type { SourceType } from "../pruning/engine.js";
import { pruneLines } from "../pruning/engine.js";
import { RecoveryStore } from "../pruning/recoveryStore.js";
import type { Pruner, PruneAttempt } from "./http.js";

// The embedded engine behind the same Pruner interface as the HTTP adapter
// (`PRUNER_URL=builtin`, and decision 5's fallback when nothing listens).

/** In-server defaults: keep at least a few lines, never remove more than 90%. */
const OPTIONS = { max_prune_ratio: 0.9, min_keep_lines: 3, annotate_lines: false, include_markers: true };

export function createBuiltinPruner(store = new RecoveryStore()): Pruner & { store: RecoveryStore } {
  return {
    endpoint: "builtin",
    store,
    async prune(code: string, query: string, _signal?: AbortSignal, source: SourceType = "code"): Promise<PruneAttempt> {
      const started = performance.now();
      const r = pruneLines(code, query, source, OPTIONS, store);
      return { ok: true, text: r.pruned_text, duration_ms: Math.round(performance.now() - started), engine: "builtin" };
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
    async prune(code, query, signal, source) {
      const attempt = await http.prune(code, query, signal, source);
      if (!attempt.ok && attempt.refused) return builtin.prune(code, query, signal, source);
      return attempt;
    },
  };
}
