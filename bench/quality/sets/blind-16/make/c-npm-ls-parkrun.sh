#!/usr/bin/env bash
# npm ls --all on a weekly 5k-run results service (parkrun-style timing) pinned to old dependencies.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/fivek-results
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'T'
{
  "name": "fivek-results",
  "version": "2.4.0",
  "private": true,
  "description": "Finish-token scanning and weekly results pages for a volunteer 5k run",
  "main": "src/server.js",
  "dependencies": {
    "express": "4.17.1",
    "body-parser": "1.19.0",
    "multer": "1.4.2",
    "csv-parse": "4.16.0",
    "moment": "2.29.1",
    "marked": "2.0.0",
    "jsonwebtoken": "8.5.1",
    "minimist": "1.2.5"
  }
}
T
cat > src/server.js <<'T'
const express = require("express");
const app = express();
app.get("/results/:week", (req, res) => res.json({ week: req.params.week }));
module.exports = app;
T
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ run "npm ls --all"; } | neutral
