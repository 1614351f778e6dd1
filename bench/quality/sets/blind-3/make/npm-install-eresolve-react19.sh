#!/usr/bin/env bash
# React 18 admin app (strict-peer-deps in .npmrc) trying to upgrade to React 19; `npm install react@19 react-dom@19`
# fails with ERESOLVE because react-beautiful-dnd -> react-redux 7 peers on React <= 18.
set -u
NAME=npm-install-eresolve-react19; PROJ=storefront-admin
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

cat > package.json <<'EOF'
{
  "name": "storefront-admin",
  "version": "3.1.0",
  "private": true,
  "dependencies": {
    "react": "^18.3.1",
    "react-dom": "^18.3.1",
    "react-router-dom": "^6.28.0",
    "react-beautiful-dnd": "^13.1.1",
    "@tanstack/react-query": "^5.59.0"
  },
  "devDependencies": {
    "@testing-library/react": "^16.0.1",
    "vite": "^5.4.10"
  }
}
EOF
npm install --no-audit --no-fund > /dev/null 2>&1
echo "strict-peer-deps=true" > .npmrc
( npm install react@19 react-dom@19 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
