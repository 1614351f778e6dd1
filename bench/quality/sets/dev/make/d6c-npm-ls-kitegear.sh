#!/usr/bin/env bash
# d6c: npm ls --all in a kitesurf-gear rental API after package.json was edited by hand
# (one range bumped past what is installed, one dependency added but not installed, one stray package).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-npm-ls-kitegear.txt}
P=$WORK/kitegear-rental
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{ "name": "kitegear-rental", "version": "0.7.2", "private": true, "type": "module",
  "dependencies": { "pino": "9.5.0", "commander": "12.1.0", "date-fns": "3.6.0", "ms": "2.1.3" } }
EOF
echo 'export const KITES = ["7m", "9m", "12m"];' > src/kites.js
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
# hand edits after the install
python3 - <<'EOF'
import json
p = json.load(open("package.json"))
p["dependencies"]["commander"] = "^13.0.0"
p["dependencies"]["luxon"] = "^3.5.0"
del p["dependencies"]["ms"]
json.dump(p, open("package.json", "w"), indent=2)
EOF
{ echo '$ npm ls --all'; npm ls --all 2>&1; echo "exit status: $?"; } | neut > "$OUT"
