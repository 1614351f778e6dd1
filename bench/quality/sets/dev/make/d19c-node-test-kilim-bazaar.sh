#!/usr/bin/env bash
# node --test (TAP output, as captured by a non-TTY shell) over a rug-bazaar pricing
# library: ~380 tests, two failures (deepStrictEqual diff, rejected async chain), a skip and a todo.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/kilim-bazaar
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-node-test-kilim-bazaar.txt}
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"
cd "$P"
cat > package.json <<'EOF'
{ "name": "kilim-bazaar", "version": "1.4.0", "type": "module", "scripts": { "test": "node --test" } }
EOF
cat > lib/pricing.js <<'EOF'
export const ORIGIN_DUTY = { TR: 0.04, IR: 0.12, AF: 0.0, MA: 0.06, AZ: 0.08 };

export function knotPrice(knotsPerDm2, areaM2, { wool = "hand-spun" } = {}) {
  const base = knotsPerDm2 * areaM2 * (wool === "silk" ? 0.9 : 0.35);
  return Math.round(base * 100) / 100;
}

export function landedCost(price, origin) {
  if (!(origin in ORIGIN_DUTY)) throw new RangeError(`no duty rate for origin ${origin}`);
  return Math.round(price * (1 + ORIGIN_DUTY[origin]) * 100) / 100;
}

export function sizeLabel(wCm, lCm) {
  const area = (wCm * lCm) / 10000;
  if (area < 1) return "mat";
  if (area < 3) return "rug";
  if (area < 7) return "room";
  return "palace";
}
EOF
cat > lib/dyelots.js <<'EOF'
export function matchLots(lots, tolerance = 3) {
  const groups = [];
  for (const lot of [...lots].sort((a, b) => a.hue - b.hue)) {
    const g = groups.find((x) => Math.abs(x.hue - lot.hue) <= tolerance);
    if (g) g.ids.push(lot.id);
    else groups.push({ hue: lot.hue, ids: [lot.id] });
  }
  return groups;
}
EOF
cat > lib/consign.js <<'EOF'
import { landedCost } from "./pricing.js";

export async function fetchConsignment(id) {
  await new Promise((r) => setTimeout(r, 1));
  return { id, origin: id.startsWith("KZ") ? "KZ" : "TR", price: 640 };
}

export async function quoteConsignment(id) {
  const c = await fetchConsignment(id);
  return { id, landed: landedCost(c.price, c.origin) };
}

export async function quoteAll(ids) {
  return Promise.all(ids.map((id) => quoteConsignment(id)));
}
EOF
cat > test/pricing.test.js <<'EOF'
import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { knotPrice, landedCost, sizeLabel, ORIGIN_DUTY } from "../lib/pricing.js";

describe("knotPrice", () => {
  for (const knots of [16, 20, 25, 30, 36, 42, 49, 56, 64, 72, 81, 100, 121, 144, 169]) {
    for (const area of [0.6, 1.2, 2.4, 3.5, 6, 8.75]) {
      test(`${knots} knots/dm2 over ${area} m2 is positive`, () => {
        assert.ok(knotPrice(knots, area) > 0);
      });
      test(`silk ${knots} knots/dm2 over ${area} m2 costs more than wool`, () => {
        assert.ok(knotPrice(knots, area, { wool: "silk" }) > knotPrice(knots, area));
      });
    }
  }
});

describe("landedCost", () => {
  for (const origin of Object.keys(ORIGIN_DUTY)) {
    for (const price of [120, 480, 999.99, 2450, 7800]) {
      test(`${origin} ${price} is not below price`, () => {
        assert.ok(landedCost(price, origin) >= price);
      });
    }
  }
  test("unknown origin throws RangeError", () => {
    assert.throws(() => landedCost(100, "XX"), RangeError);
  });
});

describe("sizeLabel", () => {
  for (const w of [60, 75, 90, 120, 140, 170, 200, 250, 300, 400]) {
    for (const l of [90, 150, 240, 300, 350]) {
      test(`${w}x${l} has a label`, () => {
        assert.match(sizeLabel(w, l), /^(mat|rug|room|palace)$/);
      });
    }
  }
  test("runner 80x300 is a rug", () => {
    assert.equal(sizeLabel(80, 300), "rug");
  });
  test.skip("prayer-rug niche orientation", () => {});
  test.todo("round rugs use diameter");
});
EOF
cat > test/dyelots.test.js <<'EOF'
import { test } from "node:test";
import assert from "node:assert/strict";
import { matchLots } from "../lib/dyelots.js";

for (let tol = 0; tol <= 8; tol++) {
  for (const n of [2, 5, 9, 14]) {
    test(`tolerance ${tol} groups ${n} lots without losing any`, () => {
      const lots = Array.from({ length: n }, (_, i) => ({ id: `L${i}`, hue: (i * 7) % 40 }));
      const groups = matchLots(lots, tol);
      assert.equal(groups.flatMap((g) => g.ids).length, n);
    });
  }
}

test("madder reds are grouped by hue", () => {
  const lots = [
    { id: "MR-1", hue: 2 }, { id: "MR-2", hue: 4 }, { id: "MR-3", hue: 9 }, { id: "IN-1", hue: 230 },
  ];
  assert.deepEqual(matchLots(lots), [
    { hue: 2, ids: ["MR-1", "MR-2"] },
    { hue: 9, ids: ["MR-3"] },
    { hue: 230, ids: ["IN-1"] },
  ].map((g) => (g.hue === 9 ? { hue: 4, ids: ["MR-3"] } : g)));
});
EOF
cat > test/consign.test.js <<'EOF'
import { test } from "node:test";
import assert from "node:assert/strict";
import { quoteAll, quoteConsignment } from "../lib/consign.js";

for (let i = 1; i <= 30; i++) {
  test(`consignment TR-${String(i).padStart(3, "0")} is quoted with duty`, async () => {
    const q = await quoteConsignment(`TR-${String(i).padStart(3, "0")}`);
    assert.equal(q.landed, 665.6);
  });
}

test("spring caravan quotes every consignment", async () => {
  const quotes = await quoteAll(["TR-101", "TR-102", "KZ-017", "TR-103"]);
  assert.equal(quotes.length, 4);
});
EOF
{
  echo '$ node --test'
  timeout 120 node --test 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
