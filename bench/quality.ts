import path from "node:path";
import { countTokens } from "../src/shared/tokens.js";
import { codeStructure, languageOfPath, loadLanguage } from "../src/engine/syntax.js";
import { RecoveryStore } from "../src/engine/recoveryStore.js";
import { prune, type Compression } from "../src/engine/engine.js";
import { COMPRESSION_LEVELS } from "../src/shared/compression.js";
import { terms } from "../src/engine/terms.js";
import { builtinOptions, createBuiltinPruner, sourceOf } from "../src/server/pruners/builtin.js";
import { createPrunerService } from "../src/service/service.js";
import { packageRoot } from "../src/shared/version.js";
import { printFilesWith, prunedView, pruneHintFor, rawView, withMarkers, type ItemKind } from "./quality/agentView.js";
import { formatGold, readSetItems, type LabeledItem } from "./quality/label.js";
import { SAME_TEXT_SHARE, seenShare, tellingLines } from "./quality/overlap.js";
import { loadSource, parseLocator } from "./quality/sources.js";

// Pruning quality on the labeled sets (bench/quality/sets/<set>/items/*.json): per set
// and kind, the o200k tokens of exactly what the agent receives (markers and note
// included, no JSON envelope), compression against the raw output, gold-line recall,
// share of items with every gold line kept, latency; the engine beside a BM25
// sliding-window baseline and identity, in one run. `dev` is tuned on; `blind-N` sets
// were labeled by people who never saw the engine and are measured only to report;
// the ceiling keeps every gold line and what the contract keeps whatever the question.
//   npm run bench:quality [-- --set=dev[,blind-1…]] [--kind=code] [--id=prefix] [--compression=balanced|aggressive]
//                          [--detail] [--per-item] [--show [id...] [--engine]] [--no-latency] [--latency-only]
// --detail, --per-item and --show read items one by one: they take dev only, unless
// --unblind is given (for reporting a finished round, never while changing the engine).

interface Loaded {
  set: string;
  item: LabeledItem;
  text: string;
  lines: string[];
  gold: number[];
}

interface Outcome {
  text: string;
  kept: Set<number>;
  ms: number;
}

type Method = (l: Loaded) => Promise<Outcome> | Outcome;

const root = packageRoot();
const argv = process.argv.slice(2);
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const out = (s: string) => process.stdout.write(s);

/** dev first, then blind-1, blind-2… */
function setOrder(a: string, b: string): number {
  const rank = (s: string) => (s === "dev" ? -1 : Number(/^blind-(\d+)$/.exec(s)?.[1] ?? 1e9));
  return rank(a) - rank(b) || a.localeCompare(b);
}

function loadSets(): { loaded: Loaded[]; skipped: string[] } {
  const dir = path.join(root, "bench/quality/sets");
  const itemByItem = ["--detail", "--per-item", "--show"].some((f) => argv.includes(f));
  const asked = flag("set")?.split(",");
  const only = itemByItem && !argv.includes("--unblind") ? (asked ?? ["dev"]).filter((s) => s === "dev") : asked;
  if (itemByItem && !argv.includes("--unblind") && asked?.some((s) => s !== "dev")) process.stderr.write("blind sets left out: --detail, --per-item and --show read dev only (--unblind to report)\n");
  const kind = flag("kind");
  const id = flag("id");
  const loaded: Loaded[] = [];
  const skipped: string[] = [];
  // Array.prototype.sort is stable: each set's items keep their file order.
  for (const { set, item } of readSetItems(dir).sort((a, b) => setOrder(a.set, b.set))) {
    if (only !== undefined && !only.includes(set)) continue;
    if (kind !== undefined && item.kind !== kind) continue;
    if (id !== undefined && !item.id.startsWith(id)) continue;
    const src = loadSource(item.source, root, item.sha256);
    if (!src.ok) {
      skipped.push(`${set}/${item.id}: ${src.reason}`);
      continue;
    }
    // Overlapping ranges name a line once.
    const gold = [...new Set(item.gold.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k)))];
    const text = item.kind === "code" && readVia === "nl" ? numbered(src.text) : src.text;
    loaded.push({ set, item, text, lines: text.split("\n"), gold });
  }
  return { loaded, skipped };
}

