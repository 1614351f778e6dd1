#!/bin/bash
# npm install --loglevel=verbose failing with ETARGET (no matching version) in a community corkboard web app
. "$(dirname "$0")/c-lib.sh"
P=$WORK/corkboard
fresh $P
cat > package.json <<'JSON'
{
  "name": "corkboard",
  "version": "0.6.2",
  "private": true,
  "description": "noticeboard for a village hall: lost cats, jumble sales, choir practice",
  "scripts": { "start": "node server.js" },
  "dependencies": {
    "fastify": "^4.26.0",
    "@fastify/static": "^7.0.1",
    "nanoid": "^5.0.6",
    "marked": "^12.0.0",
    "sanitize-html": "^2.12.1",
    "dayjs": "^1.11.10",
    "sharp-thumbnailer": "^0.3.0",
    "zod": "^3.99.0"
  }
}
JSON
{ run npm install --no-audit --no-fund --loglevel=verbose; } | neutral | sed -E -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9_:.-]+Z-debug-0\.log/2024-05-02T09_14_33_120Z-debug-0.log/' -e "s/_logs\/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9_]+Z-\$/_logs\/2024-05-02T09_14_33_120Z-/"
