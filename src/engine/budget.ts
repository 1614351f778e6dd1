import type { Unit } from "./codeUnits.js";

// Once a text is cut into units (code units, command-output records, grep snippets)
// and the units are scored, every kind is selected the same way: best first, until
// their characters fill a budget that grows with the text, down to a share of the
// best unit's score. The numbers per kind are in engine.ts.

export interface SelectionBudget {
  /** Units are kept until their characters reach this many plus `share` of the rest. */
  minChars: number;
  share: number;
  /** Units scoring below this share of the best unit are not kept. */
  floor: number;
}

/** Characters of lines `start..end` (inclusive), newlines counted. */
export function charsOf(lines: readonly string[], start = 0, end = lines.length - 1): number {
  let c = 0;
  for (let i = start; i <= end; i++) c += lines[i]!.length + 1;
  return c;
}

/**
 * The units to keep, best first. A unit that would overflow the budget is skipped (a
 * smaller one after it may still fit); the best unit is always kept. `ties` says which
 * of two equal scores comes first: the earlier unit, or the later (a command's verdict
 * comes last).
 */
export function bestWithinBudget(lines: readonly string[], units: readonly Unit[], score: Float64Array, budget: SelectionBudget, ties: "earlier" | "later"): number[] {
  const limit = budget.minChars + Math.max(0, charsOf(lines) - budget.minChars) * budget.share;
  const order = ties === "earlier" ? 1 : -1;
  const ranked = units.map((_, k) => k).filter((k) => score[k]! > 0).sort((a, b) => score[b]! - score[a]! || order * (a - b));
  const best = ranked.length > 0 ? score[ranked[0]!]! : 0;
  const kept: number[] = [];
  let used = 0;
  for (const k of ranked) {
    if (score[k]! < best * budget.floor) break;
    const c = charsOf(lines, units[k]!.start, units[k]!.end);
    if (kept.length > 0 && used + c > limit) continue;
    kept.push(k);
    used += c;
  }
  return kept;
}
