import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { BUILTIN_OPTIONS } from "../src/server/pruners/builtin.js";
import { prune, terms, type SourceType } from "../src/engine/engine.js";
import { codeStructure, languageOfPath, loadLanguage } from "../src/engine/syntax.js";
import { RecoveryStore } from "../src/engine/recoveryStore.js";
import { createPrunerService } from "../src/service/service.js";
import { packageRoot } from "../src/shared/version.js";

// Pruning quality on the labeled set (bench/quality/items/*.json): per kind, token
// compression (o200k), gold-line recall, share of items with every gold line kept,
// latency; the embedded engine beside a BM25 sliding-window baseline and identity.
// Run: npm run bench:quality

interface Item {
  id: string;
  kind: "code" | "logs" | "grep";
  source: string;
  question: string;
  gold: Array<[number, number]>;
}

interface Kept {
  text: string;
  keptLines: Set<number>;
  ms: number;
}

type Method = (lines: string[], question: string, kind: Item["kind"], source: string) => Kept | Promise<Kept>;

const SOURCE: Record<Item["kind"], SourceType> = { code: "code", logs: "logs", grep: "code" };
// What the MCP server's builtin engine uses: the benchmark measures what agents get.
const OPTIONS = BUILTIN_OPTIONS;

const engine: Method = async (lines, question, kind, source) => {
  const started = performance.now();
  const r = await prune(lines.join("\n"), question, SOURCE[kind], OPTIONS, new RecoveryStore(), kind === "code" ? languageOfPath(source) : undefined);
  const ms = performance.now() - started;
  const removed = new Set<number>();
  for (const a of r.annotations) for (let n = a.original_start_line; n <= a.original_end_line; n++) removed.add(n);
  const keptLines = new Set(lines.map((_, i) => i + 1).filter((n) => !removed.has(n)));
  return { text: r.pruned_text, keptLines, ms };
};

const identity: Method = (lines) => ({ text: lines.join("\n"), keptLines: new Set(lines.map((_, i) => i + 1)), ms: 0 });

