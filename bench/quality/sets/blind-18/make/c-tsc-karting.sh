#!/bin/bash
# TypeScript type-check of a go-kart lap-timing app with several errors.
. "$(dirname "$0")/c-lib.sh"
setup karting
mkdir -p src/timing src/api src/ui
cat > package.json <<'J'
{ "name": "karting-laps", "version": "0.4.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "5.6.3" } }
J
cat > tsconfig.json <<'J'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
  "noUncheckedIndexedAccess": true, "noEmit": true, "skipLibCheck": true }, "include": ["src"] }
J
cat > src/timing/types.ts <<'TS'
export type KartClass = "rental" | "junior" | "senior" | "masters";
export interface Lap { kart: number; driver: string; ms: number; sector: [number, number, number]; }
export interface Heat { id: string; cls: KartClass; laps: Lap[]; startedAt: Date; }
export interface Standing { driver: string; best: number; gap: number | null; laps: number; }
TS
cat > src/timing/standings.ts <<'TS'
import type { Heat, Lap, Standing } from "./types.js";

export function bestLap(laps: Lap[]): Lap | undefined {
  return laps.reduce<Lap | undefined>((b, l) => (!b || l.ms < b.ms ? l : b), undefined);
}

export function standings(heat: Heat): Standing[] {
  const byDriver = new Map<string, Lap[]>();
  for (const lap of heat.laps) {
    const list = byDriver.get(lap.driver) ?? [];
    list.push(lap);
    byDriver.set(lap.driver, list);
  }
  const rows: Standing[] = [];
  for (const [driver, laps] of byDriver) {
    const best = bestLap(laps);
    rows.push({ driver, best: best.ms, gap: null, laps: laps.length });
  }
  rows.sort((a, b) => a.best - b.best);
  const leader = rows[0];
  for (const r of rows) r.gap = r.best - leader.best;
  return rows;
}

export function sectorBest(heat: Heat, sector: 1 | 2 | 3): number {
  return Math.min(...heat.laps.map((l) => l.sector[sector]));
}
TS
cat > src/timing/transponder.ts <<'TS'
import type { Lap } from "./types.js";

export interface Passing { transponder: string; t: number; loop: "S1" | "S2" | "FIN"; }

const KART_BY_TRANSPONDER: Record<string, number> = { "T-1182": 7, "T-1190": 12, "T-2204": 3 };

export function toLaps(passings: Passing[], driverOf: (kart: number) => string): Lap[] {
  const laps: Lap[] = [];
  let last: Record<string, number> = {};
  for (const p of passings) {
    const kart = KART_BY_TRANSPONDER[p.transponder];
    if (p.loop !== "FIN") continue;
    const prev = last[p.transponder];
    if (prev !== undefined) {
      laps.push({ kart, driver: driverOf(kart), ms: p.t - prev, sector: [0, 0, 0] });
    }
    last[p.transponder] = p.t;
  }
  return laps;
}
TS
cat > src/api/heats.ts <<'TS'
import type { Heat, KartClass } from "../timing/types.js";
import { standings } from "../timing/standings.js";

const heats = new Map<string, Heat>();

export function createHeat(id: string, cls: string): Heat {
  const heat: Heat = { id, cls, laps: [], startedAt: new Date() };
  heats.set(id, heat);
  return heat;
}

export function results(id: string) {
  const heat = heats.get(id);
  return { id, class: heat.cls, table: standings(heat) };
}

export async function publish(id: string): Promise<number> {
  const res = await fetch(`https://board.example/heats/${id}`, { method: "PUT", body: JSON.stringify(results(id)) });
  return res.statusCode;
}
TS
cat > src/ui/board.ts <<'TS'
import type { Standing } from "../timing/types.js";

export function formatMs(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
}

export function renderRow(pos: number, r: Standing): string {
  const gap = r.gap === null ? "" : `+${formatMs(r.gap)}`;
  return `${pos}. ${r.driver.padEnd(16)} ${formatMs(r.best)} ${gap} (${r.laps} laps)`;
}

export function renderBoard(rows: Standing[]): string {
  return rows.map(renderRow).join("\n");
}

export const header = (title: string, laps: number) => `${title.toUpperCase()} — ${laps.toFixed()} laps`;
header("Senior final", "12");
TS
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
capture tsc-karting <<'CMDS'
npx tsc --noEmit -p .
CMDS
