#!/bin/bash
# long node --test run (spec reporter) of a toy botanical glasshouse climate controller, one failing subtest among hundreds
. "$(dirname "$0")/c-lib.sh"
P=$WORK/glasshouse-climate; rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'JSON'
{ "name": "glasshouse-climate", "version": "2.0.4", "type": "module", "scripts": { "test": "node --test" } }
JSON
cat > src/climate.js <<'JS'
export const HOUSES = { palm: { min: 18, max: 30, rh: 70 }, cactus: { min: 10, max: 35, rh: 25 }, orchid: { min: 16, max: 26, rh: 75 }, fern: { min: 12, max: 24, rh: 85 }, alpine: { min: 2, max: 18, rh: 50 }, tropical: { min: 20, max: 32, rh: 80 }, temperate: { min: 8, max: 27, rh: 60 }, carnivorous: { min: 12, max: 29, rh: 80 }, bonsai: { min: 5, max: 28, rh: 55 }, succulent: { min: 9, max: 34, rh: 30 } };
export function ventOpening(house, tempC) {
  const h = HOUSES[house];
  if (tempC <= h.max - 2) return 0;
  return Math.min(100, Math.round((tempC - (h.max - 2)) * 20));
}
export function mistSeconds(house, rh) {
  const target = HOUSES[house].rh;
  return rh >= target ? 0 : Math.min(120, (target - rh) * 4);
}
export function heaterOn(house, tempC) {
  return tempC < HOUSES[house].min + (house === 'alpine' ? 1 : 0);
}
JS
cat > test/climate.test.js <<'JS'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOUSES, ventOpening, mistSeconds, heaterOn } from '../src/climate.js';
for (const house of Object.keys(HOUSES)) {
  if (house === 'tropical') it.skip(`vent motor calibration ${house} (rig offline)`, () => {});
  describe(`house ${house}`, () => {
    describe('vents', () => {
      for (let t = -5; t <= 45; t += 0.5) {
        it(`vent at ${t}C within 0..100`, () => { const v = ventOpening(house, t); assert.ok(v >= 0 && v <= 100); });
      }
    });
    describe('misting', () => {
      for (let rh = 10; rh <= 100; rh += 1) {
        it(`mist at ${rh}% RH`, () => { assert.ok(mistSeconds(house, rh) <= 120); });
      }
    });
    describe('heating', () => {
      for (let t = -10; t <= 30; t += 1) {
        it(`heater at ${t}C`, () => {
          const expected = t < HOUSES[house].min;
          assert.equal(heaterOn(house, t), expected, `heater state for ${house} at ${t}C`);
        });
      }
    });
  });
}
JS
run c-node-test-glasshouse-long node --test --test-reporter=spec
