#!/usr/bin/env bash
# Matcha tasting-flight booking API (Node): npm install --verbose fails with ETARGET because one
# dependency range asks for a version that was never published.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/matcha-flights
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > package.json <<'X'
{
  "name": "matcha-flights",
  "version": "0.6.0",
  "private": true,
  "type": "module",
  "scripts": { "start": "node src/server.js", "test": "node --test" },
  "dependencies": {
    "fastify": "^4.28.1",
    "@fastify/cors": "^9.0.1",
    "zod": "^3.23.8",
    "dayjs": "^1.11.13",
    "pino-pretty": "^11.2.2",
    "nanoid": "^5.0.7",
    "slugify": "^3.0.0"
  },
  "devDependencies": {
    "c8": "^10.1.2"
  }
}
X
echo 'console.log("matcha flights")' > src/server.js
capture d17c-npm-install-matcha-etarget "npm install --verbose --no-audit --no-fund"
