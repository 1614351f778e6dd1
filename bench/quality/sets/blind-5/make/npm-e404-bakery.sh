#!/bin/bash
# bakery order batcher: npm install with a dependency name that is not on the registry
source "$(dirname "$0")/_common.sh"
fresh bakery-batcher
cat > package.json <<'EOF'
{
  "name": "bakery-batcher",
  "version": "0.4.0",
  "private": true,
  "description": "Groups wholesale bread orders into oven batches",
  "type": "module",
  "dependencies": {
    "ms": "^2.1.3",
    "dayjs": "^1.11.11",
    "zod": "^3.23.8",
    "p-limit": "^5.0.0",
    "nanoid": "^5.0.7",
    "oven-slot-planner": "^1.2.0"
  }
}
EOF
npm install --verbose 2>&1 | neut > "$OUTDIR/npm-e404-bakery.txt"
