#!/usr/bin/env bash
# vitest run of a meal-kit subscription pricing module: failing expectations, a thrown error, snapshot-free.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/boxprice
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
mkdir -p "$P"; cd "$P"; rm -rf src test package.json
mkdir -p src test
cat > package.json <<'EOF'
{
  "name": "boxprice",
  "version": "2.0.1",
  "private": true,
  "type": "module",
  "scripts": { "test": "vitest run" },
  "dependencies": {
    "decimal.js-light": "2.5.1",
    "nanoid": "5.0.7",
    "p-limit": "5.0.0"
  },
  "devDependencies": {
    "vitest": "1.6.0"
  }
}
EOF
cat > src/pricing.js <<'EOF'
import Decimal from "decimal.js-light";

export const PLANS = {
  duo: { mealsPerWeek: 3, servings: 2, perServing: "6.49" },
  family: { mealsPerWeek: 4, servings: 4, perServing: "5.29" },
  solo: { mealsPerWeek: 5, servings: 1, perServing: "7.99" },
};

const SHIPPING = new Decimal("4.99");
const FREE_SHIPPING_FROM = new Decimal("60");

export function weeklyPrice(planName, { promo = null, skipShipping = false } = {}) {
  const plan = PLANS[planName];
  if (!plan) throw new Error(`unknown plan: ${planName}`);
  let total = new Decimal(plan.perServing).times(plan.mealsPerWeek * plan.servings);
  if (promo?.percentOff) total = total.times(1 - promo.percentOff / 100);
  if (!skipShipping && total.lessThan(FREE_SHIPPING_FROM)) total = total.plus(SHIPPING);
  return total.toFixed(2);
}

export function prorate(planName, daysLeft) {
  const week = new Decimal(weeklyPrice(planName));
  return week.times(daysLeft).dividedBy(7).toDecimalPlaces(2).toString();
}

export function splitAcrossHousemates(amount, people) {
  const cents = Math.round(Number(amount) * 100);
  const base = Math.floor(cents / people);
  return Array.from({ length: people }, (_, i) => (base + (i < cents % people ? 1 : 0)) / 100);
}
EOF
cat > src/orders.js <<'EOF'
import { nanoid } from "nanoid";
import pLimit from "p-limit";
import { weeklyPrice } from "./pricing.js";

export function makeOrder(customer, plan, week) {
  return { id: nanoid(10), customer, plan, week, total: weeklyPrice(plan) };
}

export async function chargeAll(orders, charge, concurrency = 2) {
  const limit = pLimit(concurrency);
  const results = await Promise.all(orders.map((o) => limit(() => charge(o))));
  return results.filter((r) => r.ok).length;
}
EOF
cat > test/pricing.test.js <<'EOF'
import { describe, it, expect } from "vitest";
import { weeklyPrice, prorate, splitAcrossHousemates, PLANS } from "../src/pricing.js";

describe("weeklyPrice", () => {
  it("prices the duo plan with shipping", () => {
    expect(weeklyPrice("duo")).toBe("43.93");
  });
  it("gives family boxes free shipping", () => {
    expect(weeklyPrice("family")).toBe("84.64");
  });
  it("applies a percentage promo before shipping", () => {
    expect(weeklyPrice("family", { promo: { percentOff: 40 } })).toBe("50.78");
  });
  it("rejects unknown plans", () => {
    expect(() => weeklyPrice("quad")).toThrow(/unknown plan/);
  });
  it.skip("charges VAT for business accounts", () => {});
  it.todo("handles currency other than EUR");
});

describe("prorate", () => {
  it.each([
    ["duo", 7, "43.93"],
    ["duo", 3, "18.83"],
    ["solo", 2, "12.84"],
    ["family", 1, "12.09"],
  ])("%s for %i days = %s", (plan, days, expected) => {
    expect(prorate(plan, days)).toBe(expected);
  });
});

describe("prorate grid", () => {
  const plans = ["duo", "family", "solo"];
  const rows = [];
  for (const plan of plans) for (let days = 0; days <= 7; days++) rows.push([plan, days]);
  it.each(rows)("%s prorated over %i days stays within the weekly price", (plan, days) => {
    expect(Number(prorate(plan, days))).toBeLessThanOrEqual(Number(weeklyPrice(plan)));
  });
});

describe("splitAcrossHousemates", () => {
  it.each([[2], [3], [4], [5], [6], [7]])("splits the family box between %i people", (n) => {
    const parts = splitAcrossHousemates("84.64", n);
    expect(parts).toHaveLength(n);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(0.011);
  });
  it("never loses a cent", () => {
    const parts = splitAcrossHousemates("84.64", 3);
    expect(parts).toEqual([28.22, 28.21, 28.21]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(84.64);
  });
  it("lists plan names", () => {
    expect(Object.keys(PLANS)).toEqual(["duo", "family", "solo", "trio"]);
  });
});
EOF
cat > test/orders.test.js <<'EOF'
import { describe, it, expect, vi } from "vitest";
import { makeOrder, chargeAll } from "../src/orders.js";

describe("orders", () => {
  it("creates an order with a 10-char id", () => {
    const o = makeOrder("c-17", "duo", "2024-W23");
    expect(o.id).toHaveLength(10);
    expect(o.total).toBe("43.93");
  });

  it("charges with bounded concurrency", async () => {
    let inFlight = 0, peak = 0;
    const charge = vi.fn(async (o) => {
      inFlight++; peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { ok: o.customer !== "c-3" };
    });
    const orders = ["c-1", "c-2", "c-3", "c-4", "c-5"].map((c) => makeOrder(c, "solo", "2024-W23"));
    const n = await chargeAll(orders, charge, 2);
    expect(peak).toBeLessThanOrEqual(2);
    expect(n).toBe(4);
    expect(charge).toHaveBeenCalledTimes(5);
  });

  it("rejects orders for plans that do not exist", () => {
    expect(makeOrder("c-9", "weekender", "2024-W23").total).toBeUndefined();
  });
});
EOF
[ -d node_modules/vitest ] || npm install --no-audit --no-fund --silent >/dev/null 2>&1
{
  echo '$ npx vitest run --reporter=verbose'
  CI=true npx vitest run --reporter=verbose 2>&1
  echo "exit status: $?"
} | neutral
