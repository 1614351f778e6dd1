#!/usr/bin/env bash
# tsc --noEmit over an amateur-radio contest logger written in TypeScript (strict),
# with type errors in several files. Output: outputs/tsc-qsolog.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/qsolog
rm -rf "$P"; mkdir -p "$P/src/scoring" "$P/src/cabrillo"; cd "$P"

cat > package.json <<'X'
{
  "name": "qsolog",
  "version": "1.4.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "5.6.3" }
}
X
cat > tsconfig.json <<'X'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noImplicitReturns": true,
    "outDir": "dist"
  },
  "include": ["src"]
}
X
cat > src/types.ts <<'X'
export type Band = "160m" | "80m" | "40m" | "20m" | "15m" | "10m";
export type Mode = "CW" | "SSB" | "FT8" | "RTTY";

export interface Qso {
  call: string;
  band: Band;
  mode: Mode;
  time: Date;
  rstSent: string;
  rstRcvd: string;
  exchange: { zone: number; state?: string };
}

export interface Station {
  call: string;
  gridSquare: string;
  power: "HIGH" | "LOW" | "QRP";
}
X
cat > src/dupes.ts <<'X'
import type { Qso, Band } from "./types.js";

export function dupeKey(q: Qso): string {
  return `${q.call}/${q.band}/${q.mode}`;
}

export function findDupes(log: Qso[]): Map<string, Qso[]> {
  const seen = new Map<string, Qso[]>();
  for (const q of log) {
    const k = dupeKey(q);
    seen.set(k, [...(seen.get(k) ?? []), q]);
  }
  return new Map([...seen].filter(([, v]) => v.length > 1));
}

export function bandOf(freqKhz: number): Band {
  if (freqKhz >= 1800 && freqKhz <= 2000) return "160m";
  if (freqKhz >= 3500 && freqKhz <= 4000) return "80m";
  if (freqKhz >= 7000 && freqKhz <= 7300) return "40m";
  if (freqKhz >= 14000 && freqKhz <= 14350) return "20m";
  if (freqKhz >= 21000 && freqKhz <= 21450) return "15m";
  if (freqKhz >= 28000 && freqKhz <= 29700) return "10m";
}
X
cat > src/scoring/points.ts <<'X'
import type { Qso, Station } from "../types.js";

const CONTINENT_BY_ZONE: Record<number, string> = { 3: "NA", 4: "NA", 5: "NA", 14: "EU", 15: "EU", 25: "AS" };

export function qsoPoints(q: Qso, me: Station, myZone: number): number {
  const theirs = CONTINENT_BY_ZONE[q.exchange.zone];
  const mine = CONTINENT_BY_ZONE[myZone];
  if (q.exchange.zone === myZone) return 1;
  if (theirs === mine) return 2;
  return theirs.startsWith("N") ? 3 : 3;
}

export function multipliers(log: Qso[]): number {
  const zones = new Set<string>();
  for (const q of log) zones.add(q.band + q.exchange.zone);
  return zones.size;
}

export function claimedScore(log: Qso[], me: Station, myZone: number): number {
  const pts = log.reduce((s, q) => s + qsoPoints(q, me, myZone), 0);
  return pts * multipliers(log);
}
X
cat > src/scoring/rates.ts <<'X'
import type { Qso } from "../types.js";

export function hourlyRates(log: Qso[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const q of log) {
    const h = q.time.toISOString().slice(0, 13);
    out[h] = out[h] + 1;
  }
  return out;
}

export function bestHour(log: Qso[]): [string, number] {
  const rates = Object.entries(hourlyRates(log));
  rates.sort((a, b) => b[1] - a[1]);
  return rates[0];
}
X
cat > src/cabrillo/write.ts <<'X'
import type { Qso, Station } from "../types.js";
import { claimedScore } from "../scoring/points.js";

function pad(s: string | number, n: number): string {
  return String(s).padEnd(n);
}

export function qsoLine(q: Qso, me: Station): string {
  const freq = { "160m": 1830, "80m": 3530, "40m": 7030, "20m": 14030, "15m": 21030, "10m": 28030 }[q.band];
  const mode = q.mode === "SSB" ? "PH" : q.mode === "CW" ? "CW" : "DG";
  const t = q.time.toISOString();
  return `QSO: ${pad(freq, 5)} ${mode} ${t.slice(0, 10)} ${t.slice(11, 16).replace(":", "")} ${pad(me.call, 13)} ${q.rstSent} ${q.call} ${q.rstRcvd} ${q.exchange.zone}`;
}

export function cabrillo(log: Qso[], me: Station, contest: string): string {
  const header = [
    "START-OF-LOG: 3.0",
    `CONTEST: ${contest}`,
    `CALLSIGN: ${me.call}`,
    `GRID-LOCATOR: ${me.gridSquare}`,
    `CATEGORY-POWER: ${me.power}`,
    `CLAIMED-SCORE: ${claimedScore(log, me)}`,
  ];
  return [...header, ...log.map((q) => qsoLine(q, me)), "END-OF-LOG:"].join("\n");
}
X
cat > src/main.ts <<'X'
import { readFileSync } from "node:fs";
import type { Qso, Station } from "./types.js";
import { findDupes } from "./dupes.js";
import { cabrillo } from "./cabrillo/write.js";

const me: Station = { call: "GM4XYZ", gridSquare: "IO86ha", power: "LOW" };

const raw = JSON.parse(readFileSync(process.argv[2] ?? "log.json", "utf8")) as Array<Record<string, string>>;
const log: Qso[] = raw.map((r) => ({
  call: r.call.toUpperCase(),
  band: r.band,
  mode: r.mode as Qso["mode"],
  time: new Date(r.time),
  rstSent: r.rst_sent ?? "599",
  rstRcvd: r.rst_rcvd ?? "599",
  exchange: { zone: Number(r.zone) },
}));

for (const [key, qsos] of findDupes(log)) {
  console.warn(`dupe ${key}: ${qsos.length}x`);
}
console.log(cabrillo(log, me, "CQ-WW-CW"));
X

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ npx tsc --noEmit"
  npx tsc --noEmit --pretty false 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
