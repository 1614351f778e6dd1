#!/usr/bin/env bash
# Builds the marina-mooring-fees TypeScript project and installs its dependencies (sourced by c-tsc-mooring.sh, c-npm-ls-mooring.sh).
P=${WORK:-/home/dev}/mooringfees
if [ ! -d "$P/node_modules" ]; then
  fresh "$P"
  cat > package.json <<'JS'
{
  "name": "mooringfees",
  "version": "0.7.0",
  "private": true,
  "type": "module",
  "scripts": { "build": "tsc -p .", "test": "vitest run" },
  "dependencies": { "fastify": "4.26.2", "luxon": "3.4.4", "zod": "3.22.4" },
  "devDependencies": { "typescript": "5.4.5", "@types/luxon": "3.4.2", "@types/node": "20.12.7" }
}
JS
  npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
fi
cd "$P"
