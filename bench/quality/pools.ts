import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/shared/version.js";
import { readSetItems } from "./label.js";
import { locatorRoot, type LocatorKind } from "./sources.js";

// Every candidate source file belongs to exactly one pool, decided by a hash of its
// locator, so a dev item and a blind item never share a file, whoever labels them:
//   node dist/bench/quality/pools.js <pool> <kind> [count] [seed]
// lists `count` files of that pool (150..4000 lines, test files left out), sampled
// with `seed`. Pools: dev, blind-1, blind-2, blind-3, then a fresh one per round
// (blind-4 .. blind-9), carved out of the blind pools so that no dev file ever moves;
// from blind-10 on, each round's pool is every unlabeled file outside dev.

const POOLS = ["dev", "blind-1", "blind-2", "blind-3"] as const;
/** Later rounds' pools: files of the first blind pools that no labeled item uses, split by a second hash byte. */
const FRESH_POOLS = ["blind-4", "blind-5", "blind-6", "blind-7", "blind-8", "blind-9"] as const;
/**
 * Pools opened after blind-9 take every file no labeled item uses (outside dev): one pool
 * is labeled per round, and the hash split had left too few files of the smaller trees.
 */
const OPEN_POOLS = ["blind-10", "blind-11", "blind-12", "blind-13", "blind-14", "blind-15", "blind-16", "blind-17", "blind-18", "blind-19", "blind-20", "blind-21", "blind-22", "blind-23", "blind-24", "blind-25", "blind-26"] as const;

/** An item's source as a locator (the first set named npm files by their node_modules path). */
export const locatorOf = (source: string) => (source.startsWith("node_modules/") ? `npm:${source.slice("node_modules/".length)}` : source);
const sha1 = (text: string) => createHash("sha1").update(text).digest();

/** The first labeled set (tuned on before the pools existed): its files are dev, whatever their hash. */
const LEGACY_DEV_ITEMS = ["code-blind.json", "code-core.json", "code.json", "grep-real.json", "grep.json", "logs-real.json", "logs.json"];
function legacyDevSources(): Set<string> {
  const dir = path.join(packageRoot(), "bench/quality/sets/dev/items");
  const out = new Set<string>();
  for (const f of LEGACY_DEV_ITEMS) {
    for (const item of JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Array<{ source: string }>) {
      out.add(locatorOf(item.source));
    }
  }
  return out;
}
let legacy: Set<string> | undefined;

function poolOf(locator: string): (typeof POOLS)[number] {
  if ((legacy ??= legacyDevSources()).has(locator)) return "dev";
  const h = sha1(locator);
  return POOLS[h[0]! % POOLS.length]!;
}

/** Every source a labeled item of any set names: a fresh pool leaves them out. */
function labeledSources(): Set<string> {
  return new Set(readSetItems(path.join(packageRoot(), "bench/quality/sets")).map(({ item }) => locatorOf(item.source)));
}

function inPool(locator: string, pool: string, used: () => Set<string>): boolean {
  const fresh = (FRESH_POOLS as readonly string[]).indexOf(pool);
  const open = (OPEN_POOLS as readonly string[]).includes(pool);
  if (fresh < 0 && !open) return poolOf(locator) === pool;
  if (poolOf(locator) === "dev" || used().has(locator)) return false;
  if (open) return true;
  const h = sha1(locator);
  return h[1]! % FRESH_POOLS.length === fresh;
}

const EXT: Partial<Record<LocatorKind, RegExp>> = {
  python: /\.py$/,
  pydist: /\.py$/,
  npm: /\.(m?js|cjs|ts|tsx)$/,
  rust: /\.rs$/,
  crate: /\.rs$/,
  go: /\.go$/,
  ruby: /\.rb$/,
  include: /\.(h|hpp|tcc)$|\/c\+\+\/\d+\/[a-z_]+$/,
};
const SKIP = /(^|\/)(site-packages|locales?|asm|archs|tests?|testing|testdata|__tests__|spec|examples?|benches|vendor|idlelib|lib2to3|ensurepip|turtledemo|\.bin)(\/|$)|\.(min|d)\.[cm]?[jt]s$|\.map$|_test\.go$|test_\w+\.py$/;

function walk(dir: string, out: string[], rel = ""): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const e of entries) {
    const abs = path.join(dir, e);
    const r = rel ? `${rel}/${e}` : e;
    let st;
    try {
      st = statSync(abs);
    } catch {
      continue;
    }
    if (st.isDirectory()) walk(abs, out, r);
    else if (st.size > 2000 && st.size < 400_000) out.push(r);
  }
}

function candidates(kind: LocatorKind, root: string): string[] {
  if (kind === "jdk") {
    const listing = execFileSync("unzip", ["-Z1", root], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    return listing.split("\n").filter((f) => /^java\.(base|net\.http|logging|sql|xml|desktop)\/.*\.java$/.test(f) && !/\/(sun|jdk)\/internal\//.test(f));
  }
  const all: string[] = [];
  walk(root, all);
  return all.filter((f) => EXT[kind]!.test(f) && !SKIP.test(f));
}

function main(): void {
  const [pool, kind, countArg, seedArg] = process.argv.slice(2) as [string, LocatorKind, string?, string?];
  const all = [...POOLS, ...FRESH_POOLS, ...OPEN_POOLS] as readonly string[];
  if (!all.includes(pool)) throw new Error(`pool must be one of ${all.join(", ")}`);
  let used: Set<string> | undefined;
  const root = locatorRoot(kind, packageRoot());
  if (!root) throw new Error(`no ${kind} sources on this machine`);
  const count = Number(countArg ?? 40);
  const seed = seedArg ?? "1";
  const rank = (f: string) => sha1(`${seed}:${f}`).toString("hex");
  const picked = candidates(kind, root)
    .filter((f) => inPool(`${kind}:${f}`, pool, () => (used ??= labeledSources())))
    .sort((a, b) => (rank(a) < rank(b) ? -1 : 1));
  let shown = 0;
  for (const f of picked) {
    if (shown >= count) break;
    const text = kind === "jdk" ? execFileSync("unzip", ["-p", root, f], { encoding: "utf8" }) : readFileSync(path.join(root, f), "utf8");
    const lines = text.split("\n").length;
    if (lines < 150 || lines > 4000) continue;
    process.stdout.write(`${kind}:${f}\t${lines}\n`);
    shown++;
  }
}

// Run as a command only, so that tests can import the pool rules.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
