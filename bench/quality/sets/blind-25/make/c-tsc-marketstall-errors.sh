#!/bin/bash
# tsc --noEmit on a farmers'-market stall allocation service written in TypeScript, with type errors.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/marketstalls
rm -rf "$P"; mkdir -p "$P/src/models" "$P/src/services"
cat > "$P/package.json" <<'JS'
{ "name": "marketstalls", "version": "0.6.0", "private": true, "type": "module",
  "devDependencies": { "typescript": "5.4.5" } }
JS
cat > "$P/tsconfig.json" <<'JS'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "outDir": "dist", "noEmit": true },
  "include": ["src"] }
JS
cat > "$P/src/models/stall.ts" <<'TS'
export type Produce = "veg" | "cheese" | "bakery" | "flowers" | "hot-food";

export interface Stall {
  pitch: string;
  trader: string;
  produce: Produce;
  widthM: number;
  needsPower: boolean;
}

export interface Pitch {
  id: string;
  widthM: number;
  hasPower: boolean;
  row: "north" | "south";
}
TS
cat > "$P/src/services/allocate.ts" <<'TS'
import type { Stall, Pitch, Produce } from "../models/stall.js";

const ADJACENT_BANNED: Array<[Produce, Produce]> = [["hot-food", "flowers"], ["cheese", "hot-food"]];

export function fits(stall: Stall, pitch: Pitch): boolean {
  return stall.widthM <= pitch.widthM && (!stall.needsPower || pitch.hasPower);
}

export function allocate(stalls: Stall[], pitches: Pitch[]): Map<string, string> {
  const result = new Map<string, string>();
  const free = [...pitches].sort((a, b) => a.widthM - b.widthM);
  for (const s of stalls.sort((a, b) => b.widthM - a.widthM)) {
    const idx = free.findIndex((p) => fits(s, p));
    if (idx === -1) continue;
    const pitch = free[idx];
    result.set(s.trader, pitch.id);
    free.splice(idx, 1);
  }
  return result;
}

export function clash(a: Produce, b: Produce): boolean {
  return ADJACENT_BANNED.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export function rent(stall: Stall, weeks: number): number {
  const perMetre = stall.produce === "hot-food" ? 9.5 : 6;
  return stall.widthM * perMetre * weeks + (stall.needsPower ? "4.00" : 0);
}
TS
cat > "$P/src/services/rota.ts" <<'TS'
import { allocate, clash } from "./allocate.js";
import type { Stall, Pitch } from "../models/stall.js";

export interface MarketDay {
  date: string;
  stalls: Stall[];
}

export function planDay(day: MarketDay, pitches: Pitch[]) {
  const plan = allocate(day.stalls, pitches);
  const warnings: string[] = [];
  const rows = groupByRow(pitches);
  for (const [row, ids] of rows) {
    for (let i = 1; i < ids.length; i++) {
      const left = day.stalls.find((s) => plan.get(s.trader) === ids[i - 1]);
      const right = day.stalls.find((s) => plan.get(s.trader) === ids[i]);
      if (left && right && clash(left.produce, right.produce)) {
        warnings.push(`${row}: ${left.trader} next to ${right.trader}`);
      }
    }
  }
  return { date: day.date, plan, warnings, unplaced: day.stalls.length - plan.size };
}

function groupByRow(pitches: Pitch[]): Map<Pitch["row"], string[]> {
  const m = new Map<Pitch["row"], string[]>();
  for (const p of pitches) {
    m.get(p.row)?.push(p.id) ?? m.set(p.row, [p.id]);
  }
  return m;
}

export const sample: MarketDay = {
  date: "2026-05-02",
  stalls: [
    { pitch: "", trader: "Glen Farm", produce: "veg", widthM: 3, needsPower: false },
    { pitch: "", trader: "Curd Nerds", produce: "cheese", widthM: 2.5, needsPower: true },
    { pitch: "", trader: "Pie Van", produce: "hot food", widthM: 4, needsPower: true },
  ],
};
TS
cat > "$P/src/index.ts" <<'TS'
import { planDay, sample } from "./services/rota.js";
import { rent } from "./services/allocate.js";

const pitches = [
  { id: "N1", widthM: 3, hasPower: true, row: "north" },
  { id: "N2", widthM: 4, hasPower: true, row: "north" },
  { id: "S1", widthM: 3, hasPower: false, row: "south" },
];
const day = planDay(sample, pitches);
console.log(day.warnings.join("\n"));
console.log(rent(sample.stalls[0], 4).toFixed(2));
TS
cd "$P"
npm install --no-audit --no-fund --silent >/dev/null 2>&1
run npx tsc --noEmit -p . | neut
