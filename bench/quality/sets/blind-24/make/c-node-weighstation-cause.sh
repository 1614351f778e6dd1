#!/bin/bash
# node batch job for a truck weigh station: processes a day of axle readings, then an error with a cause chain ends the run
. "$(dirname "$0")/c-lib.sh"
P=$WORK/weighstation
fresh $P
mkdir -p src data
cat > package.json <<'JSON'
{ "name": "weighstation-batch", "version": "2.0.1", "type": "module" }
JSON
node -e '
const plates = [];
let seed = 11;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const L = "ABCDEFGHJKLMNPRSTVWXYZ";
const rows = ["ts,plate,axles,gross_kg,permit"];
for (let i = 0; i < 260; i++) {
  let axles = [2, 3, 4, 5, 5, 6][Math.floor(rnd() * 6)];
  let gross = Math.round(axles * (4200 + rnd() * 4200));
  const plate = L[Math.floor(rnd() * 22)] + L[Math.floor(rnd() * 22)] + "-" + String(Math.floor(rnd() * 9000) + 1000);
  const mm = String(i % 60).padStart(2, "0"), hh = String(5 + Math.floor(i / 20)).padStart(2, "0");
  let permit = rnd() < 0.1 ? "P" + Math.floor(rnd() * 90000 + 10000) : "";
  if (i === 187) { permit = "P00000"; gross = 42650; axles = 5; }
  rows.push(`2024-04-09T${hh}:${mm}:00,${plate},${axles},${gross},${permit}`);
}
require("fs").writeFileSync("data/2024-04-09.csv", rows.join("\n") + "\n");
'
cat > src/limits.js <<'JS'
export const MAX_GROSS = { 2: 18000, 3: 26000, 4: 32000, 5: 40000, 6: 44000 };
export function overweight(axles, gross) {
  return Math.max(0, gross - MAX_GROSS[axles]);
}
JS
cat > src/permits.js <<'JS'
const PERMITS = new Map();
export async function lookupPermit(id) {
  await new Promise((r) => setTimeout(r, 1));
  if (id === "P00000") {
    const err = new Error("permit registry returned HTTP 410 Gone for P00000");
    err.code = "PERMIT_GONE";
    throw err;
  }
  return PERMITS.get(id) ?? { id, extraKg: 6000, expires: "2024-12-31" };
}
JS
cat > src/process.js <<'JS'
import { overweight } from "./limits.js";
import { lookupPermit } from "./permits.js";

export async function assess(row) {
  const over = overweight(row.axles, row.gross);
  if (!over) return { ...row, verdict: "ok" };
  if (!row.permit) return { ...row, verdict: "fine", over };
  let permit;
  try {
    permit = await lookupPermit(row.permit);
  } catch (err) {
    throw new Error(`cannot assess ${row.plate} at ${row.ts}: permit ${row.permit} lookup failed`, { cause: err });
  }
  return { ...row, verdict: over <= permit.extraKg ? "permit" : "fine", over };
}

export async function runDay(rows, log) {
  const out = [];
  for (const row of rows) {
    try {
      const r = await assess(row);
      log(`${r.ts} ${r.plate.padEnd(8)} axles=${r.axles} gross=${String(r.gross).padStart(5)} kg ${r.verdict}${r.over ? ` (+${r.over} kg)` : ""}`);
      out.push(r);
    } catch (err) {
      throw new Error(`weigh batch aborted after ${out.length} of ${rows.length} vehicles`, { cause: err });
    }
  }
  return out;
}
JS
cat > src/main.js <<'JS'
import { readFile } from "node:fs/promises";
import { runDay } from "./process.js";

const file = process.argv[2];
const text = await readFile(file, "utf8");
const rows = text.trim().split("\n").slice(1).map((l) => {
  const [ts, plate, axles, gross, permit] = l.split(",");
  return { ts, plate, axles: Number(axles), gross: Number(gross), permit };
});
console.log(`weighstation-batch 2.0.1: ${rows.length} vehicles in ${file}`);
const results = await runDay(rows, console.log);
console.log(`fines: ${results.filter((r) => r.verdict === "fine").length}`);
JS
cd $P
{ run node src/main.js data/2024-04-09.csv; } | neutral
