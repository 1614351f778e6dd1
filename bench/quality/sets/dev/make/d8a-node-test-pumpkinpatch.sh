#!/usr/bin/env bash
# pumpkin-patch pick-your-own ticketing; node --test with the spec reporter,
# many passing subtests, a deepStrictEqual failure, a TypeError thrown in the
# project, a skipped and a todo test.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pumpkinpatch
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-node-test-pumpkinpatch.txt}
rm -rf "$P"; mkdir -p "$P/src" "$P/test"
cd "$P"
cat > package.json <<'EOF'
{ "name": "pumpkinpatch", "version": "2.3.0", "type": "module", "private": true,
  "scripts": { "test": "node --test --test-reporter=spec" } }
EOF
cat > src/pricing.js <<'EOF'
export const PER_KG = { jackolantern: 1.2, pie: 2.1, giant: 0.8, heirloom: 3.4 };

export function pumpkinPrice(variety, kg) {
  const rate = PER_KG[variety];
  if (rate === undefined) throw new RangeError(`unknown variety: ${variety}`);
  return Math.round(rate * kg * 100) / 100;
}

export function entryFee(ages, weekday) {
  let fee = 0;
  for (const age of ages) {
    if (age < 3) continue;
    fee += age < 13 ? 4 : 7;
  }
  return weekday ? fee : fee + 2 * ages.length;
}

export function hayrideSlots(openHour, closeHour, everyMin) {
  const slots = [];
  for (let m = openHour * 60; m < closeHour * 60; m += everyMin) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

export function basketSummary(basket) {
  return basket.items.reduce((acc, it) => {
    acc[it.variety] = (acc[it.variety] ?? 0) + it.kg;
    return acc;
  }, {});
}
EOF
cat > test/pricing.test.js <<'EOF'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pumpkinPrice, PER_KG } from '../src/pricing.js';

describe('pumpkinPrice', () => {
  for (const variety of Object.keys(PER_KG)) {
    for (let kg = 1; kg <= 45; kg += 1) {
      it(`${variety} pumpkin weighing ${kg} kg at the farm-stand rate`, () => {
        assert.equal(pumpkinPrice(variety, kg), Math.round(PER_KG[variety] * kg * 100) / 100);
      });
    }
  }
  it('rejects an unknown variety', () => {
    assert.throws(() => pumpkinPrice('gourd', 2), RangeError);
  });
});
EOF
cat > test/entry.test.js <<'EOF'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { entryFee, hayrideSlots } from '../src/pricing.js';

describe('entryFee', () => {
  it('toddlers go free', () => assert.equal(entryFee([2, 1], true), 0));
  it('family of four on a weekday', () => assert.equal(entryFee([38, 36, 9, 6], true), 22));
  it('weekend surcharge applies only to paying visitors', () => {
    assert.equal(entryFee([38, 2], false), 9);
  });
  for (let n = 1; n <= 10; n++) {
    it(`group of ${n} adults on a weekday`, () => assert.equal(entryFee(Array(n).fill(30), true), 7 * n));
  }
});

describe('hayrideSlots', () => {
  for (const every of [15, 20, 30, 45, 60]) {
    it(`every ${every} minutes from 10 to 17`, () => {
      const s = hayrideSlots(10, 17, every);
      assert.equal(s[0], '10:00');
      assert.ok(s.length > 0);
    });
  }
  it('half-hour slots end at 16:30', () => {
    assert.deepEqual(hayrideSlots(10, 17, 30).slice(-2), ['16:00', '16:30']);
  });
  it.skip('uses the tractor calendar', () => {});
  it.todo('blocks slots during the corn-maze fireworks');
});
EOF
cat > test/basket.test.js <<'EOF'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { basketSummary } from '../src/pricing.js';

describe('basketSummary', () => {
  it('sums weights per variety', () => {
    const b = { items: [{ variety: 'pie', kg: 2 }, { variety: 'pie', kg: 3 }, { variety: 'giant', kg: 40 }] };
    assert.deepEqual(basketSummary(b), { pie: 5, giant: 40 });
  });
  it('handles a basket restored from an old session', () => {
    const restored = JSON.parse('{"id": "B-2231", "lines": [{"variety": "heirloom", "kg": 4}]}');
    assert.deepEqual(basketSummary(restored), { heirloom: 4 });
  });
  for (let i = 1; i <= 8; i++) {
    it(`basket with ${i} mixed items`, () => {
      const items = Array.from({ length: i }, (_, k) => ({ variety: k % 2 ? 'pie' : 'jackolantern', kg: 1 }));
      const s = basketSummary({ items });
      assert.equal((s.pie ?? 0) + (s.jackolantern ?? 0), i);
    });
  }
});
EOF
CMD="npm test"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
