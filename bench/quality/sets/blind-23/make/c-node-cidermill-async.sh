#!/bin/bash
# Error thrown deep in an async chain with an Error cause, cider-mill pressing scheduler.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/cidermill-press; fresh "$P"; cd "$P"
mkdir -p src data
cat > package.json <<'JS'
{ "name": "cidermill-press", "version": "1.2.0", "type": "module", "private": true }
JS
cat > data/batches.json <<'JS'
[
  {"id": "B-101", "variety": "Dabinett", "kg": 420, "brix": 12.1},
  {"id": "B-102", "variety": "Kingston Black", "kg": 310, "brix": 13.4},
  {"id": "B-103", "variety": "Yarlington Mill", "kg": 275},
  {"id": "B-104", "variety": "Foxwhelp", "kg": 190, "brix": 11.2}
]
JS
cat > src/gravity.js <<'JS'
export function expectedGravity(batch) {
  if (typeof batch.brix !== 'number') {
    throw new TypeError(`batch ${batch.id}: brix reading missing`);
  }
  return 1 + (batch.brix / (258.6 - (batch.brix / 258.2) * 227.1));
}
JS
cat > src/plan.js <<'JS'
import { readFile } from 'node:fs/promises';
import { expectedGravity } from './gravity.js';

async function loadBatches(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

async function planBatch(batch) {
  await new Promise((r) => setImmediate(r));
  const og = expectedGravity(batch);
  return { id: batch.id, litres: Math.round(batch.kg * 0.62), og: og.toFixed(3) };
}

export async function planPressDay(file) {
  const batches = await loadBatches(file);
  const plans = [];
  for (const b of batches) {
    try {
      plans.push(await planBatch(b));
    } catch (err) {
      throw new Error(`cannot plan press day from ${file}`, { cause: err });
    }
  }
  return plans;
}
JS
cat > src/main.js <<'JS'
import { planPressDay } from './plan.js';
const plans = await planPressDay(process.argv[2] ?? 'data/batches.json');
console.table(plans);
JS
capture node-cidermill-async "$P" 'node src/main.js data/batches.json'
