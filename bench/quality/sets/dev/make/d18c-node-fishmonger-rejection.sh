#!/bin/bash
# node: a fishmonger's order-packing job logs each order, then an async chain rejects (with a cause) and nobody catches it
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/fishcounter
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"
cd "$P"
cat > package.json <<'JSON'
{ "name": "fishcounter", "version": "1.3.0", "private": true, "type": "module" }
JSON
cat > lib/ice.js <<'JS'
export const ICE_KG_PER_KG = { cod: 0.5, haddock: 0.5, mackerel: 0.6, plaice: 0.4, scallops: 0.8, crab: 0.3, hake: 0.5 };

export async function iceFor(species, kg) {
  await new Promise((r) => setTimeout(r, 1));
  const ratio = ICE_KG_PER_KG[species];
  return Math.round(ratio * kg * 10) / 10;
}
JS
cat > lib/pricing.js <<'JS'
const MARKET = new Map([["cod", 18.5], ["haddock", 16.0], ["mackerel", 7.2], ["plaice", 14.8], ["scallops", 42.0], ["crab", 11.5], ["hake", 15.3]]);

export class PriceError extends Error {
  constructor(message, options) { super(message, options); this.name = "PriceError"; }
}

export async function marketPrice(species, landedOn) {
  await new Promise((r) => setTimeout(r, 1));
  const p = MARKET.get(species);
  if (p === undefined) {
    throw new PriceError(`no market price for ${species} landed ${landedOn}`);
  }
  return p;
}
JS
cat > lib/pack.js <<'JS'
import { iceFor } from "./ice.js";
import { marketPrice } from "./pricing.js";

export class PackingError extends Error {
  constructor(message, options) { super(message, options); this.name = "PackingError"; }
}

export async function packLine(line) {
  const [price, ice] = await Promise.all([marketPrice(line.species, line.landed), iceFor(line.species, line.kg)]);
  return { ...line, price, ice, total: Math.round(price * line.kg * 100) / 100 };
}

export async function packOrder(order) {
  try {
    const lines = [];
    for (const l of order.lines) lines.push(await packLine(l));
    return { id: order.id, lines, total: lines.reduce((s, l) => s + l.total, 0) };
  } catch (err) {
    throw new PackingError(`order ${order.id} for ${order.customer} could not be packed`, { cause: err });
  }
}
JS
cat > run.js <<'JS'
import { readFileSync } from "node:fs";
import { packOrder } from "./lib/pack.js";

const orders = JSON.parse(readFileSync("data/orders.json", "utf8"));
console.log(`[pack] ${orders.length} orders for the 05:30 van`);

async function main() {
  let kg = 0;
  for (const o of orders) {
    const packed = await packOrder(o);
    kg += o.lines.reduce((s, l) => s + l.kg, 0);
    console.log(`[pack] ${packed.id} ${o.customer.padEnd(22)} ${String(packed.lines.length).padStart(2)} lines  £${packed.total.toFixed(2).padStart(8)}  ice ${packed.lines.reduce((s, l) => s + l.ice, 0).toFixed(1)} kg`);
  }
  console.log(`[pack] done, ${kg.toFixed(1)} kg of fish`);
}

main();
JS
node - <<'JS'
const fs = require("fs");
let seed = 11; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const sp = ["cod", "haddock", "mackerel", "plaice", "scallops", "crab", "hake"];
const cust = ["The Anchor", "Harbour Kitchen", "Gull & Gannet", "Mrs Penhallow", "Saltings Cafe", "Quay Street Chippy", "Rock Pool Bistro", "St Ives Deli", "Netloft Hotel", "The Lugger"];
const orders = [];
for (let i = 0; i < 170; i++) {
  const lines = [];
  const n = 1 + Math.floor(rnd() * 4);
  for (let j = 0; j < n; j++) lines.push({ species: sp[Math.floor(rnd() * sp.length)], kg: Math.round(rnd() * 120) / 10 + 0.5, landed: "2026-06-18" });
  if (i === 151) lines.push({ species: "gurnard", kg: 3.5, landed: "2026-06-18" });
  orders.push({ id: `ORD-${4100 + i}`, customer: cust[Math.floor(rnd() * cust.length)], lines });
}
fs.writeFileSync("data/orders.json", JSON.stringify(orders, null, 1));
JS
run "node run.js" | neutral > "$OUTDIR/d18c-node-fishmonger-rejection.txt"
