#!/usr/bin/env bash
# blood-bank stock tracker: npm install where one dependency does not exist (E404)
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/bloodbank-stock"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{
  "name": "bloodbank-stock",
  "version": "0.4.0",
  "description": "Tracks units of blood per group and flags expiring stock",
  "main": "src/index.js",
  "scripts": { "start": "node src/index.js", "test": "node --test" },
  "dependencies": {
    "dayjs": "^1.11.10",
    "commander": "^12.0.0",
    "pino": "^8.19.0",
    "blood-group-compat-matrix": "^2.1.0",
    "zod": "^3.23.8"
  }
}
EOF
cat > src/index.js <<'EOF'
const dayjs = require("dayjs");
const compat = require("blood-group-compat-matrix");

const stock = [
  { group: "O-", units: 14, expires: "2024-05-02" },
  { group: "A+", units: 31, expires: "2024-05-09" },
];

for (const s of stock) {
  const days = dayjs(s.expires).diff(dayjs(), "day");
  console.log(`${s.group}: ${s.units} units, ${days} days left, donors: ${compat.donorsFor(s.group).join(" ")}`);
}
EOF
npm install --no-audit --no-fund --verbose 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
