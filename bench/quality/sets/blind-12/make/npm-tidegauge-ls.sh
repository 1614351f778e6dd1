#!/usr/bin/env bash
# npm ls --all in a tide-gauge telemetry ingest service after package.json was edited without reinstalling: one invalid dependency.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/npm-tidegauge-ls.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's#/home/dev/\.npm/_logs/[0-9TZ:._-]*-debug-0\.log#/home/dev/.npm/_logs/debug-0.log#g'
}
P=$WORK/tidegauge-ingest
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'X'
{
  "name": "tidegauge-ingest",
  "version": "3.4.1",
  "private": true,
  "description": "Ingests 1-minute sea level readings from coastal tide gauges over MQTT",
  "type": "module",
  "main": "src/index.js",
  "dependencies": {
    "commander": "^12.1.0",
    "fastify": "^4.28.1",
    "luxon": "^3.5.0",
    "mqtt": "^5.10.1",
    "p-queue": "^8.0.1",
    "pino": "^9.4.0",
    "yaml": "^2.5.1",
    "zod": "^3.23.8"
  },
  "devDependencies": {
    "@types/luxon": "^3.4.2"
  }
}
X
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
# a teammate bumped the range in package.json but nobody re-ran npm install
sed -i 's/"zod": "\^3.23.8"/"zod": "^4.1.0"/' package.json
{ echo '$ npm ls --all'; npm ls --all 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
