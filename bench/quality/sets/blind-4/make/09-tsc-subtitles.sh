#!/bin/sh
# Subtitle-timing shifter in TypeScript: `npx tsc --noEmit` with type errors.
# usage: BASE=<scratch dir> sh make/09-tsc-subtitles.sh > outputs/09-tsc-subtitles.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/subshift"; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "subshift",
  "version": "0.2.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" }
}
EOF
npm install --silent --no-audit --no-fund typescript@5.6 @types/node@20 >/dev/null 2>&1
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "exactOptionalPropertyTypes": true,
    "outDir": "dist",
    "types": ["node"]
  },
  "include": ["src"]
}
EOF
cat > src/timecode.ts <<'EOF'
/** SRT timecodes look like 00:01:02,345 */
export type Millis = number & { readonly __brand: "ms" };

const RE = /^(\d{2}):(\d{2}):(\d{2}),(\d{3})$/;

export function parseTimecode(tc: string): Millis {
  const m = RE.exec(tc.trim());
  if (!m) throw new Error(`bad timecode: ${tc}`);
  const [, h, min, s, ms] = m;
  return ((+h * 3600 + +min * 60 + +s) * 1000 + +ms) as Millis;
}

export function formatTimecode(t: Millis): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  const ms = t % 1000;
  const s = Math.floor(t / 1000);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)},${pad(ms, 3)}`;
}

export function shift(t: Millis, deltaMs: number): Millis {
  return Math.max(0, t + deltaMs);
}
EOF
cat > src/cue.ts <<'EOF'
import { Millis, parseTimecode, formatTimecode } from "./timecode.js";

export interface Cue {
  index: number;
  start: Millis;
  end: Millis;
  lines: string[];
  speaker?: string;
}

export function parseSrt(text: string): Cue[] {
  const blocks = text.replace(/\r\n/g, "\n").trim().split(/\n{2,}/);
  return blocks.map((block) => {
    const [idx, times, ...lines] = block.split("\n");
    const [a, b] = times.split(" --> ");
    const speakerMatch = /^\[(.+?)\]/.exec(lines[0] ?? "");
    return {
      index: Number(idx),
      start: parseTimecode(a),
      end: parseTimecode(b),
      lines,
      speaker: speakerMatch?.[1],
    };
  });
}

export function renderSrt(cues: Cue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${formatTimecode(c.start)} --> ${formatTimecode(c.end)}\n${c.lines.join("\n")}`)
    .join("\n\n") + "\n";
}
EOF
cat > src/retime.ts <<'EOF'
import type { Cue } from "./cue.js";
import { shift, Millis } from "./timecode.js";

export interface RetimeOptions {
  offsetMs: number;
  /** linear drift correction: multiply all times by this factor (e.g. 25/23.976) */
  rate?: number;
  /** drop cues shorter than this after retiming */
  minDurationMs?: number;
}

export function retime(cues: Cue[], opts: RetimeOptions): Cue[] {
  const rate = opts.rate ?? 1;
  return cues
    .map((c) => ({
      ...c,
      start: shift((c.start * rate) as Millis, opts.offsetMs),
      end: shift((c.end * rate) as Millis, opts.offsetMs),
    }))
    .filter((c) => c.end - c.start >= opts.minDurationMs);
}

/** Two-point sync: map cue `a` to time `ta` and cue `b` to time `tb`. */
export function twoPointSync(cues: Cue[], a: number, ta: Millis, b: number, tb: Millis): RetimeOptions {
  const ca = cues.find((c) => c.index === a);
  const cb = cues.find((c) => c.index === b);
  const rate = (tb - ta) / (cb.start - ca.start);
  return { offsetMs: ta - ca.start * rate, rate };
}

export function fixOverlaps(cues: Cue[], gapMs = 40): Cue[] {
  const out = cues.map((c) => ({ ...c }));
  for (let i = 0; i + 1 < out.length; i++) {
    const cur = out[i], next = out[i + 1];
    if (cur.end > next.start - gapMs) cur.end = (next.start - gapMs) as Millis;
  }
  return out;
}
EOF
cat > src/cli.ts <<'EOF'
import { readFileSync, writeFileSync } from "node:fs";
import { parseSrt, renderSrt } from "./cue.js";
import { retime, fixOverlaps, type RetimeOptions } from "./retime.js";

function usage(): never {
  console.error("usage: subshift <in.srt> <out.srt> --offset <ms> [--rate <r>] [--min <ms>]");
  process.exit(2);
}

const [input, output, ...flags] = process.argv.slice(2);
if (!input || !output) usage();

const opts: RetimeOptions = { offsetMs: 0, rate: undefined };
for (let i = 0; i < flags.length; i += 2) {
  const v = flags[i + 1];
  switch (flags[i]) {
    case "--offset": opts.offsetMs = parseInt(v); break;
    case "--rate": opts.rate = parseFloat(v); break;
    case "--min": opts.minDurationMs = v; break;
    default: usage();
  }
}

const cues = parseSrt(readFileSync(input, "utf8"));
const out = fixOverlaps(retime(cues, opts));
writeFileSync(output, renderSrt(out));
console.log(`wrote ${out.length} cues (${cues.length - out.length} dropped) to ${output}`);
EOF
{ npx tsc --noEmit 2>&1; echo "exit status: $?"; } | neut
