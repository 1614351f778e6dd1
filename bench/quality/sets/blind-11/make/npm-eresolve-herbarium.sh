#!/usr/bin/env bash
# npm install in a herbarium specimen-catalogue web app whose eslint 9 upgrade clashes
# with a shared config's peer range (ERESOLVE). Output: outputs/npm-eresolve-herbarium.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/herbarium-catalogue
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > package.json <<'X'
{
  "name": "herbarium-catalogue",
  "version": "2.0.0-beta.3",
  "private": true,
  "type": "module",
  "scripts": {
    "lint": "eslint src",
    "test": "node --test"
  },
  "dependencies": {
    "fastify": "^4.28.1",
    "pino": "^9.4.0"
  },
  "devDependencies": {
    "eslint": "^9.12.0",
    "eslint-config-airbnb-base": "^15.0.0",
    "eslint-plugin-import": "^2.31.0"
  }
}
X
cat > src/specimen.js <<'X'
export function barcode(herbarium, n) {
  return `${herbarium}${String(n).padStart(8, "0")}`;
}
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's#_logs/[0-9T_:.-]*Z-#_logs/2025-02-11T09_14_03_512Z-#'
}
{
  echo "$ npm install"
  npm install --no-audit --no-fund 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
