#!/bin/bash
# Pottery-kiln firing controller: tsc --noEmit with type errors in several files.
P=${WORK:-/home/dev}/kiln-controller
rm -rf $P && mkdir -p $P/src && cd $P
cat > package.json <<'J'
{ "name": "kiln-controller", "version": "0.4.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" } }
J
cat > tsconfig.json <<'J'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUnusedLocals": true, "noImplicitReturns": true, "outDir": "dist" },
  "include": ["src"] }
J
npm install --no-audit --no-fund --silent typescript@5.4.5 >/dev/null 2>&1
cat > src/segments.ts <<'T'
export type Unit = "C" | "F";

export interface Segment {
  name: string;
  rampPerHour: number;   // degrees per hour
  target: number;        // degrees
  holdMinutes: number;
}

export interface Schedule {
  name: string;
  cone: string;
  unit: Unit;
  segments: Segment[];
}

export const BISQUE_04: Schedule = {
  name: "slow bisque",
  cone: "04",
  unit: "C",
  segments: [
    { name: "candling", rampPerHour: 50, target: 120, holdMinutes: 120 },
    { name: "water smoking", rampPerHour: 80, target: 600, holdMinutes: 0 },
    { name: "quartz", rampPerHour: 100, target: 1060, hold: 10 },
  ],
};

export const GLAZE_6: Schedule = {
  name: "glaze",
  cone: 6,
  unit: "C",
  segments: [
    { name: "warm", rampPerHour: 150, target: 1100, holdMinutes: 0 },
    { name: "finish", rampPerHour: 60, target: 1222, holdMinutes: 15 },
  ],
};
T
cat > src/thermocouple.ts <<'T'
export interface Reading { at: Date; celsius: number; ok: boolean }

export function toFahrenheit(c: number): number {
  return c * 9 / 5 + 32;
}

export function parseReading(raw: string): Reading {
  const [ts, value, status] = raw.split(",");
  return { at: new Date(ts), celsius: value, ok: status === "OK" };
}

export function smooth(readings: Reading[], window = 3): number {
  const last = readings.slice(-window).filter(r => r.ok);
  return last.reduce((sum, r) => sum + r.celsius, 0) / last.length;
}

export function latest(readings: Reading[]): Reading {
  return readings.at(-1);
}
T
cat > src/controller.ts <<'T'
import { Schedule, Segment } from "./segments.js";
import { Reading, smooth } from "./thermocouple.js";

export type Phase = "idle" | "ramping" | "holding" | "cooling" | "fault";

export class KilnController {
  private phase: Phase = "idle";
  private segmentIndex = 0;
  private holdStarted?: number;

  constructor(private schedule: Schedule, private maxTemp = 1300) {}

  current(): Segment {
    return this.schedule.segments[this.segmentIndex];
  }

  step(readings: Reading[], nowMs: number): Phase {
    const temp = smooth(readings);
    if (temp > this.maxTemp) {
      this.phase = "overheat";
      return this.phase;
    }
    const seg = this.current();
    switch (this.phase) {
      case "idle":
        this.phase = "ramping";
        break;
      case "ramping":
        if (temp >= seg.target) {
          this.phase = "holding";
          this.holdStarted = nowMs;
        }
        break;
      case "holding":
        if (nowMs - this.holdStarted >= seg.holdMinutes * 60_000) {
          this.segmentIndex++;
          this.phase = this.segmentIndex < this.schedule.segments.length ? "ramping" : "cooling";
        }
        break;
    }
    return this.phase;
  }

  relayDuty(temp: number, setpoint: number): number {
    const error = setpoint - temp;
    if (error <= 0) return 0;
    if (error > 50) return 1;
  }
}
T
cat > src/log.ts <<'T'
import { KilnController, Phase } from "./controller.js";
import { BISQUE_04 } from "./segments.js";
import { parseReading, toFahrenheit } from "./thermocouple.js";

const PHASE_COLOURS: Record<Phase, string> = {
  idle: "grey",
  ramping: "orange",
  holding: "red",
  cooling: "blue",
};

export function logLine(ctrl: KilnController, raw: string): string {
  const r = parseReading(raw);
  const unused = toFahrenheit(r.celsius);
  const seg = ctrl.current();
  return `${r.at.toISOString()} ${seg.name} ${r.celsius.toFixed(1)}C ${PHASE_COLOURS[ctrl.phase]}`;
}

export const demo = new KilnController(BISQUE_04, "1300");
T
npx tsc --noEmit --pretty 2>&1
echo "exit status: $?"
