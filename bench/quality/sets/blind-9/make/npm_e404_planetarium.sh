#!/bin/bash
# Planetarium show scheduler: npm install --loglevel http with a dependency name that does not exist (E404).
# (an empty user config is used so the machine's own npmrc warnings do not appear)
P=${WORK:-/home/dev}/domecast
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "domecast-scheduler",
  "version": "0.9.3",
  "private": true,
  "description": "Books fulldome shows into planetarium slots",
  "type": "module",
  "dependencies": {
    "luxon": "^3.4.4",
    "suncalc": "^1.9.0",
    "ical-generator": "^7.0.0",
    "fulldome-playlist-parser": "^2.1.0"
  },
  "devDependencies": {
    "c8": "^10.1.2"
  }
}
EOF
cat > src/index.js <<'EOF'
import { DateTime } from "luxon";
export const openingHours = { start: 10, end: 21 };
export function slots(day) {
  const out = [];
  for (let h = openingHours.start; h < openingHours.end; h++) out.push(DateTime.fromISO(day).set({ hour: h }));
  return out;
}
EOF
rm -rf ~/.npm/_logs/*-debug-0.log 2>/dev/null
touch ${WORK:-/home/dev}/empty-npmrc
npm_config_userconfig=${WORK:-/home/dev}/empty-npmrc npm install --loglevel http --no-audit --no-fund 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#registry.npmjs.org#registry.npm.internal#g"
echo "exit status: ${PIPESTATUS[0]}"
