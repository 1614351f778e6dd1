#!/bin/bash
# npm ls --all in the campervan-hire fleet portal (hapi + knex + mocha stack; full dependency tree)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/campervan-fleet-portal
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/package.json" <<'JSON'
{
  "name": "campervan-fleet-portal",
  "version": "1.6.2",
  "private": true,
  "dependencies": {
    "@hapi/hapi": "21.3.10",
    "@hapi/inert": "7.1.0",
    "joi": "17.13.3",
    "knex": "3.1.0",
    "pino": "9.5.0",
    "date-fns": "3.6.0",
    "nanoid": "3.3.7",
    "yargs": "17.7.2",
    "chokidar": "3.6.0"
  },
  "devDependencies": {
    "mocha": "10.7.3",
    "c8": "10.1.2",
    "rollup": "4.24.0"
  }
}
JSON
cd "$P"
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ run "npm ls --all"; } | neutral
