#!/bin/bash
# tsc --noEmit with type errors in a seaweed-farm harvest planner (TypeScript, strict)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/seaweedfarm
fresh $P
mkdir -p src/lines src/harvest src/report
cat > package.json <<'JSON'
{ "name": "seaweedfarm", "version": "0.4.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "5.4.5", "@types/node": "20.12.7" } }
JSON
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
  "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true, "noEmit": true, "types": ["node"] },
  "include": ["src"] }
JSON
cat > src/types.ts <<'TS'
export type Species = "sugar-kelp" | "dulse" | "nori" | "sea-lettuce";

export interface Longline {
  id: string;
  species: Species;
  lengthM: number;
  seededOn: Date;
  depthM?: number;
  buoys: number;
}

export interface HarvestPlan {
  line: Longline;
  harvestOn: Date;
  expectedWetKg: number;
  crew: string[];
}

export interface TideWindow { start: Date; end: Date; heightM: number }
TS
cat > src/lines/growth.ts <<'TS'
import type { Longline, Species } from "../types.js";

const KG_PER_M_PER_WEEK: Record<Species, number> = {
  "sugar-kelp": 0.42,
  dulse: 0.18,
  nori: 0.11,
  "sea-lettuce": 0.35,
};

export function weeksSince(d: Date, now = new Date()): number {
  return Math.floor((now.getTime() - d.getTime()) / (7 * 24 * 3600 * 1000));
}

export function expectedYield(line: Longline, now?: Date): number {
  const weeks = weeksSince(line.seededOn, now);
  const depthFactor = line.depthM > 3 ? 0.8 : 1.0;
  return line.lengthM * KG_PER_M_PER_WEEK[line.species] * weeks * depthFactor;
}

export function readyToHarvest(line: Longline, now?: Date): boolean {
  const minWeeks = { "sugar-kelp": 20, dulse: 12, nori: 8 }[line.species];
  return weeksSince(line.seededOn, now) >= minWeeks;
}
TS
cat > src/lines/registry.ts <<'TS'
import type { Longline } from "../types.js";

const lines: Longline[] = [
  { id: "L-01", species: "sugar-kelp", lengthM: 200, seededOn: new Date("2023-11-02"), buoys: 14 },
  { id: "L-02", species: "dulse", lengthM: 120, seededOn: new Date("2024-01-15"), depthM: 2.5, buoys: 9 },
  { id: "L-03", species: "kombu", lengthM: 150, seededOn: new Date("2023-12-01"), buoys: 11 },
  { id: "L-04", species: "nori", lengthM: 80, seededOn: "2024-02-20", buoys: 6 },
];

export function byId(id: string): Longline {
  return lines.find((l) => l.id === id);
}

export function allLines(): readonly Longline[] {
  return lines;
}
TS
cat > src/harvest/tides.ts <<'TS'
import type { TideWindow } from "../types.js";

export function lowWaters(windows: TideWindow[], maxHeight = 0.6): TideWindow[] {
  return windows.filter((w) => w.heightM <= maxHeight);
}

export function firstWindowAfter(windows: TideWindow[], after: Date): TideWindow {
  const sorted = [...windows].sort((a, b) => a.start - b.start);
  return sorted.find((w) => w.start > after)!;
}
TS
cat > src/harvest/plan.ts <<'TS'
import type { HarvestPlan, Longline, TideWindow } from "../types.js";
import { expectedYield, readyToHarvest } from "../lines/growth.js";
import { firstWindowAfter, lowWaters } from "./tides.js";
import { allLines } from "../lines/registry.js";

const CREW = ["Ingrid", "Tomasz", "Aoife", "Rangi"];

export function planFor(line: Longline, tides: TideWindow[], now: Date): HarvestPlan | undefined {
  if (!readyToHarvest(line, now)) return undefined;
  const window = firstWindowAfter(lowWaters(tides), now);
  return {
    line,
    harvestOn: window.start,
    expectedWetKg: expectedYield(line, now).toFixed(1),
    crew: CREW.slice(0, line.lengthM > 150 ? 3 : 2),
  };
}

export function planAll(tides: TideWindow[], now: Date): HarvestPlan[] {
  return allLines()
    .map((l) => planFor(l, tides, now))
    .filter((p): p is HarvestPlan => p !== undefined);
}

export function boatTrips(plans: HarvestPlan[], boatCapacityKg = 900): number {
  const total = plans.reduce((sum, p) => sum + p.expectedWetKg, 0);
  return Math.ceil(total / boatCapacityKg);
}
TS
cat > src/report/summary.ts <<'TS'
import { planAll, boatTrips } from "../harvest/plan.js";
import type { TideWindow } from "../types.js";

export function summary(tides: TideWindow[], now = new Date()): string {
  const plans = planAll(tides, now);
  const rows = plans.map((p) => `${p.line.id}\t${p.line.species}\t${p.harvestOn.toISOString().slice(0, 10)}\t${p.expectedWetKg} kg`);
  rows.push(`boat trips: ${boatTrips(plans, "900")}`);
  return rows.join("\n");
}

export function printSummary(tides: TideWindow[]) {
  console.log(summary(tides, { now: new Date() }));
}
TS
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ run npx tsc --noEmit -p .; } | neutral