/** BM25 over 10-line windows (step 5); the best windows are kept until 25% of the lines. */
const bm25: Method = (lines, question) => {
  const started = performance.now();
  const W = 10;
  const windows: Array<{ start: number; terms: string[] }> = [];
  for (let s = 0; s < lines.length; s += 5) windows.push({ start: s, terms: terms(lines.slice(s, s + W).join("\n")) });
  const avg = windows.reduce((n, w) => n + w.terms.length, 0) / Math.max(1, windows.length);
  const df = new Map<string, number>();
  for (const w of windows) for (const t of new Set(w.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const q = [...new Set(terms(question))];
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
  const keptLines = new Set<number>();
  for (const { w, s } of ranked) {
    if (keptLines.size >= lines.length * 0.25 || s <= 0) break;
    for (let i = w.start; i < Math.min(lines.length, w.start + W); i++) keptLines.add(i + 1);
  }
  const text = lines.filter((_, i) => keptLines.has(i + 1)).join("\n");
  return { text, keptLines, ms: performance.now() - started };
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function main(): Promise<void> {
  const root = packageRoot();
  // The labeled set: every bench/quality/items/*.json (an array of items each);
  // BENCH_ITEMS names one such file instead.
  const dir = path.join(root, "bench/quality/items");
  const files = process.env.BENCH_ITEMS ? [process.env.BENCH_ITEMS] : readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => path.join(dir, f));
  const items = files.flatMap((f) => JSON.parse(readFileSync(f, "utf8")) as Item[]);
  // --show [id...]: print each item's question and gold lines, to verify the labels.
  const showAt = process.argv.indexOf("--show");
  if (showAt !== -1) {
    const ids = process.argv.slice(showAt + 1);
    for (const item of items.filter((i) => ids.length === 0 || ids.includes(i.id))) {
      const lines = readFileSync(path.join(root, item.source), "utf8").split("\n");
      process.stdout.write(`\n== ${item.id} (${item.kind}) ${item.source}, ${lines.length} lines\nQ: ${item.question}\n`);
      for (const [a, b] of item.gold) {
        if (a < 1 || b < a || b > lines.length) throw new Error(`${item.id}: bad gold range ${a}-${b}`);
        for (let n = a; n <= b; n++) process.stdout.write(`${String(n).padStart(6)}│ ${lines[n - 1]}\n`);
        process.stdout.write("   ...\n");
      }
    }
    return;
  }
  // Grammars load once per process; load them before timing anything.
  for (const item of items) {
    const lang = item.kind === "code" ? languageOfPath(item.source) : undefined;
    if (lang) await loadLanguage(lang);
  }
  // --detail: one line per item for the engine (stderr), to see where it loses.
  const detail = process.argv.includes("--detail");
  const methods: Array<[string, Method]> = [
    ["engine", engine],
    ["bm25-window", bm25],
    ["identity", identity],
  ];
  const rows: string[] = [];
  rows.push("| kind | method | items | tokens before | tokens after | compression | mean recall | all gold kept | p50 ms | p95 ms |");
  rows.push("|---|---|---|---|---|---|---|---|---|---|");
  for (const kind of ["code", "logs", "grep"] as const) {
    const group = items.filter((i) => i.kind === kind);
    if (group.length === 0) continue;
    for (const [name, method] of methods) {
      let before = 0;
      let after = 0;
      const recalls: number[] = [];
      const times: number[] = [];
      for (const item of group) {
        const lines = readFileSync(path.join(root, item.source), "utf8").split("\n");
        const kept = await method(lines, item.question, kind, item.source);
        before += countTokens(lines.join("\n"));
        after += countTokens(kept.text);
        const gold = item.gold.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k));
        recalls.push(gold.filter((n) => kept.keptLines.has(n)).length / gold.length);
        if (detail && name === "engine") {
          const missed = gold.filter((n) => !kept.keptLines.has(n));
          process.stderr.write(`${item.id.padEnd(36)} ${String(lines.length).padStart(5)} lines  ${(countTokens(lines.join("\n")) / Math.max(1, countTokens(kept.text))).toFixed(2).padStart(6)}×  recall ${recalls.at(-1)!.toFixed(2)}${missed.length ? `  missed ${missed.slice(0, 12).join(",")}${missed.length > 12 ? ",…" : ""}` : ""}\n`);
        }
        times.push(kept.ms);
      }
      const mean = recalls.reduce((a, b) => a + b, 0) / recalls.length;
      const full = recalls.filter((r) => r === 1).length / recalls.length;
      rows.push(
        `| ${kind} | ${name} | ${group.length} | ${before} | ${after} | ${(before / Math.max(1, after)).toFixed(2)}× | ${mean.toFixed(3)} | ${(full * 100).toFixed(0)}% | ${pct(times, 50).toFixed(2)} | ${pct(times, 95).toFixed(2)} |`,
      );
    }
  }

  // Latency on a 2,000-line input: in-process and through POST /prune.
  const big = items.find((i) => i.kind === "code" && readFileSync(path.join(root, i.source), "utf8").split("\n").length >= 2000);
  const latency: string[] = [];
  if (big) {
    const text = readFileSync(path.join(root, big.source), "utf8").split("\n").slice(0, 2000).join("\n");
    // Interleaved with the parse alone (tree-sitter and the declaration walk), the
    // floor any parser-based engine pays: the ratio holds when the machine is noisy.
    const lang = languageOfPath(big.source)!;
    const inproc: number[] = [];
    const parseOnly: number[] = [];
    for (let i = 0; i < 220; i++) {
      let t = performance.now();
      await prune(text, big.question, "code", OPTIONS, new RecoveryStore(), lang);
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
      const res = await fetch(`http://127.0.0.1:${port}/prune`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: text, query: big.question }) });
      await res.json();
      if (i >= 20) http.push(performance.now() - t);
    }
    await service.close();
    latency.push(`| engine, 2,000 lines (${big.source}) | ${pct(inproc, 50).toFixed(2)} ms | ${pct(inproc, 95).toFixed(2)} ms | ≤ 20 ms |`);
    latency.push(`| parse alone (tree-sitter + declarations), same input, interleaved | ${pct(parseOnly, 50).toFixed(2)} ms | ${pct(parseOnly, 95).toFixed(2)} ms | — |`);
    latency.push(`| POST /prune, same input | ${pct(http, 50).toFixed(2)} ms | ${pct(http, 95).toFixed(2)} ms | ≤ 50 ms |`);
  }

  process.stdout.write(`## Pruning quality (${items.length} labeled items, o200k tokens)\n\n${rows.join("\n")}\n`);
  process.stdout.write("\nTargets: code ≥ 3× with mean recall ≥ 0.95 and ≥ 80% all kept; logs ≥ 8× with recall ≥ 0.95.\n");
  if (latency.length > 0) process.stdout.write(`\n| latency | p50 | p95 | target |\n|---|---|---|---|\n${latency.join("\n")}\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack ?? err.message}\n`);
  process.exit(1);
});
