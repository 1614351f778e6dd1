#!/bin/bash
# npm ls --all: full dependency tree of the hedge-maze garden's reporting tool (spreadsheets, PDFs, SQL)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/hedgemaze-reports
fresh $P
cat > package.json <<'JSON'
{
  "name": "hedgemaze-reports",
  "version": "0.3.1",
  "private": true,
  "description": "monthly visitor, lost-visitor and maze-trimming reports for the hedge maze garden",
  "dependencies": {
    "exceljs": "4.4.0",
    "pdfkit": "0.15.0",
    "knex": "3.1.0",
    "handlebars": "4.7.8",
    "ical-generator": "7.1.0",
    "luxon": "3.4.4"
  }
}
JSON
npm install --no-fund --no-audit --loglevel=error >/dev/null 2>&1
{ run npm ls --all; } | neutral
