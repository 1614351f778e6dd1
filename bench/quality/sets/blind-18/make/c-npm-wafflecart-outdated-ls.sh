#!/bin/bash
# npm outdated and npm ls --all on a waffle-cart ordering backend with old pinned dependencies.
. "$(dirname "$0")/c-lib.sh"
setup wafflecart
cat > package.json <<'J'
{
  "name": "wafflecart-orders",
  "version": "1.8.4",
  "private": true,
  "main": "server.js",
  "dependencies": {
    "express": "4.17.1",
    "axios": "0.21.1",
    "lodash": "4.17.15",
    "dayjs": "1.10.4",
    "uuid": "8.3.2",
    "node-fetch": "2.6.1",
    "ws": "7.4.5"
  },
  "devDependencies": {
    "nodemon": "2.0.7",
    "semver": "7.3.4"
  }
}
J
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
capture npm-wafflecart-outdated-ls <<'CMDS'
npm outdated
npm ls --all
CMDS
