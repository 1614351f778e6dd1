#!/bin/bash
# tram-delay notifier: eslint over the source tree
source "$(dirname "$0")/_common.sh"
fresh tram-delays
cat > package.json <<'EOF'
{ "name": "tram-delays", "version": "0.9.1", "private": true, "type": "module",
  "scripts": { "lint": "eslint src" } }
EOF
cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      eqeqeq: ["error", "always"],
      "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "prefer-const": "warn",
      "no-console": ["warn", { allow: ["error"] }],
      curly: ["error", "multi-line"],
      "no-var": "error",
      "max-params": ["warn", 2],
    },
  },
];
EOF
mkdir -p src/feeds src/notify src/util
cat > src/feeds/gtfsRealtime.js <<'EOF'
import { parseDelay } from "../util/time.js";

const STALE_AFTER_S = 90;

export function readTripUpdates(feed, now) {
  const updates = [];
  for (const entity of feed.entity) {
    if (!entity.tripUpdate) continue;
    let tu = entity.tripUpdate;
    if (now - feed.header.timestamp > STALE_AFTER_S) {
      console.log("stale feed", feed.header.timestamp);
      return [];
    }
    for (const stu of tu.stopTimeUpdate) {
      updates.push({
        line: tu.trip.routeId,
        stop: stu.stopId,
        delayS: parseDelay(stu.arrival ?? stu.departure),
      });
    }
  }
  return updates;
}

export function lineFilter(updates, lines) {
  return updates.filter((u) => lines.indexOf(u.line) != -1);
}
EOF
cat > src/feeds/manualAlerts.js <<'EOF'
import fs from "node:fs";

export function loadAlerts(path) {
  const raw = fs.readFileSync(path, "utf8");
  const alerts = JSON.parse(raw);
  return alerts.map((a) => ({ ...a, until: new Date(a.until) }));
}

export function activeAlerts(alerts, now) {
  return alerts.filter((a) => a.until > now && a.severity !== "info");
}

export function mergeAlerts(a, b) {
  const seen = new Set();
  const out = [];
  for (const x of [...a, ...b]) {
    if (seen.has(x.id)) continue;
    seen.add(x.id);
    out.push(x);
  }
  return out;
}
EOF
cat > src/notify/rules.js <<'EOF'
const THRESHOLDS = { minor: 120, major: 600, severe: 1200 };

export function severity(delayS) {
  if (delayS >= THRESHOLDS.severe) return "severe";
  if (delayS >= THRESHOLDS.major) return "major";
  if (delayS >= THRESHOLDS.minor) return "minor";
  return null;
}

export function shouldNotify(sub, update, lastSent) {
  const level = severity(update.delayS);
  if (!level) return false;
  if (sub.quietHours && inQuietHours(sub.quietHours, new Date())) return false;
  if (lastSent && lastSent.level == level) return false;
  switch (sub.minLevel) {
    case "severe":
      return level === "severe";
    case "major":
      return level !== "minor";
    case "minor":
      return true;
    default:
      return false;
  }
}

function inQuietHours([from, to], d) {
  const h = d.getHours();
  return from < to ? h >= from && h < to : h >= from || h < to;
}

function unusedHelper(x) {
  return x * 2;
}
EOF
cat > src/notify/sender.js <<'EOF'
import { severity } from "./rules.js";

const RETRIES = 3;

export async function send(transport, sub, update) {
  let attempt = 0;
  let lastError;
  while (attempt < RETRIES) {
    try {
      await transport.push(sub.device, format(update));
      return true;
    } catch (err) {
      lastError = err;
      attempt++;
    }
  }
  console.error("giving up on", sub.device, lastError);
  return false;
}

export function format(update) {
  var mins = Math.round(update.delayS / 60);
  const level = severity(update.delayS);
  if (level === "severe") return `Line ${update.line}: severe delay (${mins} min) at ${update.stop}`;
  return `Line ${update.line} running ${mins} min late at ${update.stop}`;
}

export function batch(updates, size) {
  const out = [];
  for (let i = 0; i < updates.length; i += size) out.push(updates.slice(i, i + size));
  return out;
}
EOF
cat > src/notify/subscriptions.js <<'EOF'
export class Subscriptions {
  constructor(store) {
    this.store = store;
    this.cache = new Map();
  }

  async forLine(line) {
    if (this.cache.has(line)) return this.cache.get(line);
    const subs = await this.store.query({ line });
    this.cache.set(line, subs);
    return subs;
  }

  async add(sub) {
    const existing = await this.forLine(sub.line);
    if (existing.find((s) => s.device == sub.device)) return false;
    await this.store.insert(sub);
    this.cache.delete(sub.line);
    return true;
  }

  invalidate(line, reason) {
    this.cache.delete(line);
  }
}
EOF
cat > src/util/time.js <<'EOF'
export function parseDelay(event) {
  if (!event) return 0;
  if (typeof event.delay === "number") return event.delay;
  if (event.time && event.scheduledTime) return event.time - event.scheduledTime;
  return 0;
}

export function hhmm(d) {
  let h = String(d.getHours()).padStart(2, "0");
  let m = String(d.getMinutes()).padStart(2, "0");
  return `${h}:${m}`;
}

export function minutesBetween(a, b) {
  return Math.round((b - a) / 60000);
}
EOF
cat > src/main.js <<'EOF'
import { readTripUpdates, lineFilter } from "./feeds/gtfsRealtime.js";
import { Subscriptions } from "./notify/subscriptions.js";
import { shouldNotify } from "./notify/rules.js";
import { send, batch } from "./notify/sender.js";
import { hhmm } from "./util/time.js";

const POLL_MS = 30_000;
const lastSent = new Map();

export async function tick(fetchFeed, store, transport) {
  const feed = await fetchFeed();
  const now = Math.floor(Date.now() / 1000);
  const updates = lineFilter(readTripUpdates(feed, now), ["1", "4", "11", "N2"]);
  const subs = new Subscriptions(store);
  for (const u of updates) {
    for (const sub of await subs.forLine(u.line)) {
      const key = sub.device + ":" + u.line;
      if (!shouldNotify(sub, u, lastSent.get(key))) continue;
      if (await send(transport, sub, u)) lastSent.set(key, { level: u.level, at: Date.now() });
    }
  }
  console.log(`[${hhmm(new Date())}] processed ${updates.length} updates`);
}

export function start(fetchFeed, store, transport) {
  return setInterval(() => tick(fetchFeed, store, transport).catch((e) => console.error(e)), POLL_MS);
}

if (process.argv[2] === "--once") {
  tick(fetchFeed, store, transport);
}
EOF
npm install --no-audit --no-fund --save-dev eslint@9.4.0 @eslint/js@9.4.0 globals@15.3.0 >/dev/null 2>&1
npx eslint src 2>&1 | neut > "$OUTDIR/eslint-tram.txt"
echo "exit status: ${PIPESTATUS[0]}"
