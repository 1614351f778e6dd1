#!/usr/bin/env bash
# Toy Node.js project "bookshelf-sync" (syncs a reading list with a library API) linted with
# ESLint 9 (flat config, recommended rules plus a few extra); installs eslint from npm and runs `npx eslint .`.
# Usage: WORKDIR=<scratch dir> bash make/eslint-errors.sh > outputs/eslint-errors.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/bookshelf-sync"
neutral() { sed -e "s#$P#/home/dev/bookshelf-sync#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src/api" "$P/src/sync" "$P/src/util" "$P/scripts"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "bookshelf-sync",
  "version": "1.2.0",
  "private": true,
  "type": "module",
  "scripts": { "lint": "eslint ." }
}
EOF
npm install --no-audit --no-fund --save-dev eslint@9 @eslint/js@9 globals@15 >/dev/null 2>&1

cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    rules: {
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
      "no-var": "error",
      "no-console": ["warn", { allow: ["warn", "error"] }],
      "no-shadow": "warn",
      "require-await": "warn",
      curly: ["error", "multi-line"],
    },
  },
  { files: ["scripts/**"], rules: { "no-console": "off" } },
];
EOF

cat > src/api/client.js <<'EOF'
const DEFAULT_BASE = "https://library.example.org/api/v2";

export class LibraryClient {
  constructor({ baseUrl = DEFAULT_BASE, token, timeoutMs = 8000 } = {}) {
    this.baseUrl = baseUrl;
    this.token = token;
    this.timeoutMs = timeoutMs;
  }

  async request(path, options = {}) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        ...options,
        headers: { authorization: `Bearer ${this.token}`, ...options.headers },
        signal: controller.signal,
      });
      if (res.status == 429) {
        const retryAfter = res.headers.get("retry-after");
        throw new RateLimited(Number(retryAfter));
      }
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${path}`);
      return await res.json();
    } finally {
      clearTimeout(timer);
    }
  }

  async searchIsbn(isbn) {
    return this.request(`/catalog/isbn/${encodeURIComponent(isbn)}`);
  }

  async holds(patronId) {
    const data = await this.request(`/patrons/${patronId}/holds`);
    return data.items;
  }
}
EOF

cat > src/api/errors.js <<'EOF'
export class RateLimitedError extends Error {
  constructor(retryAfterSeconds) {
    super(`rate limited, retry after ${retryAfterSeconds}s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isTransient(err) {
  if (err.name === "AbortError") return true;
  if (err instanceof RateLimitedError) return true;
  var code = err.cause && err.cause.code;
  return code === "ECONNRESET" || code === "ETIMEDOUT";
}
EOF

cat > src/sync/reading-list.js <<'EOF'
import { readFile } from "node:fs/promises";

export async function loadReadingList(path) {
  const text = await readFile(path, "utf8");
  let entries = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const [isbn, title, priority] = trimmed.split("|").map((s) => s.trim());
    entries.push({ isbn, title, priority: priority ? Number(priority) : 3 });
  }
  return entries;
}

