#!/usr/bin/env bash
# d5: tsc --noEmit on a drone parcel-drop route planner after a refactor of the Waypoint type.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dronedrop
rm -rf "$P"; mkdir -p "$P/src/routing" "$P/src/fleet" "$P/src/api"; cd "$P"
cat > package.json <<'EOF'
{ "name": "dronedrop", "version": "1.4.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "5.4.5" } }
EOF
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
cat > tsconfig.json <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "ES2022", "moduleResolution": "bundler",
    "strict": true, "noUncheckedIndexedAccess": true, "noEmit": true, "skipLibCheck": true },
  "include": ["src"] }
EOF
cat > src/routing/types.ts <<'EOF'
export interface LatLng { lat: number; lng: number }
export type DropZone = "garden" | "doorstep" | "locker" | "roof-pad";

export interface Waypoint {
  id: string;
  position: LatLng;
  altitudeM: number;
  zone: DropZone;
  /** seconds the drone may hover before aborting the drop */
  hoverBudgetS: number;
}

export interface Route { droneId: string; legs: Waypoint[]; batteryStartPct: number }
EOF
cat > src/routing/geo.ts <<'EOF'
import type { LatLng } from "./types.js";
const R = 6371e3;
export function haversineM(a: LatLng, b: LatLng): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat), dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
EOF
cat > src/routing/planner.ts <<'EOF'
import { haversineM } from "./geo.js";
import type { Route, Waypoint, DropZone } from "./types.js";

const WH_PER_KM = 14.5;
const PACK_WH = 480;

export function legLengths(route: Route): number[] {
  const out: number[] = [];
  for (let i = 1; i < route.legs.length; i++) {
    out.push(haversineM(route.legs[i - 1].position, route.legs[i].position));
  }
  return out;
}

export function batteryAtEnd(route: Route): number {
  const km = legLengths(route).reduce((s, m) => s + m / 1000, 0);
  const used = (km * WH_PER_KM) / PACK_WH * 100;
  return route.batteryStartPct - used;
}

export function hoverTotal(route: Route): number {
  return route.legs.reduce((s, w) => s + w.hoverBudget, 0);
}

const zoneAltitude: Record<DropZone, number> = { garden: 12, doorstep: 8, locker: 5 };

export function descentFor(w: Waypoint): number {
  return w.altitudeM - zoneAltitude[w.zone];
}
EOF
cat > src/fleet/drones.ts <<'EOF'
export type DroneModel = "Kestrel-2" | "Kestrel-3" | "Heron-HL";
export interface Drone { id: string; model: DroneModel; maxPayloadG: number; firmware: `${number}.${number}.${number}` }

export const FLEET: Drone[] = [
  { id: "KX-101", model: "Kestrel-2", maxPayloadG: 2500, firmware: "4.2.1" },
  { id: "KX-114", model: "Kestrel-3", maxPayloadG: 3200, firmware: "5.0.0" },
  { id: "HL-007", model: "Heron-HL", maxPayloadG: 7000, firmware: "5.1" },
];

export function canCarry(d: Drone, grams: number): boolean {
  return grams <= d.maxPayloadG;
}
EOF
cat > src/fleet/dispatch.ts <<'EOF'
import { FLEET, canCarry, type Drone } from "./drones.js";
import { batteryAtEnd } from "../routing/planner.js";
import type { Route } from "../routing/types.js";

export interface Job { parcelId: string; grams: number; route: Route }

export function pickDrone(job: Job): Drone {
  const candidates = FLEET.filter((d) => canCarry(d, job.grams));
  const best = candidates.sort((a, b) => b.maxPayloadG - a.maxPayloadG)[0];
  return best;
}

export function reserveMargin(job: Job): string {
  const left = batteryAtEnd(job.route);
  return left.toFixed(1) + "%" satisfies number;
}
EOF
cat > src/api/handlers.ts <<'EOF'
import { pickDrone, type Job } from "../fleet/dispatch.js";

interface DispatchRequest { parcelId: string; grams: string; route: Job["route"] }

export async function handleDispatch(req: DispatchRequest): Promise<{ droneId: string }> {
  const job: Job = { parcelId: req.parcelId, grams: req.grams, route: req.route };
  const drone = pickDrone(job);
  return { droneId: drone.id, eta: Date.now() + 600_000 };
}

export function parseGrams(input: string): number {
  return parseInt(input, "10");
}
EOF
CMD="npx tsc --noEmit --pretty -p ."
echo "\$ $CMD"
npx tsc --noEmit --pretty -p . 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
