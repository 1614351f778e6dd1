#!/bin/bash
# node script of a toy escalator maintenance scheduler dying on an unhandled promise rejection with an error cause chain
. "$(dirname "$0")/c-lib.sh"
P=$WORK/escalator-maint; rm -rf "$P"; mkdir -p "$P/lib"; cd "$P"
cat > package.json <<'JSON'
{ "name": "escalator-maint", "version": "0.3.1", "type": "module", "main": "run.js" }
JSON
cat > lib/inspections.js <<'JS'
import { readFile } from 'node:fs/promises';

export async function loadInspections(path) {
  const raw = await readFile(path, 'utf8');
  return raw.trim().split('\n').slice(1).map((line, i) => {
    const [unit, station, lastInspected, stepsWorn] = line.split(',');
    return { unit, station, lastInspected: new Date(lastInspected), stepsWorn: Number(stepsWorn), row: i + 2 };
  });
}
JS
cat > lib/planner.js <<'JS'
const MAX_DAYS = 30;

export class PlanningError extends Error {
  constructor(message, options) { super(message, options); this.name = 'PlanningError'; }
}

function dueIn(unit, today) {
  const age = (today - unit.lastInspected) / 86400000;
  if (Number.isNaN(age)) {
    throw new TypeError(`unit ${unit.unit} at ${unit.station}: invalid inspection date`);
  }
  return Math.max(0, MAX_DAYS - Math.floor(age));
}

export async function planWeek(units, today) {
  const plan = [];
  for (const u of units) {
    try {
      plan.push({ unit: u.unit, due: dueIn(u, today), urgent: u.stepsWorn > 4 });
    } catch (err) {
      throw new PlanningError(`cannot plan row ${u.row} of inspections.csv`, { cause: err });
    }
  }
  return plan.sort((a, b) => a.due - b.due);
}
JS
cat > inspections.csv <<'CSV'
unit,station,last_inspected,steps_worn
E1,Central Concourse,2024-04-02,1
E2,Central Concourse,2024-04-10,0
E3,Riverside,2024-03-28,5
E4,Riverside,pending,2
E5,Museum Quarter,2024-04-15,3
CSV
cat > run.js <<'JS'
import { loadInspections } from './lib/inspections.js';
import { planWeek } from './lib/planner.js';

async function main() {
  const units = await loadInspections('./inspections.csv');
  console.log(`loaded ${units.length} escalators`);
  const plan = await planWeek(units, new Date('2024-04-20'));
  for (const p of plan) console.log(`${p.unit}\tdue in ${p.due} days${p.urgent ? '\tURGENT' : ''}`);
}

main();
JS
run c-node-escalator-rejection node run.js
