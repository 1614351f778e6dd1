#!/bin/bash
# Node unhandled promise rejection in a pier-fishing permit/tide-window notifier.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pierfishing; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'JS'
{ "name": "pierfishing-notify", "version": "0.3.0", "type": "module", "main": "src/index.js" }
JS
cat > src/tides.js <<'JS'
export async function fetchTideTable(station) {
  await new Promise((r) => setTimeout(r, 5));
  if (station === 'SOUTHEND-PIER') {
    return { station, events: [{ t: '05:12', type: 'HW', h: 5.4 }, { t: '11:31', type: 'LW', h: 0.6 }] };
  }
  return { station, events: null };
}

export function fishingWindows(table) {
  return table.events.filter((e) => e.type === 'HW').map((e) => ({ from: e.t, hours: 2 }));
}
JS
cat > src/permits.js <<'JS'
const permits = new Map([
  ['P-1042', { holder: 'R. Okafor', pier: 'SOUTHEND-PIER', expires: '2024-09-30' }],
  ['P-1077', { holder: 'D. Lindqvist', pier: 'CLEETHORPES-PIER', expires: '2024-05-01' }],
]);

export async function loadPermit(id) {
  await new Promise((r) => setTimeout(r, 2));
  const p = permits.get(id);
  if (!p) throw new Error(`permit ${id} not found`);
  return { id, ...p };
}
JS
cat > src/index.js <<'JS'
import { fetchTideTable, fishingWindows } from './tides.js';
import { loadPermit } from './permits.js';

async function notify(permitId) {
  const permit = await loadPermit(permitId);
  const table = await fetchTideTable(permit.pier);
  const windows = fishingWindows(table);
  console.log(`[notify] ${permit.holder} @ ${permit.pier}: ${windows.map((w) => w.from).join(', ')}`);
  return windows.length;
}

console.log('[notify] pierfishing-notify 0.3.0 starting');
const ids = ['P-1042', 'P-1077'];
for (const id of ids) {
  notify(id); // fire and forget
}
setTimeout(() => console.log('[notify] all notifications queued'), 50);
JS
run "node src/index.js" | neutral > "$OUTDIR/c-node-pierfishing-rejection.txt"
