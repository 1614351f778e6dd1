#!/usr/bin/env bash
# npm install in a funicular-railway timetable app whose package.json has a misspelt dependency name.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/funicular
fresh "$P"
cat > package.json <<'JS'
{
  "name": "funicular-timetable",
  "version": "2.1.0",
  "private": true,
  "type": "module",
  "engines": { "node": ">=18" },
  "dependencies": {
    "express": "^4.19.2",
    "dayjs": "^1.11.10",
    "express-rate-limitter": "^7.2.0",
    "ical-generator": "^7.0.0"
  }
}
JS
{ run "npm install --no-audit --no-fund"; } | neutralise
