#!/bin/bash
# npm install --loglevel=http failing with ETARGET (a pinned version that does not exist), tapestry loom-pattern tool.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/loomcraft-patterns; fresh "$P"; cd "$P"
cat > package.json <<'JS'
{
  "name": "loomcraft-patterns",
  "version": "0.4.2",
  "private": true,
  "type": "module",
  "dependencies": {
    "commander": "^12.0.0",
    "pngjs": "^7.0.0",
    "color-convert": "^2.0.1",
    "yaml": "^2.4.1",
    "kleur": "^5.3.0",
    "nanoid": "^7.4.0"
  },
  "devDependencies": {
    "vitest": "^1.6.0"
  }
}
JS
capture npm-install-tapestry-etarget "$P" 'npm install --loglevel=http --no-fund'
