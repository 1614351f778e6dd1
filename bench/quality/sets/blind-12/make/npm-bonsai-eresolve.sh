#!/usr/bin/env bash
# npm install in a bonsai-watering dashboard whose React version clashes with a UI library's peer dependency (ERESOLVE).
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/npm-bonsai-eresolve.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's#/home/dev/\.npm/_logs/[0-9TZ:._-]*-debug-0\.log#/home/dev/.npm/_logs/debug-0.log#g; s#/home/dev/\.npm/_logs/[0-9TZ:._-]*-eresolve-report\.txt#/home/dev/.npm/_logs/eresolve-report.txt#g'
}
P=$WORK/bonsai-dash
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'X'
{
  "name": "bonsai-dash",
  "version": "0.2.0",
  "private": true,
  "description": "Soil-moisture and watering log for a bonsai collection",
  "scripts": { "dev": "vite", "build": "vite build" },
  "dependencies": {
    "react": "^17.0.2",
    "react-dom": "^17.0.2",
    "@tanstack/react-query": "^5.59.0",
    "recharts": "^2.13.0",
    "date-fns": "^3.6.0"
  },
  "devDependencies": {
    "vite": "^5.4.0"
  }
}
X
{ echo '$ npm install'; npm install --no-audit --no-fund 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
