#!/bin/bash
# npm ci fails because package.json was edited after the lockfile was written (hostel booking API).
. "$(dirname "$0")/c-lib.sh"
setup hostelbook
cat > package.json <<'J'
{
  "name": "hostelbook-api",
  "version": "3.2.0",
  "private": true,
  "dependencies": { "fastify": "4.26.2", "pino": "8.19.0", "zod": "3.22.4" }
}
J
npm install --package-lock-only --no-audit --no-fund --loglevel=error >/dev/null 2>&1
# a teammate bumps zod and adds date-fns without refreshing the lockfile
cat > package.json <<'J'
{
  "name": "hostelbook-api",
  "version": "3.2.0",
  "private": true,
  "dependencies": { "fastify": "4.26.2", "pino": "8.19.0", "zod": "3.23.8", "date-fns": "^3.6.0" }
}
J
capture npm-ci-hostelbook-outofsync <<'CMDS'
npm ci
CMDS
