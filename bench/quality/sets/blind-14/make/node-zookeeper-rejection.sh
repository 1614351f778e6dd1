#!/usr/bin/env bash
# A Node.js zoo feeding-round planner crashes on an unhandled promise rejection (with a cause).
# Output: outputs/node-zookeeper-rejection.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/feedround
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"
cat > "$P/package.json" <<'T'
{ "name": "feedround", "version": "2.0.1", "type": "module", "main": "lib/cli.js" }
T
cat > "$P/data/enclosures.json" <<'T'
[
  { "id": "E01", "species": "Amur tiger", "diet": "carnivore", "kgPerDay": 7.5, "keeper": "Priya" },
  { "id": "E02", "species": "Red panda", "diet": "bamboo", "kgPerDay": 1.6, "keeper": "Tom" },
  { "id": "E03", "species": "Humboldt penguin", "diet": "piscivore", "kgPerDay": 0.5, "count": 14, "keeper": "Aiko" },
  { "id": "E04", "species": "Reticulated giraffe", "diet": "browser", "kgPerDay": 34, "count": 3, "keeper": "Tom" },
  { "id": "E05", "species": "Ring-tailed lemur", "diet": "frugivore", "kgPerDay": 0.25, "count": 9, "keeper": "Priya" },
  { "id": "E06", "species": "Komodo dragon", "diet": "carnivore", "kgPerDay": 2.1, "fastingDays": ["Mon", "Thu"], "keeper": "Aiko" }
]
T
cat > "$P/data/stores.json" <<'T'
{ "carnivore": 62, "bamboo": 18, "piscivore": 9.5, "browser": 140, "frugivore": 6 }
T
cat > "$P/lib/stores.js" <<'T'
import { readFile } from "node:fs/promises";

export class StockError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "StockError";
  }
}

export async function loadStores(path) {
  return JSON.parse(await readFile(path, "utf8"));
}

export function draw(stores, diet, kg) {
  const left = stores[diet];
  if (left === undefined) throw new StockError(`no store for diet '${diet}'`);
  if (left < kg) throw new StockError(`only ${left} kg of ${diet} left, need ${kg.toFixed(2)} kg`);
  stores[diet] = +(left - kg).toFixed(2);
  return stores[diet];
}
T
cat > "$P/lib/round.js" <<'T'
import { draw } from "./stores.js";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export async function feedEnclosure(enc, stores, day) {
  if (enc.fastingDays?.includes(day)) {
    return { id: enc.id, kg: 0, note: "fasting day" };
  }
  const kg = enc.kgPerDay * (enc.count ?? 1);
  try {
    const left = draw(stores, enc.diet, kg);
    return { id: enc.id, kg, left };
  } catch (err) {
    throw new Error(`feeding ${enc.id} (${enc.species}) failed`, { cause: err });
  }
}

export async function planDay(enclosures, stores, dayIndex) {
  const day = DAYS[dayIndex % 7];
  const results = [];
  for (const enc of enclosures) {
    results.push(await feedEnclosure(enc, stores, day));
  }
  return { day, results };
}
T
cat > "$P/lib/cli.js" <<'T'
import { readFile } from "node:fs/promises";
import { loadStores } from "./stores.js";
import { planDay } from "./round.js";

const enclosures = JSON.parse(await readFile(new URL("../data/enclosures.json", import.meta.url), "utf8"));
const stores = await loadStores(new URL("../data/stores.json", import.meta.url));

console.log(`feed round for ${enclosures.length} enclosures, stores: ${JSON.stringify(stores)}`);
for (let d = 1; d <= 5; d++) {
  planDay(enclosures, stores, d).then(({ day, results }) => {
    for (const r of results) console.log(`${day} ${r.id} ${r.kg.toFixed(2).padStart(6)} kg ${r.note ?? `(${r.left} kg left)`}`);
  });
}
T
cd "$P" && {
  capture node lib/cli.js
} 2>&1 | neutral > "$SETDIR/outputs/node-zookeeper-rejection.txt"
