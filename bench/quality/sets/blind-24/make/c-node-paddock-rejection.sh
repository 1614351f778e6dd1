#!/bin/bash
# node service script for a livery yard: logs a few lines, then dies of an unhandled promise rejection
. "$(dirname "$0")/c-lib.sh"
P=$WORK/paddock
fresh $P
mkdir -p lib data
cat > package.json <<'JSON'
{ "name": "paddock-rota", "version": "1.3.0", "type": "module", "main": "lib/rota.js" }
JSON
cat > data/horses.json <<'JSON'
[
  {"name": "Bramble", "paddock": "east", "feed": {"hay_kg": 9, "pellets_kg": 1.5}},
  {"name": "Juniper", "paddock": "east", "feed": {"hay_kg": 8, "pellets_kg": 1.0}},
  {"name": "Captain", "paddock": "river", "feed": {"hay_kg": 11}},
  {"name": "Moss", "paddock": "river", "feed": {"hay_kg": 7, "pellets_kg": 0.5}},
  {"name": "Wren", "paddock": "hill"}
]
JSON
cat > lib/feed.js <<'JS'
export async function ration(horse) {
  await new Promise((r) => setTimeout(r, 5));
  return { name: horse.name, hay: horse.feed.hay_kg, pellets: horse.feed.pellets_kg ?? 0 };
}

export async function yardTotals(horses) {
  const rations = await Promise.all(horses.map(ration));
  return rations.reduce((t, r) => ({ hay: t.hay + r.hay, pellets: t.pellets + r.pellets }), { hay: 0, pellets: 0 });
}
JS
cat > lib/rotation.js <<'JS'
const PADDOCKS = { east: 2.1, river: 3.4, hill: 1.6 };

export function restDays(paddock, horses) {
  const ha = PADDOCKS[paddock];
  return Math.ceil((horses / ha) * 7);
}
JS
cat > lib/rota.js <<'JS'
import { readFile } from "node:fs/promises";
import { yardTotals } from "./feed.js";
import { restDays } from "./rotation.js";

const log = (...a) => console.log(new Date(Date.UTC(2024, 2, 4, 6, 0, 0)).toISOString(), ...a);

async function main() {
  const horses = JSON.parse(await readFile(new URL("../data/horses.json", import.meta.url), "utf8"));
  log(`paddock-rota 1.3.0: ${horses.length} horses loaded`);
  const byPaddock = horses.reduce((g, h) => ((g[h.paddock] ??= []).push(h), g), {});
  for (const [p, hs] of Object.entries(byPaddock)) {
    log(`paddock ${p}: ${hs.length} horses, rest ${restDays(p, hs.length)} days after grazing`);
  }
  yardTotals(horses).then((t) => log(`daily feed: ${t.hay} kg hay, ${t.pellets} kg pellets`));
  log("rota written to stdout; ordering feed next");
}

main();
JS
cd $P
{ run node lib/rota.js; } | neutral
