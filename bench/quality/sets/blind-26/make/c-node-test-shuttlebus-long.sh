#!/bin/bash
# node --test (TAP reporter) over a big suite of an airport shuttle-bus timetable library: one failing subtest, one todo, one skip
. "$(dirname "$0")/c-lib.sh"
P=$WORK/shuttlebus
rm -rf "$P"; mkdir -p "$P/src" "$P/test"
cat > "$P/package.json" <<'JSON'
{ "name": "shuttlebus", "version": "3.0.2", "private": true, "scripts": { "test": "node --test" } }
JSON
cat > "$P/src/timetable.js" <<'JS'
'use strict';
const STOPS = ['T1', 'T2', 'T3', 'Car Park A', 'Car Park B', 'Rail Link', 'Hotel Row', 'Crew Base'];
const LEG_MIN = [4, 3, 6, 2, 5, 7, 3];

function toMin(hhmm) { const [h, m] = hhmm.split(':').map(Number); return h * 60 + m; }
function fmt(min) { const h = Math.floor(min / 60) % 24, m = min % 60; return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`; }

function arrivals(departure) {
  let t = toMin(departure);
  const out = [[STOPS[0], fmt(t)]];
  for (let i = 0; i < LEG_MIN.length; i++) { t += LEG_MIN[i]; out.push([STOPS[i + 1], fmt(t)]); }
  return out;
}

function departures(first, last, headway) {
  const out = [];
  for (let t = toMin(first); t <= toMin(last); t += headway) out.push(fmt(t));
  return out;
}

function fare(zones, { child = false, crew = false } = {}) {
  if (crew) return 0;
  const base = 2.4 + 0.9 * (zones - 1);
  return Math.round((child ? base / 2 : base) * 100) / 100;
}
module.exports = { STOPS, LEG_MIN, arrivals, departures, fare, toMin, fmt };
JS
cat > "$P/test/arrivals.test.js" <<'JS'
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { arrivals, departures, STOPS } = require('../src/timetable');

for (const dep of departures('04:30', '23:52', 8)) {
  test(`loop departing ${dep}`, async (t) => {
    const a = arrivals(dep);
    await t.test('visits every stop once', () => assert.strictEqual(a.length, STOPS.length));
    await t.test('ends at Crew Base 30 min later', () => {
      const [h, m] = dep.split(':').map(Number);
      const end = (h * 60 + m + 30) % 1440;
      const want = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
      assert.strictEqual(a.at(-1)[1], want);
    });
  });
}
JS
cat > "$P/test/fare.test.js" <<'JS'
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { fare } = require('../src/timetable');

test('fares', async (t) => {
  await t.test('one zone adult', () => assert.strictEqual(fare(1), 2.4));
  await t.test('three zones adult', () => assert.strictEqual(fare(3), 4.2));
  await t.test('three zones child', () => assert.strictEqual(fare(3, { child: true }), 2.1));
  await t.test('crew ride free', () => assert.strictEqual(fare(4, { crew: true }), 0));
  await t.test('four zones child rounds to the cent', () => assert.strictEqual(fare(4, { child: true }), 2.56));
  await t.test('night surcharge', { todo: 'surcharge table not agreed with the airport yet' }, () => {});
  await t.test('contactless cap', { skip: 'cap service only on staging' }, () => {});
});
JS
cd "$P"
{ run "node --test --test-reporter=tap"; } | neutral
