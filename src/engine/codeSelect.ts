import { bestWithinBudget, scoreUnits, strongestLines, unitIdf, type SelectionBudget, type Unit } from "./budget.js";
import { codeUnits, COMMENT, definedName, MAX_FUNCTION_UNIT_LINES, STRING_LITERAL } from "./codeUnits.js";
import type { Scored } from "./engine.js";
import type { CodeStructure } from "./syntax.js";

// Code selection by units (codeUnits.ts): every unit is scored like a BM25 document
// on the question's terms, and units are kept best first until they fill the
// budget (a share of the text) or score too far below the best. A reader of a kept
// function also needs what it leans on: the same file's definitions it names (a
// constant, a helper), and the signatures around it. A few lines that score highest
// on their own (a quoted literal deep in a long function) are kept with their
// statement whatever unit they sit in.

/** The top-scoring lines kept with their statement, whatever unit holds them. */
const TOP_LINES = 8;
const TOP_LINE_SHARE = 0.6;
const MAX_STATEMENT_LINES = 12;
/**
 * Relevance spreads a little along the code's own structure: to the units next to a
 * relevant one (code about one thing sits together), to the other paragraphs of the
 * same long function (they share its subject), and to the functions it calls (they
 * are part of its behaviour). Each share is of the giving unit's own score.
 */
const NEIGHBOUR_SHARE = 0.3;
const SIBLING_SHARE = 0.3;
const CALLEE_SHARE = 0.3;
/** A paragraph of comments alone, and a comment line among the strongest lines, count this share of their score: they restate in prose what the code does. */
const PROSE_SHARE = 0.5;
/** Definitions named by the best units, kept with them when small. */
const FOLLOW_FROM_UNITS = 3;
const MAX_FOLLOWED = 4;
const MAX_FOLLOWED_LINES = 40;
const MAX_HEADER_LINES = 5;

/**
 * A field a line reads on an object (`self.x`, `this.x`, `opts.x`, Ruby's `@x`; not in
 * a string: `'config.json'`), and the lines that give it a value before anything
 * changes it, its default: a constructor's `self.x = …`, or a key set to a literal
 * value (`x: 20,` in a defaults object, `x: int = 3` in a dataclass; not a struct's `x:
 * Type,`, nor a comparison `x: a >= 18,`). A default is a short line: longer ones are
 * not read (the patterns' spaces would cost time on a line of thousands).
 */
