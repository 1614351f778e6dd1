#!/bin/bash
# tsc --noEmit errors in a scuba dive-log TypeScript project.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/scuba-divelog; fresh "$P"; cd "$P"
mkdir -p src/model src/calc src/report
cat > package.json <<'JS'
{ "name": "scuba-divelog", "version": "0.9.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." } }
JS
cat > tsconfig.json <<'JS'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
  "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true, "outDir": "dist" },
  "include": ["src"] }
JS
npm install --no-audit --no-fund --silent typescript@5.4.5 >/dev/null 2>&1
cat > src/model/dive.ts <<'TS'
export type Gas = { o2: number; he: number };
export interface Sample { t: number; depth: number; tempC?: number }
export interface Dive {
  id: number;
  site: string;
  buddy?: string;
  gas: Gas;
  samples: Sample[];
  startPressureBar: number;
  endPressureBar: number;
}
export const AIR: Gas = { o2: 0.21, he: 0 };
export const EAN32: Gas = { o2: 0.32, he: 0 };
TS
cat > src/calc/gas.ts <<'TS'
import type { Dive, Gas } from "../model/dive.js";

export function mod(gas: Gas, ppo2Max = 1.4): number {
  return Math.floor((ppo2Max / gas.o2 - 1) * 10);
}

export function sac(dive: Dive, cylinderL: number): number {
  const last = dive.samples[dive.samples.length - 1];
  const minutes = last.t / 60;
  const avgDepth = dive.samples.reduce((s, x) => s + x.depth, 0) / dive.samples.length;
  const used = (dive.startPressureBar - dive.endPressureBar) * cylinderL;
  return used / minutes / (avgDepth / 10 + 1);
}

export function end(gas: Gas, depth: number): number {
  return (depth + 10) * (1 - gas.he) - 10;
}
TS
cat > src/calc/deco.ts <<'TS'
import type { Dive } from "../model/dive.js";
import { mod } from "./gas.js";

export interface Stop { depth: number; minutes: number }

export function maxDepth(dive: Dive): number {
  return Math.max(...dive.samples.map((s) => s.depth));
}

export function checkMod(dive: Dive): string | null {
  const limit = mod(dive.gas);
  if (maxDepth(dive) > limit) return `exceeded MOD ${limit} m on dive ${dive.id}`;
  return null;
}

export function safetyStop(dive: Dive): Stop {
  const deep = maxDepth(dive) > 18;
  return { depth: 5, minutes: deep ? 5 : "3" };
}
TS
cat > src/report/logbook.ts <<'TS'
import type { Dive } from "../model/dive.js";
import { AIR } from "../model/dive.js";
import { sac } from "../calc/gas.js";
import { checkMod, safetyStop } from "../calc/deco.js";

export function newDive(id: number, site: string, buddy: string | undefined): Dive {
  return { id, site, buddy, gas: AIR, samples: [], startPressureBar: 200, endPressureBar: 50 };
}

export function line(d: Dive): string {
  const warn = checkMod(d);
  const stop = safetyStop(d);
  return `#${d.id} ${d.site.padEnd(20)} buddy=${d.buddy.toUpperCase()} sac=${sac(d, 12).toFixed(1)} stop=${stop.minutes}min ${warn ?? ""}`;
}

export function coldest(dives: Dive[]): number {
  const temps = dives.flatMap((d) => d.samples.map((s) => s.tempC));
  return Math.min(...temps);
}

export function bySite(dives: Dive[]): Map<string, Dive[]> {
  const m = new Map<string, Dive[]>();
  for (const d of dives) m.set(d.site, [...(m.get(d.site) ?? []), d]);
  return m;
}

export function printLogbook(dives: Dive[]): void {
  for (const d of dives) console.log(line(d));
  console.log(`coldest water: ${coldest(dives)} C; sites: ${bySite(dives).size}`);
  console.log(`total bottom time: ${dives.reduce((s, d) => s + d.samples.at(-1).t, 0) / 60} min`);
}
TS
capture tsc-scubalog "$P" 'npx tsc --noEmit -p .'
