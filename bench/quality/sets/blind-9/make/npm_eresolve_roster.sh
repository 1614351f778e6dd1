#!/bin/bash
# Volunteer fire-brigade roster: npm install --loglevel http hits a peer-dependency conflict (ERESOLVE): ts-jest 29 vs jest 30.
# (an empty user config is used so the machine's own npmrc warnings do not appear)
P=${WORK:-/home/dev}/brigade-roster
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "brigade-roster",
  "version": "3.2.0",
  "private": true,
  "description": "On-call roster and pager rota for a volunteer fire brigade",
  "type": "module",
  "scripts": { "test": "jest" },
  "dependencies": {
    "date-fns": "^3.6.0",
    "zod": "^3.23.8",
    "ics": "^3.7.6",
    "libphonenumber-js": "^1.11.4",
    "nodemailer": "^6.9.14",
    "node-cron": "^3.0.3",
    "pdf-lib": "^1.17.1"
  },
  "devDependencies": {
    "jest": "^30.0.0",
    "ts-jest": "29.1.2",
    "@types/jest": "^29.5.12",
    "typescript": "^5.5.4"
  }
}
EOF
cat > src/rota.ts <<'EOF'
export type Crew = { name: string; quals: ("BA" | "driver" | "OIC" | "EMR")[] };
export function coverOk(on: Crew[]): boolean {
  const has = (q: Crew["quals"][number]) => on.some((c) => c.quals.includes(q));
  return on.length >= 4 && has("OIC") && has("driver") && on.filter((c) => c.quals.includes("BA")).length >= 2;
}
EOF
touch ${WORK:-/home/dev}/empty-npmrc
npm_config_userconfig=${WORK:-/home/dev}/empty-npmrc npm install --loglevel http --no-audit --no-fund 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#registry.npmjs.org#registry.npm.internal#g"
echo "exit status: ${PIPESTATUS[0]}"
