#!/usr/bin/env bash
# npm install in a React 17 admin dashboard after adding @tanstack/react-query v5 (needs React 18+).
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/fleet-dashboard
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "fleet-dashboard",
  "version": "3.2.0",
  "private": true,
  "dependencies": {
    "react": "^17.0.2",
    "react-dom": "^17.0.2",
    "react-router-dom": "^5.3.4",
    "recharts": "^2.15.0",
    "@tanstack/react-query": "^5.62.0",
    "date-fns": "^2.30.0"
  },
  "devDependencies": {
    "@testing-library/react": "^12.1.5"
  }
}
EOF
{ npm install --verbose --no-audit --no-fund; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/npm-eresolve.txt"
