#!/usr/bin/env bash
# Veterinary-clinic appointment service (Node): Express 4 API with Postgres, JWT auth, winston
# logging, nodemailer reminders, zod validation, and mocha/chai/sinon/nyc for tests. Installed from the
# npm registry with exact versions; `npm ls --all` prints the whole resolved tree.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/vetclinic
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "vetclinic-appointments",
  "version": "3.2.1",
  "private": true,
  "main": "src/server.js",
  "scripts": { "test": "nyc mocha" },
  "dependencies": {
    "express": "4.21.2",
    "pg": "8.13.1",
    "jsonwebtoken": "9.0.2",
    "winston": "3.17.0",
    "nodemailer": "6.9.16",
    "zod": "3.24.1",
    "luxon": "3.5.0",
    "helmet": "8.0.0",
    "express-rate-limit": "7.5.0"
  },
  "devDependencies": {
    "mocha": "10.8.2",
    "chai": "4.5.0",
    "sinon": "19.0.2",
    "nyc": "17.1.0",
    "supertest": "7.0.0"
  }
}
EOF
echo 'module.exports = {};' > src/server.js

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ npm ls --all'
  npm ls --all 2>&1
  echo "exit status: $?"
} | neutral
