#!/usr/bin/env bash
# d2-eslint-crossword: crossword grid filler (ESM JavaScript); npx eslint src with the recommended config plus a few extra rules.
# Prints the command output (cmd 2>&1) with machine paths neutralised. Installs eslint@9.5.0 and @eslint/js from the npm registry.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/gridfill
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/scripts"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "gridfill",
  "version": "0.5.2",
  "private": true,
  "type": "module",
  "scripts": { "lint": "eslint src scripts" },
  "devDependencies": { "eslint": "9.5.0", "@eslint/js": "9.5.0", "globals": "15.6.0" }
}
EOF
cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      eqeqeq: "error",
      "prefer-const": "warn",
      "no-var": "error",
      "no-console": ["warn", { allow: ["error"] }],
      "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
];
EOF
cat > src/grid.js <<'EOF'
export const BLOCK = "#";

export function parseGrid(text) {
  const rows = text.trim().split("\n").map((r) => r.trim().split(""));
  const width = rows[0].length;
  for (const r of rows) {
    if (r.length != width) throw new Error("ragged grid");
  }
  return rows;
}

export function slots(grid) {
  var found = [];
  const h = grid.length, w = grid[0].length;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (grid[y][x] === BLOCK) continue;
      const startsAcross = (x === 0 || grid[y][x - 1] === BLOCK) && x + 1 < w && grid[y][x + 1] !== BLOCK;
      const startsDown = (y === 0 || grid[y - 1][x] === BLOCK) && y + 1 < h && grid[y + 1][x] !== BLOCK;
      if (startsAcross) found.push({ x, y, dir: "across", len: runLength(grid, x, y, 1, 0) });
      if (startsDown) found.push({ x, y, dir: "down", len: runLength(grid, x, y, 0, 1) });
    }
  }
  return found;
}

function runLength(grid, x, y, dx, dy) {
  let n = 0;
  while (grid[y] && grid[y][x] && grid[y][x] !== BLOCK) {
    n++; x += dx; y += dy;
  }
  return n;
}

export function isSymmetric(grid) {
  const h = grid.length, w = grid[0].length;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if ((grid[y][x] === BLOCK) !== (grid[h - 1 - y][w - 1 - x] === BLOCK)) return false;
  return true;
}
EOF
cat > src/wordlist.js <<'EOF'
import { readFileSync } from "node:fs";

export function loadWords(path, minScore = 50) {
  const byLength = new Map();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    let [word, score] = line.split(";");
    if (!word) continue;
    if (Number(score) < minScore) continue;
    word = word.toUpperCase().replace(/[^A-Z]/g, "");
    if (!byLength.has(word.length)) byLength.set(word.length, []);
    byLength.get(word.length).push(word);
  }
  return byLength;
}

export function matches(pattern, word) {
  if (pattern.length !== word.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] != "." && pattern[i] !== word[i]) return false;
  }
  return true;
}

export function candidates(byLength, pattern, used) {
  const pool = byLength.get(pattern.length) || [];
  return pool.filter((w) => matches(pattern, w) && !used.has(w));
}
EOF
cat > src/fill.js <<'EOF'
import { slots, BLOCK } from "./grid.js";
import { candidates } from "./wordlist.js";
import { performance } from "node:perf_hooks";

let backtracks = 0;

function patternFor(grid, slot) {
  let p = "";
  for (let i = 0; i < slot.len; i++) {
    const x = slot.dir === "across" ? slot.x + i : slot.x;
    const y = slot.dir === "down" ? slot.y + i : slot.y;
    p += grid[y][x] === "." ? "." : grid[y][x];
  }
  return p;
}

function place(grid, slot, word) {
  const before = [];
  for (let i = 0; i < slot.len; i++) {
    const x = slot.dir === "across" ? slot.x + i : slot.x;
    const y = slot.dir === "down" ? slot.y + i : slot.y;
    before.push(grid[y][x]);
    grid[y][x] = word[i];
  }
  return before;
}

function unplace(grid, slot, before) {
  for (let i = 0; i < slot.len; i++) {
    const x = slot.dir === "across" ? slot.x + i : slot.x;
    const y = slot.dir === "down" ? slot.y + i : slot.y;
    grid[y][x] = before[i];
  }
}

