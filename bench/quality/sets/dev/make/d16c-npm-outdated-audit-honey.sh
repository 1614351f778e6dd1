#!/bin/bash
# npm outdated and npm audit in a honey-extraction batch tracker that has not had its dependencies bumped for years.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-npm-outdated-audit-honey.txt
P=$WORK/honeyhouse-batches
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/package.json" <<'EOF'
{
  "name": "honeyhouse-batches",
  "version": "1.2.0",
  "description": "Tracks extraction batches, moisture readings and jar labels for a honey house",
  "main": "src/index.js",
  "dependencies": {
    "express": "4.17.1",
    "axios": "0.21.1",
    "lodash": "4.17.19",
    "moment": "2.29.1",
    "minimist": "1.2.5",
    "qrcode": "1.4.4",
    "uuid": "8.3.2"
  },
  "devDependencies": {
    "mocha": "9.1.0"
  }
}
EOF
echo 'module.exports = {};' > "$P/src/index.js"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
timeout 120 npm install --no-audit --no-fund >/dev/null 2>&1
{ echo '$ npm outdated'; timeout 120 npm outdated 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}";
  echo '$ npm audit'; timeout 120 npm audit 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
