#!/usr/bin/env bash
# Node script for a bobsleigh timing relay that dies of an unhandled promise rejection.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/sledtiming
fresh "$P"
mkdir -p src data
cat > package.json <<'JS'
{ "name": "sledtiming", "version": "0.9.2", "type": "module", "private": true }
JS
cat > data/heat-3.json <<'JS'
{ "heat": 3, "track": "Altenberg", "runs": [
  { "bib": 4, "crew": "GER-2", "splits": [4.91, 15.02, 27.44, 39.80, 51.67] },
  { "bib": 7, "crew": "LAT-1", "splits": [4.95, 15.10, 27.61, 40.02, 51.90] },
  { "bib": 9, "crew": "CAN-1", "splits": [4.88, 14.97, null, 39.75, 51.52] },
  { "bib": 12, "crew": "SUI-2", "splits": [5.01, 15.22, 27.80, 40.31, 52.11] } ] }
JS
cat > src/splits.js <<'JS'
export function sectorTimes(splits) {
  return splits.map((t, i) => {
    if (t === null) throw new TypeError(`missing timing-eye reading at sector ${i + 1}`);
    return i === 0 ? t : +(t - splits[i - 1]).toFixed(2);
  });
}

export function fastestSector(runs, sector) {
  return runs.reduce((best, r) => (r.sectors[sector] < best.sectors[sector] ? r : best));
}
JS
cat > src/relay.js <<'JS'
import { readFile } from 'node:fs/promises';
import { sectorTimes } from './splits.js';

async function publish(board, run) {
  await new Promise((r) => setTimeout(r, 5));
  board.push(`${run.crew.padEnd(6)} ${run.sectors.join(' ')} total ${run.splits.at(-1)}`);
}

export async function relayHeat(file) {
  const heat = JSON.parse(await readFile(file, 'utf8'));
  const board = [];
  console.log(`relaying heat ${heat.heat} at ${heat.track}: ${heat.runs.length} runs`);
  const jobs = heat.runs.map(async (run) => {
    run.sectors = sectorTimes(run.splits);
    await publish(board, run);
    console.log(`  published bib ${run.bib}`);
  });
  setTimeout(() => console.log(board.join('\n')), 50);
  return jobs.length;
}
JS
cat > src/main.js <<'JS'
import { relayHeat } from './relay.js';

const n = await relayHeat(process.argv[2] ?? 'data/heat-3.json');
console.log(`queued ${n} runs for the scoreboard`);
JS
run "node src/main.js data/heat-3.json" | neutralise
