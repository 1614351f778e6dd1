#!/bin/bash
# npx tsc --noEmit on a grain-silo moisture monitoring TypeScript project with type errors
. "$(dirname "$0")/c-lib.sh"
P=$WORK/grainsilo
rm -rf "$P"; mkdir -p "$P/src/sensors" "$P/src/alerts"
cat > "$P/package.json" <<'JSON'
{ "name": "grainsilo", "version": "0.9.0", "private": true, "type": "module",
  "devDependencies": { "typescript": "5.6.3", "@types/node": "20.17.6" } }
JSON
cat > "$P/tsconfig.json" <<'JSON'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
  "strict": true, "noUncheckedIndexedAccess": true, "noEmit": true, "exactOptionalPropertyTypes": true },
  "include": ["src"] }
JSON
cat > "$P/src/types.ts" <<'TS'
export type Grain = 'wheat' | 'barley' | 'oats' | 'rapeseed';

export interface Reading {
  siloId: string;
  depthM: number;
  moisturePct: number;
  tempC: number;
  takenAt: Date;
}

export interface Silo {
  id: string;
  grain: Grain;
  capacityT: number;
  fillT: number;
  probes: number;
  fanOn?: boolean;
}

export const SAFE_MOISTURE: Record<Grain, number> = { wheat: 14.5, barley: 14.5, oats: 14, rapeseed: 8 };
TS
cat > "$P/src/sensors/cable.ts" <<'TS'
import type { Reading, Silo } from '../types.js';

export function parseLine(line: string): Reading {
  const [siloId, depth, moisture, temp, ts] = line.split(',');
  return {
    siloId,
    depthM: Number(depth),
    moisturePct: parseFloat(moisture),
    tempC: Number(temp),
    takenAt: new Date(ts),
  };
}

export function hottest(readings: Reading[]): Reading {
  return readings.reduce((a, b) => (b.tempC > a.tempC ? b : a), readings[0]);
}

export function fillRatio(silo: Silo): string {
  return silo.fillT / silo.capacityT;
}
TS
cat > "$P/src/alerts/rules.ts" <<'TS'
import { SAFE_MOISTURE, type Grain, type Reading, type Silo } from '../types.js';
import { hottest } from '../sensors/cable.js';

export type Alert = { silo: string; level: 'info' | 'warn' | 'critical'; text: string };

export function moistureAlert(silo: Silo, r: Reading): Alert | undefined {
  const limit = SAFE_MOISTURE[silo.grain];
  if (r.moisturePct > limit + 2) return { silo: silo.id, level: 'critical', text: `moisture ${r.moisturePct}%` };
  if (r.moisturePct > limit) return { silo: silo.id, level: 'warning', text: `moisture ${r.moisturePct}%` };
}

export function hotSpot(silo: Silo, readings: Reading[]): Alert | null {
  const h = hottest(readings);
  if (h.tempC - readings.map((r) => r.tempC).sort()[0] > 8) {
    return { silo: silo.id, level: 'warn', text: `hot spot at ${h.depthM} m`, depth: h.depthM };
  }
  return null;
}

export function fanCommand(silo: Silo, outsideRh: number): Silo {
  const grain: Grain = silo.grain === 'maize' ? 'wheat' : silo.grain;
  return { ...silo, fanOn: outsideRh < 70 ? true : undefined, grain };
}
TS
cat > "$P/src/index.ts" <<'TS'
import { readFileSync } from 'node:fs';
import { parseLine } from './sensors/cable.js';
import { moistureAlert, hotSpot } from './alerts/rules.js';
import type { Silo } from './types.js';

const silos: Silo[] = JSON.parse(readFileSync('silos.json', 'utf8'));
const readings = readFileSync('cable.csv', 'utf8').trim().split('\n').map(parseLine);

for (const silo of silos) {
  const mine = readings.filter((r) => r.siloId === silo.id);
  const alerts = [moistureAlert(silo, mine[0]), hotSpot(silo, mine)].filter(Boolean);
  alerts.forEach((a) => console.log(`${a.silo} ${a.level}: ${a.text}`));
  console.log(silo.id, silo.fillT.toFixed(1), silo.probe);
}
TS
cd "$P"
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ run "npx tsc --noEmit -p ."; } | neutral
