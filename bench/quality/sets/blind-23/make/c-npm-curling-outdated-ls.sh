#!/bin/bash
# npm outdated and npm ls --all in a curling-league scoreboard server (polka) installed with old pinned versions.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/curling-league; fresh "$P"; cd "$P"
cat > package.json <<'JS'
{
  "name": "curling-league",
  "version": "1.5.0",
  "private": true,
  "dependencies": {
    "polka": "0.5.2",
    "handlebars": "4.7.7",
    "undici": "5.8.0",
    "ajv": "8.6.3",
    "luxon": "2.5.0",
    "csv-parse": "4.16.0",
    "node-cron": "3.0.0",
    "semver": "7.3.7"
  },
  "devDependencies": {
    "make-dir": "3.1.0",
    "tap-parser": "11.0.1"
  }
}
JS
npm install --no-audit --no-fund --silent >/dev/null 2>&1
capture npm-outdated-curling "$P" 'npm outdated'
capture npm-ls-curling "$P" 'npm ls --all'
