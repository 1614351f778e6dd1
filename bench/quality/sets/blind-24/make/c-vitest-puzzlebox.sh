#!/bin/bash
# vitest run with failing tests (object diff, rejected promise, toThrow mismatch) in a mechanical puzzle-box shop's order library
. "$(dirname "$0")/c-lib.sh"
P=$WORK/puzzlebox
fresh $P
mkdir -p src test
cat > package.json <<'JSON'
{ "name": "puzzlebox-orders", "version": "0.8.0", "type": "module", "private": true,
  "scripts": { "test": "vitest run" }, "devDependencies": { "vitest": "1.6.0" } }
JSON
cat > src/catalog.js <<'JS'
export const MODELS = {
  "karakuri-6": { moves: 6, wood: "walnut", priceEur: 48 },
  "himitsu-21": { moves: 21, wood: "cherry", priceEur: 95 },
  "himitsu-54": { moves: 54, wood: "zebrawood", priceEur: 240 },
  "trick-drawer": { moves: 3, wood: "maple", priceEur: 35 },
};

export function difficulty(model) {
  const m = MODELS[model];
  if (!m) throw new Error(`unknown model ${model}`);
  if (m.moves <= 6) return "easy";
  if (m.moves <= 21) return "medium";
  return "hard";
}
JS
cat > src/orders.js <<'JS'
import { MODELS } from "./catalog.js";

export function lineTotal(model, qty, engraving = false) {
  const base = MODELS[model].priceEur * qty;
  return engraving ? base + 12 * qty : base;
}

export function invoice(lines, country) {
  const net = lines.reduce((t, l) => t + lineTotal(l.model, l.qty, l.engraving), 0);
  const vatRate = { DE: 0.19, FR: 0.2, NL: 0.21, JP: 0 }[country];
  const vat = Math.round(net * vatRate * 100) / 100;
  const shipping = net >= 150 ? 0 : 9.5;
  return { net, vat, shipping, total: net + vat + shipping };
}

export async function reserveStock(stock, model, qty) {
  await new Promise((r) => setTimeout(r, 2));
  if ((stock[model] ?? 0) < qty) throw new Error(`only ${stock[model] ?? 0} ${model} left, wanted ${qty}`);
  stock[model] -= qty;
  return stock[model];
}

export function parseSku(sku) {
  const m = /^PB-([a-z]+)-(\d+)$/.exec(sku);
  if (!m) throw new TypeError(`bad sku ${sku}`);
  return `${m[1]}-${m[2]}`;
}
JS
cat > test/catalog.test.js <<'JS'
import { describe, it, expect } from "vitest";
import { difficulty } from "../src/catalog.js";

describe("difficulty", () => {
  it.each([["karakuri-6", "easy"], ["himitsu-21", "medium"], ["himitsu-54", "hard"], ["trick-drawer", "easy"]])(
    "%s is %s", (m, d) => { expect(difficulty(m)).toBe(d); });
  it("rejects unknown models", () => { expect(() => difficulty("rubik")).toThrow("unknown model rubik"); });
});
JS
cat > test/orders.test.js <<'JS'
import { describe, it, expect } from "vitest";
import { lineTotal, invoice, reserveStock, parseSku } from "../src/orders.js";

describe("lineTotal", () => {
  it("prices plain boxes", () => { expect(lineTotal("himitsu-21", 2)).toBe(190); });
  it("adds engraving per box", () => { expect(lineTotal("karakuri-6", 3, true)).toBe(180); });
});

describe("invoice", () => {
  it("German order with free shipping", () => {
    expect(invoice([{ model: "himitsu-54", qty: 1 }], "DE")).toEqual({ net: 240, vat: 45.6, shipping: 0, total: 285.6 });
  });
  it("small Dutch order pays shipping", () => {
    expect(invoice([{ model: "trick-drawer", qty: 2 }], "NL")).toEqual({ net: 70, vat: 14.7, shipping: 9.5, total: 94.2 });
  });
  it("Swiss order has no VAT", () => {
    expect(invoice([{ model: "karakuri-6", qty: 1 }], "CH")).toEqual({ net: 48, vat: 0, shipping: 9.5, total: 57.5 });
  });
});

describe("reserveStock", () => {
  it("decrements stock", async () => {
    const stock = { "himitsu-21": 5 };
    await expect(reserveStock(stock, "himitsu-21", 2)).resolves.toBe(3);
  });
  it("reserves the last zebrawood box", async () => {
    const stock = { "himitsu-54": 1 };
    expect(await reserveStock(stock, "himitsu-54", 2)).toBe(0);
  });
});

describe("parseSku", () => {
  it("parses catalogue skus", () => { expect(parseSku("PB-himitsu-21")).toBe("himitsu-21"); });
  it("rejects lowercase prefix", () => { expect(() => parseSku("pb-karakuri-6")).toThrow(RangeError); });
});
JS
npm install --no-fund --no-audit --loglevel=error >/dev/null 2>&1
{ run npx vitest run; } | neutral | sed -E -e 's/[0-9]+ms/12ms/g' -e 's/Start at  [0-9:]+/Start at  09:41:07/' -e 's/Duration  .*/Duration  1.32s (transform 41ms, setup 0ms, collect 58ms, tests 17ms, environment 0ms, prepare 190ms)/'
