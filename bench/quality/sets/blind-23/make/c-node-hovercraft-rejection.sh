#!/bin/bash
# Node unhandled promise rejection in a hovercraft ferry ticketing script.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/hoverferry-tickets; fresh "$P"; cd "$P"
mkdir -p lib
cat > package.json <<'JS'
{ "name": "hoverferry-tickets", "version": "0.3.0", "type": "module", "private": true }
JS
cat > lib/tides.js <<'JS'
export async function tideWindow(terminal, date) {
  await new Promise((r) => setTimeout(r, 5));
  const table = { Ryde: [[6, 11], [18, 23]], Southsea: [[5, 10], [17, 22]] };
  if (!table[terminal]) throw `no tide table for terminal ${terminal}`;
  return table[terminal];
}
JS
cat > lib/fares.js <<'JS'
import { tideWindow } from './tides.js';
export async function quote(route, hour, passengers) {
  const [from] = route.split('->');
  const windows = await tideWindow(from, '2026-06-01');
  const inWindow = windows.some(([a, b]) => hour >= a && hour < b);
  const base = inWindow ? 14.5 : 18.0;
  return Math.round(base * passengers * 100) / 100;
}
JS
cat > sell.js <<'JS'
import { quote } from './lib/fares.js';
const orders = [];
const routes = ['Southsea->Ryde', 'Ryde->Southsea'];
for (let i = 0; i < 24; i++) orders.push({ route: routes[i % 2], hour: 5 + (i * 7) % 18, passengers: 1 + (i * 5) % 6 });
orders.splice(17, 0, { route: 'Cowes->Southsea', hour: 9, passengers: 1 });
for (const o of orders) {
  quote(o.route, o.hour, o.passengers).then((p) => console.log(`order ${orders.indexOf(o) + 1}: ${o.route} @${o.hour}:00 x${o.passengers} = GBP ${p}`));
}
JS
capture node-hovercraft-rejection "$P" 'node sell.js'