const FIELD_READ = /(?:\.|@)([A-Za-z_]\w*)\b(?!\s*\()/g;
const FIELD_SET = /^\s*(?:self\.|this\.|@)([A-Za-z_]\w*)\s*(?::[^=]+)?(?:\|\||\?\?)?=(?!=)/;
const KEY_SET = /^\s*(['"]?)([A-Za-z_]\w*)\1\s*:(?!:) *(?:[\w.[\]|<>][\w.[\]|<> ]*= *)?(?:-?\d[\w.]*|'[^']*'|"[^"]*"|true|false|null|undefined|nil|None|True|False|\[\]|\{\})[ \t]*(?:,[ \t]*)?(?:(?:\/\/|#).*)?$/;
const COMPARISON = /[<>!=]=/;
const MAX_DEFAULT_LINE = 200;
const CONSTRUCTOR = /^(__init__|initialize|constructor)$/;
const MAX_FIELD_DEFAULTS = 6;

/** A name a line uses: a JavaScript private name (`this.#get`) with its `#` (definedName); a `#` not after a dot (`${#items[@]}`, `#define`) is not its. */
const USE = /(?:(?<=\.)#)?[A-Za-z_$][\w$]{2,}/g;

/** For each line, the smallest span containing it (-1 when none); spans may nest. */
function innermost(n: number, spans: ReadonlyArray<readonly [number, number]>): Int32Array {
  const at = new Int32Array(n).fill(-1);
  const order = spans.map((_, k) => k).sort((a, b) => spans[b]![1] - spans[b]![0] - (spans[a]![1] - spans[a]![0]) || a - b);
  for (const k of order) {
    const [s, e] = spans[k]!;
    for (let i = Math.max(0, s); i <= Math.min(n - 1, e); i++) at[i] = k;
  }
  return at;
}

/**
 * Unit scores with relevance spread to neighbours, siblings in a long function, and
 * callees, for each of several scorings of the same units (read once for the calls).
 */
function spreadRelevance(units: readonly Unit[], owns: readonly Float64Array[], lines: readonly string[], definedBy: ReadonlyMap<string, number>, longFunctionOf: (k: number) => number): Float64Array[] {
  // Which unit calls which: a callee shares its callers' relevance, divided among them.
  const callers = new Map<number, number[]>();
  units.forEach((u, k) => {
    if (owns.every((own) => own[k]! === 0)) return;
    const seen = new Set<number>();
    for (let i = u.start; i <= u.end; i++) {
      for (const m of lines[i]!.matchAll(USE)) {
        const v = definedBy.get(m[0]);
        if (v === undefined || v === k || seen.has(v)) continue;
        seen.add(v);
        const list = callers.get(v) ?? [];
        list.push(k);
        callers.set(v, list);
      }
    }
  });
  const fn = units.map((_, k) => longFunctionOf(k));
  return owns.map((own) => {
    const out = Float64Array.from(own);
    for (let k = 0; k < units.length; k++) {
      const near = Math.max(k > 0 ? own[k - 1]! : 0, k + 1 < units.length ? own[k + 1]! : 0);
      out[k]! += NEIGHBOUR_SHARE * near;
    }
    const bestIn = new Map<number, number>();
    for (let k = 0; k < units.length; k++) if (fn[k]! !== -1) bestIn.set(fn[k]!, Math.max(bestIn.get(fn[k]!) ?? 0, own[k]!));
    for (let k = 0; k < units.length; k++) if (fn[k]! !== -1) out[k]! += SIBLING_SHARE * bestIn.get(fn[k]!)!;
    for (const [v, from] of callers) {
      // Divided among the callers that score in this scoring.
      const giving = from.filter((u) => own[u]! > 0);
      for (const u of giving) out[v]! += (CALLEE_SHARE * own[u]!) / giving.length;
    }
    return out;
  });
}

/** A file's code units as the engine ranks them, with what selection needs of its structure. */
export interface RankedUnits {
  units: Unit[];
  /** Each unit's own BM25 score, and its score with relevance spread (the ranking). */
  own: Float64Array;
  score: Float64Array;
  /**
   * The same spread score with each term's idf over lines: whether a unit bears on the
   * question at all (the budget's floor), where the ranking asks which bears most.
   */
  evidence: Float64Array;
  /** The name each unit defines, and the first unit defining each name. */
  names: Array<string | undefined>;
  definedBy: ReadonlyMap<string, number>;
  /** For each line, the innermost declaration holding it (-1: none), and each declaration's parent. */
  declAt: Int32Array;
  parent: Int32Array;
}

export function rankCodeUnits(lines: readonly string[], sc: Scored, structure: CodeStructure): RankedUnits {
  const n = lines.length;
  const units = codeUnits(lines, structure);
  // Units are told apart by the terms few of them hold (round 10): idf over units.
  const own = scoreUnits(units, sc, 0, unitIdf(units, sc));
  const ownByLines = scoreUnits(units, sc);
  const decls = structure.declarations;
  const declAt = innermost(n, decls.map((d) => [d.start, d.end] as const));
  const parent = new Int32Array(decls.length).fill(-1);
  const byStart = decls.map((_, k) => k).sort((a, b) => decls[a]!.start - decls[b]!.start || decls[b]!.end - decls[a]!.end || a - b);
  const stack: number[] = [];
  for (const k of byStart) {
    while (stack.length > 0 && decls[stack[stack.length - 1]!]!.end < decls[k]!.start) stack.pop();
    if (stack.length > 0) parent[k] = stack[stack.length - 1]!;
    stack.push(k);
  }
  // The name each unit defines (read from its header lines), and which unit defines a name.
  const names = units.map((u) => {
    const from = u.headerStart ?? u.start;
    for (let i = from; i <= Math.min(u.headerEnd, from + MAX_HEADER_LINES); i++) {
      const name = definedName(lines[i]!);
      if (name !== undefined) return name;
    }
    return undefined;
  });
  const definedBy = new Map<string, number>();
  names.forEach((name, k) => {
    if (name !== undefined && !definedBy.has(name)) definedBy.set(name, k);
  });
  const longFunctionOf = (k: number) => {
    const d = declAt[units[k]!.start]!;
    return d !== -1 && decls[d]!.kind === "function" && decls[d]!.end - decls[d]!.start + 1 > MAX_FUNCTION_UNIT_LINES ? d : -1;
  };
  const [score, evidence] = spreadRelevance(units, [own, ownByLines], lines, definedBy, longFunctionOf) as [Float64Array, Float64Array];
  // A paragraph of comments alone (a file's or a section's prose, not a function's doc)
  // is written in the asker's words, so it outscores the code it describes.
  units.forEach((u, k) => {
    if (u.kind !== "paragraph") return;
    for (let i = u.start; i <= u.end; i++) if (!COMMENT.test(lines[i]!)) return;
    score[k]! *= PROSE_SHARE;
  });
  return { units, own, score, evidence, names, definedBy, declAt, parent };
}

export function selectCodeUnits(lines: readonly string[], sc: Scored, structure: CodeStructure, selected: boolean[], budget: SelectionBudget): void {
  const n = lines.length;
  const { units, score: unitScore, evidence, definedBy, declAt, parent } = rankCodeUnits(lines, sc, structure);
  if (units.length === 0) return;
  const unitAt = new Int32Array(n).fill(-1);
  units.forEach((u, k) => {
    for (let i = u.start; i <= u.end; i++) unitAt[i] = k;
  });
  // Signatures around a line: every declaration that encloses it (a class, a long function).
  const decls = structure.declarations;
  const keepEnclosing = (line: number) => {
    for (let k = declAt[line]!; k !== -1; k = parent[k]!) {
      const d = decls[k]!;
      for (let i = d.headerStart; i <= Math.min(d.headerEnd, d.headerStart + MAX_HEADER_LINES - 1); i++) selected[i] = true;
    }
  };
  // Units kept whole: a unit's first line may be selected already (the outline, the
  // header, an import) without the unit being kept.
  const isKept = new Uint8Array(units.length);
  const keepUnit = (k: number) => {
    isKept[k] = 1;
    const u = units[k]!;
    for (let i = u.start; i <= u.end; i++) selected[i] = true;
    keepEnclosing(u.start);
  };

  // Best units first, until the budget is spent or the scores fall off.
  const kept = bestWithinBudget(lines, units, unitScore, budget, "earlier", evidence);
  for (const k of kept) keepUnit(k);

  // What the best units lean on: definitions of the names they use, from this file.
  let followed = 0;
  for (const k of kept.slice(0, FOLLOW_FROM_UNITS)) {
    const u = units[k]!;
    const seen = new Set<string>();
    for (let i = u.start; i <= u.end && followed < MAX_FOLLOWED; i++) {
      for (const m of lines[i]!.matchAll(USE)) {
        const name = m[0];
        if (seen.has(name)) continue;
        seen.add(name);
        const d = definedBy.get(name);
        if (d === undefined || d === k || isKept[d]) continue;
        const du = units[d]!;
        // A long definition (always a function: paragraphs are shorter): its signature, and those around it, say what it is.
        if (du.end - du.start + 1 > MAX_FOLLOWED_LINES) keepEnclosing(du.headerStart ?? du.start);
        else keepUnit(d);
        if (++followed >= MAX_FOLLOWED) break;
      }
    }
  }

  // The defaults of the fields the best units read: where a constructor or a literal sets them.
  const fieldsRead = new Set<string>();
  for (const k of kept.slice(0, FOLLOW_FROM_UNITS)) {
    const u = units[k]!;
    for (let i = u.start; i <= u.end; i++) for (const m of lines[i]!.replace(STRING_LITERAL, '""').matchAll(FIELD_READ)) fieldsRead.add(m[1]!);
  }
  if (fieldsRead.size > 0) {
    const inConstructor = new Uint8Array(n);
    for (const d of decls) {
      if (d.kind === "function" && CONSTRUCTOR.test(definedName(lines[d.headerStart]!) ?? "")) inConstructor.fill(1, d.headerEnd + 1, d.end + 1);
    }
    // Each field's best-scoring default line (a field set in many places, `type:` in
    // every node literal, gives one), the best of them first.
    const best = new Map<string, { at: number; assigned: boolean }>();
    for (let i = 0; i < n; i++) {
      const l = lines[i]!;
      if (selected[i] || sc.score[i]! === 0 || l.length > MAX_DEFAULT_LINE) continue;
      const assigned = inConstructor[i] ? FIELD_SET.exec(l)?.[1] : undefined;
      const name = assigned ?? (COMPARISON.test(l) ? undefined : KEY_SET.exec(l)?.[2]);
      if (name === undefined || !fieldsRead.has(name)) continue;
      const b = best.get(name);
      if (b === undefined || sc.score[i]! > sc.score[b.at]!) best.set(name, { at: i, assigned: assigned !== undefined });
    }
    const chosen = [...best.values()].sort((a, b) => sc.score[b.at]! - sc.score[a.at]! || a.at - b.at).slice(0, MAX_FIELD_DEFAULTS);
    for (const { at: i, assigned } of chosen) {
      // An assignment with its statement; a literal's key alone (its statement is the whole literal), under the literal's first line.
      const st = assigned ? structure.statementAt(i, MAX_STATEMENT_LINES) : undefined;
      for (let j = st?.[0] ?? i; j <= (st?.[1] ?? i); j++) selected[j] = true;
      for (const h of structure.blockHeadersAt(i)) selected[h] = true;
      keepEnclosing(i);
    }
  }

  // The strongest single lines, with their statement and the blocks around them.
  // A comment counts half here, as a paragraph of comments does in the ranking: it says
  // in the asker's words what the code says in its own, and would take the places of
  // the code lines this rule is for.
  const lineScore = sc.score.map((v, i) => (v > 0 && COMMENT.test(lines[i]!) ? PROSE_SHARE * v : v));
  let lineBest = 0;
  for (const v of lineScore) if (v > lineBest) lineBest = v;
  for (const i of strongestLines(lineScore, lineBest, TOP_LINE_SHARE, TOP_LINES)) {
    const unit = structure.statementAt(i, MAX_STATEMENT_LINES);
    if (unit) for (let j = unit[0]; j <= unit[1]; j++) selected[j] = true;
    else selected[i] = true;
    for (const h of structure.blockHeadersAt(i)) selected[h] = true;
    const k = unitAt[i]!;
    if (k !== -1 && units[k]!.kind === "function" && units[k]!.end - units[k]!.start + 1 <= MAX_FUNCTION_UNIT_LINES) {
      for (let j = units[k]!.start; j <= units[k]!.headerEnd; j++) selected[j] = true;
    }
    keepEnclosing(i);
  }
}
