#!/usr/bin/env bash
# Node.js ski-resort snowcat grooming planner: progress output, then an unhandled promise rejection.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/groomplan
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"; cd "$P"
cat > package.json <<'T'
{ "name": "groomplan", "version": "1.2.0", "type": "module", "main": "index.js" }
T
cat > data/runs.json <<'T'
[
 {"id": "R01", "name": "Fox Glade", "grade": "green", "lengthM": 1850, "widthM": 40, "sector": "north"},
 {"id": "R02", "name": "Tamarack", "grade": "blue", "lengthM": 2300, "widthM": 35, "sector": "north"},
 {"id": "R03", "name": "Chute Noire", "grade": "black", "lengthM": 1200, "widthM": 25, "sector": "north", "winch": true},
 {"id": "R04", "name": "Larch Bowl", "grade": "blue", "lengthM": 1600, "widthM": 60, "sector": "east"},
 {"id": "R05", "name": "Otter Run", "grade": "green", "lengthM": 2900, "widthM": 30, "sector": "east"},
 {"id": "R06", "name": "Summit Traverse", "grade": "blue", "lengthM": 3400, "widthM": 20, "sector": "summit"},
 {"id": "R07", "name": "Widowmaker", "grade": "black", "lengthM": 950, "widthM": 30, "sector": "summit", "winch": true},
 {"id": "R08", "name": "Pika Trail", "grade": "green", "lengthM": 2100, "widthM": 25, "sector": "south"},
 {"id": "R09", "name": "Corduroy Mile", "grade": "blue", "lengthM": 1700, "widthM": 45, "sector": "south"},
 {"id": "R10", "name": "Cornice", "grade": "black", "lengthM": 800, "widthM": 20, "sector": "summit", "winch": true}
]
T
cat > lib/fleet.js <<'T'
export const FLEET = [
  { unit: "PB-600-1", widthM: 6.4, kmh: 11, winch: false, fuelL: 310 },
  { unit: "PB-600-2", widthM: 6.4, kmh: 11, winch: false, fuelL: 260 },
  { unit: "PB-W-3", widthM: 6.4, kmh: 9, winch: true, fuelL: 295 },
];

export function passesNeeded(run, cat) {
  return Math.ceil(run.widthM / (cat.widthM * 0.85));
}

export function minutesFor(run, cat) {
  const km = (run.lengthM * passesNeeded(run, cat)) / 1000;
  return Math.round((km / cat.kmh) * 60 * (run.grade === "black" ? 1.6 : 1));
}
T
cat > lib/anchors.js <<'T'
const ANCHORS = { R03: "A-North-2", R07: "A-Summit-1" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function reserveAnchor(run, unit) {
  await sleep(5);
  const anchor = ANCHORS[run.id];
  if (!anchor) {
    throw new Error(`no winch anchor registered for ${run.id} (${run.name}); cannot schedule ${unit}`);
  }
  return { anchor, unit, run: run.id };
}
T
cat > lib/plan.js <<'T'
import { FLEET, minutesFor, passesNeeded } from "./fleet.js";
import { reserveAnchor } from "./anchors.js";

export function assign(runs) {
  const plan = [];
  const load = new Map(FLEET.map((c) => [c.unit, 0]));
  for (const run of [...runs].sort((a, b) => b.lengthM * b.widthM - a.lengthM * a.widthM)) {
    const candidates = FLEET.filter((c) => !run.winch || c.winch);
    candidates.sort((a, b) => load.get(a.unit) - load.get(b.unit));
    const cat = candidates[0];
    const mins = minutesFor(run, cat);
    load.set(cat.unit, load.get(cat.unit) + mins);
    plan.push({ run, cat, mins, passes: passesNeeded(run, cat) });
  }
  return { plan, load };
}

export function winchBookings(plan) {
  return plan.filter((p) => p.run.winch).map((p) => reserveAnchor(p.run, p.cat.unit));
}
T
cat > index.js <<'T'
import { readFile } from "node:fs/promises";
import { assign, winchBookings } from "./lib/plan.js";

const runs = JSON.parse(await readFile(new URL("./data/runs.json", import.meta.url)));
console.log(`groomplan 1.2.0: ${runs.length} runs, shift 22:00-05:30`);
const { plan, load } = assign(runs);
for (const p of plan) {
  console.log(`  ${p.run.id} ${p.run.name.padEnd(16)} ${p.run.grade.padEnd(5)} -> ${p.cat.unit.padEnd(9)} ${String(p.passes).padStart(2)} passes ${String(p.mins).padStart(4)} min`);
}
for (const [unit, mins] of load) console.log(`  load ${unit}: ${mins} min`);

const bookings = winchBookings(plan);
console.log(`reserving ${bookings.length} winch anchors...`);
setTimeout(async () => {
  const first = await bookings[0];
  console.log(`  anchor ${first.anchor} -> ${first.unit} on ${first.run}`);
  console.log("plan written to out/plan-2026-02-14.txt");
}, 20);
T
{ run "node index.js"; } | neutral
