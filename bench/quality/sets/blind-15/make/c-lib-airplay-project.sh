#!/usr/bin/env bash
# c-lib-airplay-project: sourced by c-npm-airplay-outdated.sh.
# Builds a community-radio playlist scheduler whose lockfile pins old releases.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/airplay
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
if [ ! -f "$P/package-lock.json" ]; then
  rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
  cat > package.json <<'T'
{
  "name": "airplay",
  "version": "0.9.4",
  "description": "Playlist and presenter rota scheduler for a community radio station",
  "private": true,
  "main": "src/index.js",
  "dependencies": {
    "express": "4.17.1",
    "body-parser": "1.19.0",
    "axios": "0.21.1",
    "moment": "2.29.1",
    "lodash": "4.17.15",
    "jsonwebtoken": "8.5.1",
    "node-cron": "3.0.0",
    "music-metadata": "7.12.3",
    "ws": "7.4.5",
    "sanitize-html": "2.3.2"
  },
  "devDependencies": {
    "mocha": "9.1.3",
    "nodemon": "2.0.7"
  }
}
T
  cat > src/index.js <<'T'
const express = require("express");
const app = express();
app.get("/now-playing", (req, res) => res.json({ track: null }));
app.listen(process.env.PORT || 3300);
T
  npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
fi
cd "$P"
