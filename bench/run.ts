#!/usr/bin/env node
import { readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeFixtures } from "./fixtures.js";
import { benchGrep } from "./grepThroughput.js";
import { benchLeak, benchLiveHeap } from "./leakCheck.js";
import { benchPeakRss } from "./peakRss.js";
import { benchReadLatency } from "./readLatency.js";
import { PACKAGE_ROOT } from "./servers.js";
import { median, pairedRatio, spread } from "./stats.js";
import { benchStartup } from "./startup.js";
import { markdownTable, mib, ms, times, type Row } from "./table.js";
import { benchTokenCost } from "./tokenCost.js";
import { benchClientTokens } from "./clientTokens.js";

// Runs every benchmark in one process, contenders interleaved, and prints one
// markdown table of medians and ratios (plus details) to stdout.
// Usage: node dist/bench/run.js [--quick] [--only=read,grep,startup,rss,leak,tokens]

const SECTIONS = ["read", "grep", "startup", "rss", "leak", "tokens"] as const;
type Section = (typeof SECTIONS)[number];

const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const onlyArg = argv.find((a) => a.startsWith("--only="));
const only = new Set<string>(onlyArg ? onlyArg.slice("--only=".length).split(",") : SECTIONS);
const want = (s: Section) => only.has(s);
const n = (full: number, small: number) => (quick ? small : full);

const progress = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

function treeSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const details: string[] = [];
  const summary: Record<string, unknown> = {};
  const fixtures = makeFixtures();
  const started = Date.now();
  try {
    if (want("read")) {
      progress("read latency (100 KB file): ours / ours(text) / bare / official / floor, interleaved");
      const costs = await benchReadLatency(fixtures.text100k, { warmup: n(50, 10), rounds: n(300, 60) });
      const r = costs.latency;
      const [o, t, b, f, fl] = [median(r.ours), median(r["ours-text"]), median(r.bare), median(r.official), median(r.floor)];
      rows.push({ metric: "read 100 KB: median tools/call latency vs bare SDK", ours: ms(o), reference: ms(b), ratio: times(o / b), target: "≤ 1.25×", met: o / b <= 1.25 });
      rows.push({ metric: "read 100 KB: median tools/call latency vs official read_text_file", ours: ms(o), reference: ms(f), ratio: times(o / f), target: "≤ 1.0×", met: o / f <= 1.0 });
      const [oc, fc] = [median(costs.cpu.ours), median(costs.cpu.official)];
      rows.push({ metric: "read 100 KB: server CPU per call (all threads, /proc schedstat) vs official", ours: ms(oc), reference: ms(fc), ratio: times(oc / fc), target: "≤ 1.0×", met: oc / fc <= 1.0 });
      const [ob, fb] = [median(costs.concurrent.ours), median(costs.concurrent.official)];
      rows.push({ metric: "read 100 KB: 32 calls in flight, wall time per call vs official", ours: ms(ob), reference: ms(fb), ratio: times(ob / fb), target: "≤ 1.0×", met: ob / fb <= 1.0 });
      rows.push({ metric: "read 100 KB: ours with MCP_PRUNER_RESULT_FORMAT=text vs official", ours: ms(t), reference: ms(f), ratio: times(t / f), target: "—" });
      rows.push({ metric: "read 100 KB: bare SDK vs official (the floor for an SDK server)", ours: ms(b), reference: ms(f), ratio: times(b / f), target: "—" });
      rows.push({ metric: "read 100 KB: no-SDK floor with our result shape (bench/floorServer.ts) vs official", ours: ms(fl), reference: ms(f), ratio: times(fl / f), target: "—" });
      details.push(`read 100 KB: ours ${spread(r.ours, "ms")}; ours(text) ${spread(r["ours-text"], "ms")}; bare ${spread(r.bare, "ms")}; official ${spread(r.official, "ms")}; floor ${spread(r.floor, "ms")}`);
      details.push(`read 100 KB CPU per call: ours ${spread(costs.cpu.ours, "ms")}; official ${spread(costs.cpu.official, "ms")}; bare ${spread(costs.cpu.bare, "ms")}; 32 in flight per call: ours ${spread(costs.concurrent.ours, "ms")}; official ${spread(costs.concurrent.official, "ms")}`);
      details.push(`read 100 KB paired ratios (median of per-round ratios): ours/bare ${times(pairedRatio(r.ours, r.bare))}, ours/official ${times(pairedRatio(r.ours, r.official))}`);
      summary.read = { ours: o, oursText: t, bare: b, official: f, floor: fl };
    }

    if (want("grep")) {
      const target = "node_modules/typescript";
      const size = treeSize(path.join(PACKAGE_ROOT, target));
      progress(`grep corpus ${target}: ${mib(size.bytes)} in ${size.files} files`);
      const g = await benchGrep({ root: PACKAGE_ROOT, target, pattern: "createSourceFile" }, { warmup: n(3, 1), rounds: n(25, 5) });
      const [o, b, r] = [median(g.ours), median(g.bare), median(g.rg)];
      rows.push({ metric: `grep -F createSourceFile over ${target} (${mib(size.bytes)}, ${g.matchCount} matches) vs rg --json -F direct`, ours: ms(o), reference: ms(r), ratio: times(o / r), target: "≤ 1.3×", met: o / r <= 1.3 });
      rows.push({ metric: "grep (same): bare SDK server vs rg direct", ours: ms(b), reference: ms(r), ratio: times(b / r), target: "—" });
      details.push(`grep corpus: ${target}, ${size.bytes} bytes (${mib(size.bytes)}), ${size.files} files, ${g.matchCount} matches`);
      details.push(`grep: ours ${spread(g.ours, "ms")}; bare ${spread(g.bare, "ms")}; rg ${spread(g.rg, "ms")}; paired ours/rg ${times(pairedRatio(g.ours, g.rg))}`);
      summary.grep = { ours: o, bare: b, rg: r, corpusBytes: size.bytes, matches: g.matchCount };
    }

    if (want("startup")) {
      progress("startup: spawn → initialize → tools/list, ours / bare, interleaved");
      const s = await benchStartup(fixtures.dir, { warmup: n(2, 1), rounds: n(25, 6) });
      const [o, b] = [median(s.ours), median(s.bare)];
      rows.push({ metric: "spawn → initialize → tools/list answered vs bare SDK", ours: ms(o), reference: ms(b), ratio: times(o / b), target: "≤ 1.1×", met: o / b <= 1.1 });
      details.push(`startup: ours ${spread(s.ours, "ms")}; bare ${spread(s.bare, "ms")}; paired ours/bare ${times(pairedRatio(s.ours, s.bare))}`);
      summary.startup = { ours: o, bare: b };
    }

    if (want("rss")) {
      progress("peak RSS: read of a 10 MB file, fresh process each");
      const p = await benchPeakRss(fixtures.text10m, n(3, 1));
      const off = p.official.peak;
      const def = p["ours-default"].peak;
      const cap = p["ours-10MiB-cap"].peak;
      rows.push({ metric: `peak RSS, read 10 MB file, default call (ours: ${p["ours-default"].outcomes.join("/")}) vs official`, ours: mib(def), reference: mib(off), ratio: times(def / off), target: "≤ 0.5×", met: def / off <= 0.5 });
      rows.push({ metric: `peak RSS, read 10 MB file, max_output_bytes 10485760 (ours: ${p["ours-10MiB-cap"].outcomes.join("/")}) vs official`, ours: mib(cap), reference: mib(off), ratio: times(cap / off), target: "—" });
      for (const [k, v] of Object.entries(p)) details.push(`peak RSS ${k}: idle (after initialize) ${mib(v.idle)}, after read ${mib(v.peak)}; outcome ${v.outcomes.join(", ")}`);
      summary.rss = p;
    }

    if (want("leak")) {
      const calls = n(10_000, 2_000);
      const first = 100; // the baseline checkpoint, in calls
      progress(`leak check: ${calls} sequential reads of a small file`);
      const l = await benchLeak(fixtures.small, { first, calls });
      const start = l.checkpoints[0]!;
      const last = l.checkpoints[l.checkpoints.length - 1]!;
      const delta = last[1] - start[1];
      const bareDelta = last[2] - start[2];
      const signed = (v: number) => `Δ ${v >= 0 ? "+" : ""}${mib(v)}`;
      rows.push({ metric: `ours: VmRSS after ${last[0]} sequential reads vs after ${start[0]}`, ours: mib(last[1]), reference: mib(start[1]), ratio: signed(delta), target: "Δ ≤ 20 MiB", met: delta <= 20 * 1024 * 1024 });
      rows.push({ metric: `bare SDK, same loop (alternating calls): VmRSS after ${last[0]} vs after ${start[0]}`, ours: mib(last[2]), reference: mib(start[2]), ratio: signed(bareDelta), target: "—" });
      details.push(`leak check VmRSS, ours: ${l.checkpoints.map(([i, rss]) => `${i}: ${mib(rss)}`).join(", ")}`);
      details.push(`leak check VmRSS, bare: ${l.checkpoints.map(([i, , rss]) => `${i}: ${mib(rss)}`).join(", ")} (${l.calls} calls each, alternating, in ${l.seconds.toFixed(1)} s)`);
      summary.leak = l;

      progress(`live heap: heap snapshots of a fresh server after ${start[0]} and ${calls} reads`);
      const h = await benchLiveHeap(fixtures.small, { first, calls });
      const objects = (x: typeof h.first) => x.bytes - x.codeBytes;
      const heapDelta = objects(h.last) - objects(h.first);
      // A leak of request objects shows in their counts even when they are small.
      const noneGrew = Object.keys(h.last.counts).every((k) => h.last.counts[k]! <= h.first.counts[k]!);
      const counts = (c: Record<string, number>) => Object.entries(c).map(([k, v]) => `${k} ${v}`).join(", ");
      rows.push({ metric: `ours: live JS objects (heap snapshot after full GC, compiled code aside) after ${h.calls} reads vs after ${first}`, ours: mib(objects(h.last)), reference: mib(objects(h.first)), ratio: signed(heapDelta), target: "Δ ≤ 1 MiB, no request object more (no leak)", met: heapDelta <= 1024 * 1024 && noneGrew });
      rows.push({ metric: "ours: compiled code in the heap, same snapshots (V8 optimizing hot functions)", ours: mib(h.last.codeBytes), reference: mib(h.first.codeBytes), ratio: signed(h.last.codeBytes - h.first.codeBytes), target: "—" });
      details.push(`live heap objects after ${first} reads: ${counts(h.first.counts)}; after ${h.calls}: ${counts(h.last.counts)}`);
      summary.liveHeap = h;
    }

    if (want("tokens")) {
      progress("token cost of the result formats (o200k)");
      const t = await benchTokenCost();
      const text = t.reduce((a, r) => a + r.textTokens, 0);
      const structured = t.reduce((a, r) => a + r.structuredTokens, 0);
      const extra = (structured / text - 1) * 100;
      rows.push({ metric: `o200k tokens a model reads, ${t.length} files: text-only (content[0].text) vs structured (JSON.stringify(structuredContent))`, ours: `${text}`, reference: `${structured}`, ratio: `structured +${extra.toFixed(1)}%`, target: "—" });
      for (const r of t) details.push(`tokens ${r.file} (${r.bytes} B): text ${r.textTokens}, structured ${r.structuredTokens} (+${((r.structuredTokens / r.textTokens - 1) * 100).toFixed(1)}%)`);
      summary.tokens = { text, structured, extraPercent: extra, files: t };

      progress("what each client hands its model: raw and pruned results, o200k");
      const c = await benchClientTokens();
      const share = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)}%`;
      for (const pruned of [false, true]) {
        const rs = c.rows.filter((r) => r.pruned === pruned);
        const sum = (k: "content" | "text" | "codex" | "json") => rs.reduce((n, r) => n + r[k], 0);
        const worst = (k: "text" | "codex") => Math.max(...rs.map((r) => r[k] / r.content - 1));
        const budget = pruned ? 0.05 : 0.02;
        for (const [client, k] of [["Claude Code / Agent SDK (text)", "text"], ["Codex (text after Wall time line)", "codex"]] as const) {
          rows.push({ metric: `${client}, ${rs.length} ${pruned ? "pruned" : "raw"} results: tokens handed to the model vs the original lines they carry (worst single result ${share(worst(k) + 1, 1)})`, ours: `${sum(k)}`, reference: `${sum("content")}`, ratio: `+${share(sum(k), sum("content"))}`, target: `≤ +${budget * 100}% each`, met: worst(k) <= budget });
        }
        rows.push({ metric: `either client, had the ${pruned ? "pruned" : "raw"} results carried structuredContent (JSON of it)`, ours: `${sum("json")}`, reference: `${sum("content")}`, ratio: `+${share(sum("json"), sum("content"))}`, target: "—" });
      }
      rows.push({ metric: "tools/list as a model sees it (name, description, input schema of read, bash, grep), sent every turn", ours: `${c.toolsList}`, reference: "—", ratio: "—", target: "—" });
      for (const r of c.rows) details.push(`client tokens ${r.call} ${r.pruned ? "pruned" : "raw"}: content ${r.content}, text ${r.text}, codex ${r.codex}, json ${r.json}`);
      summary.clientTokens = c;
    }
  } finally {
    fixtures.cleanup();
  }

  const load = os.loadavg().map((x) => x.toFixed(2)).join(" ");
  console.log(`## mcp-pruner benchmark${quick ? " (quick)" : ""}\n`);
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, load average ${load}, total ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  console.log(markdownTable(rows));
  console.log(`\nDetails (median, p25, p75):\n${details.map((d) => `- ${d}`).join("\n")}`);
  if (process.env.BENCH_JSON) console.log(`\n\`\`\`json\n${JSON.stringify(summary, null, 2)}\n\`\`\``);
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`bench failed: ${err.stack ?? err.message}\n`);
    process.exit(1);
  },
);
