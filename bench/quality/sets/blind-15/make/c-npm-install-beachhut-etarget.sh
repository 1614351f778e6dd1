#!/usr/bin/env bash
# c-npm-install-beachhut-etarget: `npm install --verbose` for a beach-hut rental
# API whose package.json asks for a dependency version that does not exist.
# Usage: WORK=<scratch dir> bash c-npm-install-beachhut-etarget.sh > ../outputs/c-npm-install-beachhut-etarget.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hutrental
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > package.json <<'T'
{
  "name": "hutrental",
  "version": "2.1.0",
  "private": true,
  "type": "module",
  "dependencies": {
    "fastify": "^4.28.1",
    "@fastify/cors": "^9.0.1",
    "luxon": "^3.5.0",
    "better-queue": "^3.8.12",
    "nanoid": "^5.0.7",
    "suncalc": "^3.1.0"
  },
  "devDependencies": {
    "tap": "^18.8.0"
  }
}
T
{
  echo '$ npm install --verbose'
  npm install --verbose --no-fund 2>&1; echo "exit status: $?"
} | neutral | sed -E 's#/home/dev/\.npm/_logs/[0-9TZ_:.-]+-debug-0\.log#/home/dev/.npm/_logs/2026-03-02T09_14_51_220Z-debug-0.log#g; s#/home/dev/\.npm/_logs/[0-9TZ_:.-]+-#/home/dev/.npm/_logs/2026-03-02T09_14_51_220Z-#g'
