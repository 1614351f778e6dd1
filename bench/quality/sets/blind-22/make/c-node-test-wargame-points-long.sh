#!/bin/bash
# long node --test run (TAP reporter) of a toy tabletop-wargame army points calculator, one failing subtest among hundreds
. "$(dirname "$0")/c-lib.sh"
P=$WORK/muster-points
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'JS'
{ "name": "muster-points", "version": "0.9.2", "type": "module", "scripts": { "test": "node --test" } }
JS
cat > src/points.js <<'JS'
export const UNITS = {
  pikemen: 6, archers: 8, knights: 24, skirmishers: 5, crossbows: 9, halberdiers: 7,
  ogres: 40, catapult: 55, wizard: 80, standard: 15,
};
export function unitCost(kind, models, { veteran = false, banner = false } = {}) {
  const base = UNITS[kind];
  if (base === undefined) throw new Error(`unknown unit kind: ${kind}`);
  let cost = base * models;
  if (veteran) cost += Math.ceil(models / 5) * 10;
  if (banner) cost += 15;
  return cost;
}
export function armyTotal(list) {
  return list.reduce((s, u) => s + unitCost(u.kind, u.models, u), 0);
}
export function withinLimit(list, limit) {
  return armyTotal(list) <= limit;
}
export function rareAllowance(limit) {
  return Math.floor(limit / 1000);
}
JS
cat > test/units.test.js <<'JS'
import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { UNITS, unitCost } from "../src/points.js";

for (const kind of Object.keys(UNITS)) {
  describe(`${kind} costs`, () => {
    for (let models = 1; models <= 35; models++) {
      test(`${models} ${kind}`, () => {
        assert.equal(unitCost(kind, models), UNITS[kind] * models);
      });
    }
  });
}
JS
cat > test/upgrades.test.js <<'JS'
import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { unitCost } from "../src/points.js";

describe("veteran upgrade", () => {
  for (let models = 1; models <= 25; models++) {
    test(`veteran pikemen x${models}`, () => {
      const extra = unitCost("pikemen", models, { veteran: true }) - unitCost("pikemen", models);
      assert.equal(extra, Math.ceil(models / 5) * 10);
    });
  }
  test("veteran wizard is a single model", () => {
    assert.equal(unitCost("wizard", 1, { veteran: true }), 90);
  });
});
describe("banner", () => {
  test("banner adds 15", () => assert.equal(unitCost("archers", 10, { banner: true }), 95));
  test("banner and veteran stack", () => assert.equal(unitCost("knights", 5, { banner: true, veteran: true }), 145));
  test("banner on skirmishers is forbidden", { todo: "rules committee FAQ pending" }, () => {
    assert.throws(() => unitCost("skirmishers", 10, { banner: true }));
  });
});
JS
cat > test/army.test.js <<'JS'
import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { armyTotal, withinLimit, rareAllowance } from "../src/points.js";

const lists = [];
for (let i = 0; i < 40; i++) {
  lists.push([{ kind: "pikemen", models: 10 + (i % 7) }, { kind: "archers", models: 5 + (i % 4) },
              { kind: "knights", models: 3 + (i % 3), banner: i % 2 === 0 }]);
}
describe("army lists", () => {
  lists.forEach((list, i) => {
    test(`list ${i + 1} total is positive`, () => assert.ok(armyTotal(list) > 0));
  });
  test("exactly at the limit counts as within", () => {
    const list = [{ kind: "ogres", models: 25 }];
    assert.equal(withinLimit(list, 1000), true);
  });
  test("tournament list of 2000 points", () => {
    const list = [{ kind: "wizard", models: 1, veteran: true }, { kind: "catapult", models: 2 },
                  { kind: "halberdiers", models: 20, banner: true }, { kind: "crossbows", models: 15 },
                  { kind: "knights", models: 10, veteran: true, banner: true }, { kind: "ogres", models: 6 }];
    assert.equal(armyTotal(list), 90 + 110 + 155 + 135 + 265 + 240);
  });
  test("rare allowance", { skip: "rare slots redesigned in 3rd edition" }, () => {
    assert.equal(rareAllowance(2500), 3);
  });
});
JS
capture "node --test --test-reporter=tap" | neutral
