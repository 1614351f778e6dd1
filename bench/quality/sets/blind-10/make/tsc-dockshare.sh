#!/usr/bin/env bash
# tsc --noEmit on a bike-share dock rebalancing service with strict-mode type errors.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dockshift
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src/model" "$P/src/planner" "$P/src/api"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "dockshift",
  "version": "1.4.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "5.4.5" }
}
EOF
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noImplicitReturns": true,
    "outDir": "dist",
    "skipLibCheck": true
  },
  "include": ["src"]
}
EOF
cat > src/model/dock.ts <<'EOF'
export type DockId = `dock-${number}`;

export interface Dock {
  id: DockId;
  name: string;
  capacity: number;
  bikes: number;
  ebikes: number;
  lat: number;
  lon: number;
  outOfService?: boolean;
}

export function freeSlots(d: Dock): number {
  return d.capacity - d.bikes - d.ebikes;
}

export function fillRatio(d: Dock): number {
  return (d.bikes + d.ebikes) / d.capacity;
}
EOF
cat > src/model/trip.ts <<'EOF'
import type { DockId } from "./dock.js";

export interface Trip {
  from: DockId;
  to: DockId;
  startedAt: Date;
  minutes: number;
  electric: boolean;
}

export function netFlow(trips: Trip[]): Map<DockId, number> {
  const flow = new Map<DockId, number>();
  for (const t of trips) {
    flow.set(t.from, (flow.get(t.from) ?? 0) - 1);
    flow.set(t.to, (flow.get(t.to) ?? 0) + 1);
  }
  return flow;
}
EOF
cat > src/planner/distance.ts <<'EOF'
import type { Dock } from "../model/dock.js";

const EARTH_KM = 6371;

export function haversineKm(a: Dock, b: Dock): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

export function nearest(from: Dock, candidates: Dock[]): Dock {
  let best = candidates[0];
  for (const c of candidates) {
    if (haversineKm(from, c) < haversineKm(from, best)) best = c;
  }
  return best;
}
EOF
cat > src/planner/rebalance.ts <<'EOF'
import { Dock, DockId, fillRatio, freeSlots } from "../model/dock.js";
import { netFlow, Trip } from "../model/trip.js";
import { nearest } from "./distance.js";

export interface Move {
  from: DockId;
  to: DockId;
  bikes: number;
}

export interface PlanOptions {
  vanCapacity: number;
  low: number;
  high: number;
}

const DEFAULTS: PlanOptions = { vanCapacity: 18, low: 0.2, high: 0.85 };

export function plan(docks: Dock[], trips: Trip[], opts: Partial<PlanOptions> = {}): Move[] {
  const o = { ...DEFAULTS, ...opts };
  const flow = netFlow(trips);
  const full = docks.filter((d) => fillRatio(d) > o.high && !d.outOfService);
  const empty = docks.filter((d) => fillRatio(d) < o.low);
  const moves: Move[] = [];
  for (const src of full) {
    if (empty.length === 0) break;
    const dst = nearest(src, empty);
    const surplus = src.bikes - Math.round(src.capacity * 0.6);
    const n = Math.min(surplus, freeSlots(dst), o.vanCapacity);
    moves.push({ from: src.id, to: dst.id, bikes: n, note: flow.get(src.id) });
  }
  return moves;
}

export function describe(m: Move): string {
  return `${m.bikes} bikes ${m.from} -> ${m.to}`;
}

export function priority(d: Dock): "urgent" | "normal" | "none" {
  const r = fillRatio(d);
  if (r === 0 || r === 1) return "urgent";
  if (r < 0.2 || r > 0.85) return "normal";
}
EOF
cat > src/api/handlers.ts <<'EOF'
import type { Dock, DockId } from "../model/dock.js";
import { plan, describe } from "../planner/rebalance.js";

const docks: Record<string, Dock> = {};

export function getDock(id: string): Dock {
  return docks[id];
}

export function updateCounts(id: DockId, bikes: string, ebikes: number) {
  const d = docks[id];
  d.bikes = bikes;
  d.ebikes = ebikes;
}

export function rebalanceReport(trips) {
  const moves = plan(Object.values(docks), trips, { vanCapacity: "20" });
  return moves.map(describe).join("\n");
}

export function registerDock(raw: { id: string; name: string; capacity: number; lat: number; lon: number }) {
  const dock: Dock = { ...raw, bikes: 0, ebikes: 0 };
  docks[dock.id] = dock;
  return dock;
}
EOF
npm install --no-audit --no-fund --silent >/dev/null 2>&1
{
  echo '$ npx tsc --noEmit'
  npx tsc --noEmit 2>&1
  echo "exit status: $?"
} | neutral
