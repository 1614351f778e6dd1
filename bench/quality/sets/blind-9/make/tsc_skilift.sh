#!/bin/bash
# Ski-lift queue estimator: tsc --noEmit --pretty (colours stripped) on a strict TypeScript project.
P=${WORK:-/home/dev}/liftqueue
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{ "name": "liftqueue", "version": "0.5.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" } }
EOF
npm install --no-audit --no-fund --silent typescript@5.4.5 >/dev/null 2>&1
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "noImplicitReturns": true,
    "exactOptionalPropertyTypes": true, "outDir": "dist"
  },
  "include": ["src"]
}
EOF
cat > src/types.ts <<'EOF'
export type LiftKind = "chair4" | "chair6" | "gondola" | "tbar";

export interface Lift {
  id: string;
  name: string;
  kind: LiftKind;
  capacityPerHour: number;
  rideMinutes: number;
  open: boolean;
  windHoldKmh?: number;
}

export interface QueueSample {
  liftId: string;
  at: Date;
  people: number;
  source: "camera" | "gate" | "manual";
}

export interface Estimate {
  liftId: string;
  waitMinutes: number;
  confidence: "low" | "medium" | "high";
  note?: string;
}
EOF
cat > src/lifts.ts <<'EOF'
import type { Lift, LiftKind } from "./types.js";

export const LIFTS: Lift[] = [
  { id: "L1", name: "Edelweiss Express", kind: "chair6", capacityPerHour: 2800, rideMinutes: 6, open: true, windHoldKmh: 70 },
  { id: "L2", name: "Glacier Gondola", kind: "gondola", capacityPerHour: 2400, rideMinutes: 11, open: true, windHoldKmh: 85 },
  { id: "L3", name: "Nursery Drag", kind: "tbar", capacityPerHour: 900, rideMinutes: 3, open: true },
  { id: "L4", name: "Col Quad", kind: "chair4", capacityPerHour: "1800", rideMinutes: 7, open: false },
];

const LOAD_FACTOR: Record<LiftKind, number> = {
  chair4: 0.85,
  chair6: 0.8,
  gondola: 0.9,
};

export function effectiveCapacity(lift: Lift): number {
  return lift.capacityPerHour * LOAD_FACTOR[lift.kind];
}

export function findLift(id: string): Lift {
  return LIFTS.find((l) => l.id === id);
}
EOF
cat > src/estimate.ts <<'EOF'
import type { Estimate, Lift, QueueSample } from "./types.js";
import { effectiveCapacity, findLift } from "./lifts.js";

export function latest(samples: QueueSample[], liftId: string): QueueSample | undefined {
  return samples.filter((s) => s.liftId === liftId).sort((a, b) => b.at - a.at)[0];
}

export function waitFor(lift: Lift, people: number): number {
  if (!lift.open) return Infinity;
  return Math.round((people / effectiveCapacity(lift)) * 60);
}

function confidenceOf(sample: QueueSample, now: Date): Estimate["confidence"] {
  const ageMin = (now.getTime() - sample.at.getTime()) / 60000;
  if (sample.source === "manual" || ageMin > 20) return "low";
  if (ageMin > 8) return "medium";
  if (sample.source === "gate" || sample.source === "camera") return "high";
}

export function estimate(samples: QueueSample[], liftId: string, now = new Date()): Estimate {
  const lift = findLift(liftId);
  const s = latest(samples, liftId);
  if (!s) return { liftId, waitMinutes: 0, confidence: "low", note: undefined };
  return {
    liftId,
    waitMinutes: waitFor(lift, s.people),
    confidence: confidenceOf(s, now),
  };
}
EOF
cat > src/board.ts <<'EOF'
import { LIFTS } from "./lifts.js";
import { estimate } from "./estimate.js";
import type { QueueSample } from "./types.js";

export function renderBoard(samples: QueueSample[]): string[] {
  return LIFTS.map((lift) => {
    const e = estimate(samples, lift.id);
    const wait = e.waitMinutes === Infinity ? "closed" : `${e.waitMinutes} min`;
    return `${lift.name.padEnd(20)} ${wait.padStart(8)}  (${e.confidence})`;
  });
}

export function busiest(samples: QueueSample[]): string {
  const ests = LIFTS.map((l) => estimate(samples, l.id));
  ests.sort((a, b) => b.waitMinutes - a.waitMinutes);
  return ests[0].liftId;
}

export function windHolds(gustKmh: number): string[] {
  return LIFTS.filter((l) => gustKmh > l.windHoldKmh).map((l) => l.name);
}
EOF
cat > src/main.ts <<'EOF'
import { renderBoard, busiest } from "./board.js";
import type { QueueSample } from "./types.js";

const now = new Date("2024-02-17T10:30:00Z");
const samples: QueueSample[] = [
  { liftId: "L1", at: new Date("2024-02-17T10:26:00Z"), people: 240, source: "camera" },
  { liftId: "L2", at: new Date("2024-02-17T10:12:00Z"), people: 410, source: "gate" },
  { liftId: "L3", at: new Date("2024-02-17T09:50:00Z"), people: 35, source: "manual" },
  { liftId: "L1", at: new Date("2024-02-17T10:01:00Z"), people: 180, source: "kiosk" },
];

for (const line of renderBoard(samples)) console.log(line);
console.log("busiest:", busiest(samples), "at", now.toISOString());
EOF
cat > src/forecast.ts <<'EOF'
import type { QueueSample } from "./types.js";
import { LIFTS, findLift } from "./lifts.js";

export interface HourlyProfile {
  liftId: string;
  byHour: Map<number, number[]>;
}

export function buildProfile(samples: QueueSample[], liftId: string): HourlyProfile {
  const byHour = new Map<number, number[]>();
  for (const s of samples) {
    if (s.liftId !== liftId) continue;
    const h = s.at.getUTCHours();
    byHour.get(h).push(s.people);
  }
  return { liftId, byHour };
}

export function expectedAt(profile: HourlyProfile, hour: number): number {
  const xs = profile.byHour.get(hour) ?? [];
  const sum = xs.reduce((a, b) => a + b);
  return sum / xs.length;
}

export function peakHour(profile: HourlyProfile): number {
  let best: number;
  let bestVal = -1;
  for (const [h, xs] of profile.byHour) {
    const v = Math.max(...xs);
    if (v > bestVal) {
      bestVal = v;
      best = h;
    }
  }
  return best;
}

export function totalRideCapacity(): number {
  return LIFTS.reduce((acc, l) => acc + l.capacityPerHour, "0");
}

export function rideTime(id: string): string {
  const lift = findLift(id);
  return lift.rideMinutes.toFixed(1, "min");
}
EOF
cat > src/snow.ts <<'EOF'
export type Surface = "powder" | "packed" | "icy" | "slush";

export function speedFactor(surface: Surface): number {
  switch (surface) {
    case "powder":
      return 0.8;
    case "packed":
      return 1.0;
    case "icy":
      return 1.15;
  }
}

export function parseSurface(raw: string): Surface {
  const s = raw.trim().toLowerCase();
  if (["powder", "packed", "icy", "slush"].includes(s)) return s;
  throw new Error(`unknown surface ${raw}`);
}
EOF
node_modules/.bin/tsc --noEmit --pretty 2>&1 | sed -e "s/\x1b\[[0-9;]*m//g" -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
