#!/usr/bin/env bash
# Helper sourced by du-node-modules.sh, ls-la-bin.sh and npm-ls-all.sh: creates the toy project
# "metrics-dashboard" (a Vite + TypeScript front end with an Express API) and installs its
# dependencies from the npm registry. After sourcing: $P is the project, neutral() rewrites paths.
W="${WORKDIR:-$(mktemp -d)}"
P="$W/metrics-dashboard"
neutral() { sed -e "s#$P#/home/dev/metrics-dashboard#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/server"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "metrics-dashboard",
  "version": "1.4.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "tsc -b && vite build",
    "lint": "eslint .",
    "test": "vitest run",
    "api": "tsx server/index.ts"
  },
  "dependencies": {
    "chart.js": "^4.4.3",
    "date-fns": "^3.6.0",
    "express": "^4.19.2",
    "zod": "^3.23.8"
  },
  "devDependencies": {
    "@types/express": "^4.17.21",
    "@types/node": "^20.14.0",
    "eslint": "^9.9.0",
    "prettier": "^3.3.3",
    "tsx": "^4.16.0",
    "typescript": "^5.5.4",
    "vite": "^5.4.0",
    "vitest": "^1.6.0"
  }
}
EOF
cat > src/main.ts <<'EOF'
import { Chart } from "chart.js/auto";
import { format } from "date-fns";
console.log(Chart, format(new Date(), "yyyy-MM-dd"));
EOF
cat > server/index.ts <<'EOF'
import express from "express";
const app = express();
app.get("/api/health", (_req, res) => { res.json({ ok: true }); });
app.listen(8787);
EOF
npm install --no-audit --no-fund >/dev/null 2>&1