/** A file as `nl -ba` prints it: each line after its number, right-aligned in six columns, and a tab. */
function numbered(text: string): string {
  const lines = text.split("\n");
  const last = lines.length - (text.endsWith("\n") ? 1 : 0);
  return lines.map((l, i) => (i < last ? `${String(i + 1).padStart(6)}\t${l}` : l)).join("\n");
}

/** The file name a `read` would pass to the engine (its extension picks the grammar). */
const fileOf = (l: Loaded) => parseLocator(l.item.source).rel;

// --compression=balanced|aggressive measures the other levels (MCP_PRUNER_COMPRESSION).
const level = (flag("compression") ?? "recall") as Compression;
if (!COMPRESSION_LEVELS.includes(level)) throw new Error(`--compression must be one of ${COMPRESSION_LEVELS.join(", ")}`);
const builtin = createBuiltinPruner(level);

/** --grep-via=bash: grep items as an agent running `rg`/`grep -rn` in the bash tool gets them. */
const grepViaBash = flag("grep-via") === "bash";
/**
 * --read-via=bash: code items as an agent running `cat <file>` in the bash tool gets them;
 * --read-via=nl: as `nl -ba <file>` prints them, each line after its number and a tab.
 */
const readVia = flag("read-via");
if (readVia !== undefined && readVia !== "bash" && readVia !== "nl") throw new Error("--read-via must be bash or nl");
const readViaBash = readVia !== undefined;
if (readVia === "nl") printFilesWith("nl -ba");
/** The kind of tool result an item is read as. */
const toolKind = (l: Loaded): ItemKind => ((grepViaBash && l.item.kind === "grep") || (readViaBash && l.item.kind === "code") ? "logs" : l.item.kind);
/** How the engine is asked to read an item: as the server asks it for the tool that returned the text. */
const hintOf = (l: Loaded) => pruneHintFor(toolKind(l), l.text, l.item.source);

/** The embedded engine exactly as the MCP server calls it (builtin options, source type, file name). */
const engine: Method = async (l) => {
  const started = performance.now();
  const attempt = await builtin.prune(l.text, l.item.question, undefined, hintOf(l));
  const ms = performance.now() - started;
  if (!attempt.ok) throw new Error(`${l.item.id}: engine failed: ${attempt.message}`);
  return { ...prunedView(toolKind(l), l.text, attempt.text, l.item.source), ms };
};

const identity: Method = (l) => ({ text: rawView(toolKind(l), l.text, l.item.source), kept: new Set(l.lines.map((_, i) => i + 1)), ms: 0 });

