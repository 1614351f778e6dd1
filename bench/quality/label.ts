import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "../../src/shared/version.js";
import { sameTextElsewhere, setOutputs, tellingLines } from "./overlap.js";
import { loadSource } from "./sources.js";

// The labeler's tool (bench/quality/LABELING.md). It only shows input texts and
// labels; it never runs the pruning engine.
//   node dist/bench/quality/label.js cat <locator> [from] [to]   numbered lines
//   node dist/bench/quality/label.js hash <locator>              sha256 and line count
//   node dist/bench/quality/label.js show <items.json> [id...]   questions with their gold lines
//   node dist/bench/quality/label.js check <items.json>...       format, hashes, ranges, outputs new to the other sets

export interface LabeledItem {
  id: string;
  kind: "code" | "logs" | "grep";
  source: string;
  sha256?: string;
  question: string;
  gold: Array<[number, number]>;
}

const root = packageRoot();

/** An item's gold lines, numbered, each range followed by `...`. */
export function formatGold(item: LabeledItem, lines: readonly string[]): string {
  let s = "";
  for (const [a, b] of item.gold) {
    for (let n = a; n <= b; n++) s += `${String(n).padStart(6)}│ ${lines[n - 1]}\n`;
    s += "   ...\n";
  }
  return s;
}

function text(locator: string, sha?: string): string {
  const r = loadSource(locator, root, sha);
  if (!r.ok) throw new Error(r.reason);
  return r.text;
}

function readItems(file: string): LabeledItem[] {
  return JSON.parse(readFileSync(path.resolve(file), "utf8")) as LabeledItem[];
}

/** The labeled items of every set under `setsDir` (or of set `only`), each set's items files in name order. */
export function readSetItems(setsDir: string, only?: string): Array<{ set: string; item: LabeledItem }> {
  const sets = only !== undefined ? [only] : readdirSync(setsDir).filter((s) => !s.startsWith("."));
  return sets.flatMap((set) => {
    const dir = path.join(setsDir, set, "items");
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => readItems(path.join(dir, f)).map((item) => ({ set, item })));
  });
}

/** Problems of one item, or none. */
export function checkItem(item: LabeledItem, lines: number | undefined): string[] {
  const bad: string[] = [];
  if (typeof item.id !== "string" || !/^[a-z0-9][a-z0-9._-]*$/.test(item.id)) bad.push("id must be lower-case letters, digits, . _ -");
  if (!["code", "logs", "grep"].includes(item.kind)) bad.push("kind must be code, logs or grep");
  if (typeof item.question !== "string" || item.question.trim().length < 10) bad.push("question too short");
  if (!Array.isArray(item.gold) || item.gold.length === 0) bad.push("gold is empty");
  for (const r of item.gold ?? []) {
    if (!Array.isArray(r) || r.length !== 2 || !Number.isInteger(r[0]) || !Number.isInteger(r[1])) bad.push(`gold range ${JSON.stringify(r)} is not [start, end]`);
    else if (r[0] < 1 || r[1] < r[0] || (lines !== undefined && r[1] > lines)) bad.push(`gold range ${r[0]}-${r[1]} outside 1..${lines}`);
  }
  return bad;
}

function main(): void {
  const [cmd, ...args] = process.argv.slice(2);
  const out = (s: string) => process.stdout.write(s);
  switch (cmd) {
    case "cat": {
      const lines = text(args[0]!).split("\n");
      const from = Number(args[1] ?? 1);
      const to = Math.min(lines.length, Number(args[2] ?? lines.length));
      for (let n = from; n <= to; n++) out(`${String(n).padStart(6)}│ ${lines[n - 1]}\n`);
      return;
    }
    case "hash": {
      const r = loadSource(args[0]!, root);
      if (!r.ok) throw new Error(r.reason);
      out(`${r.sha256}\t${r.text.split("\n").length} lines\n`);
      return;
    }
    case "show": {
      const ids = args.slice(1);
      for (const item of readItems(args[0]!).filter((i) => ids.length === 0 || ids.includes(i.id))) {
        const lines = text(item.source, item.sha256).split("\n");
        out(`\n== ${item.id} (${item.kind}) ${item.source}, ${lines.length} lines\nQ: ${item.question}\n`);
        out(formatGold(item, lines));
      }
      return;
    }
    case "check": {
      let problems = 0;
      const seen = new Set<string>();
      const outputs = setOutputs(path.join(root, "bench/quality/sets"));
      for (const file of args) {
        for (const item of readItems(file)) {
          const loaded = loadSource(item.source, root, item.sha256);
          const bad = checkItem(item, loaded.ok ? loaded.text.split("\n").length : undefined);
          if (!loaded.ok) bad.push(loaded.reason);
          if (item.sha256 === undefined && !item.source.startsWith("npm:") && item.source.includes(":")) bad.push("sha256 missing");
          if (seen.has(item.id)) bad.push("duplicate id");
          // An output another set labels already (the same command over the same tree) is not new to the engine.
          const own = /^bench\/quality\/sets\/([^/]+)\/(outputs|grep)\//.exec(item.source);
          // A warning, not a problem: sets labeled before this check hold such outputs.
          if (own && loaded.ok) for (const other of sameTextElsewhere(tellingLines(loaded.text), own[1]!, outputs)) out(`${file}: ${item.id}: warning: the same output as ${other} of another set: run another command\n`);
          seen.add(item.id);
          for (const b of bad) out(`${file}: ${item.id}: ${b}\n`);
          problems += bad.length;
        }
      }
      out(problems === 0 ? `ok: ${seen.size} items\n` : `${problems} problems\n`);
      process.exitCode = problems === 0 ? 0 : 1;
      return;
    }
    default:
      process.stderr.write("usage: label.js cat <locator> [from] [to] | hash <locator> | show <items.json> [id...] | check <items.json>...\n");
      process.exitCode = 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
