#!/usr/bin/env bash
# tsc --noEmit on a fairground ferris-wheel ride-ops scheduler (TypeScript, strict): several type errors.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/wheelops
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'T'
{ "name": "wheelops", "version": "0.9.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "5.6.3" } }
T
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
cat > tsconfig.json <<'T'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true,
    "noImplicitReturns": true, "outDir": "dist" },
  "include": ["src"] }
T
cat > src/types.ts <<'T'
export type GondolaId = `G${number}`;

export interface Gondola {
  id: GondolaId;
  seats: number;
  accessible: boolean;
  heated?: boolean;
}

export interface Rotation {
  startsAt: Date;
  minutes: number;
  boarded: Map<GondolaId, number>;
}

export type WindReading = { gustKmh: number; sustainedKmh: number; at: Date };

export type RideState =
  | { kind: "running"; rotation: Rotation }
  | { kind: "paused"; reason: string; since: Date }
  | { kind: "closed" };
T
cat > src/wind.ts <<'T'
import type { WindReading } from "./types.js";

export const GUST_LIMIT_KMH = 55;
export const SUSTAINED_LIMIT_KMH = 40;

export function mustStop(r: WindReading): boolean {
  return r.gustKmh >= GUST_LIMIT_KMH || r.sustainedKmh >= SUSTAINED_LIMIT_KMH;
}

export function latest(readings: WindReading[]): WindReading {
  return readings[readings.length - 1];
}

export function averageGust(readings: WindReading[]): number {
  const total = readings.reduce((sum, r) => sum + r.gustKmh, 0);
  return total / readings.length;
}
T
cat > src/boarding.ts <<'T'
import type { Gondola, GondolaId, Rotation } from "./types.js";

export function capacity(gondolas: Gondola[]): number {
  return gondolas.reduce((n, g) => n + g.seats, 0);
}

export function board(rotation: Rotation, id: GondolaId, riders: number): void {
  const current = rotation.boarded.get(id);
  rotation.boarded.set(id, current + riders);
}

export function accessibleIds(gondolas: Gondola[]): GondolaId[] {
  return gondolas.filter((g) => g.accessible).map((g) => g.id);
}

export function makeGondola(n: number, seats: number, heated?: boolean): Gondola {
  return { id: `G${n}`, seats, accessible: n % 8 === 0, heated };
}

export function parseId(raw: string): GondolaId {
  if (!/^G\d+$/.test(raw)) throw new Error(`bad gondola id ${raw}`);
  return raw;
}
T
cat > src/state.ts <<'T'
import type { RideState, Rotation, WindReading } from "./types.js";
import { mustStop, latest } from "./wind.js";

export function describe(state: RideState): string {
  switch (state.kind) {
    case "running":
      return `running since ${state.rotation.startsAt.toISOString()}`;
    case "paused":
      return `paused (${state.reason}) since ${state.since.toISOString()}`;
  }
}

export function next(state: RideState, readings: WindReading[], now: Date): RideState {
  const r = latest(readings);
  if (state.kind === "running" && mustStop(r)) {
    return { kind: "paused", reason: `gust ${r.gustKmh} km/h`, since: now };
  }
  if (state.kind === "paused" && !mustStop(r)) {
    const rotation: Rotation = { startsAt: now, minutes: 12, boarded: new Map() };
    return { kind: "running", rotation, since: now };
  }
  return state;
}

export function minutesLeft(state: RideState, now: Date): number {
  if (state.kind !== "running") return 0;
  const end = state.rotation.startsAt.getTime() + state.rotation.minutes * 60_000;
  return Math.max(0, Math.round((end - now.getTime()) / 60_000));
}
T
cat > src/schedule.ts <<'T'
import { capacity, makeGondola, board } from "./boarding.js";
import { averageGust } from "./wind.js";
import type { Rotation } from "./types.js";

const gondolas = Array.from({ length: 32 }, (_, i) => makeGondola(i + 1, 6));

export function ridersPerHour(rotationMinutes: number): number {
  return (60 / rotationMinutes) * capacity(gondolas);
}

export function openingHours(day: "weekday" | "weekend" | "holiday"): [number, number] {
  const hours = { weekday: [12, 22], weekend: [10, 23] } as const;
  return hours[day];
}

export function simulate(rotation: Rotation, queue: number): number {
  let left = queue;
  for (const g of gondolas) {
    const n = Math.min(g.seats, left);
    board(rotation, g.id, n);
    left -= n;
  }
  return left;
}

export const report = {
  perHour: ridersPerHour("12"),
  gust: averageGust([]),
};
T
{ run "npx tsc --noEmit -p . --pretty"; } | neutral
