#!/usr/bin/env bash
# Vinyl pressing-plant scheduler: npm test (node --test) with one failing deepStrictEqual and a todo.
P=${WORK:-/home/dev}/pressline
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/duration_ms: [0-9.]*/duration_ms: 0.5/; s/(\([0-9.]*\)ms)/(1.2ms)/'; }
cat > package.json <<'EOF'
{ "name": "pressline", "version": "2.1.0", "type": "module", "scripts": { "test": "node --test --test-reporter=spec test/" } }
EOF
cat > lib/schedule.js <<'EOF'
export const CYCLE_SECONDS = { 7: 22, 10: 28, 12: 35 };

export function pressMinutes(order) {
  return Math.ceil((order.copies * CYCLE_SECONDS[order.size]) / 60);
}

export function batchBySize(orders) {
  const out = {};
  for (const o of orders) (out[o.size] ??= []).push(o.catalog);
  return out;
}

export function colourChangeovers(orders) {
  let n = 0;
  for (let i = 1; i < orders.length; i++) if (orders[i].colour !== orders[i - 1].colour) n++;
  return n;
}
EOF
cat > test/schedule.test.js <<'EOF'
import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { pressMinutes, batchBySize, colourChangeovers } from "../lib/schedule.js";

const orders = [
  { catalog: "MOSS-004", size: 12, copies: 500, colour: "black" },
  { catalog: "MOSS-005", size: 7, copies: 300, colour: "oxblood" },
  { catalog: "KLANG-19", size: 12, copies: 1000, colour: "black" },
  { catalog: "KLANG-20", size: 10, copies: 250, colour: "clear" },
];

describe("pressMinutes", () => {
  test("12-inch run of 500", () => assert.equal(pressMinutes(orders[0]), 292));
  test("7-inch run of 300", () => assert.equal(pressMinutes(orders[1]), 110));
});

describe("batchBySize", () => {
  test("groups catalogs by size in order of first appearance", () => {
    assert.deepStrictEqual(batchBySize(orders), { 12: ["MOSS-004", "KLANG-19"], 7: ["MOSS-005"], 10: ["KLANG-20"] });
  });
  test("keys are sizes as sorted numbers", () => {
    assert.deepStrictEqual(Object.keys(batchBySize(orders)), ["12", "7", "10"]);
  });
});

describe("colourChangeovers", () => {
  test("counts colour switches between consecutive orders", () => assert.equal(colourChangeovers(orders), 3));
  test.todo("minimise changeovers by reordering");
});
EOF
echo '$ npm test'
npm test 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