export function dedupe(entries) {
  const seen = new Set();
  return entries.filter((e) => {
    const key = e.isbn.replace(/-/g, "");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
EOF

cat > src/sync/planner.js <<'EOF'
import { isTransient } from "../api/errors.js";

const MAX_HOLDS = 15;

export async function planHolds(client, patronId, entries) {
  const existing = await client.holds(patronId);
  const held = new Set(existing.map((h) => h.isbn));
  let plan = [];
  let skipped = 0;
  const sorted = [...entries].sort((a, b) => a.priority - b.priority);
  for (const entry of sorted) {
    if (held.has(entry.isbn)) {
      skipped++;
      continue;
    }
    if (plan.length + existing.length >= MAX_HOLDS) break;
    let record;
    try {
      record = await client.searchIsbn(entry.isbn);
    } catch (err) {
      if (isTransient(err)) {
        console.log(`transient error for ${entry.isbn}, will retry next run`);
        continue;
      }
      throw err;
    }
    if (record.available == false && record.holdable) {
      plan.push({ isbn: entry.isbn, title: record.title, branch: record.preferredBranch });
    }
  }
  return { plan, skipped };
}

export function describePlan({ plan, skipped }) {
  const lines = plan.map((p, i) => `${i + 1}. ${p.title} (${p.isbn}) at ${p.branch}`);
  if (skipped) lines.push(`${skipped} already on hold`);
  return lines.join("\n");
}
EOF

cat > src/sync/apply.js <<'EOF'
export async function applyPlan(client, patronId, plan, { dryRun = false } = {}) {
  const results = [];
  for (const item of plan) {
    if (dryRun) {
      results.push({ ...item, status: "dry-run" });
      continue;
    }
    const res = await client.request(`/patrons/${patronId}/holds`, {
      method: "POST",
      body: JSON.stringify({ isbn: item.isbn, branch: item.branch }),
    });
    results.push({ ...item, status: res.status, position: res.queuePosition });
  }
  return results;
}

export async function summarize(results) {
  const byStatus = {};
  for (const r of results) {
    byStatus[r.status] = (byStatus[r.status] || 0) + 1;
  }
  return byStatus;
}
EOF

cat > src/util/isbn.js <<'EOF'
export function normalizeIsbn(raw) {
  const digits = raw.replace(/[^0-9X]/gi, "").toUpperCase();
  if (digits.length === 10) return isbn10to13(digits);
  if (digits.length === 13) return digits;
  return null;
}

function isbn10to13(isbn10) {
  const core = "978" + isbn10.slice(0, 9);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += Number(core[i]) * (i % 2 === 0 ? 1 : 3);
  }
  const check = (10 - (sum % 10)) % 10;
  return core + check;
}

export function isValidIsbn13(isbn) {
  if (!/^\d{13}$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) {
    const digit = Number(isbn[i]);
    sum += digit * (i % 2 == 0 ? 1 : 3);
  }
  return sum % 10 === 0;
}
EOF

cat > src/util/retry.js <<'EOF'
export async function withRetry(fn, { attempts = 3, baseDelayMs = 250 } = {}) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastError = err;
      const delay = baseDelayMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  throw lastError;
}

export function jitter(ms) {
  const spread = ms * 0.2;
  return ms - spread + Math.random() * spread * 2;
}
EOF

cat > src/index.js <<'EOF'
import { LibraryClient } from "./api/client.js";
import { loadReadingList, dedupe } from "./sync/reading-list.js";
import { planHolds, describePlan } from "./sync/planner.js";
import { applyPlan } from "./sync/apply.js";
import { normalizeIsbn } from "./util/isbn.js";

const token = process.env.LIBRARY_TOKEN;
const patronId = process.env.LIBRARY_PATRON;
const listPath = process.argv[2] || "reading-list.txt";
const dryRun = process.argv.includes("--dry-run");

if (!token || !patronId) {
  console.error("LIBRARY_TOKEN and LIBRARY_PATRON must be set");
  process.exit(2);
}

const client = new LibraryClient({ token });
const entries = dedupe(await loadReadingList(listPath)).map((e) => ({ ...e, isbn: normalizeIsbn(e.isbn) }));
const planned = await planHolds(client, patronId, entries);
console.log(describePlan(planned));
const results = await applyPlan(client, patronId, planned.plan, { dryRun });
for (const r of results) {
  const entries = r.position ? `#${r.position}` : "";
  console.log(`${r.status} ${r.title} ${entries}`);
}
EOF

cat > scripts/export-csv.js <<'EOF'
import { writeFileSync } from "node:fs";
import { loadReadingList } from "../src/sync/reading-list.js";

const rows = await loadReadingList(process.argv[2]);
var out = "isbn,title,priority\n";
for (const r of rows) out += `${r.isbn},"${r.title.replace(/"/g, '""')}",${r.priority}\n`;
writeFileSync(process.argv[3] || "reading-list.csv", out);
console.log(`wrote ${rows.length} rows`);
EOF

npx eslint . 2>&1 | neutral
