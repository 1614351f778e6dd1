#!/usr/bin/env bash
# d5: npm install --verbose in a crochet-pattern sharing app whose package.json asks for a
# version of a dependency that does not exist (ETARGET).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/crochet-patterns
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "crochet-patterns",
  "version": "0.9.0",
  "private": true,
  "description": "Share and chart crochet patterns (stitch counts, yarn weights, gauge)",
  "type": "module",
  "scripts": { "start": "node server.js", "test": "node --test" },
  "dependencies": {
    "express": "^4.19.2",
    "dayjs": "^1.11.10",
    "zod": "^3.23.8",
    "marked": "^12.0.2",
    "nanoid": "^5.0.7",
    "slugify": "^9.4.0"
  }
}
EOF
CMD="npm install --verbose"
echo "\$ $CMD"
npm install --verbose --no-audit --no-fund 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
