#!/usr/bin/env bash
# npm outdated --long on a street-busking pitch booking CLI with a few stale pins.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pitchbook
rm -rf "$P"; mkdir -p "$P/bin"; cd "$P"
cat > package.json <<'T'
{
  "name": "pitchbook",
  "version": "0.3.1",
  "description": "Book busking pitches and amplification slots by the hour",
  "bin": { "pitchbook": "bin/pitchbook.js" },
  "dependencies": {
    "commander": "^9.5.0",
    "dayjs": "~1.11.0",
    "chalk": "4.1.2",
    "zod": "^3.20.0",
    "yaml": "2.2.0",
    "uuid": "^8.3.2",
    "undici": "5.28.0"
  },
  "devDependencies": {
    "prettier": "2.8.8",
    "c8": "^7.14.0"
  }
}
T
echo '#!/usr/bin/env node' > bin/pitchbook.js
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ run "npm outdated --long"; } | neutral
