#!/bin/sh
# Greenhouse sensor poller dashboard: `npm install` with a peer-dependency conflict (ERESOLVE).
# usage: BASE=<scratch dir> sh make/13-npm-eresolve-greenhouse.sh > outputs/13-npm-eresolve-greenhouse.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/greenhouse-ui"; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "greenhouse-ui",
  "version": "0.4.0",
  "private": true,
  "description": "Live view of greenhouse bench sensors (soil moisture, air temp, CO2)",
  "scripts": { "dev": "vite", "build": "vite build" },
  "dependencies": {
    "react": "^17.0.2",
    "react-dom": "^17.0.2",
    "recharts": "^2.12.0",
    "date-fns": "^3.6.0",
    "@tanstack/react-query": "^5.40.0"
  },
  "devDependencies": {
    "vite": "^5.2.0",
    "@vitejs/plugin-react": "^4.3.0"
  }
}
EOF
{ npm install --verbose 2>&1; echo "exit status: $?"; } | neut
