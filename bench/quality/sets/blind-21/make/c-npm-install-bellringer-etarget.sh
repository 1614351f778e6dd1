#!/bin/bash
# npm install --loglevel=http failing with ETARGET (a version range nothing satisfies) in a handbell-choir rota app.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/ringrota; rm -rf "$P"; mkdir -p "$P"; cd "$P"
export npm_config_cache=$WORK/.npm-cache-ringrota
cat > package.json <<'JS'
{
  "name": "ringrota",
  "version": "2.1.0",
  "private": true,
  "dependencies": {
    "dayjs": "^1.11.10",
    "zod": "^3.22.4",
    "commander": "^12.0.0",
    "chalk": "^5.3.0",
    "ms": "^2.1.3",
    "nanoid": "^3.3.7",
    "yaml": "^2.4.1",
    "date-fns": "^7.2.0"
  },
  "devDependencies": {
    "prettier": "^3.2.5"
  }
}
JS
run "npm install --no-audit --no-fund --loglevel=http" | neutral | sed -E 's#[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9_]+Z-debug-0.log#2024-06-03T09_14_22_118Z-debug-0.log#; s#/home/dev/\.npm-cache-ringrota#/home/dev/.npm#g' > "$OUTDIR/c-npm-install-bellringer-etarget.txt"
