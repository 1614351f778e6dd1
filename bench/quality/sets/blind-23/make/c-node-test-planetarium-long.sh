#!/bin/bash
# Long node --test run (spec reporter) of a planetarium show-scheduler, hundreds of passing tests, one failure, todo and skip.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/planetarium-shows; fresh "$P"; cd "$P"
mkdir -p src test
cat > package.json <<'JS'
{ "name": "planetarium-shows", "version": "2.1.0", "type": "module", "private": true,
  "scripts": { "test": "node --test --test-reporter=spec test/" } }
JS
cat > src/sky.js <<'JS'
export function siderealHours(jd) {
  const t = (jd - 2451545.0) / 36525;
  let g = 280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * t * t;
  g = ((g % 360) + 360) % 360;
  return g / 15;
}
export function domeSeats(rows) {
  return rows.reduce((n, r) => n + r, 0);
}
export function showLength(segments) {
  return segments.reduce((s, x) => s + x.minutes, 0);
}
export function fitsSlot(segments, slot) {
  return showLength(segments) + 5 <= slot;   // 5 min changeover
}
export function constellationVisible(decDeg, latDeg) {
  return decDeg > latDeg - 90;
}
export function ticketPrice(age, matinee) {
  let p = age < 4 ? 0 : age < 16 ? 7.5 : age >= 65 ? 8.0 : 11.0;
  if (matinee) p = p * 0.8;
  return Math.round(p * 100) / 100;
}
JS
python3 - <<'PY'
import random
random.seed(11)
out = ["import { test, describe } from 'node:test';", "import assert from 'node:assert/strict';",
       "import { siderealHours, domeSeats, showLength, fitsSlot, constellationVisible, ticketPrice } from '../src/sky.js';", ""]
out.append("describe('siderealHours', () => {")
for i in range(160):
    jd = round(2451545 + random.uniform(-4000, 9000), 3)
    out.append(f"  test('jd {jd} is within 0..24h', () => {{ const h = siderealHours({jd}); assert.ok(h >= 0 && h < 24); }});")
out.append("});")
out.append("describe('constellationVisible', () => {")
names = ["Orion", "Cassiopeia", "Crux", "Lyra", "Cygnus", "Scorpius", "Carina", "Ursa Major", "Centaurus", "Andromeda", "Pavo", "Octans"]
decs = {"Orion": 5, "Cassiopeia": 62, "Crux": -60, "Lyra": 36, "Cygnus": 42, "Scorpius": -30, "Carina": -60, "Ursa Major": 55, "Centaurus": -47, "Andromeda": 38, "Pavo": -65, "Octans": -82}
for lat in [51.5, 40.4, 35.7, 0.0, -33.9, -37.8, 64.1, 19.4, -22.9, 59.3]:
    for n in names:
        vis = decs[n] > lat - 90
        out.append(f"  test('{n} from latitude {lat}', () => {{ assert.equal(constellationVisible({decs[n]}, {lat}), {str(vis).lower()}); }});")
out.append("});")
out.append("describe('ticketPrice', () => {")
for age in range(0, 90, 3):
    for mat in (False, True):
        p = 0 if age < 4 else 7.5 if age < 16 else 8.0 if age >= 65 else 11.0
        if mat: p *= 0.8
        out.append(f"  test('age {age} matinee={str(mat).lower()}', () => {{ assert.equal(ticketPrice({age}, {str(mat).lower()}), {round(p,2)}); }});")
out.append("  test('concession for students', { todo: 'student card pricing not decided (PL-77)' });")
out.append("});")
out.append("describe('scheduling', () => {")
out.append("  test('dome seats sum all rows', () => { assert.equal(domeSeats([18, 20, 22, 24, 26, 28]), 138); });")
out.append("  test('a 40 minute show fits a 45 minute slot', () => { assert.equal(fitsSlot([{minutes: 25}, {minutes: 15}], 45), true); });")
out.append("  test('the Saturday late show fits its 60 minute slot', () => {\n    const late = [{ name: 'Intro', minutes: 6 }, { name: 'Seasonal sky', minutes: 22 }, { name: 'Deep field', minutes: 18 }, { name: 'Q&A', minutes: 12 }];\n    assert.equal(fitsSlot(late, 60), true, `show is ${showLength(late)} min plus changeover`);\n  });")
out.append("  test('fulldome laser show timing', { skip: 'laser projector offline until March' }, () => {});")
out.append("});")
open('test/sky.test.js', 'w').write("\n".join(out) + "\n")
PY
capture node-test-planetarium-long "$P" 'npm test'
