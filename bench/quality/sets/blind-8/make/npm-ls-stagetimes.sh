#!/bin/bash
# Folk-festival stage timetable: a small app with vitest and eslint as dev dependencies; npm ls --all after install.
P=${WORK:-/home/dev}/stage-timetable
rm -rf $P && mkdir -p $P/src && cd $P
cat > package.json <<'J'
{
  "name": "stage-timetable",
  "version": "2.1.0",
  "private": true,
  "type": "module",
  "dependencies": {
    "date-fns": "3.6.0",
    "commander": "12.1.0",
    "picocolors": "1.0.1"
  },
  "devDependencies": {
    "vitest": "1.6.0",
    "eslint": "9.9.0",
    "@eslint/js": "9.9.0",
    "globals": "15.9.0"
  }
}
J
echo 'export const stages = ["Main", "Barn", "Riverside"];' > src/index.js
npm install --no-audit --no-fund --silent >/dev/null 2>&1
npm ls --all 2>&1
