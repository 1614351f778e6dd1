#!/usr/bin/env bash
# npm outdated and npm ls --all of a ferret-show entries site pinned to old dependency versions.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/ferretshow; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'X'
{
  "name": "ferretshow-entries",
  "version": "1.4.0",
  "private": true,
  "dependencies": {
    "@hapi/hapi": "20.2.1",
    "@hapi/inert": "6.0.4",
    "joi": "17.4.2",
    "winston": "3.3.3",
    "date-fns": "2.25.0",
    "commander": "7.2.0",
    "handlebars": "4.7.6"
  },
  "devDependencies": { "ava": "3.15.0", "@hapi/code": "8.0.3" }
}
X
npm install --no-audit --no-fund --silent >/dev/null 2>&1
capture c-npm-outdated-ls-ferretshow 'npm outdated; npm ls --all'
