#!/bin/bash
# npm install --loglevel verbose in a ramen-shop order-queue service whose package.json pins a version that does not exist.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-npm-install-ramen-etarget.txt
P=$WORK/ramen-queue
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/package.json" <<'EOF'
{
  "name": "ramen-queue",
  "version": "0.7.0",
  "description": "Order queue and broth-batch planner for a noodle bar",
  "type": "module",
  "main": "src/server.js",
  "dependencies": {
    "fastify": "^4.28.1",
    "pino": "^9.4.0",
    "dayjs": "^1.11.13",
    "zod": "^3.23.8",
    "nanoid": "^5.0.7",
    "p-queue": "^8.3.0"
  },
  "devDependencies": {
    "prettier": "^3.3.3",
    "vitest": "^2.1.1"
  }
}
EOF
echo 'export {}' > "$P/src/server.js"
# broken pin introduced by a bad merge:
sed -i 's/"p-queue": "\^8.3.0"/"p-queue": "^8.3.0",\n    "decimal.js": "^11.9.2"/' "$P/package.json"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g' ; }
cd "$P"
{ echo '$ npm install --loglevel verbose'; timeout 120 npm install --loglevel verbose --no-fund 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
