#!/bin/bash
# long vitest run (verbose reporter) of a toy canal-boat galley menu planner, one failing test among hundreds
. "$(dirname "$0")/c-lib.sh"
P=$WORK/galley-menu
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'JS'
{ "name": "galley-menu", "version": "0.7.0", "private": true, "type": "module",
  "scripts": { "test": "vitest run" }, "devDependencies": { "vitest": "1.6.0" } }
JS
cat > src/menu.js <<'JS'
export const DISHES = {
  porridge: { kcal: 320, allergens: ["oats"], prepMin: 10 },
  kedgeree: { kcal: 540, allergens: ["fish", "egg"], prepMin: 35 },
  lentilStew: { kcal: 410, allergens: [], prepMin: 45 },
  ploughmans: { kcal: 690, allergens: ["milk", "gluten"], prepMin: 8 },
  fishPie: { kcal: 620, allergens: ["fish", "milk"], prepMin: 55 },
  flapjack: { kcal: 280, allergens: ["oats", "gluten"], prepMin: 25 },
  nutRoast: { kcal: 560, allergens: ["nuts", "gluten"], prepMin: 60 },
};
export function safeFor(dish, allergies) {
  return !DISHES[dish].allergens.some((a) => allergies.includes(a));
}
export function dayPlan(dishes) {
  const kcal = dishes.reduce((s, d) => s + DISHES[d].kcal, 0);
  const prep = dishes.reduce((s, d) => s + DISHES[d].prepMin, 0);
  return { kcal, prep, fitsLockDay: prep <= 90 };
}
export function scale(dish, crew) {
  return Math.ceil((DISHES[dish].kcal * crew) / 100) * 100;
}
JS
cat > test/safe.test.js <<'JS'
import { describe, it, expect } from "vitest";
import { DISHES, safeFor } from "../src/menu.js";
const allergies = ["oats", "fish", "egg", "milk", "gluten", "nuts"];
for (const dish of Object.keys(DISHES)) {
  describe(`${dish}`, () => {
    for (const a of allergies) {
      it(`is ${DISHES[dish].allergens.includes(a) ? "unsafe" : "safe"} for ${a} allergy`, () => {
        expect(safeFor(dish, [a])).toBe(!DISHES[dish].allergens.includes(a));
      });
    }
  });
}
JS
cat > test/scale.test.js <<'JS'
import { describe, it, expect } from "vitest";
import { DISHES, scale } from "../src/menu.js";
for (const dish of Object.keys(DISHES)) {
  describe(`scale ${dish}`, () => {
    for (let crew = 1; crew <= 280; crew++) {
      it(`feeds ${crew}`, () => {
        expect(scale(dish, crew)).toBeGreaterThanOrEqual(DISHES[dish].kcal * crew);
      });
    }
  });
}
JS
cat > test/plan.test.js <<'JS'
import { describe, it, expect } from "vitest";
import { dayPlan } from "../src/menu.js";
describe("day plans", () => {
  it("breakfast and lunch on a lock day", () => {
    expect(dayPlan(["porridge", "ploughmans"])).toEqual({ kcal: 1010, prep: 18, fitsLockDay: true });
  });
  it("fish pie day does not fit a lock day", () => {
    expect(dayPlan(["kedgeree", "fishPie", "flapjack"])).toEqual({ kcal: 1440, prep: 115, fitsLockDay: false });
  });
  it.skip("nut roast for the Sunday mooring", () => {});
  it("vegan day fits a lock day", () => {
    expect(dayPlan(["lentilStew", "nutRoast", "flapjack"])).toEqual({ kcal: 1250, prep: 130, fitsLockDay: true });
  });
});
JS
npm install --no-audit --no-fund --silent >/dev/null 2>&1
capture "npx vitest run --reporter=verbose" | neutral | sed -E 's/(Start at|Duration) .*/\1 [time]/'
