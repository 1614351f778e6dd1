#!/usr/bin/env bash
# d2-npm-run-wooldye: wool-dye batch tracker (Node, no dependencies); npm run report, whose script logs batches and then throws, so npm exits non-zero.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/dyepot
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "dyepot",
  "version": "2.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "report": "node lib/report.js data/batches.csv",
    "test": "node --test"
  }
}
EOF
cat > data/batches.csv <<'EOF'
batch,fibre,weight_g,dye,wof_pct,mordant,temp_c,minutes
DB-0412,merino,500,madder,50,alum,80,60
DB-0413,bfl,350,weld,40,alum,85,45
DB-0414,merino,500,indigo,12,,30,20
DB-0415,alpaca,250,cochineal,4,alum+cream-of-tartar,85,60
DB-0416,merino,1000,logwood,5,iron,80,40
DB-0417,silk,200,cochineal,3,alum,75,45
DB-0418,bfl,700,weld,40,alum,95,45
DB-0419,merino,500,madder,50,alum,80,60
DB-0420,alpaca,250,indigo,10,,30,25
DB-0421,merino,500,madder,fifty,alum,80,60
DB-0422,bfl,350,walnut,100,,90,90
EOF
cat > lib/recipes.js <<'EOF'
const MAX_TEMP = { merino: 90, bfl: 90, alpaca: 88, silk: 85 };
const MORDANT_PCT = { alum: 12, iron: 2, "alum+cream-of-tartar": 12 };

export function parseBatch(row, lineNo) {
  const [batch, fibre, weight, dye, wof, mordant, temp, minutes] = row.split(",");
  const wofPct = Number.parseFloat(wof);
  if (Number.isNaN(wofPct)) {
    throw new TypeError(`line ${lineNo}: weight-of-fibre percentage is not a number: ${JSON.stringify(wof)}`);
  }
  return { batch, fibre, weightG: +weight, dye, wofPct, mordant: mordant || null, tempC: +temp, minutes: +minutes };
}

export function dyeGrams(b) {
  return Math.round((b.weightG * b.wofPct) / 100);
}

export function mordantGrams(b) {
  if (!b.mordant) return 0;
  return Math.round((b.weightG * MORDANT_PCT[b.mordant]) / 100);
}

export function checkTemperature(b) {
  const max = MAX_TEMP[b.fibre];
  if (b.tempC > max) return `WARN ${b.batch}: ${b.tempC}C exceeds ${max}C for ${b.fibre} (felting risk)`;
  return null;
}
EOF
cat > lib/report.js <<'EOF'
import { readFileSync } from "node:fs";
import { parseBatch, dyeGrams, mordantGrams, checkTemperature } from "./recipes.js";

function main(path) {
  const lines = readFileSync(path, "utf8").trim().split("\n");
  console.log(`dyepot report for ${path} (${lines.length - 1} batches)`);
  console.log("batch    fibre   weight  dye        dye_g  mordant_g  temp  min");
  let totalDye = 0;
  lines.slice(1).forEach((row, i) => {
    const b = parseBatch(row, i + 2);
    const warn = checkTemperature(b);
    if (warn) console.warn(warn);
    totalDye += dyeGrams(b);
    console.log(
      `${b.batch}  ${b.fibre.padEnd(6)}  ${String(b.weightG).padStart(5)}g  ${b.dye.padEnd(9)}  ${String(dyeGrams(b)).padStart(5)}  ${String(mordantGrams(b)).padStart(9)}  ${b.tempC}  ${b.minutes}`,
    );
  });
  console.log(`total dyestuff: ${totalDye} g`);
}

main(process.argv[2]);
EOF
npm run report 2>&1 | neutral
