#!/usr/bin/env bash
# Sandboarding dune-permit issuer (Node ESM): logs a batch of permits, then an async lookup rejects
# with a chained cause that nothing handles, so Node exits on an unhandled rejection.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/duneboard
rm -rf "$P"; mkdir -p "$P/src" "$P/data"
cd "$P"
cat > package.json <<'X'
{ "name": "duneboard", "version": "1.2.0", "type": "module", "main": "src/main.js" }
X
cat > src/dunes.js <<'X'
import { readFile } from "node:fs/promises";

export class DuneLookupError extends Error {
  constructor(message, options) { super(message, options); this.name = "DuneLookupError"; }
}

let cache;
export async function loadDunes(path) {
  if (!cache) cache = JSON.parse(await readFile(path, "utf8"));
  return cache;
}

export async function duneFor(code, path = "data/dunes.json") {
  const dunes = await loadDunes(path);
  const d = dunes[code];
  try {
    return { code, name: d.name, slopeDeg: d.slopeDeg, closedMonths: d.closedMonths ?? [] };
  } catch (err) {
    throw new DuneLookupError(`unknown dune code ${code}`, { cause: err });
  }
}
X
cat > src/permits.js <<'X'
import { duneFor } from "./dunes.js";

const FEE = { day: 15, week: 60 };

export async function issue(rider, n) {
  const dune = await duneFor(rider.dune);
  const month = 3;
  if (dune.closedMonths.includes(month)) {
    return { ok: false, reason: `${dune.name} closed in month ${month}` };
  }
  const fee = FEE[rider.kind];
  const id = `DP-2026-${String(n).padStart(4, "0")}`;
  console.log(`[permits] ${id} ${rider.name.padEnd(22)} ${dune.name.padEnd(18)} slope=${dune.slopeDeg}deg ${rider.kind} EUR ${fee}`);
  return { ok: true, id, fee };
}
X
cat > src/main.js <<'X'
import { readFileSync } from "node:fs";
import { issue } from "./permits.js";

const riders = JSON.parse(readFileSync("data/riders.json", "utf8"));
console.log(`[main] duneboard 1.2.0: ${riders.length} applications for 2026-03`);
let total = 0;
for (let i = 0; i < riders.length; i++) {
  const r = await issue(riders[i], i + 1);
  if (r.ok) total += r.fee; else console.log(`[permits] refused ${riders[i].name}: ${r.reason}`);
  if ((i + 1) % 50 === 0) console.log(`[main] progress ${i + 1}/${riders.length}, EUR ${total} so far`);
  if (i === 171) {
    // fire-and-forget prefetch of next month's dunes; nobody awaits it
    Promise.all(["CER", "ERG", "XKB"].map((c) => issue({ ...riders[0], dune: c }, 9000)));
  }
}
setTimeout(() => console.log(`[main] done, EUR ${total}`), 50);
X
node - <<'X'
const fs = require("fs");
const dunes = {
  CER: { name: "Cerro Blanco", slopeDeg: 32, closedMonths: [1, 2] },
  ERG: { name: "Erg Chebbi North", slopeDeg: 27 },
  NAM: { name: "Big Daddy", slopeDeg: 35, closedMonths: [3] },
  HUA: { name: "Huacachina East", slopeDeg: 29 },
  MON: { name: "Monte Kaolino", slopeDeg: 25 },
  PIL: { name: "Dune du Pilat", slopeDeg: 30, closedMonths: [7, 8] },
};
const first = ["Ana", "Bilal", "Chen", "Dara", "Emeka", "Farah", "Gustav", "Hana", "Ines", "Jonas", "Kiri", "Luca", "Mina", "Nour", "Oskar", "Priya"];
const last = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Haddad", "Silva", "Novak", "Reyes", "Kaur", "Becker"];
const codes = ["CER", "ERG", "HUA", "MON", "PIL", "CER", "HUA", "NAM"];
const riders = [];
let s = 7;
const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let i = 0; i < 190; i++) {
  riders.push({ name: `${first[Math.floor(rnd() * first.length)]} ${last[Math.floor(rnd() * last.length)]}`,
    dune: codes[Math.floor(rnd() * codes.length)], kind: rnd() < 0.8 ? "day" : "week" });
}
fs.writeFileSync("data/dunes.json", JSON.stringify(dunes, null, 1));
fs.writeFileSync("data/riders.json", JSON.stringify(riders, null, 1));
X
capture d17c-node-sandboard-rejection "node src/main.js"