export function fill(grid, byLength, options = {}) {
  const start = performance.now();
  const todo = slots(grid);
  const used = new Set();
  const maxBacktracks = options.maxBacktracks || 100000;

  function solve(i) {
    if (i == todo.length) return true;
    const slot = todo[i];
    const pattern = patternFor(grid, slot);
    for (const word of candidates(byLength, pattern, used)) {
      const before = place(grid, slot, word);
      used.add(word);
      if (solve(i + 1)) return true;
      used.delete(word);
      unplace(grid, slot, before);
      backtracks++;
      if (backtracks > maxBacktracks) throw new Error("gave up");
    }
    return false;
  }

  const ok = solve(0);
  console.log(`fill ${ok ? "succeeded" : "failed"} after ${backtracks} backtracks in ${performance.now() - start}ms`);
  return ok;
}

export function render(grid) {
  return grid.map((row) => row.map((c) => (c === BLOCK ? "\u2588" : c)).join(" ")).join("\n");
}
EOF
cat > src/clues.js <<'EOF'
export function numberSlots(slotList) {
  const numbers = new Map();
  let n = 0;
  const sorted = [...slotList].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const s of sorted) {
    const key = `${s.x},${s.y}`;
    if (!numbers.has(key)) numbers.set(key, ++n);
  }
  return sorted.map((s) => ({ ...s, number: numbers.get(`${s.x},${s.y}`) }));
}

export function clueSheet(numbered, clueFor) {
  const across = [], down = [];
  for (const s of numbered) {
    const line = `${s.number}. ${clueFor(s)} (${s.len})`;
    if (s.dir === "across") across.push(line);
    else if (s.dir === "down") down.push(line);
    else throw new Error("unknown direction " + s.dir);
  }
  return { across, down };
}

export function enumeration(word, spaces) {
  if (!spaces.length) return `(${word.length})`;
  const parts = [];
  let last = 0;
  for (const s of spaces) {
    parts.push(s - last);
    last = s;
  }
  parts.push(word.length - last);
  return `(${parts.join(",")})`;
  return null;
}

export function hasDuplicateAnswers(answers) {
  const seen = {};
  for (const a of answers) {
    if (seen.hasOwnProperty(a)) return true;
    seen[a] = true;
  }
  return false;
}
EOF
cat > scripts/build-wordlist.js <<'EOF'
import { writeFileSync, readFileSync } from "node:fs";

const [src, out, threshold] = process.argv.slice(2);
var kept = 0;
const lines = readFileSync(src, "utf8").split("\n");
const result = [];
for (const line of lines) {
  const [word, score] = line.split(";");
  if (score >= threshold) {
    result.push(`${word};${score}`);
    kept++;
  }
}
writeFileSync(out, result.join("\n"));
console.log(`kept ${kept} of ${lines.length} words`);
EOF
cat > src/export.js <<'EOF'
import { writeFileSync } from "node:fs";
import { render } from "./fill.js";
import { numberSlots, clueSheet } from "./clues.js";

export function toPuz(grid, meta) {
  const header = Buffer.alloc(52);
  header.write("ACROSS&DOWN", 2, "latin1");
  header.writeUInt8(grid[0].length, 44);
  header.writeUInt8(grid.length, 45);
  return Buffer.concat([header, Buffer.from(meta.title + "\0" + meta.author + "\0", "latin1")]);
}

export function exportGrid(grid, format, path) {
  let body;
  switch (format) {
    case "txt":
      body = render(grid);
    case "ipuz":
      body = JSON.stringify({ version: "http://ipuz.org/v2", puzzle: grid });
      break;
    case "puz":
      body = toPuz(grid, { title: "Untitled", author: autor });
      break;
    default:
      throw new Error(`unknown format ${format}`);
  }
  try {
    writeFileSync(path, body);
  } catch (err) {
  }
}
EOF
npm install --no-audit --no-fund --silent >/dev/null 2>&1
npx eslint src scripts 2>&1 | neutral
