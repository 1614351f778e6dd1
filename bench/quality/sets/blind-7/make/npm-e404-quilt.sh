#!/usr/bin/env bash
# Quilt-pattern generator: npm install with a dependency name that does not exist on the registry (E404).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/npm-e404-quilt.txt"
P="$BASE/quilt-patterns"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "quilt-patterns",
  "version": "0.4.0",
  "private": true,
  "type": "module",
  "dependencies": {
    "commander": "^12.1.0",
    "seedrandom": "^3.0.5",
    "svg-quilt-blocks-toolkit": "^2.0.0",
    "chroma-js": "^2.4.2"
  }
}
EOF
cat > src/index.js <<'EOF'
import { Command } from "commander";
import seedrandom from "seedrandom";
import { blocks } from "svg-quilt-blocks-toolkit";
const program = new Command().option("--seed <s>").option("--size <n>", "blocks per side", "6");
program.parse();
const rng = seedrandom(program.opts().seed);
console.log(blocks.logCabin({ rng, size: Number(program.opts().size) }));
EOF
npm install --no-audit --no-fund --cache "$BASE/npmcache-quilt" --verbose 2>&1 | neut > "$OUT"
