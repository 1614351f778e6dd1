#!/usr/bin/env bash
# npm ls --all in a weathervane-workshop order CLI after package.json was edited without reinstalling.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/weathervane
fresh "$P"
cat > package.json <<'JS'
{
  "name": "weathervane-orders",
  "version": "1.2.0",
  "private": true,
  "bin": { "vane": "bin/vane.js" },
  "dependencies": { "commander": "12.1.0", "mathjs": "12.4.3", "pdf-lib": "1.17.1", "suncalc": "1.9.0", "chroma-js": "2.4.2", "kysely": "0.27.3", "csv-stringify": "6.5.0" },
  "devDependencies": { "prettier": "3.3.2" }
}
JS
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
# a colleague bumped the range for commander in package.json but nobody re-ran npm install
sed -i 's/"commander": "12.1.0"/"commander": "^13.0.0"/' package.json
{ run "npm ls --all"; } | neutralise
