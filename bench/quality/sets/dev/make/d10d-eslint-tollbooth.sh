#!/usr/bin/env bash
# eslint over a motorway toll-plaza service (eslint 8, .eslintrc.json): many warnings, some errors, one parse error.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tollplaza
rm -rf "$P"; mkdir -p "$P/src/lanes" "$P/src/tariffs" "$P/src/transponders" "$P/src/reports"
cd "$P"
cat > package.json <<'JSON'
{ "name": "tollplaza", "version": "3.0.0-rc.2", "private": true,
  "scripts": { "lint": "eslint src" },
  "devDependencies": { "eslint": "8.57.0" } }
JSON
npm install --no-audit --no-fund --silent >/dev/null 2>&1
cat > .eslintrc.json <<'JSON'
{
  "root": true,
  "env": { "node": true, "es2022": true },
  "parserOptions": { "ecmaVersion": 2022, "sourceType": "module" },
  "extends": "eslint:recommended",
  "rules": {
    "eqeqeq": "error",
    "no-var": "error",
    "prefer-const": "warn",
    "no-console": "warn",
    "curly": "warn",
    "no-unused-vars": ["warn", { "args": "after-used" }],
    "no-shadow": "warn",
    "no-param-reassign": "warn",
    "default-case": "warn",
    "max-params": ["warn", 4]
  }
}
JSON
lanefile() { # name
cat > "src/lanes/$1.js" <<JS
import { tariffFor } from '../tariffs/table.js';
import { readTag } from '../transponders/reader.js';
import fs from 'fs';

var laneId = '$1';
let open = true;

export function handleVehicle(vehicle, cls, axles, plate, when, operator) {
  let fee = tariffFor(cls, axles);
  if (vehicle.exempt == true) fee = 0;
  const tag = readTag(vehicle);
  if (tag != null) {
    console.log('tag', tag.id, 'lane', laneId);
    let fee = tag.discount ? tariffFor(cls, axles) * 0.9 : tariffFor(cls, axles);
    return { plate, fee, when };
  }
  switch (cls) {
    case 'motorcycle':
      fee = fee / 2;
      break;
    case 'hgv':
      fee = fee + 4;
  }
  if (!open) return null
  return { plate, fee, when };
}

export function closeLane(reason) {
  reason = reason || 'maintenance';
  open = false;
  console.warn('closing lane', laneId, reason);
}
JS
}
for l in lane01 lane02 lane03 lane04 lane05 lane06 lane07 lane08 lane09 lane10 express01 express02; do lanefile "$l"; done
cat > src/tariffs/table.js <<'JS'
const BASE = { car: 2.5, van: 3.1, motorcycle: 1.2, hgv: 7.8, coach: 6.4 };

export function tariffFor(cls, axles) {
  var base = BASE[cls];
  if (base === undefined) throw new Error('unknown class ' + cls);
  if (axles > 2) base += (axles - 2) * 1.35;
  return Math.round(base * 100) / 100;
}

export function peakMultiplier(hour) {
  let m = 1;
  if (hour >= 7 && hour < 10) m = 1.25;
  if (hour >= 16 && hour < 19) m = 1.25;
  return m;
}
JS
cat > src/tariffs/night.js <<'JS'
import { tariffFor } from './table.js';

export function nightFee(cls, axles, hour) {
  if (hour < 6 || hour >= 22) {
    return tariffFor(cls, axles) * 0.5;
  }
  return tariffFor(cls, axles);
JS
cat > src/transponders/reader.js <<'JS'
let lastRead = null;
export function readTag(vehicle) {
  if (!vehicle.tag) return null;
  let tag = { id: vehicle.tag.id, discount: vehicle.tag.account == 'commuter' };
  lastRead = tag;
  return tag;
}
export function decodeEpc(hex) {
  const bytes = [];
  for (var i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.substr(i, 2), 16));
  return bytes;
}
JS
cat > src/transponders/blacklist.js <<'JS'
const BLOCKED = new Set();
export function isBlocked(id) { return BLOCKED.has(id) }
export function block(id, reason) {
  if (typeof id != 'string') throw new TypeError('id must be a string');
  BLOCKED.add(id);
}
JS
cat > src/reports/daily.js <<'JS'
import fs from 'fs';
import path from 'path';

export function dailyTotals(records) {
  let totals = {};
  for (const r of records) {
    totals[r.lane] = (totals[r.lane] || 0) + r.fee;
  }
  console.table(totals);
  return totals;
}

export function writeCsv(dir, totals) {
  let out = 'lane,total\n';
  for (const k in totals) out += k + ',' + totals[k].toFixed(2) + '\n';
  fs.writeFileSync(dir + '/daily.csv', out);
}
JS
{
  echo '$ npx eslint src'
  npx eslint src 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
