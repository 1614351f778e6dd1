#!/usr/bin/env bash
# Shoe-repair counter app: `npm run ci` chains lint-style checks, a data build and the tests;
# the build step warns about a price list entry and the test step fails; npm reports the script error.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/shoerepair
rm -rf "$P"; mkdir -p "$P/scripts" "$P/src" "$P/data" "$P/test"
cat > "$P/package.json" <<'EOF'
{
  "name": "cobbler-counter",
  "version": "3.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "check:data": "node scripts/check-data.js",
    "build:prices": "node scripts/build-prices.js",
    "test": "node --test --test-reporter=tap test/",
    "ci": "npm run check:data && npm run build:prices && npm test"
  }
}
EOF
python3 - "$P/data/jobs.json" "$P/data/prices.csv" <<'EOF'
import json, random, sys
rnd = random.Random(77)
kinds = ["heel-tips", "half-soles", "full-resole", "stitch-repair", "zip-replace", "stretch", "dye", "key-cut", "watch-battery"]
jobs = []
for i in range(1, 171):
    jobs.append({"ticket": f"T{5000+i}", "kind": rnd.choice(kinds), "pairs": rnd.randint(1, 3),
                 "promised": f"2024-09-{rnd.randint(2, 28):02d}", "paid": rnd.random() < 0.6})
jobs[63]["kind"] = "re-welt"
json.dump(jobs, open(sys.argv[1], "w"), indent=1)
with open(sys.argv[2], "w") as fh:
    fh.write("kind,price_pence,minutes\n")
    for k, p, m in [("heel-tips", 1250, 15), ("half-soles", 3400, 40), ("full-resole", 6900, 90),
                    ("stitch-repair", 1500, 20), ("zip-replace", 2800, 45), ("stretch", 1200, 1440),
                    ("dye", 3200, 120), ("key-cut", 650, 3), ("watch-battery", 800, 5), ("re-welt", "", 180)]:
        fh.write(f"{k},{p},{m}\n")
EOF
cat > "$P/scripts/check-data.js" <<'EOF'
import { readFileSync } from 'node:fs';
const jobs = JSON.parse(readFileSync('data/jobs.json', 'utf8'));
let bad = 0;
for (const j of jobs) {
  const ok = /^T\d{4}$/.test(j.ticket) && j.pairs > 0 && /^2024-\d\d-\d\d$/.test(j.promised);
  console.log(`check ${j.ticket} ${j.kind.padEnd(14)} pairs=${j.pairs} promised=${j.promised} ${ok ? 'ok' : 'BAD'}`);
  if (!ok) bad++;
}
console.log(`checked ${jobs.length} job tickets, ${bad} bad`);
process.exit(bad ? 1 : 0);
EOF
cat > "$P/scripts/build-prices.js" <<'EOF'
import { readFileSync, writeFileSync } from 'node:fs';
const rows = readFileSync('data/prices.csv', 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
const out = {};
for (const [kind, pence, minutes] of rows) {
  if (pence === '') {
    console.warn(`warning: no price for "${kind}" in data/prices.csv; it will be quoted at the counter`);
    continue;
  }
  out[kind] = { pence: Number(pence), minutes: Number(minutes) };
}
writeFileSync('src/prices.json', JSON.stringify(out, null, 2));
console.log(`wrote src/prices.json with ${Object.keys(out).length} repair kinds`);
EOF
cat > "$P/src/counter.js" <<'EOF'
import { readFileSync } from 'node:fs';
const PRICES = JSON.parse(readFileSync(new URL('./prices.json', import.meta.url), 'utf8'));

export function quote(job) {
  const p = PRICES[job.kind];
  return p.pence * job.pairs;
}

export function dueToday(jobs, date) {
  return jobs.filter((j) => j.promised === date && !j.collected);
}

export function benchMinutes(jobs) {
  return jobs.reduce((s, j) => s + PRICES[j.kind].minutes * j.pairs, 0);
}
EOF
cat > "$P/test/counter.test.js" <<'EOF'
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { quote, dueToday, benchMinutes } from '../src/counter.js';

const jobs = JSON.parse(readFileSync('data/jobs.json', 'utf8'));

test('heel tips for two pairs', () => assert.equal(quote({ kind: 'heel-tips', pairs: 2 }), 2500));
test('a full resole', () => assert.equal(quote({ kind: 'full-resole', pairs: 1 }), 6900));
test('key cutting is per key', () => assert.equal(quote({ kind: 'key-cut', pairs: 3 }), 1950));
test('due today excludes collected', () => {
  const js = [{ promised: '2024-09-10' }, { promised: '2024-09-10', collected: true }];
  assert.equal(dueToday(js, '2024-09-10').length, 1);
});
test('every open ticket can be quoted', () => {
  for (const j of jobs) assert.ok(quote(j) > 0, j.ticket);
});
test('bench time for the week fits two cobblers', () => {
  const mins = benchMinutes(jobs.filter((j) => j.kind !== 'stretch'));
  assert.ok(mins < 2 * 5 * 8 * 60, `${mins} minutes`);
});
EOF
cd "$P"
{
  echo '$ npm run ci'
  timeout 120 npm run ci 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#/[^ ]*/\.npm/_logs/#/home/dev/.npm/_logs/#g'
