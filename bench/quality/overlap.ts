import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Command and grep outputs are texts the labelers make, not pool files, and two
// labelers working apart often run the same command over the same tree (`ls -la` of
// the Python library, `pip list`, `rg GODEBUG`): their outputs are one text under two
// names. The pools cannot keep such a text out of two sets, so this module finds it:
// two texts are the same output when most of the lines that say something (over 20
// characters) of the smaller one are in the other.

/** Lines with something in them: short lines (`}`, `--`, blank) are in every output. */
const TELLING_CHARS = 20;
/** Two outputs sharing this share of the smaller one's telling lines are one text. */
export const SAME_TEXT_SHARE = 0.5;

export function tellingLines(text: string): Set<string> {
  const out = new Set<string>();
  for (const l of text.split("\n")) {
    const t = l.trim();
    if (t.length > TELLING_CHARS) out.add(t);
  }
  return out;
}

/** Share of the smaller text's telling lines that the other holds (0 for an empty text). */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let n = 0;
  for (const l of small) if (big.has(l)) n++;
  return n / small.size;
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
  return [...outputs].filter(([, o]) => o.set !== set && sharedShare(lines, o.lines) >= SAME_TEXT_SHARE).map(([name]) => name);
}
