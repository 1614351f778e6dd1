#!/bin/bash
. "$(dirname "$0")/c-lib.sh"
P=$WORK/stagecoach-rides; rm -rf "$P"; mkdir -p "$P"; cd "$P"
export npm_config_cache=$WORK/.npm-cache-stagecoach
cat > package.json <<'JS'
{
  "name": "stagecoach-rides",
  "version": "1.6.3",
  "private": true,
  "dependencies": {
    "express": "4.17.1",
    "body-parser": "1.19.0",
    "jsonwebtoken": "8.5.1",
    "pg": "8.7.1",
    "node-cron": "3.0.0",
    "luxon": "2.3.0",
    "pino": "7.6.0",
    "semver": "7.3.5"
  },
  "devDependencies": {
    "mocha": "9.1.3",
    "supertest": "6.1.6",
    "nodemon": "2.0.15"
  }
}
JS
npm install --no-fund --no-audit --silent >/dev/null 2>&1
run "npm outdated" | neutral > "$OUTDIR/c-npm-outdated-stagecoach.txt"