/** BM25 over 10-line windows (step 5); the best windows are kept until 25% of the lines, removed runs marked. */
const bm25: Method = (l) => {
  const started = performance.now();
  const { lines } = l;
  const W = 10;
  const windows: Array<{ start: number; terms: string[] }> = [];
  for (let s = 0; s < lines.length; s += 5) windows.push({ start: s, terms: terms(lines.slice(s, s + W).join("\n")) });
  const avg = windows.reduce((n, w) => n + w.terms.length, 0) / Math.max(1, windows.length);
  const df = new Map<string, number>();
  for (const w of windows) for (const t of new Set(w.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const q = [...new Set(terms(l.item.question))];
  const score = (w: { terms: string[] }) => {
    let s = 0;
    for (const t of q) {
      const f = w.terms.filter((x) => x === t).length;
      if (f === 0) continue;
      const idf = Math.log(1 + (windows.length - df.get(t)! + 0.5) / (df.get(t)! + 0.5));
      s += (idf * f * 2.2) / (f + 1.2 * (0.25 + 0.75 * (w.terms.length / avg)));
    }
    return s;
  };
  const ranked = windows.map((w) => ({ w, s: score(w) })).sort((a, b) => b.s - a.s || a.w.start - b.w.start);
  const keep = new Set<number>();
  for (const { w, s } of ranked) {
    if (keep.size >= lines.length * 0.25 || s <= 0) break;
    for (let i = w.start; i < Math.min(lines.length, w.start + W); i++) keep.add(i + 1);
  }
  if (keep.size === 0) return { ...identity(l), ms: performance.now() - started };
  const pruned = withMarkers(lines, (n) => keep.has(n));
  return { ...prunedView(toolKind(l), l.text, pruned, l.item.source), ms: performance.now() - started };
};

/** The words local-pruner.md's never-prune rule names for logs: such lines and their neighbours stay. */
const CONTRACT_LOG_LINE = /error|exception|traceback|fail/i;

/**
 * The ceiling at full recall: the gold lines, plus what the contract keeps whatever the
 * question (logs: lines naming an error or failure with their neighbours; code: the file
 * header), plus the server's `max_prune_ratio` at the level measured (0.9 for recall:
 * at least a tenth of the lines, nearest the kept ones first). No engine that keeps every gold line and obeys the
 * contract can compress more than this.
 */
const ceiling: Method = (l) => {
  const n = l.lines.length;
  const keep = new Set(l.gold);
  if (l.item.kind === "code") for (const k of [1, 2]) if (k <= n) keep.add(k);
  if (sourceOf(hintOf(l)) === "logs") {
    l.lines.forEach((line, i) => {
      if (CONTRACT_LOG_LINE.test(line)) for (let k = i; k <= i + 2; k++) if (k >= 1 && k <= n) keep.add(k);
    });
  }
  const minKept = n - Math.floor(n * builtinOptions(level).max_prune_ratio);
  for (let d = 1; keep.size < minKept && d < n; d++) {
    for (const k of [...keep]) {
      for (const m of [k - d, k + d]) if (m >= 1 && m <= n && keep.size < minKept) keep.add(m);
    }
  }
  const pruned = withMarkers(l.lines, (k) => keep.has(k));
  return { ...prunedView(toolKind(l), l.text, pruned, l.item.source), ms: 0 };
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

interface Row {
  set: string;
  kind: ItemKind;
  method: string;
  items: number;
  before: number;
  after: number;
  recall: number;
  full: number;
  p50: number;
  p95: number;
}

/** The items' questions and gold lines; with --engine, what the agent reads of the engine's result, gold lines marked `*`. */
async function show(loaded: Loaded[], ids: string[]): Promise<void> {
  for (const l of loaded.filter((x) => ids.length === 0 || ids.includes(x.item.id))) {
    out(`\n== ${l.set}/${l.item.id} (${l.item.kind}) ${l.item.source}, ${l.lines.length} lines\nQ: ${l.item.question}\n`);
    out(formatGold(l.item, l.lines));
    if (!argv.includes("--engine")) continue;
    const o = await engine(l);
    const gold = new Set(l.gold);
    out(`-- engine: ${countTokens(o.text)} of ${countTokens(rawView(toolKind(l), l.text, l.item.source))} tokens\n`);
    for (let n = 1; n <= l.lines.length; n++) if (o.kept.has(n)) out(`${gold.has(n) ? "*" : " "}${String(n).padStart(5)}│ ${l.lines[n - 1]}\n`);
  }
}

/** For each missed item: the gold lines lost and the kept lines around them. */
function detailLine(l: Loaded, o: Outcome, before: number, after: number): string {
  const missed = l.gold.filter((n) => !o.kept.has(n));
  const recall = (l.gold.length - missed.length) / l.gold.length;
  let s = `${l.set}/${l.item.id}`.padEnd(44) + ` ${String(l.lines.length).padStart(5)} lines ${(before / Math.max(1, after)).toFixed(2).padStart(6)}× recall ${recall.toFixed(2)}\n`;
  if (missed.length === 0) return s;
  s += `    Q: ${l.item.question}\n`;
  for (const n of missed.slice(0, 8)) s += `    lost ${String(n).padStart(5)}│ ${l.lines[n - 1]!.slice(0, 110)}\n`;
  if (missed.length > 8) s += `    … ${missed.length - 8} more lost\n`;
  const keptRuns: string[] = [];
  let start = -1;
  for (let n = 1; n <= l.lines.length + 1; n++) {
    if (o.kept.has(n) && start === -1) start = n;
    if (!o.kept.has(n) && start !== -1) {
      keptRuns.push(start === n - 1 ? `${start}` : `${start}-${n - 1}`);
      start = -1;
    }
  }
  s += `    kept ${keptRuns.slice(0, 30).join(", ")}${keptRuns.length > 30 ? ", …" : ""}\n`;
  return s;
}

/** One item's outcome under one method, for the splits after the main table. */
interface ItemOutcome {
  l: Loaded;
  method: string;
  before: number;
  after: number;
  recall: number;
}

/** Items pooled: how many, compression of their summed tokens, mean recall, share fully kept. */
function pooled(xs: readonly ItemOutcome[]): { n: number; compression: string; recall: string; full: string } {
  const before = xs.reduce((n, o) => n + o.before, 0);
  const after = xs.reduce((n, o) => n + o.after, 0);
  return {
    n: xs.length,
    compression: `${(before / Math.max(1, after)).toFixed(2)}×`,
    recall: (xs.reduce((n, o) => n + o.recall, 0) / xs.length).toFixed(3),
    full: `${((xs.filter((o) => o.recall === 1).length / xs.length) * 100).toFixed(0)}%`,
  };
}

/**
 * Blind command and grep outputs, pooled over the blind sets, split by whether dev
 * items' texts hold most of their lines (the same command over the same tree, run by
 * two labelers; overlap.ts). Code files cannot be in two sets (pools.ts); outputs can, and an engine
 * tuned on dev has seen those texts, though not their questions.
 */
function splitBySeenText(all: readonly ItemOutcome[]): void {
  const outcomes = all.filter((o) => o.l.set !== "dev" && o.l.item.kind !== "code");
  if (outcomes.length === 0) return;
  // Every text a dev item is about (its outputs and the older fixtures), whatever --set says.
  const devLines = new Set<string>();
  for (const { item } of readSetItems(path.join(root, "bench/quality/sets"), "dev")) {
    if (item.kind === "code") continue;
    const src = loadSource(item.source, root, item.sha256);
    if (src.ok) for (const line of tellingLines(src.text)) devLines.add(line);
  }
  const seen = new Map<Loaded, boolean>();
  // Seen: most of the text's telling lines are in some dev text.
  const inDev = (l: Loaded) => {
    if (!seen.has(l)) seen.set(l, seenShare(tellingLines(l.text), devLines) >= SAME_TEXT_SHARE);
    return seen.get(l)!;
  };
  const cell = (kind: string, method: string, wanted: boolean) => {
    const xs = outcomes.filter((o) => o.l.item.kind === kind && o.method === method && inDev(o.l) === wanted);
    if (xs.length === 0) return "—";
    const p = pooled(xs);
    return `${p.n}: ${p.compression} @ ${p.recall}, ${p.full} full`;
  };
  out("\nBlind command and grep outputs (the blind sets measured, pooled), by whether dev items' texts hold most of their lines (items: compression @ mean recall):\n\n");
  out("| kind | new to dev: engine | new to dev: BM25 | also in dev: engine | also in dev: BM25 |\n|---|---|---|---|---|\n");
  for (const kind of ["logs", "grep"]) out(`| ${kind} | ${cell(kind, "engine", false)} | ${cell(kind, "bm25-window", false)} | ${cell(kind, "engine", true)} | ${cell(kind, "bm25-window", true)} |\n`);
}

/** Raw sizes (o200k tokens the agent would read unpruned) the split by size reports. */
const SIZE_BUCKETS: Array<[string, number, number]> = [["under 1k", 0, 1000], ["1k–3k", 1000, 3000], ["3k–10k", 3000, 10000], ["10k and more", 10000, Infinity]];

/**
 * The engine and the ceiling by the raw size of the item, dev beside the blind sets
 * measured (pooled): how much a text of that size can be compressed at full recall,
 * and how much the engine does. Aggregates only.
 */
function splitBySize(outcomes: readonly ItemOutcome[]): void {
  if (outcomes.length === 0) return;
  const cell = (kind: string, method: string, blind: boolean, lo: number, hi: number) => {
    const xs = outcomes.filter((o) => o.l.item.kind === kind && o.method === method && (o.l.set !== "dev") === blind && o.before >= lo && o.before < hi);
    if (xs.length === 0) return "—";
    const p = pooled(xs);
    return method === "ceiling" ? p.compression : `${p.n}: ${p.compression} @ ${p.recall}`;
  };
  out("\nBy raw size of the item (o200k tokens unpruned; items: compression @ mean recall, and the ceiling's compression), dev beside the blind sets measured (pooled):\n\n");
  out("| kind | size | dev: engine | dev: ceiling | blind: engine | blind: ceiling |\n|---|---|---|---|---|---|\n");
  for (const kind of ["code", "logs", "grep"]) {
    for (const [name, lo, hi] of SIZE_BUCKETS) {
      out(`| ${kind} | ${name} | ${cell(kind, "engine", false, lo, hi)} | ${cell(kind, "ceiling", false, lo, hi)} | ${cell(kind, "engine", true, lo, hi)} | ${cell(kind, "ceiling", true, lo, hi)} |\n`);
    }
  }
}

async function main(): Promise<void> {
  const { loaded, skipped } = loadSets();
  const showAt = argv.indexOf("--show");
  if (showAt !== -1) return show(loaded, argv.slice(showAt + 1).filter((a) => !a.startsWith("--")));
  // Grammars load once per process; load them before timing anything.
  for (const l of loaded) {
    const lang = l.item.kind === "code" ? languageOfPath(fileOf(l)) : undefined;
    if (lang) await loadLanguage(lang);
  }
  if (argv.includes("--latency-only")) return latency(loaded);
  const detail = argv.includes("--detail");
  // --per-item: one tab-separated line per item and method on stderr (set, kind, id, method, tokens before, after, recall).
  const perItem = argv.includes("--per-item");
  const methods: Array<[string, Method]> = [
    ["engine", engine],
    ["bm25-window", bm25],
    ["identity", identity],
    ["ceiling", ceiling],
  ];
  const rows: Row[] = [];
  /** Every item's outcome, for the splits by size and by whether dev holds the same text. */
  const outcomes: ItemOutcome[] = [];
  const sets = [...new Set(loaded.map((l) => l.set))];
  for (const set of sets) {
    for (const kind of ["code", "logs", "grep"] as const) {
      const group = loaded.filter((l) => l.set === set && l.item.kind === kind);
      if (group.length === 0) continue;
      for (const [name, method] of methods) {
        const row: Row = { set, kind, method: name, items: group.length, before: 0, after: 0, recall: 0, full: 0, p50: 0, p95: 0 };
        const times: number[] = [];
        for (const l of group) {
          const o = await method(l);
          const before = countTokens(rawView(kind, l.text, l.item.source));
          const after = countTokens(o.text);
          row.before += before;
          row.after += after;
          const hit = l.gold.filter((n) => o.kept.has(n)).length;
          row.recall += hit / l.gold.length;
          if (hit === l.gold.length) row.full++;
          times.push(o.ms);
          if (detail && name === "engine") process.stderr.write(detailLine(l, o, before, after));
          outcomes.push({ l, method: name, before, after, recall: hit / l.gold.length });
          if (perItem) process.stderr.write(`${set}\t${kind}\t${l.item.id}\t${name}\t${before}\t${after}\t${(hit / l.gold.length).toFixed(3)}\n`);
        }
        row.recall /= group.length;
        row.full /= group.length;
        row.p50 = pct(times, 50);
        row.p95 = pct(times, 95);
        rows.push(row);
      }
    }
  }

  out(`## Pruning quality (${loaded.length} labeled items in ${sets.length} sets; o200k tokens of what the agent reads)\n\n`);
  if (skipped.length > 0) out(`${skipped.length} items skipped (run bench/quality/setup.sh): ${skipped.slice(0, 3).join("; ")}${skipped.length > 3 ? "; …" : ""}\n\n`);
  const x = (r: Row) => `${(r.before / Math.max(1, r.after)).toFixed(2)}×`;
  out("| set | kind | method | items | tokens before | tokens after | compression | mean recall | all gold kept | p50 ms | p95 ms |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const r of rows) out(`| ${r.set} | ${r.kind} | ${r.method} | ${r.items} | ${r.before} | ${r.after} | ${x(r)} | ${r.recall.toFixed(3)} | ${(r.full * 100).toFixed(0)}% | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |\n`);
  // Side by side: the engine on every set, beside the BM25 window.
  out("\n| kind | " + sets.map((s) => `${s}: engine | ${s}: BM25`).join(" | ") + " |\n|---|" + sets.map(() => "---|---|").join("") + "\n");
  for (const kind of ["code", "logs", "grep"] as const) {
    const cells = sets.map((s) => {
      const e = rows.find((r) => r.set === s && r.kind === kind && r.method === "engine");
      const b = rows.find((r) => r.set === s && r.kind === kind && r.method === "bm25-window");
      const f = (r?: Row) => (r ? `${x(r)} @ ${r.recall.toFixed(3)}, ${(r.full * 100).toFixed(0)}% full` : "—");
      return `${f(e)} | ${f(b)}`;
    });
    out(`| ${kind} | ${cells.join(" | ")} |\n`);
  }
  out(`\nCeiling (every gold line, plus what the contract keeps whatever the question, within max_prune_ratio ${builtinOptions(level).max_prune_ratio}): ` + ["code", "logs", "grep"].map((kind) => `${kind} ` + sets.map((st) => { const r = rows.find((q) => q.set === st && q.kind === kind && q.method === "ceiling"); return r ? `${st} ${x(r)}` : `${st} —`; }).join(", ")).join("; ") + ".\n");
  out("\nGoal on blind sets: code ≥ 3× with mean recall ≥ 0.95 and ≥ 80% fully kept; logs ≥ 8× @ ≥ 0.95; grep ≥ 3× @ ≥ 0.95.\n");
  splitBySeenText(outcomes);
  splitBySize(outcomes);

  if (argv.includes("--no-latency")) return;
  await latency(loaded);
}

/** The file latency is measured on, the same in every round: the JDK's HashMap.java when it is installed. */
const LATENCY_SOURCE = "jdk:java.base/java/util/HashMap.java";

async function latency(loaded: readonly Loaded[]): Promise<void> {
  // Latency on a 2,000-line input: in-process and through POST /prune.
  const isBig = (l: Loaded) => l.item.kind === "code" && l.lines.length >= 2000 && languageOfPath(fileOf(l)) !== undefined;
  const big = loaded.find((l) => isBig(l) && l.item.source === LATENCY_SOURCE) ?? loaded.find(isBig);
  if (!big) return;
  const text = big.lines.slice(0, 2000).join("\n");
  const lang = languageOfPath(fileOf(big))!;
  // Interleaved with the parse alone (tree-sitter and the declaration walk), the
  // floor any parser-based engine pays: the ratio holds when the machine is noisy.
  const inproc: number[] = [];
  const parseOnly: number[] = [];
  for (let i = 0; i < 220; i++) {
    let t = performance.now();
    await prune(text, big.item.question, "code", builtinOptions(level), new RecoveryStore(), lang);
    if (i >= 20) inproc.push(performance.now() - t);
    t = performance.now();
    codeStructure(text, lang)?.dispose();
    if (i >= 20) parseOnly.push(performance.now() - t);
  }
  const service = createPrunerService();
  const { port } = await service.listen(0);
  const http: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/prune`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: text, query: big.item.question }) });
    await res.json();
    if (i >= 20) http.push(performance.now() - t);
  }
  await service.close();
  out(`\n| latency | p50 | p95 | target |\n|---|---|---|---|\n`);
  out(`| engine, 2,000 lines (${big.item.source}) | ${pct(inproc, 50).toFixed(2)} ms | ${pct(inproc, 95).toFixed(2)} ms | ≤ 20 ms |\n`);
  out(`| parse alone (tree-sitter + declarations), same input, interleaved | ${pct(parseOnly, 50).toFixed(2)} ms | ${pct(parseOnly, 95).toFixed(2)} ms | — |\n`);
  out(`| POST /prune, same input | ${pct(http, 50).toFixed(2)} ms | ${pct(http, 95).toFixed(2)} ms | ≤ 50 ms |\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack ?? err.message}\n`);
  process.exit(1);
});
