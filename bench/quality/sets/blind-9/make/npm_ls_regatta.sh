#!/bin/bash
# Sailing-club race results: npm ls --all after a successful install of a small CLI's dependencies.
P=${WORK:-/home/dev}/regatta-results
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "regatta-results",
  "version": "1.2.0",
  "private": true,
  "description": "Portsmouth Yardstick handicap results for club dinghy racing",
  "type": "module",
  "bin": { "regatta": "src/cli.js" },
  "dependencies": {
    "commander": "^12.1.0",
    "csv-parse": "^5.5.6",
    "handlebars": "^4.7.8",
    "pino": "^9.3.2",
    "luxon": "^3.5.0",
    "pdfkit": "^0.15.0",
    "yargs-parser": "^21.1.1",
    "ajv": "^8.17.1"
  },
  "devDependencies": {
    "prettier": "^3.3.3",
    "eslint": "^9.9.0"
  }
}
EOF
cat > src/cli.js <<'EOF'
#!/usr/bin/env node
import { program } from "commander";
program.name("regatta").option("--series <name>").parse();
EOF
npm install --no-audit --no-fund >/dev/null 2>&1
{
  echo '$ npm ls --all'
  npm ls --all 2>&1
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
