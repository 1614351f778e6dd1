#!/usr/bin/env bash
# Invoice PDF service whose package.json names an internal scoped package that is not on the public registry;
# `npm install --verbose` fails with E404.
set -u
NAME=npm-install-e404-verbose; PROJ=invoice-pdf
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

cat > package.json <<'EOF'
{
  "name": "invoice-pdf",
  "version": "2.3.0",
  "private": true,
  "type": "module",
  "main": "src/index.js",
  "dependencies": {
    "@northwind-internal/ledger-fmt": "^1.4.0",
    "dayjs": "^1.11.10",
    "zod": "^3.23.8",
    "pdf-lib": "^1.17.1"
  },
  "devDependencies": {
    "prettier": "^3.3.3"
  }
}
EOF
( npm install --verbose --no-audit --no-fund 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
