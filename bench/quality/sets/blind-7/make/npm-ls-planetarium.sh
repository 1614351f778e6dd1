#!/usr/bin/env bash
# Planetarium show scheduler: `npm ls --all` after installing the dev tooling (vitest 1.6 + typescript), a successful listing.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/npm-ls-planetarium.txt"
P="$BASE/planetarium-deps"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > package.json <<'EOF'
{ "name": "planetarium-scheduler", "version": "2.1.0", "private": true, "type": "module",
  "scripts": { "test": "vitest run" } }
EOF
npm install --no-audit --no-fund --silent -D vitest@1.6.0 typescript@5.4.5 >/dev/null 2>&1
npm install --no-audit --no-fund --silent luxon@3.4.4 >/dev/null 2>&1
npm ls --all 2>&1 | neut > "$OUT"
