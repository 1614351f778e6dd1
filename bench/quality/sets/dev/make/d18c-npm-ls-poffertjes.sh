#!/bin/bash
# npm ls --all in a poffertjes (Dutch mini-pancake) market-stall ordering app after a fresh install
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/poffertjes-stall
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > package.json <<'JSON'
{
  "name": "poffertjes-stall",
  "version": "0.9.2",
  "private": true,
  "description": "Order queue and batter planning for a poffertjes market stall",
  "main": "server.js",
  "dependencies": {
    "fastify": "4.28.1",
    "yargs": "^17.7.2",
    "luxon": "^3.5.0",
    "winston": "^3.14.2",
    "better-queue": "^3.8.12",
    "cheerio": "^1.0.0",
    "handlebars": "^4.7.8"
  },
  "devDependencies": {
    "nock": "^13.5.5"
  }
}
JSON
timeout 300 npm install --no-audit --no-fund >/dev/null 2>&1
run "npm ls --all" | neutral > "$OUTDIR/d18c-npm-ls-poffertjes.txt"
