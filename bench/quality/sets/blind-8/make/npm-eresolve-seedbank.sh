#!/bin/bash
# Seed-bank germination tracker: npm install with a peer-dependency conflict (ERESOLVE).
P=${WORK:-/home/dev}/seedbank-tracker
rm -rf $P && mkdir -p $P/src && cd $P
cat > package.json <<'J'
{
  "name": "seedbank-tracker",
  "version": "1.0.0",
  "private": true,
  "dependencies": {
    "react": "^17.0.2",
    "react-dom": "^17.0.2",
    "recharts": "^2.12.7",
    "@tanstack/react-query": "^5.51.1",
    "date-fns": "^3.6.0"
  },
  "devDependencies": {
    "typescript": "^5.4.5"
  }
}
J
npm install --no-audit --no-fund --verbose 2>&1
echo "exit status: $?"
