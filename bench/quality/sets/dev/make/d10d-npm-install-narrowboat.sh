#!/usr/bin/env bash
# npm install (verbose) of a canal-boat booking service whose postinstall step fails.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/narrowboat-booking
rm -rf "$P"; mkdir -p "$P/scripts" "$P/src"
cd "$P"
cat > package.json <<'JSON'
{
  "name": "narrowboat-booking",
  "version": "0.7.2",
  "private": true,
  "description": "Berth and lock-slot booking for canal narrowboats",
  "main": "src/server.js",
  "scripts": {
    "postinstall": "node scripts/build-lock-table.js",
    "start": "node src/server.js"
  },
  "dependencies": {
    "express": "4.18.2",
    "request": "2.88.2",
    "uuid": "3.4.0",
    "moment": "2.29.4"
  },
  "engines": { "node": ">=14" }
}
JSON
cat > .npmrc <<'RC'
fund=false
lock-slot-cache=true
save-exact=true
RC
cat > scripts/build-lock-table.js <<'JS'
// Generates src/generated/lock-table.json from data/locks.csv
const fs = require('fs');
const path = require('path');
const src = path.join(__dirname, '..', 'data', 'locks.csv');
console.log('[lock-table] reading', path.relative(process.cwd(), src));
const rows = fs.readFileSync(src, 'utf8').trim().split('\n');
const table = rows.slice(1).map(r => {
  const [id, name, rise] = r.split(',');
  return { id, name, rise: Number(rise) };
});
fs.mkdirSync(path.join(__dirname, '..', 'src', 'generated'), { recursive: true });
fs.writeFileSync(path.join(__dirname, '..', 'src', 'generated', 'lock-table.json'), JSON.stringify(table));
console.log('[lock-table] wrote', table.length, 'locks');
JS
cat > src/server.js <<'JS'
const express = require('express');
const app = express();
app.get('/locks', (req, res) => res.json(require('./generated/lock-table.json')));
app.listen(3000);
JS
{
  echo '$ npm install --loglevel=verbose --no-audit --no-fund'
  npm install --loglevel=verbose --no-audit --no-fund 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
        -e "s#$HOME\\b#/home/dev#g"
