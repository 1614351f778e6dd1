#!/bin/bash
# Node CLI of a kelp-harvest permit checker: an error thrown deep in an async chain, rethrown with
# { cause }, caught at top level and printed with console.error before exiting 2.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/kelpharvest
rm -rf "$P"; mkdir -p "$P/src" "$P/data"
cat > "$P/package.json" <<'JS'
{ "name": "kelpharvest", "version": "1.4.0", "type": "module", "private": true }
JS
cat > "$P/data/permits.json" <<'JS'
[
  {"id": "KH-101", "zone": "north-skerry", "tonnes": 12.5, "season": {"from": "2026-04-01", "to": "2026-09-30"}},
  {"id": "KH-102", "zone": "seal-bay", "tonnes": 4, "season": {"from": "2026-05-15", "to": "2026-08-31"}},
  {"id": "KH-103", "zone": "long-reef", "tonnes": "6,5", "season": {"from": "2026-04-01", "to": "2026-10-15"}}
]
JS
cat > "$P/src/permits.js" <<'JS'
import { readFile } from 'node:fs/promises';

export class PermitError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'PermitError';
  }
}

export async function loadPermits(path) {
  const raw = JSON.parse(await readFile(path, 'utf8'));
  return raw.map(parsePermit);
}

function parsePermit(p) {
  const tonnes = parseQuota(p.tonnes, p.id);
  return { ...p, tonnes };
}

function parseQuota(value, id) {
  if (typeof value === 'number') return value;
  const n = Number(value);
  if (Number.isNaN(n)) {
    throw new RangeError(`quota for ${id} is not a number: ${JSON.stringify(value)}`);
  }
  return n;
}
JS
cat > "$P/src/check.js" <<'JS'
import { loadPermits, PermitError } from './permits.js';

export async function remainingQuota(path, landed) {
  let permits;
  try {
    permits = await loadPermits(path);
  } catch (err) {
    throw new PermitError(`cannot load permits from ${path}`, { cause: err });
  }
  return permits.map((p) => ({ id: p.id, left: p.tonnes - (landed[p.id] ?? 0) }));
}
JS
cat > "$P/src/cli.js" <<'JS'
import { remainingQuota } from './check.js';

async function main() {
  const landed = { 'KH-101': 9.75, 'KH-102': 4.5 };
  const rows = await remainingQuota(new URL('../data/permits.json', import.meta.url).pathname, landed);
  for (const r of rows) console.log(r.id, r.left.toFixed(2));
}

main().catch((err) => {
  console.error('kelp permit check failed:');
  console.error(err);
  process.exit(2);
});
JS
cd "$P"
run node src/cli.js | neut
