#!/usr/bin/env bash
# Node crashes on an unhandled promise rejection in a greenhouse vent controller script (ESM, async chain with error cause).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/ventctl; rm -rf "$P"; mkdir -p "$P/src" "$P/zones"; cd "$P"
cat > package.json <<'X'
{ "name": "ventctl", "version": "0.3.1", "type": "module", "private": true,
  "scripts": { "start": "node src/main.js" } }
X
cat > zones/north.json <<'X'
{ "zone": "north", "vents": [ { "id": "N1", "maxOpen": 80 }, { "id": "N2", "maxOpen": 80 } ], "target": { "tempC": 24, "rh": 70 } }
X
cat > zones/south.json <<'X'
{ "zone": "south", "vents": [ { "id": "S1", "maxOpen": 60 } ], "target": { "tempC": 26, "rh": 75 }, }
X
cat > src/sensors.js <<'X'
const READINGS = { N1: 27.4, N2: 27.9, S1: 30.2 };
export async function readTemp(ventId) {
  await new Promise((r) => setTimeout(r, 5));
  if (!(ventId in READINGS)) throw new Error(`no sensor wired for vent ${ventId}`);
  return READINGS[ventId];
}
X
cat > src/zones.js <<'X'
import { readFile } from "node:fs/promises";
export async function loadZone(name) {
  const text = await readFile(new URL(`../zones/${name}.json`, import.meta.url), "utf8");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`zone file ${name}.json is not valid JSON`, { cause: err });
  }
}
X
cat > src/main.js <<'X'
import { loadZone } from "./zones.js";
import { readTemp } from "./sensors.js";

function openingFor(temp, target, maxOpen) {
  const pct = Math.max(0, Math.min(maxOpen, (temp - target) * 20));
  return Math.round(pct);
}

async function planZone(name) {
  const zone = await loadZone(name);
  const plan = [];
  for (const v of zone.vents) {
    const t = await readTemp(v.id);
    plan.push({ vent: v.id, temp: t, open: openingFor(t, zone.target.tempC, v.maxOpen) });
  }
  return plan;
}

console.log("ventctl 0.3.1: planning zones north, south");
const north = await planZone("north");
console.table(north);
planZone("south").then((p) => console.table(p));
setTimeout(() => console.log("actuators idle"), 50);
X
capture c-node-greenhousevent-rejection 'node src/main.js'
