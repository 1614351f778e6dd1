#!/usr/bin/env bash
# A bike-share dock rebalancing planner in Node.js that logs its plan and then dies on
# an unhandled promise rejection with an error cause. Output: outputs/node-dockshare-rejection.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dockshare
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"; cd "$P"

cat > package.json <<'X'
{ "name": "dockshare-planner", "version": "3.1.0", "type": "module", "main": "plan.js" }
X
cat > data/docks.json <<'X'
[
  {"id": "D101", "name": "Canal Basin", "capacity": 24, "bikes": 22, "lat": 55.9431, "lon": -3.2175},
  {"id": "D102", "name": "Meadows East", "capacity": 30, "bikes": 3, "lat": 55.9410, "lon": -3.1842},
  {"id": "D103", "name": "Leith Walk", "capacity": 18, "bikes": 17, "lat": 55.9650, "lon": -3.1760},
  {"id": "D104", "name": "Haymarket", "capacity": 28, "bikes": 6, "lat": 55.9457, "lon": -3.2184},
  {"id": "D105", "name": "Ocean Terminal", "capacity": 20, "bikes": 10, "lat": 55.9811, "lon": -3.1770},
  {"id": "D106", "name": "Bruntsfield", "capacity": 16, "bikes": 15, "lat": 55.9369, "lon": -3.2065},
  {"id": "D107", "name": "King's Buildings", "capacity": 22, "bikes": 1, "lat": 55.9223, "lon": -3.1729},
  {"id": "D108", "name": "Portobello", "capacity": 14, "bikes": 7, "lat": 55.9536, "lon": -3.1130}
]
X
cat > data/vans.json <<'X'
[
  {"van": "V1", "capacity": 12, "depot": "D101"},
  {"van": "V2", "capacity": 10, "depot": "D109"}
]
X
cat > lib/geo.js <<'X'
const R = 6371;
export function km(a, b) {
  const dLat = ((b.lat - a.lat) * Math.PI) / 180;
  const dLon = ((b.lon - a.lon) * Math.PI) / 180;
  const x = Math.sin(dLat / 2) ** 2 + Math.cos((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(x));
}
X
cat > lib/balance.js <<'X'
import { km } from "./geo.js";

export function imbalance(dock) {
  const target = Math.round(dock.capacity * 0.5);
  return dock.bikes - target;
}

export function moves(docks) {
  const donors = docks.filter((d) => imbalance(d) > 2).sort((a, b) => imbalance(b) - imbalance(a));
  const takers = docks.filter((d) => imbalance(d) < -2).sort((a, b) => imbalance(a) - imbalance(b));
  const out = [];
  for (const t of takers) {
    let need = -imbalance(t);
    for (const d of donors) {
      const spare = imbalance(d) - out.filter((m) => m.from === d.id).reduce((s, m) => s + m.bikes, 0);
      if (spare <= 0 || need <= 0) continue;
      const n = Math.min(spare, need);
      out.push({ from: d.id, to: t.id, bikes: n, km: +km(d, t).toFixed(2) });
      need -= n;
    }
  }
  return out;
}
X
cat > lib/vans.js <<'X'
import { readFile } from "node:fs/promises";
import { km } from "./geo.js";

export async function loadVans(path, docksById) {
  const vans = JSON.parse(await readFile(path, "utf8"));
  return vans.map((v) => {
    const depot = docksById.get(v.depot);
    if (!depot) {
      throw new RangeError(`van ${v.van}: unknown depot ${v.depot}`);
    }
    return { ...v, at: depot };
  });
}

export async function assign(moves, vansPromise) {
  const vans = await vansPromise;
  return moves.map((m, i) => ({ ...m, van: vans[i % vans.length].van }));
}

export function routeLength(legs, docksById) {
  let total = 0;
  for (let i = 1; i < legs.length; i++) total += km(docksById.get(legs[i - 1].to), docksById.get(legs[i].from));
  return total;
}
X
cat > plan.js <<'X'
import { readFile } from "node:fs/promises";
import { imbalance, moves } from "./lib/balance.js";
import { loadVans, assign } from "./lib/vans.js";

class PlanError extends Error {}

async function main() {
  const docks = JSON.parse(await readFile("data/docks.json", "utf8"));
  const byId = new Map(docks.map((d) => [d.id, d]));
  console.log("dock  name              bikes/cap  imbalance");
  for (const d of docks) {
    console.log(`${d.id}  ${d.name.padEnd(16)}  ${String(d.bikes).padStart(2)}/${d.capacity}      ${imbalance(d) > 0 ? "+" : ""}${imbalance(d)}`);
  }
  const plan = moves(docks);
  console.log(`\n${plan.length} moves planned:`);
  for (const m of plan) console.log(`  ${m.from} -> ${m.to}  ${m.bikes} bikes  ${m.km} km`);

  const vans = loadVans("data/vans.json", byId).catch((err) => {
    throw new PlanError("could not load van fleet for morning run", { cause: err });
  });
  setTimeout(async () => {
    const assigned = await assign(plan, vans);
    console.log(assigned);
  }, 50);
}

main();
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ node plan.js"
  node plan.js 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
