import type { RecoveryStore } from "./recoveryStore.js";

// The embedded pruning engine, first version (local-pruner.md): query-focused,
// line-level, deterministic. Lines are scored by the rare query terms they share
// (identifiers split on camelCase, snake_case and paths); kept lines bring their
// neighbourhood and enclosing signatures; structural, error and directive lines are
// never removed. Removed runs become one marker line naming the original range.

export type SourceType = "code" | "logs" | "docs";

export interface PruneOptions {
  max_prune_ratio: number;
  min_keep_lines: number;
  annotate_lines: boolean;
  include_markers: boolean;
}

export interface Annotation {
  kind: "pruned_block";
  original_start_line: number;
  original_end_line: number;
  pruned_line_count: number;
  reason: string;
  marker: string;
}

export interface PruneOutcome {
  prune_id: string;
  pruned_text: string;
  annotations: Annotation[];
  stats: {
    original_lines: number;
    kept_lines: number;
    pruned_lines: number;
    pruned_ratio: number;
    elapsed_ms: number;
    used_fallback: boolean;
  };
  warnings: string[];
}

const NO_PRUNE_BEGIN = "⟦NO_PRUNE_BEGIN⟧";
const NO_PRUNE_END = "⟦NO_PRUNE_END⟧";
const REASON = "hors_sujet";

const STOPWORDS = new Set(
  "a an and are as at be by can do does for from how i in is it of on or that the this to what when where which who why with does did get set use used using".split(" "),
);

/** Words of a text, identifiers split: `getUserName` → get, user, name; `a_b/c.ts` → a, b, c, ts. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}_]+/u)) {
    if (!word) continue;
    const parts = word
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
      .split(/[\s_]+/);
    for (const p of parts) {
      const t = p.toLowerCase();
      if (t.length > 1 && !STOPWORDS.has(t)) out.push(t);
    }
    const whole = word.toLowerCase();
    if (parts.length > 1 && whole.length > 1) out.push(whole);
  }
  return out;
}

const STRUCTURAL_CODE = /^\s*(import\b|export\b|from\s+\S+\s+import\b|#include\b|package\b|using\b|(async\s+)?function\b|def\b|class\b|interface\b|type\s+\w+\s*=|struct\b|enum\b|impl\b|fn\b|pub\s|func\b|module\b)/;
const ERROR_LINE = /error|exception|traceback|fail|panic|fatal/i;
const HEADING = /^\s{0,3}#{1,6}\s/;
const FENCE = /^\s*(```|~~~)/;

const indentOf = (line: string) => line.length - line.trimStart().length;

export function marker(pruneId: string, start: number, end: number, reason = REASON): string {
  return `⟦PRUNÉ: prune_id=${pruneId} lignes ${start}-${end} (${end - start + 1}) raison=${reason}⟧`;
}

/** Lines that must be kept whatever the query: directives, structure, errors, headings, fences. */
function mustKeep(lines: string[], source: SourceType): { keep: boolean[]; unbalanced: boolean } {
  const keep = lines.map(() => false);
  let inside = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.includes(NO_PRUNE_BEGIN)) inside = true;
    if (inside) keep[i] = true;
    if (l.includes(NO_PRUNE_END)) inside = false;
    if (source === "code" && (STRUCTURAL_CODE.test(l) || i < 2)) keep[i] = true;
    if (source === "logs" && ERROR_LINE.test(l)) {
      for (let j = Math.max(0, i - 1); j <= Math.min(lines.length - 1, i + 1); j++) keep[j] = true;
    }
    if (source === "docs" && HEADING.test(l)) keep[i] = true;
  }
  return { keep, unbalanced: inside };
}

/** Fenced blocks in docs, as [start, end] line indexes: never cut through one. */
function fencedBlocks(lines: string[]): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  let open = -1;
  lines.forEach((l, i) => {
    if (!FENCE.test(l)) return;
    if (open === -1) open = i;
    else {
      blocks.push([open, i]);
      open = -1;
    }
  });
  return blocks;
}

const MAX_BLOCK_LINES = 80;

/** Marks the block enclosing line i: from the less-indented line above to its closer. */
function expandBlock(lines: string[], i: number, selected: boolean[]): void {
  const ind = indentOf(lines[i]!);
  let start = i;
  // A signature line itself (its body is indented below it) opens the block.
  const next = lines.slice(i + 1).find((l) => l.trim() !== "");
  if (!(next !== undefined && indentOf(next) > ind)) {
    for (let j = i - 1; j >= 0; j--) {
      const l = lines[j]!;
      if (l.trim() !== "" && indentOf(l) < ind) {
        start = j;
        break;
      }
    }
  }
  const base = indentOf(lines[start]!);
  let end = start;
  for (let j = start + 1; j < lines.length; j++) {
    const l = lines[j]!;
    if (l.trim() === "") continue;
    if (indentOf(l) <= base) {
      if (/^\s*[}\])]/.test(l)) end = j;
      break;
    }
    end = j;
  }
  if (end - start + 1 > MAX_BLOCK_LINES) return;
  for (let j = start; j <= end; j++) selected[j] = true;
}

