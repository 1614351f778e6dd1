#!/usr/bin/env bash
# Trip-planner web app (TypeScript + Vite toolchain) with its dependencies installed from the npm registry.
# Output: du -h -d 1 node_modules over the installed dependencies, sorted by size.
set -u
NAME=du-h-node-modules-tripplanner; PROJ=trip-planner-web
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

cat > package.json <<'JSON'
{
  "name": "trip-planner-web",
  "version": "0.7.3",
  "private": true,
  "type": "module",
  "scripts": { "dev": "vite", "build": "tsc -b && vite build", "test": "vitest run", "lint": "eslint ." },
  "dependencies": {
    "date-fns": "3.6.0",
    "zod": "3.23.8",
    "lodash-es": "4.17.21",
    "leaflet": "1.9.4"
  },
  "devDependencies": {
    "typescript": "5.6.3",
    "vite": "5.4.11",
    "vitest": "2.1.9",
    "eslint": "9.14.0",
    "prettier": "3.3.3",
    "@types/leaflet": "1.9.14",
    "@types/lodash-es": "4.17.12"
  }
}
JSON
npm install --no-audit --no-fund > /dev/null 2>&1
( du -h -d 1 node_modules 2>&1 | sort -h ) | neutralise > "$HERE/../outputs/$NAME.txt"
