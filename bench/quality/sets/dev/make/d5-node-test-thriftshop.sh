#!/usr/bin/env bash
# d5: node --test (spec reporter) on a charity thrift-shop pricing module; two failing tests.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/thriftshop-pricing
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"; cd "$P"
cat > package.json <<'EOF'
{ "name": "thriftshop-pricing", "version": "2.3.0", "type": "module", "scripts": { "test": "node --test --test-reporter=spec test/" } }
EOF
cat > lib/pricing.js <<'EOF'
export const BASE = { book: 1.5, shirt: 3, jeans: 6, coat: 12, shoes: 7, toy: 2, lamp: 9, vinyl: 4 };
export const CONDITION = { new: 1.6, good: 1.0, worn: 0.6, damaged: 0.25 };

export function price(item) {
  const base = BASE[item.category];
  if (base === undefined) throw new TypeError(`unknown category: ${item.category}`);
  let p = base * CONDITION[item.condition];
  if (item.brand && item.designer) p *= 2.5;
  return Math.round(p * 4) / 4;           // to the nearest 25p
}

export function tagColourForWeek(week) {
  const colours = ["yellow", "blue", "pink", "green", "orange"];
  return colours[week % colours.length];
}

export function markdown(item, weeksOnShelf) {
  const steps = Math.min(Math.floor(weeksOnShelf / 2), 3);
  const p = price(item) * (1 - 0.25 * steps);
  return Math.max(Math.round(p * 4) / 4, 0.5);
}
EOF
cat > lib/giftaid.js <<'EOF'
export const GIFT_AID_RATE = 0.25;
export function claimable(sales) {
  return sales.filter((s) => s.donorId && s.declaration === "signed")
    .reduce((sum, s) => sum + s.amount * GIFT_AID_RATE, 0);
}
export function donorTotals(sales) {
  const out = {};
  for (const s of sales) if (s.donorId) out[s.donorId] = (out[s.donorId] ?? 0) + s.amount;
  return out;
}
EOF
cat > test/pricing.test.js <<'EOF'
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { price, markdown, tagColourForWeek, BASE, CONDITION } from "../lib/pricing.js";

describe("price", () => {
  for (const category of Object.keys(BASE)) {
    for (const condition of Object.keys(CONDITION)) {
      it(`${category} in ${condition} condition is a multiple of 25p`, () => {
        const p = price({ category, condition });
        assert.equal(Math.round(p * 4), p * 4);
      });
    }
  }
  it("designer coats are marked up", () => {
    assert.equal(price({ category: "coat", condition: "good", brand: "Barbour", designer: true }), 30);
  });
  it("rejects unknown categories", () => {
    assert.throws(() => price({ category: "bicycle", condition: "good" }), /unknown category: bicycle/);
  });
});

describe("markdown", () => {
  for (let weeks = 0; weeks <= 10; weeks++) {
    it(`never below 50p after ${weeks} weeks`, () => {
      assert.ok(markdown({ category: "book", condition: "damaged" }, weeks) >= 0.5);
    });
  }
  it("damaged lamp after 6 weeks", () => {
    assert.equal(markdown({ category: "lamp", condition: "damaged" }, 6), 0.75);
  });
});

describe("tag colours", () => {
  it("rotates through five colours", () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5].map(tagColourForWeek), ["yellow", "blue", "pink", "green", "orange", "yellow"]);
  });
  it("week 52 is blue", { skip: "waiting on the new 2025 colour rota" }, () => {});
});
EOF
cat > test/giftaid.test.js <<'EOF'
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { claimable, donorTotals } from "../lib/giftaid.js";

const SALES = [
  { amount: 12, donorId: "D-0091", declaration: "signed" },
  { amount: 4.5, donorId: "D-0091", declaration: "signed" },
  { amount: 30, donorId: "D-0112", declaration: "pending" },
  { amount: 7.25, donorId: null },
  { amount: 18, donorId: "D-0140", declaration: "signed" },
];

describe("gift aid", () => {
  it("only signed declarations are claimable", () => {
    assert.equal(claimable(SALES), 8.625);
  });
  it("totals per donor", () => {
    assert.deepEqual(donorTotals(SALES), { "D-0091": 16.5, "D-0112": 30, "D-0140": 18.0, "D-0155": 0 });
  });
  it("handles an empty till", () => {
    assert.equal(claimable([]), 0);
  });
  it("HMRC export", { todo: "CSV layout not agreed yet" }, () => {});
});
EOF
CMD="npm test"
echo "\$ $CMD"
npm test 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
