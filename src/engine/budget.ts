import type { Scored } from "./engine.js";

// Once a text is cut into units (code units, command-output records, grep snippets),
// every kind is scored and selected the same way: BM25 over the question terms, then
// best first until their characters fill a budget that grows with the text, down to a
// share of the best unit's score. The numbers per kind are in engine.ts.

/** A run of lines a reader takes or leaves whole. */
export interface Unit {
  start: number;
  end: number;
  /** First line of a function's signature, after its doc comment and decorators (the unit's start when it has none). */
  headerStart?: number;
  /** Last line of the unit's own header (its signature); the first line for a paragraph. */
  headerEnd: number;
  kind: "function" | "paragraph";
}

const BM25_K = 1.2;
const BM25_B = 0.75;
/** A term in a unit's header (a function's doc comment and signature, a paragraph's first line) says what the unit is about. */
const HEADER_WEIGHT = 1.5;

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
 * The units to keep, best first. A unit below the floor (its `evidence`, another
 * scoring of the same units when given, else its score, under `floor` of the best) is
 * left out; a unit that would overflow the budget is skipped (a smaller one after it
 * may still fit); the first unit kept is kept whatever its size. `ties` says which of
 * two equal scores comes first: the earlier unit, or the later (a command's verdict
 * comes last).
 */
export function bestWithinBudget(lines: readonly string[], units: readonly Unit[], score: Float64Array, budget: SelectionBudget, ties: "earlier" | "later", evidence: Float64Array = score): number[] {
  const limit = budget.minChars + Math.max(0, charsOf(lines) - budget.minChars) * budget.share;
  const order = ties === "earlier" ? 1 : -1;
  const ranked = units.map((_, k) => k).filter((k) => score[k]! > 0).sort((a, b) => score[b]! - score[a]! || order * (a - b));
  const best = ranked.reduce((m, k) => Math.max(m, evidence[k]!), 0);
  const kept: number[] = [];
  let used = 0;
  for (const k of ranked) {
    if (evidence[k]! < best * budget.floor) continue;
    const c = charsOf(lines, units[k]!.start, units[k]!.end);
    if (kept.length > 0 && used + c > limit) continue;
    kept.push(k);
    used += c;
  }
  return kept;
}

/**
 * Each term's idf over the units being ranked (textbook BM25: how many of the
 * documents hold it), not over lines. A term on many units, the question's subject
 * (the class a file defines, named in every constructor and method), does not tell
 * them apart, however few of the lines hold it.
 */
export function unitIdf(units: readonly Unit[], sc: Scored): Float64Array {
  const df = new Float64Array(sc.idf.length);
  const seen = new Uint8Array(sc.idf.length);
  for (const u of units) {
    seen.fill(0);
    for (let i = u.start; i <= u.end; i++) for (const k of sc.hits[i]!) seen[k] = 1;
    for (let k = 0; k < seen.length; k++) df[k]! += seen[k]!;
  }
  const n = units.length;
  return df.map((d) => Math.log(1 + (n - d + 0.5) / (d + 0.5)));
}

/**
 * BM25 score of each unit over the question terms, each weighing `idf` (by default
 * the line scores' own: rarity among lines, quoted literals doubled). With `coverage`,
 * a unit's score is also scaled by the share of the question's evidence (its terms'
 * idf) it holds, to that power: a unit holding all the rare words beats one repeating
 * a single word.
 */
export function scoreUnits(units: readonly Unit[], sc: Scored, coverage = 0, idf: Float64Array = sc.idf): Float64Array {
  const avgLen = units.reduce((a, u) => a + u.end - u.start + 1, 0) / Math.max(1, units.length);
  const tf = new Float64Array(sc.idf.length);
  const inHeader = new Uint8Array(sc.idf.length);
  let evidence = 0;
  for (const w of idf) evidence += w;
  return Float64Array.from(units, (u) => {
    tf.fill(0);
    inHeader.fill(0);
    for (let i = u.start; i <= u.end; i++) {
      for (const k of sc.hits[i]!) {
        tf[k]!++;
        if (i <= u.headerEnd) inHeader[k] = 1;
      }
    }
    const norm = BM25_K * (1 - BM25_B + (BM25_B * (u.end - u.start + 1)) / avgLen);
    let s = 0;
    let held = 0;
    for (let k = 0; k < tf.length; k++) {
      if (tf[k]! === 0) continue;
      held += idf[k]!;
      s += idf[k]! * (inHeader[k] ? HEADER_WEIGHT : 1) * ((tf[k]! * (BM25_K + 1)) / (tf[k]! + norm));
    }
    return coverage > 0 && evidence > 0 ? s * Math.pow(held / evidence, coverage) : s;
  });
}

/** Lines scoring at least `share` of the best line, best first (earlier first on ties), at most `limit` of them. */
export function strongestLines(score: Float64Array, best: number, share: number, limit: number): number[] {
  const lines: number[] = [];
  for (let i = 0; i < score.length; i++) if (score[i]! > 0 && score[i]! >= best * share) lines.push(i);
  return lines.sort((a, b) => score[b]! - score[a]! || a - b).slice(0, limit);
}
