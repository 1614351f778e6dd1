#!/usr/bin/env bash
# Puppet-theatre ticketing desk: eslint (flat config, recommended rules) over the source tree.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/eslint-puppet-tickets.txt"
P="$BASE/puppet-tickets"
rm -rf "$P"; mkdir -p "$P/src/desk" "$P/src/shows" "$P/scripts"; cd "$P"
cat > package.json <<'EOF'
{ "name": "puppet-tickets", "version": "0.9.2", "private": true, "type": "module",
  "scripts": { "lint": "eslint ." } }
EOF
npm install --no-audit --no-fund --silent eslint@9.12.0 @eslint/js@9.12.0 globals@15.11.0 >/dev/null 2>&1
cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "warn",
      "no-console": ["warn", { allow: ["error"] }],
    },
  },
  { ignores: ["dist/**"] },
];
EOF
cat > src/shows/catalogue.js <<'EOF'
export const SHOWS = [
  { code: "PUNCH", title: "Punch and Judy at the Pier", minutes: 40, minAge: 3 },
  { code: "MARIO", title: "The Marionette Nutcracker", minutes: 75, minAge: 5 },
  { code: "SHADW", title: "Shadow Tales of the Silk Road", minutes: 55, minAge: 7 },
  { code: "BUNRA", title: "Bunraku Evening", minutes: 90, minAge: 12 },
];

export function findShow(code) {
  for (var i = 0; i < SHOWS.length; i++) {
    if (SHOWS[i].code == code) return SHOWS[i];
  }
  return undefined;
}

export function suitableFor(age) {
  let list = SHOWS.filter((s) => s.minAge <= age);
  return list.map((s) => s.code);
}
EOF
cat > src/shows/schedule.js <<'EOF'
import { findShow } from "./catalogue.js";

const slots = [];

export function addSlot(code, start) {
  const show = findShow(code);
  if (!show) throw new Error("unknown show " + code);
  const end = new Date(start.getTime() + show.minutes * 60000);
  for (const s of slots) {
    if (start < s.end && end > s.start) {
      throw new Error(`clash with ${s.code} at ${s.start.toISOString()}`);
    }
  }
  slots.push({ code, start, end });
  return slots.length;
}

export function slotsOn(day) {
  return slots.filter((s) => s.start.toDateString() === day.toDateString());
}

export function nextSlot(now) {
  let best = null;
  for (const s of slots) {
    if (s.start > now && (best === null || s.start < best.start)) best = s;
  }
  return best;
}
EOF
cat > src/desk/pricing.js <<'EOF'
const PRICES = { adult: 12, child: 8, concession: 9, family: 34 };

export function priceFor(kind, qty, memberDiscount) {
  const unit = PRICES[kind];
  if (unit == undefined) throw new Error("no such ticket type: " + kind);
  let total = unit * qty;
  if (memberDiscount) total = total * 0.9;
  return Math.round(total * 100) / 100;
}

export function familyBetter(adults, children) {
  const separate = adults * PRICES.adult + children * PRICES.child;
  switch (true) {
    case adults <= 2 && children <= 3:
      return PRICES.family < separate;
    case adults > 2:
      const extraAdults = adults - 2;
      return PRICES.family + extraAdults * PRICES.adult < separate;
    default:
      return false;
  }
}
EOF
cat > src/desk/till.js <<'EOF'
import { priceFor } from "./pricing.js";
import { findShow, SHOWS } from "../shows/catalogue.js";

let drawer = 0;
const receipts = [];

export function sell(code, kind, qty, opts = {}) {
  const show = findShow(code);
  const amount = priceFor(kind, qty, opts.member);
  drawer += amount;
  const receipt = { no: receipts.length + 1, show: show.title, kind, qty, amount, paidBy: opts.card ? "card" : "cash" };
  receipts.push(receipt);
  console.log(`sold ${qty} x ${kind} for ${show.title}: £${amount}`);
  return receipt;
}

export function refund(no) {
  const r = receipts.find((x) => x.no === no);
  if (!r) return false;
  if (r.refunded = true) {
    return false;
  }
  drawer -= r.amount;
  return true;
}

export function cashUp() {
  const cash = receipts.filter((r) => r.paidBy === "cash").reduce((a, r) => a + r.amount, 0);
  return { drawer, cash, card: drawer - cash, count: receipts.length };
}

export async function printReceipt(r, printer) {
  try {
    await printer.write(JSON.stringify(r));
  } catch (err) {
  }
}
EOF
cat > src/desk/seating.js <<'EOF'
export function assignBench(partySize, benches) {
  for (let i = 0; i < benches.length; i++) {
    const free = benches[i].capacity - benches[i].taken;
    if (free >= partySize) {
      benches[i].taken += partySize;
      return i;
    }
  }
  return -1;
}

export function frontRowForChildren(party, benches) {
  const hasSmallChild = party.some((p) => p.age < 6);
  if (hasSmallChild) {
    return assignBench(party.length, benches.slice(0, 2));
  }
  return assignBench(party.length, benches);
  console.error("unreachable");
}

export function occupancy(benches) {
  const total = benches.reduce((a, b) => a + b.capacity, 0);
  const taken = benches.reduce((a, b) => a + b.taken, 0);
  return taken / totl;
}
EOF
cat > scripts/daily-report.js <<'EOF'
import { cashUp } from "../src/desk/till.js";
import { nextSlot, slotsOn } from "../src/shows/schedule.js";
import fs from "node:fs";

const today = new Date();
const summary = cashUp();
var lines = [];
lines.push(`Takings ${summary.drawer}`);
lines.push(`Cash ${summary.cash} / Card ${summary.card}`);
console.log(lines.join("\n"));
EOF
npx eslint . 2>&1 | neut > "$OUT"
