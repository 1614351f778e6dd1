import path from "node:path";
import { CODE_SELECTION, scoredFor } from "../../src/engine/engine.js";
import { codeStructure, languageOfPath, loadLanguage } from "../../src/engine/syntax.js";
import { indentStructure } from "../../src/engine/indentStructure.js";
import { bestWithinBudget, charsOf, scoreUnits, type Unit } from "../../src/engine/budget.js";
import { rankCodeUnits } from "../../src/engine/codeSelect.js";
import { literalLines, questionLiterals } from "../../src/engine/literals.js";
import { packageRoot } from "../../src/shared/version.js";
import { readSetItems, type LabeledItem } from "./label.js";
import { loadSource, parseLocator } from "./sources.js";

// Would a learned weighting of what the engine knows about a code unit rank the units
// better than its BM25 score with relevance spread? A probe on dev only (it reads gold
// lines, so never on a blind set): the engine's own units and ranking (rankCodeUnits),
// 16 features per unit, a logistic regression fitted by 5-fold cross-validation over
// items, and the engine's unit budget (CODE_SELECTION, bestWithinBudget) applied to
// both rankings. Recall here counts the gold lines inside the kept units only (no
// outline, follows or top lines).
//
//   node dist/bench/quality/rankerProbe.js

interface UnitRow { x: number[]; gold: number }
interface ItemRows { lines: string[]; units: Unit[]; rows: UnitRow[]; score: Float64Array; evidence: Float64Array; goldLines: number }

const RAISE = /\b(raise|throw|panic!|abort|assert|error|Error|Exception|err)\b/;
const CONDITIONAL = /^\s*(if|elif|else if|\} else if|switch|case|match|when|while|for)\b|\?\s|&&|\|\|/;
const NAME = /[A-Za-z_$][\w$]{2,}/g;

function rowsOf(item: LabeledItem, text: string): ItemRows | undefined {
  const lines = text.split("\n");
  const lang = languageOfPath(parseLocator(item.source).rel);
  const parsed = lang && codeStructure(text, lang, lines);
  const structure = parsed || indentStructure(lines);
  const sc = scoredFor(lines, item.question);
  if (!sc) {
    if (parsed) parsed.dispose();
    return undefined;
  }
  const { units, own, score: sp, evidence: ev, names, definedBy } = rankCodeUnits(lines, sc, structure);
  const cov = scoreUnits(units, sc, 1);
  const literals = questionLiterals(item.question);
  const lit = literals.length > 0 ? literalLines(lines, literals) : new Uint8Array(lines.length);
  const gold = new Set<number>();
  for (const [a, b] of item.gold) for (let i = a; i <= b; i++) gold.add(i - 1);
  let evidence = 0;
  for (const w of sc.idf) evidence += w;
  const asked = new Set([...item.question.matchAll(NAME)].map((m) => m[0]));
  const calls = units.map((u, k) => {
    const to = new Set<number>();
    for (let i = u.start; i <= u.end; i++) for (const m of lines[i]!.matchAll(NAME)) {
      const v = definedBy.get(m[0]);
      if (v !== undefined && v !== k) to.add(v);
    }
    return [...to];
  });
  const order = units.map((_, k) => k).sort((a, b) => sp[b]! - sp[a]! || a - b);
  const rank = new Int32Array(units.length);
  order.forEach((k, r) => (rank[k] = r + 1));
  const top = new Set(order.slice(0, 3));
  const calledByTop = new Set([...top].flatMap((k) => calls[k]!));
  const max = (a: Float64Array) => Math.max(1e-9, ...a);
  const [mo, ms, mc] = [max(own), max(sp), max(cov)];
  const rows = units.map((u, k): UnitRow => {
    let chars = 0, g = 0, raise = 0, cond = 0, hasLit = 0, maxLine = 0, held = 0, header = 0;
    const seen = new Set<number>(), seenHeader = new Set<number>();
    for (let i = u.start; i <= u.end; i++) {
      chars += lines[i]!.length + 1;
      if (gold.has(i)) g++;
      if (RAISE.test(lines[i]!)) raise = 1;
      if (CONDITIONAL.test(lines[i]!)) cond++;
      if (lit[i]) hasLit = 1;
      maxLine = Math.max(maxLine, sc.score[i]! / sc.best);
      for (const t of sc.hits[i]!) {
        if (!seen.has(t)) (seen.add(t), (held += sc.idf[t]!));
        if (i <= u.headerEnd && !seenHeader.has(t)) (seenHeader.add(t), (header += sc.idf[t]!));
      }
    }
    const n = u.end - u.start + 1;
    const x = [1, own[k]! / mo, sp[k]! / ms, cov[k]! / mc, held / evidence, header / evidence, maxLine, 1 / rank[k]!, Math.log1p(chars) / 8, u.kind === "function" ? 1 : 0, raise, cond / n, hasLit, names[k] && asked.has(names[k]!) ? 1 : 0, calledByTop.has(k) ? 1 : 0, calls[k]!.some((v) => top.has(v)) ? 1 : 0, top.has(k - 1) || top.has(k + 1) ? 1 : 0];
    return { x, gold: g };
  });
  if (parsed) parsed.dispose();
  return { lines, units, rows, score: sp, evidence: ev, goldLines: gold.size };
}