export function pruneLines(text: string, query: string, source: SourceType, options: PruneOptions, store: RecoveryStore): PruneOutcome {
  const started = performance.now();
  const lines = text.split("\n");
  const n = lines.length;
  const prune_id = store.put(lines);
  const warnings: string[] = [];
  const noop = (warning: string): PruneOutcome => ({
    prune_id,
    pruned_text: text,
    annotations: [],
    stats: { original_lines: n, kept_lines: n, pruned_lines: 0, pruned_ratio: 0, elapsed_ms: Math.round(performance.now() - started), used_fallback: true },
    warnings: [...warnings, warning],
  });
  if (text === "" || n <= Math.max(1, options.min_keep_lines)) return noop("constraints_unmet");

  const { keep, unbalanced } = mustKeep(lines, source);
  if (unbalanced) warnings.push("unbalanced_no_prune");

  // Rare terms weigh more: idf over the lines of this text.
  const lineTerms = lines.map((l) => new Set(terms(l)));
  const df = new Map<string, number>();
  for (const set of lineTerms) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const q = [...new Set(terms(query))].filter((t) => df.has(t));
  if (q.length === 0) return noop("no_relevant_lines");
  const idf = (t: string) => Math.log(1 + n / df.get(t)!);
  const score = lineTerms.map((set) => q.reduce((s, t) => (set.has(t) ? s + idf(t) : s), 0));
  const best = Math.max(...score);

  // Relevant lines: close to the best score; how close adapts to how concentrated they are.
  const relevant = score.map((s) => s > 0 && s >= best * 0.5);
  const selected = keep.slice();
  // Code keeps a relevant line's statement/small block around it; logs and docs keep the line.
  const reach = source === "code" ? 3 : 0;
  for (let i = 0; i < n; i++) {
    if (!relevant[i]) continue;
    // The line's neighbourhood, up to a blank line, on both sides.
    for (let j = i; j >= 0 && j >= i - reach && lines[j]!.trim() !== ""; j--) selected[j] = true;
    for (let j = i; j < n && j <= i + reach && lines[j]!.trim() !== ""; j++) selected[j] = true;
    // Enclosing signatures: the nearest less-indented line above, repeatedly.
    let ind = indentOf(lines[i]!);
    for (let j = i - 1; j >= 0 && ind > 0; j--) {
      const l = lines[j]!;
      if (l.trim() === "") continue;
      if (indentOf(l) < ind) {
        selected[j] = true;
        ind = indentOf(l);
      }
    }
  }
  // Code: the best-scoring lines bring their whole enclosing block (a function with
  // its signature and closer), when that block is not huge.
  if (source === "code") {
    for (let i = 0; i < n; i++) if (score[i] === best) expandBlock(lines, i, selected);
  }
  if (source === "docs") {
    for (const [a, b] of fencedBlocks(lines)) {
      if (selected.slice(a, b + 1).some(Boolean)) for (let j = a; j <= b; j++) selected[j] = true;
    }
  }

  // Constraints: never remove more than max_prune_ratio, never keep fewer than min_keep_lines;
  // lines are added back by score, then by position, deterministically.
  const maxRemoved = Math.floor(n * Math.min(1, Math.max(0, options.max_prune_ratio)));
  const minKept = Math.max(n - maxRemoved, Math.min(n, options.min_keep_lines));
  let kept = selected.filter(Boolean).length;
  if (kept < minKept) {
    const order = [...Array(n).keys()].filter((i) => !selected[i]).sort((a, b) => score[b]! - score[a]! || a - b);
    for (const i of order) {
      if (kept >= minKept) break;
      selected[i] = true;
      kept++;
    }
  }
  if (kept === n) return noop("nothing_to_prune");

  const out: string[] = [];
  const annotations: Annotation[] = [];
  for (let i = 0; i < n; ) {
    if (selected[i]) {
      out.push(options.annotate_lines ? `${i + 1}│ ${lines[i]}` : lines[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < n && !selected[j]) j++;
    const m = marker(prune_id, i + 1, j);
    annotations.push({ kind: "pruned_block", original_start_line: i + 1, original_end_line: j, pruned_line_count: j - i, reason: REASON, marker: m });
    if (options.include_markers) out.push(m);
    i = j;
  }
  return {
    prune_id,
    pruned_text: out.join("\n"),
    annotations,
    stats: {
      original_lines: n,
      kept_lines: kept,
      pruned_lines: n - kept,
      pruned_ratio: (n - kept) / n,
      elapsed_ms: Math.round(performance.now() - started),
      used_fallback: false,
    },
    warnings,
  };
}
