import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Command and grep outputs are texts the labelers make, not pool files, and two
// labelers working apart often run the same command over the same tree (`ls -la` of
// the Python library, `pip list`, `rg GODEBUG`): their outputs are one text under two
// names. The pools cannot keep such a text out of two sets, so this module finds it:
// two texts are the same output when most of the lines that say something (over 20
// characters) of the smaller one are in the other, and they share more than the few
// lines every run in one environment prints (npm's verbose header, pytest's rootdir).

/** Lines with something in them: short lines (`}`, `--`, blank) are in every output. */
const TELLING_CHARS = 20;
/** Two outputs sharing this share of the smaller one's telling lines, and at least MIN_SHARED_LINES of them, are one text. */
export const SAME_TEXT_SHARE = 0.5;
const MIN_SHARED_LINES = 10;

export function tellingLines(text: string): Set<string> {
  const out = new Set<string>();
  for (const l of text.split("\n")) {
    const t = l.trim();
    if (t.length > TELLING_CHARS) out.add(t);
  }
  return out;
}

/** How many of `a`'s telling lines `b` holds. */
function sharedLines(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const l of a) if (b.has(l)) n++;
  return n;
}

/** Share of `text`'s telling lines that `seen` holds (0 for an empty text): how much of it a reader of `seen` has read. */
export function seenShare(text: Set<string>, seen: Set<string>): number {
  return text.size === 0 ? 0 : sharedLines(text, seen) / text.size;
}

/** Whether two outputs are one text: most of the smaller one is in the other. */
function sameText(a: Set<string>, b: Set<string>): boolean {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  const n = sharedLines(small, big);
  return n >= MIN_SHARED_LINES && n / small.size >= SAME_TEXT_SHARE;
}

/** The command and grep outputs of each set: `set/outputs/x.txt` → its telling lines. */
export function setOutputs(setsDir: string): Map<string, { set: string; lines: Set<string> }> {
  const out = new Map<string, { set: string; lines: Set<string> }>();
  for (const set of readdirSync(setsDir).filter((s) => !s.startsWith("."))) {
    for (const sub of ["outputs", "grep"]) {
      let files: string[];
      try {
        files = readdirSync(path.join(setsDir, set, sub));
      } catch {
        continue;
      }
      for (const f of files.filter((n) => n.endsWith(".txt"))) out.set(`${set}/${sub}/${f}`, { set, lines: tellingLines(readFileSync(path.join(setsDir, set, sub, f), "utf8")) });
    }
  }
  return out;
}

/** Outputs of other sets that are the same text as `lines`. */
export function sameTextElsewhere(lines: Set<string>, set: string, outputs: ReadonlyMap<string, { set: string; lines: Set<string> }>): string[] {
  return [...outputs].filter(([, o]) => o.set !== set && sameText(lines, o.lines)).map(([name]) => name);
}