/** The engine's unit budget applied to a ranking: recall of the gold lines inside the kept units. */
function keptBy(item: ItemRows, score: Float64Array, floor: number, evidence?: Float64Array): { recall: number; chars: number } {
  const kept = bestWithinBudget(item.lines, item.units, score, { ...CODE_SELECTION, floor }, "earlier", evidence);
  let gold = 0;
  let chars = 0;
  for (const k of kept) {
    gold += item.rows[k]!.gold;
    chars += charsOf(item.lines, item.units[k]!.start, item.units[k]!.end);
  }
  return { recall: gold / Math.max(1, item.goldLines), chars };
}

function fit(rows: UnitRow[], iterations = 3000, rate = 0.5, l2 = 1): Float64Array {
  const d = rows[0]!.x.length;
  const w = new Float64Array(d);
  const grad = new Float64Array(d);
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    for (const r of rows) {
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j]! * r.x[j]!;
      const e = 1 / (1 + Math.exp(-z)) - (r.gold > 0 ? 1 : 0);
      for (let j = 0; j < d; j++) grad[j]! += e * r.x[j]!;
    }
    for (let j = 0; j < d; j++) w[j]! -= (rate * (grad[j]! + (j > 0 ? l2 * w[j]! : 0))) / rows.length;
  }
  return w;
}

async function main(): Promise<void> {
  const root = packageRoot();
  const items: ItemRows[] = [];
  for (const { item } of readSetItems(path.join(root, "bench/quality/sets"), "dev")) {
    if (item.kind !== "code") continue;
    const lang = languageOfPath(parseLocator(item.source).rel);
    if (lang) await loadLanguage(lang);
    const loaded = loadSource(item.source, root, item.sha256);
    if (!loaded.ok) continue;
    const rows = rowsOf(item, loaded.text);
    if (rows) items.push(rows);
  }
  // Folds by a fixed shuffle of the items, so a run is reproducible.
  const idx = items.map((_, i) => i).sort((a, b) => ((a * 7919) % 997) - ((b * 7919) % 997) || a - b);
  const folds = [0, 1, 2, 3, 4].map((f) => idx.filter((_, j) => j % 5 === f));
  const sum = { base: { recall: 0, full: 0, chars: 0 }, learned: { recall: 0, full: 0, chars: 0 } };
  for (const fold of folds) {
    const test = new Set(fold);
    const w = fit(items.filter((_, i) => !test.has(i)).flatMap((it) => it.rows));
    for (const i of fold) {
      const item = items[i]!;
      const b = keptBy(item, item.score, CODE_SELECTION.floor, item.evidence);
      // The learned score is a probability: no floor relative to the best.
      const l = keptBy(item, Float64Array.from(item.rows, (r) => 1 / (1 + Math.exp(-r.x.reduce((z, v, j) => z + v * w[j]!, 0)))), 0);
      for (const [key, r] of [["base", b], ["learned", l]] as const) {
        sum[key].recall += r.recall;
        sum[key].full += r.recall >= 0.999 ? 1 : 0;
        sum[key].chars += r.chars;
      }
    }
  }
  const n = items.length;
  console.log(`| ranking (dev code, ${n} items, 5-fold) | unit recall | all gold in kept units | characters kept |`);
  console.log("|---|---|---|---|");
  for (const [name, key] of [["BM25 with spread (the engine)", "base"], ["logistic regression, 16 features", "learned"]] as const) {
    const s = sum[key];
    console.log(`| ${name} | ${(s.recall / n).toFixed(3)} | ${Math.round((100 * s.full) / n)}% | ${s.chars} |`);
  }
}

await main();
