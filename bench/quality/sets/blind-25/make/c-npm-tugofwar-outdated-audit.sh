#!/bin/bash
# npm install, npm outdated and npm audit on a tug-of-war league results site with old pinned dependencies.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tugofwar-league
rm -rf "$P"; mkdir -p "$P"
cat > "$P/package.json" <<'JS'
{
  "name": "tugofwar-league",
  "version": "1.2.0",
  "private": true,
  "dependencies": {
    "koa": "2.13.0",
    "koa-router": "10.0.0",
    "yargs": "16.2.0",
    "luxon": "2.0.2",
    "csv-parse": "4.15.4",
    "nanoid": "3.1.20"
  },
  "devDependencies": {
    "tap": "^0.7.1"
  }
}
JS
cd "$P"
run npm install --no-fund --no-audit | neut
run npm outdated | neut
run npm ls --all | neut
run npm audit | neut
