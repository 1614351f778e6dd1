#!/bin/bash
# tsc --noEmit type errors in a toy racing-pigeon loft clocking app (TypeScript)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pigeonloft-clock
rm -rf "$P"; mkdir -p "$P/src/race" "$P/src/loft"; cd "$P"
cat > package.json <<'JS'
{ "name": "pigeonloft-clock", "version": "0.4.0", "private": true, "type": "module",
  "devDependencies": { "typescript": "5.4.5" } }
JS
cat > tsconfig.json <<'JS'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
  "strict": true, "noUncheckedIndexedAccess": true, "noEmit": true, "skipLibCheck": true },
  "include": ["src"] }
JS
cat > src/loft/bird.ts <<'TS'
export type Sex = "cock" | "hen";
export interface Bird {
  ring: string;          // e.g. "GB-24-A01234"
  name?: string;
  sex: Sex;
  hatched: Date;
  loft: string;
}
export interface Clocking {
  ring: string;
  arrivedAt: Date;
  distanceM: number;
}
export function ringYear(ring: string): number {
  const parts = ring.split("-");
  return 2000 + Number(parts[1]);
}
TS
cat > src/race/velocity.ts <<'TS'
import type { Bird, Clocking } from "../loft/bird.js";

export interface Liberation { site: string; releasedAt: Date; windKph: number }

export function velocityMpm(c: Clocking, lib: Liberation): number {
  const minutes = (c.arrivedAt.getTime() - lib.releasedAt.getTime()) / 60000;
  return c.distanceM / minutes;
}

export function ranking(clockings: Clocking[], lib: Liberation): Array<{ ring: string; v: number }> {
  return clockings
    .map((c) => ({ ring: c.ring, v: velocityMpm(c, lib) }))
    .sort((a, b) => b.v - a.v);
}

export function winner(clockings: Clocking[], lib: Liberation): string {
  const first = ranking(clockings, lib)[0];
  return first.ring;
}

export function displayName(b: Bird): string {
  return b.name.toUpperCase() + " (" + b.ring + ")";
}
TS
cat > src/race/results.ts <<'TS'
import { ranking, winner, type Liberation } from "./velocity.js";
import type { Bird, Clocking, Sex } from "../loft/bird.js";
import { ringYear } from "../loft/bird";

const lib: Liberation = { site: "Thurso", releasedAt: new Date("2025-06-07T06:15:00Z"), windKph: "12" };

export function yearlings(birds: Bird[]): Bird[] {
  return birds.filter((b) => ringYear(b.ring) === 2024);
}

export function bySex(birds: Bird[], sex: Sex): Bird[] {
  return birds.filter((b) => b.sex === sex);
}

export function report(clockings: Clocking[]) {
  const hens = bySex([], "female");
  const table = ranking(clockings, lib).map((r, i) => `${i + 1}. ${r.ring} ${r.v.toFixed(1)} m/min`);
  return { winner: winner(clockings, lib), table, hens, distance: clockings[0].distanceKm };
}
TS
cat > src/index.ts <<'TS'
import { report } from "./race/results.js";
const out = report([{ ring: "GB-24-A01234", arrivedAt: new Date(), distanceM: 512000 }]);
console.log(out.table.join("\n"), out.winner);
TS
npm install --no-audit --no-fund --silent >/dev/null 2>&1
capture "npx tsc -p tsconfig.json --pretty" | neutral
