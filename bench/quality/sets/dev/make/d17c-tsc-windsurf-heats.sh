#!/usr/bin/env bash
# Windsurf slalom heat scheduler in strict TypeScript: npx tsc --noEmit --pretty false with errors in
# several files, listing emitted files (--listFiles) so the error lines sit inside a long file list.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/windsurf-heats
rm -rf "$P"; mkdir -p "$P/src/heats" "$P/src/scoring" "$P/src/io"
cd "$P"
cat > package.json <<'X'
{ "name": "windsurf-heats", "version": "0.3.0", "private": true, "type": "module",
  "devDependencies": { "typescript": "5.6.3", "@types/node": "20.14.10" } }
X
cat > tsconfig.json <<'X'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "noImplicitReturns": true,
    "outDir": "dist", "rootDir": "src", "types": ["node"] },
  "include": ["src"] }
X
cat > src/types.ts <<'X'
export type SailSize = 5.8 | 6.3 | 7.0 | 7.8 | 8.6;
export interface Rider { id: string; name: string; nation: string; sail: SailSize; seed?: number }
export interface Heat { round: number; index: number; riders: Rider[]; windKnots: number }
export interface Finish { riderId: string; place: number; dnf?: boolean }
X
cat > src/heats/ladder.ts <<'X'
import type { Heat, Rider } from "../types.js";

export const HEAT_SIZE = 8;
export const ADVANCE = 4;

export function seedLadder(riders: Rider[]): Heat[] {
  const sorted = [...riders].sort((a, b) => (a.seed ?? 999) - (b.seed ?? 999));
  const heats: Heat[] = [];
  const count = Math.ceil(sorted.length / HEAT_SIZE);
  for (let i = 0; i < count; i++) heats.push({ round: 1, index: i + 1, riders: [], windKnots: 0 });
  sorted.forEach((r, i) => {
    const h = heats[i % count];
    h.riders.push(r);
  });
  return heats;
}

export function advancing(heat: Heat, places: Map<string, number>): Rider[] {
  return heat.riders.filter((r) => places.get(r.id) <= ADVANCE);
}
X
cat > src/heats/wind.ts <<'X'
export interface WindReading { at: Date; knots: number; gust: number }

export function heatAllowed(readings: WindReading[], minKnots = 11): boolean {
  const last = readings[readings.length - 1];
  return last.knots >= minKnots;
}

export function averageKnots(readings: WindReading[]): number {
  if (readings.length === 0) return 0;
  return readings.reduce((s, r) => s + r.knots, 0) / readings.length;
}

export function describe(r: WindReading): string {
  return `${r.at.toISOString()} ${r.knots.toFixed(1)} kn (gust ${r.gust})`;
}
X
cat > src/scoring/points.ts <<'X'
import type { Finish } from "../types.js";

const LOW_POINT: Record<number, number> = { 1: 0.7, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8 };

export function points(f: Finish): number {
  if (f.dnf) return 9;
  return LOW_POINT[f.place];
}

export function total(finishes: Finish[], discards: number): number {
  const pts = finishes.map(points).sort((a, b) => b - a);
  return pts.slice(discards).reduce((s, p) => s + p, 0);
}

export function placeLabel(place: number): string {
  switch (place) {
    case 1: return "1st";
    case 2: return "2nd";
    case 3: return "3rd";
    default:
      if (place > 3) return `${place}th`;
  }
}
X
cat > src/io/entries.ts <<'X'
import { readFileSync } from "node:fs";
import type { Rider, SailSize } from "../types.js";

export function parseEntries(csvPath: string): Rider[] {
  const lines = readFileSync(csvPath, "utf8").trim().split("\n").slice(1);
  return lines.map((line) => {
    const [id, name, nation, sail, seed] = line.split(",");
    return { id, name, nation, sail: Number(sail) as SailSize, seed: seed ? Number(seed) : undefined };
  });
}

export function sailFor(windKnots: number): SailSize {
  if (windKnots > 25) return 5.8;
  if (windKnots > 20) return 6.3;
  if (windKnots > 16) return 7.0;
  if (windKnots > 13) return 7.8;
  return 8.6;
}

export const DEFAULT_SAIL: SailSize = sailFor("14");
X
cat > src/index.ts <<'X'
import { parseEntries } from "./io/entries.js";
import { seedLadder } from "./heats/ladder.js";
import { heatAllowed } from "./heats/wind.js";

const riders = parseEntries(process.argv[2] ?? "entries.csv");
const heats = seedLadder(riders);
for (const h of heats) {
  console.log(`heat ${h.round}.${h.index}: ${h.riders.map((r) => r.name).join(", ")}`);
}
console.log(heatAllowed([{ at: new Date(), knots: 14, gust: 19 }]) ? "racing" : "on hold");
X
{ timeout 120 npm install --no-audit --no-fund >/dev/null 2>&1; } || echo "npm install failed" >&2
capture d17c-tsc-windsurf-heats "npx tsc --noEmit --pretty false --listFiles --extendedDiagnostics"
