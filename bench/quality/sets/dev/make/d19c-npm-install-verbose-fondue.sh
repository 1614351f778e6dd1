#!/usr/bin/env bash
# npm install --verbose for a fondue-restaurant ordering app: a few hundred packages are
# fetched and reified, then the install fails in a local package's postinstall script.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/fondue-orders
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-npm-install-verbose-fondue.txt}
rm -rf "$P"; mkdir -p "$P/packages/burner-check/scripts" "$P/src"
cd "$P"
cat > package.json <<'EOF'
{
  "name": "fondue-orders",
  "version": "0.9.0",
  "private": true,
  "scripts": { "start": "node src/server.js", "test": "jest" },
  "dependencies": {
    "express": "^4.19.2",
    "pino": "^9.0.0",
    "zod": "^3.23.8",
    "dayjs": "^1.11.11",
    "burner-check": "file:packages/burner-check"
  },
  "devDependencies": {
    "jest": "^29.7.0",
    "eslint": "^8.57.0",
    "supertest": "^7.0.0",
    "webpack": "^5.91.0",
    "webpack-cli": "^5.1.4",
    "@babel/core": "^7.24.0",
    "@babel/preset-env": "^7.24.0",
    "babel-loader": "^9.1.3",
    "nodemon": "^3.1.0",
    "typescript": "^5.4.5",
    "@typescript-eslint/parser": "^7.8.0",
    "@typescript-eslint/eslint-plugin": "^7.8.0",
    "lint-staged": "^15.2.2",
    "tailwindcss": "^3.4.3",
    "postcss": "^8.4.38",
    "autoprefixer": "^10.4.19",
    "sass": "^1.77.0"
  }
}
EOF
cat > packages/burner-check/package.json <<'EOF'
{
  "name": "burner-check",
  "version": "1.0.2",
  "description": "verifies the table burner calibration file before the app starts",
  "scripts": { "postinstall": "node scripts/check-calibration.js" }
}
EOF
cat > packages/burner-check/scripts/check-calibration.js <<'EOF'
const fs = require("fs");
const path = require("path");
const file = path.join(__dirname, "..", "..", "..", "config", "burners.json");
console.log(`burner-check: reading calibration from ${path.relative(process.cwd(), file) || file}`);
const cal = JSON.parse(fs.readFileSync(file, "utf8"));
if (cal.maxFlameC > 95) throw new Error("gel burner max flame too high");
EOF
cat > src/server.js <<'EOF'
const express = require("express");
const app = express();
app.get("/pots", (_req, res) => res.json([{ id: 1, cheese: "gruyere-vacherin" }]));
app.listen(3080);
EOF
{
  echo '$ npm install --verbose'
  timeout 300 npm install --verbose --no-audit --no-fund 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
