#!/usr/bin/env bash
# tsc --noEmit on a marionette-theatre rigging planner (TypeScript 5): type errors in several files.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/tsc-marionette.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/marionette-rig
rm -rf "$P"; mkdir -p "$P/src/rig" "$P/src/show"; cd "$P"
cat > package.json <<'X'
{
  "name": "marionette-rig",
  "version": "0.6.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "~5.6.3" }
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
    "exactOptionalPropertyTypes": true,
    "outDir": "dist",
    "pretty": true
  },
  "include": ["src"]
}
X
cat > src/rig/strings.ts <<'X'
export type Joint = "head" | "handL" | "handR" | "knee" | "back" | "foot";

export interface PuppetString {
  joint: Joint;
  lengthCm: number;
  controlBar: "main" | "leg" | "hand";
  colour?: string;
}

export interface Puppet {
  name: string;
  heightCm: number;
  strings: PuppetString[];
}

export function stringFor(p: Puppet, joint: Joint): PuppetString {
  return p.strings.find((s) => s.joint === joint);
}

export function totalLength(p: Puppet): number {
  return p.strings.reduce((sum, s) => sum + s.lengthCm, 0);
}
X
cat > src/rig/bridge.ts <<'X'
import type { Puppet } from "./strings.js";

/** The bridge is the walkway above the stage from which puppeteers work. */
export interface BridgePosition {
  slot: number;
  heightAboveStageCm: number;
  puppeteer: string;
}

export const BRIDGE_HEIGHT_CM = 310;

export function stringDrop(p: Puppet, pos: BridgePosition): number {
  return pos.heightAboveStageCm - p.heightCm;
}

export function assign(puppets: Puppet[], puppeteers: string[]): Map<string, BridgePosition> {
  const out = new Map<string, BridgePosition>();
  puppets.forEach((p, i) => {
    out.set(p.name, { slot: i + 1, heightAboveStageCm: BRIDGE_HEIGHT_CM, puppeteer: puppeteers[i % puppeteers.length] });
  });
  return out;
}
X
cat > src/show/cue.ts <<'X'
import { stringFor, type Joint, type Puppet } from "../rig/strings.js";

export type Cue =
  | { kind: "enter"; puppet: string; at: number }
  | { kind: "gesture"; puppet: string; joint: Joint; at: number; liftCm: number }
  | { kind: "exit"; puppet: string; at: number };

export function describe(cue: Cue): string {
  switch (cue.kind) {
    case "enter":
      return `${cue.puppet} enters at ${cue.at}s`;
    case "gesture":
      return `${cue.puppet} lifts ${cue.joint} by ${cue.liftCm}cm`;
    case "exit":
      return `${cue.puppet} exits at ${cue.at}s`;
    default: {
      const never: never = cue;
      return never;
    }
  }
}

export function validateGesture(cue: Cue, cast: Record<string, Puppet>): string | undefined {
  if (cue.kind !== "gesture") return;
  const puppet = cast[cue.puppet];
  const s = stringFor(puppet, cue.joint);
  if (cue.liftCm > s.lengthCm / 2) return `lift too high for ${s.joint}`;
}
X
cat > src/show/programme.ts <<'X'
import { assign } from "../rig/bridge.js";
import type { Puppet } from "../rig/strings.js";
import { describe, type Cue } from "./cue.js";

const pulcinella: Puppet = {
  name: "Pulcinella",
  heightCm: 72,
  strings: [
    { joint: "head", lengthCm: 240, controlBar: "main" },
    { joint: "handL", lengthCm: 250, controlBar: "hand", colour: undefined },
    { joint: "handR", lengthCm: 250, controlBar: "hand" },
    { joint: "knee", lengthCm: 275, controlBar: "legs" },
  ],
};

const cues: Cue[] = [
  { kind: "enter", puppet: "Pulcinella", at: 0 },
  { kind: "gesture", puppet: "Pulcinella", joint: "hand", at: 4.5, liftCm: 30 },
  { kind: "bow", puppet: "Pulcinella", at: 60 },
];

const bridge = assign([pulcinella], ["Ada"]);
const pos = bridge.get("Pulcinella");
console.log(pos.slot, cues.map(describe).join("\n"));
X
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ echo '$ npx tsc --noEmit -p .'; npx tsc --noEmit -p . 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
