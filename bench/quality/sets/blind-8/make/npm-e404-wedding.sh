#!/bin/bash
# Wedding seating planner: npm install where one dependency name does not exist on the registry (E404).
P=${WORK:-/home/dev}/seating-planner
rm -rf $P && mkdir -p $P/src && cd $P
cat > package.json <<'J'
{
  "name": "seating-planner",
  "version": "0.5.1",
  "private": true,
  "type": "module",
  "dependencies": {
    "commander": "^12.1.0",
    "csv-parse": "^5.5.6",
    "seating-constraint-solver": "^2.0.0",
    "picocolors": "^1.0.1"
  },
  "devDependencies": {
    "vitest": "^1.6.0"
  }
}
J
cat > src/index.js <<'J'
import { solve } from "seating-constraint-solver";
export function plan(guests, tables) { return solve(guests, tables, { keepCouplesTogether: true }); }
J
npm install --no-audit --no-fund --verbose 2>&1
echo "exit status: $?"
