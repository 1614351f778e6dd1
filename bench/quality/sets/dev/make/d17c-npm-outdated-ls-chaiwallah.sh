#!/usr/bin/env bash
# Chai-stall loyalty-card service (Node): a few pinned old versions; the agent runs npm outdated and
# npm ls --all to see what is behind and what resolved where.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/chaiwallah-loyalty
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > package.json <<'X'
{
  "name": "chaiwallah-loyalty",
  "version": "2.1.4",
  "private": true,
  "type": "module",
  "dependencies": {
    "fastify": "4.26.2",
    "zod": "3.22.4",
    "dayjs": "^1.11.10",
    "nanoid": "5.0.4",
    "qrcode": "1.5.3",
    "better-sqlite3-helper": "^3.1.7"
  },
  "devDependencies": {
    "c8": "9.1.0",
    "semver": "7.5.4"
  }
}
X
echo 'console.log("chai")' > src/index.js
timeout 120 npm install --no-audit --no-fund --ignore-scripts >/dev/null 2>&1 || echo "install failed" >&2
capture d17c-npm-outdated-ls-chaiwallah "npm outdated; npm ls --all"
