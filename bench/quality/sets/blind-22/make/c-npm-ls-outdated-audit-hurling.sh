#!/bin/bash
# npm ls --all, npm outdated and npm audit in a toy hurling-club fixtures service pinned to older releases
. "$(dirname "$0")/c-lib.sh"
P=$WORK/hurling-fixtures
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > package.json <<'JS'
{
  "name": "hurling-fixtures",
  "version": "0.12.0",
  "private": true,
  "dependencies": {
    "polka": "0.5.2",
    "sirv": "1.0.19",
    "got": "11.8.2",
    "p-queue": "6.6.2",
    "luxon": "2.3.0",
    "ws": "7.4.6"
  },
  "devDependencies": { "debug": "3.2.6" }
}
JS
npm install --no-audit --no-fund --silent >/dev/null 2>&1
capture "npm ls --all" | neutral
capture "npm outdated" | neutral
capture "npm audit" | neutral
