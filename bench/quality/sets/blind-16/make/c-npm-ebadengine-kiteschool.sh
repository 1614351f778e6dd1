#!/usr/bin/env bash
# npm install in a kitesurf-school lesson booking app with engine-strict=true: a workspace-local
# wind-forecast package demands a newer Node than the one installed (EBADENGINE).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/kiteschool
rm -rf "$P"; mkdir -p "$P/packages/windwindow/src" "$P/src"; cd "$P"
cat > .npmrc <<'T'
engine-strict=true
fund=false
audit=false
T
cat > package.json <<'T'
{
  "name": "kiteschool",
  "version": "1.6.0",
  "private": true,
  "engines": { "node": ">=20" },
  "dependencies": {
    "windwindow": "file:packages/windwindow",
    "date-fns": "^3.6.0",
    "ms": "^2.1.3"
  }
}
T
cat > packages/windwindow/package.json <<'T'
{
  "name": "windwindow",
  "version": "0.2.0",
  "description": "Rideable wind windows from a forecast (knots, gust factor, direction vs. beach)",
  "main": "src/index.js",
  "engines": { "node": ">=22.12.0" },
  "dependencies": { "suncalc": "^1.9.0" }
}
T
echo 'module.exports = {};' > packages/windwindow/src/index.js
{ run "npm install --verbose"; } | neutral
