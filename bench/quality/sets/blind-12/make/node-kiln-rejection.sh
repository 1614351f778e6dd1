#!/usr/bin/env bash
# node running a glass-kiln annealing scheduler: an unhandled promise rejection with an Error cause chain.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/node-kiln-rejection.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/kiln-anneal
rm -rf "$P"; mkdir -p "$P/lib" "$P/schedules"; cd "$P"
cat > package.json <<'X'
{ "name": "kiln-anneal", "version": "1.3.0", "type": "module", "main": "run.js" }
X
cat > lib/glass.js <<'X'
// Coefficient of expansion (x10^-7/°C) and annealing point (°C) for common art glasses.
export const GLASSES = {
  "soda-lime": { coe: 90, annealC: 516, strainC: 473 },
  "borosilicate": { coe: 33, annealC: 565, strainC: 518 },
  "lead-crystal": { coe: 96, annealC: 435, strainC: 395 },
};

export function glassProps(name) {
  const g = GLASSES[name];
  if (!g) throw new RangeError(`unknown glass type "${name}"`);
  return g;
}
X
cat > lib/schedule.js <<'X'
import { readFile } from "node:fs/promises";
import { glassProps } from "./glass.js";

export class ScheduleError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "ScheduleError";
  }
}

/** Soak time grows with the square of the thickest section. */
export function soakMinutes(thicknessMm) {
  return Math.ceil(((thicknessMm / 6) ** 2) * 60);
}

export function segments(piece) {
  const g = glassProps(piece.glass);
  return [
    { rampCPerHour: 300, targetC: g.annealC, holdMin: soakMinutes(piece.thicknessMm) },
    { rampCPerHour: -Math.round(3000 / piece.thicknessMm ** 2), targetC: g.strainC, holdMin: 0 },
    { rampCPerHour: -120, targetC: 30, holdMin: 0 },
  ];
}

export async function loadPieces(file) {
  const text = await readFile(file, "utf8");
  const doc = JSON.parse(text);
  return doc.pieces.map((p, i) => {
    try {
      return { ...p, segments: segments(p) };
    } catch (err) {
      throw new ScheduleError(`piece #${i + 1} (${p.label}) in ${file}`, { cause: err });
    }
  });
}
X
cat > run.js <<'X'
import { loadPieces } from "./lib/schedule.js";

async function main(files) {
  for (const f of files) {
    const pieces = await loadPieces(f);
    for (const p of pieces) {
      const total = p.segments.reduce((m, s) => m + s.holdMin, 0);
      console.log(`${p.label.padEnd(18)} ${p.glass.padEnd(13)} soak ${String(total).padStart(4)} min`);
    }
  }
}

main(process.argv.slice(2));
X
cat > schedules/tuesday.json <<'X'
{ "kiln": "Paragon GL-24", "pieces": [
  { "label": "bowl-cobalt", "glass": "soda-lime", "thicknessMm": 9 },
  { "label": "paperweight-7", "glass": "soda-lime", "thicknessMm": 38 },
  { "label": "goblet-stems", "glass": "lead-crystal", "thicknessMm": 6 }
]}
X
cat > schedules/wednesday.json <<'X'
{ "kiln": "Paragon GL-24", "pieces": [
  { "label": "lab-flask-set", "glass": "borosilicate", "thicknessMm": 3 },
  { "label": "vase-amber", "glass": "soda-lime", "thicknessMm": 12 },
  { "label": "beads-dichro", "glass": "dichroic-90", "thicknessMm": 8 },
  { "label": "tile-frit", "glass": "soda-lime", "thicknessMm": 6 }
]}
X
{ echo '$ node run.js schedules/tuesday.json schedules/wednesday.json'; node run.js schedules/tuesday.json schedules/wednesday.json 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
