#!/bin/bash
# node script failing deep in an async chain with Error.cause (toy beach locker-hire settlement job)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/locker-hire
rm -rf "$P"; mkdir -p "$P/src" "$P/data"; cd "$P"
cat > package.json <<'JS'
{ "name": "locker-hire", "version": "2.0.3", "type": "module" }
JS
cat > data/rates.json <<'JS'
{ "small": { "hourly": 2.5, "daily": 9 }, "large": { "hourly": 4, "daily": 15 }, "surfboard": { "hourly": 3, "daily" 11 } }
JS
cat > src/rates.js <<'JS'
import { readFile } from "node:fs/promises";
export async function loadRates(path) {
  const text = await readFile(path, "utf8");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`rates file ${path} is not valid JSON`, { cause: err });
  }
}
JS
cat > src/settle.js <<'JS'
import { loadRates } from "./rates.js";
export async function settleDay(day, rentals) {
  let rates;
  try {
    rates = await loadRates("data/rates.json");
  } catch (err) {
    throw new Error(`settlement for ${day} aborted: cannot price ${rentals.length} rentals`, { cause: err });
  }
  return rentals.reduce((sum, r) => sum + Math.min(r.hours * rates[r.size].hourly, rates[r.size].daily), 0);
}
JS
cat > src/job.js <<'JS'
import { settleDay } from "./settle.js";
const rentals = [
  { locker: "B12", size: "small", hours: 3 }, { locker: "C04", size: "surfboard", hours: 6 },
  { locker: "A01", size: "large", hours: 1 },
];
async function run() {
  console.log("nightly settlement: 2025-08-02, 3 rentals");
  const total = await settleDay("2025-08-02", rentals);
  console.log("takings", total.toFixed(2));
}
run().catch((err) => { console.error(err); process.exitCode = 3; });
JS
capture "node src/job.js" | neutral
