#!/bin/bash
# node --test (spec reporter) on an accordion-bellows repair shop quoting library: hundreds of tests, one failure, a skip, a todo.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bellowsquote; rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'JS'
{ "name": "bellowsquote", "version": "0.9.2", "type": "module", "scripts": { "test": "node --test --test-reporter=spec test/" } }
JS
cat > src/quote.js <<'JS'
export const RATES = { fold: 4.5, corner: 12, gasket: 3.25, reed: 9.8 };
export function foldsCost(folds) { return +(folds * RATES.fold).toFixed(2); }
export function cornerCost(corners) { return corners * RATES.corner; }
export function reedCost(reeds, tuned = false) { return +(reeds * RATES.reed * (tuned ? 1.4 : 1)).toFixed(2); }
export function vat(amount, rate = 0.2) { return Math.round(amount * (1 + rate) * 100) / 100; }
export function leakScore(mmPerMin) {
  if (mmPerMin < 2) return 'A';
  if (mmPerMin < 5) return 'B';
  if (mmPerMin <= 10) return 'C';
  return 'D';
}
JS
python3 - <<'PY'
import random
random.seed(5)
with open("test/folds.test.js", "w") as f:
    f.write("import { test, describe } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { foldsCost, cornerCost } from '../src/quote.js';\n\n")
    f.write("describe('foldsCost', () => {\n")
    for n in range(1, 221):
        f.write(f"  test('{n} folds', () => assert.equal(foldsCost({n}), {round(n*4.5,2)}));\n")
    f.write("});\n\ndescribe('cornerCost', () => {\n")
    for n in range(0, 120):
        f.write(f"  test('{n} corners', () => assert.equal(cornerCost({n}), {n*12}));\n")
    f.write("  test.skip('leather corners priced by hide area', () => {});\n")
    f.write("});\n")
with open("test/reeds.test.js", "w") as f:
    f.write("import { test, describe } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { reedCost, vat } from '../src/quote.js';\n\n")
    f.write("describe('reedCost', () => {\n")
    for n in range(1, 161):
        f.write(f"  test('{n} reeds untuned', () => assert.equal(reedCost({n}), {round(n*9.8,2)}));\n")
    f.write("  test.todo('reed plate swap for musette tuning');\n")
    f.write("});\n\ndescribe('vat', () => {\n")
    for n in range(1, 1500):
        a = n * 7.25
        f.write(f"  test('vat on {a}', () => assert.equal(vat({a}), {round(a*1.2+1e-9,2)}));\n")
    f.write("});\n")
with open("test/leak.test.js", "w") as f:
    f.write("import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { leakScore } from '../src/quote.js';\n\n")
    for v, g in [(0.5,'A'),(1.9,'A'),(2,'B'),(4.9,'B'),(5,'C'),(9.9,'C'),(10,'D'),(25,'D')]:
        f.write(f"test('leak {v} mm/min is grade {g}', () => assert.equal(leakScore({v}), '{g}'));\n")
PY
run "npm test" | neutral > "$OUTDIR/c-node-test-bellows-long.txt"
