#!/usr/bin/env bash
# A fish-market auction settlement job (CommonJS, async/await across modules) throws; the job's own top-level handler prints the error with its cause chain and exits 3.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/fishauction; rm -rf "$P"; mkdir -p "$P/lib" "$P/data"; cd "$P"
cat > package.json <<'X'
{ "name": "fishauction-settle", "version": "0.7.0", "private": true, "main": "settle.js" }
X
cat > data/lots-2024-11-28.json <<'X'
[
  { "lot": "A-101", "species": "hake", "kg": 212.5, "buyer": "Porto Frio", "pricePerKg": 4.1 },
  { "lot": "A-102", "species": "monkfish", "kg": 88.0, "buyer": "Casa Mar", "pricePerKg": 11.6 },
  { "lot": "A-103", "species": "sardine", "kg": 640.0, "buyer": "Conservas Leal", "pricePerKg": 1.35 },
  { "lot": "A-104", "species": "octopus", "kg": 57.2, "buyer": "Casa Mar", "pricePerKg": 9.8 },
  { "lot": "A-105", "species": "hake", "kg": 130.0, "buyer": "Mercado Norte", "pricePerKg": 4.05 }
]
X
cat > lib/buyers.js <<'X'
const CREDIT = { "Porto Frio": 5000, "Casa Mar": 2500, "Conservas Leal": 1200 };
class CreditLimitError extends Error {
  constructor(buyer, owed, limit) {
    super(`buyer ${buyer} owes ${owed.toFixed(2)} EUR, credit limit ${limit}`);
    this.name = "CreditLimitError";
    this.buyer = buyer;
  }
}
async function checkCredit(buyer, owed) {
  await new Promise((r) => setImmediate(r));
  const limit = CREDIT[buyer];
  if (limit === undefined) throw new TypeError(`unknown buyer account: ${JSON.stringify(buyer)}`);
  if (owed > limit) throw new CreditLimitError(buyer, owed, limit);
  return limit - owed;
}
module.exports = { checkCredit, CreditLimitError };
X
cat > lib/invoices.js <<'X'
const { checkCredit } = require("./buyers");
async function invoiceFor(buyer, lots) {
  const owed = lots.reduce((s, l) => s + l.kg * l.pricePerKg, 0);
  try {
    const headroom = await checkCredit(buyer, owed);
    return { buyer, owed: +owed.toFixed(2), headroom: +headroom.toFixed(2) };
  } catch (err) {
    throw new Error(`cannot invoice ${buyer} for lots ${lots.map((l) => l.lot).join(", ")}`, { cause: err });
  }
}
module.exports = { invoiceFor };
X
cat > settle.js <<'X'
const fs = require("node:fs/promises");
const { invoiceFor } = require("./lib/invoices");

async function settleDay(day) {
  const lots = JSON.parse(await fs.readFile(`data/lots-${day}.json`, "utf8"));
  const byBuyer = new Map();
  for (const l of lots) byBuyer.set(l.buyer, [...(byBuyer.get(l.buyer) ?? []), l]);
  const invoices = [];
  for (const [buyer, ls] of byBuyer) {
    invoices.push(await invoiceFor(buyer, ls));
    console.log(`invoiced ${buyer}: ${invoices.at(-1).owed} EUR`);
  }
  return invoices;
}

settleDay(process.argv[2]).then(
  (inv) => console.log(`settled ${inv.length} buyers`),
  (err) => {
    console.error("settlement failed:", err);
    process.exitCode = 3;
  },
);
X
capture c-node-fishmarket-async-cause 'node settle.js 2024-11-28'
