#!/bin/bash
# npm install failing with ERESOLVE (peer dependency conflict) in a quiz-bowl buzzer web app
. "$(dirname "$0")/c-lib.sh"
P=$WORK/quizbowl-buzzer
rm -rf "$P"; mkdir -p "$P"
cat > "$P/package.json" <<'JSON'
{
  "name": "quizbowl-buzzer",
  "version": "0.3.0",
  "private": true,
  "dependencies": {
    "react": "17.0.2",
    "react-dom": "17.0.2",
    "react-router-dom": "6.28.0",
    "zustand": "4.5.5",
    "@testing-library/react": "16.0.1"
  }
}
JSON
cd "$P"
{ run "npm install --no-audit --no-fund"; } | neutral | sed -E 's#/home/dev/\.npm/_logs/[0-9TZ:._-]+-debug-0\.log#/home/dev/.npm/_logs/2026-03-11T09_14_52_310Z-debug-0.log#; s#/home/dev/\.npm/_logs/[0-9TZ:._-]+-eresolve-report\.txt#/home/dev/.npm/_logs/2026-03-11T09_14_52_310Z-eresolve-report.txt#'
