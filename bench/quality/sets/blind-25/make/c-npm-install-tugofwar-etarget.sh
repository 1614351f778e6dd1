#!/bin/bash
# npm install of a dependency version that does not exist (ETARGET) in the tug-of-war league site.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tugofwar-etarget
rm -rf "$P"; mkdir -p "$P"
cat > "$P/package.json" <<'JS'
{
  "name": "tugofwar-league",
  "version": "1.3.0-dev",
  "private": true,
  "dependencies": {
    "dayjs": "^1.11.10",
    "commander": "^12.0.0",
    "pino": "^9.0.0",
    "zod": "^4.9.0"
  }
}
JS
cd "$P"
run npm install --verbose --no-fund --no-audit --cache "$WORK/.npm-cache-tug" | neut
