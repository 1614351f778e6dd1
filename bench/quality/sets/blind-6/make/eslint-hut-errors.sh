#!/usr/bin/env bash
# mountain-hut reservation system (plain JS): eslint with errors and warnings
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/hut-reservations"
rm -rf "$P"; mkdir -p "$P/src/lib" "$P/src/handlers"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{
  "name": "hut-reservations",
  "version": "0.7.2",
  "private": true,
  "type": "module",
  "scripts": { "lint": "eslint src" },
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
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "warn",
      "no-console": ["warn", { allow: ["error"] }],
      curly: ["error", "multi-line"],
      "no-shadow": "error",
      "consistent-return": "error",
      complexity: ["warn", 8],
    },
  },
];
EOF
cat > src/lib/huts.js <<'EOF'
export const HUTS = {
  "refuge-du-gouter": { altitude: 3835, beds: 120, season: [6, 9], halfBoard: true },
  "capanna-margherita": { altitude: 4554, beds: 70, season: [6, 9], halfBoard: true },
  "hornlihutte": { altitude: 3260, beds: 130, season: [7, 9], halfBoard: true },
  "watzmannhaus": { altitude: 1930, beds: 200, season: [5, 10], halfBoard: false },
  "rifugio-vajolet": { altitude: 2243, beds: 120, season: [6, 9], halfBoard: true },
};

export function hutInfo(id) {
  const hut = HUTS[id];
  if (hut == undefined) {
    throw new Error(`unknown hut ${id}`);
  }
  return hut;
}

export function isOpen(id, date) {
  var month = date.getMonth() + 1;
  const [from, to] = hutInfo(id).season;
  return month >= from && month <= to;
}
EOF
cat > src/lib/beds.js <<'EOF'
import { hutInfo } from "./huts.js";

const reservations = new Map();

function key(hutId, night) {
  return `${hutId}:${night.toISOString().slice(0, 10)}`;
}

export function bedsTaken(hutId, night) {
  return (reservations.get(key(hutId, night)) || []).reduce((n, r) => n + r.party, 0);
}

export function reserve(hutId, night, party, leader) {
  let free = hutInfo(hutId).beds - bedsTaken(hutId, night);
  if (party > free) return { ok: false, free };
  let list = reservations.get(key(hutId, night)) || [];
  list.push({ party, leader, created: Date.now() });
  reservations.set(key(hutId, night), list);
  console.log(`reserved ${party} at ${hutId}`);
  return { ok: true, free: free - party };
}

export function cancel(hutId, night, leader) {
  const list = reservations.get(key(hutId, night));
  if (!list) return;
  const idx = list.findIndex((r) => r.leader === leader);
  if (idx >= 0) {
    const [removed] = list.splice(idx, 1);
    return removed;
  }
}
EOF
cat > src/lib/pricing.js <<'EOF'
const PRICES = { member: 28, guest: 45, child: 15 };
const HALF_BOARD = 42;

export function nightlyPrice(category, halfBoard, altitude) {
  let base = PRICES[category];
  if (base === undefined) throw new Error("bad category " + category);
  if (halfBoard) base += HALF_BOARD;
  if (altitude > 3500) base = base * 1.15;
  if (altitude > 4000) base = base * 1.1;
  return Math.round(base * 100) / 100;
}

export function groupPrice(members, guests, children, halfBoard, altitude, nights, discountCode) {
  let total = 0;
  total += members * nightlyPrice("member", halfBoard, altitude);
  total += guests * nightlyPrice("guest", halfBoard, altitude);
  total += children * nightlyPrice("child", halfBoard, altitude);
  total *= nights;
  if (discountCode) {
    if (discountCode == "ALPINE10") total *= 0.9;
    else if (discountCode === "SAC") total *= 0.85;
    else if (discountCode === "CAI" && altitude < 3000) total *= 0.85;
    else if (discountCode === "DAV" && nights > 2) total *= 0.8;
    else if (discountCode.startsWith("STAFF")) total = 0;
  }
  if (members + guests + children > 10 && !discountCode) total *= 0.95;
  return total;
}
EOF
cat > src/handlers/reserve.js <<'EOF'
import { reserve } from "../lib/beds.js";
import { hutInfo, isOpen } from "../lib/huts.js";
import { groupPrice } from "../lib/pricing.js";

export async function handleReserve(req) {
  const { hutId, night, members = 0, guests = 0, children = 0, leader, code } = req.body;
  const date = new Date(night);
  if (!isOpen(hutId, date)) {
    return { status: 409, body: { error: "hut closed on that night" } };
  }
  const party = members + guests + children;
  const result = reserve(hutId, date, party, leader);
  if (!result.ok) {
    const date = result.free;
    return { status: 409, body: { error: `only ${date} beds free` } };
  }
  const hut = hutInfo(hutId);
  const price = groupPrice(members, guests, children, hut.halfBoard, hut.altitude, 1, code);
  return { status: 201, body: { price, free: result.free } };
}
EOF
cat > src/handlers/cancel.js <<'EOF'
import { cancel } from "../lib/beds.js";
import { sendMail } from "../lib/mail.js";

export function handleCancel(req) {
  const removed = cancel(req.params.hutId, new Date(req.params.night), req.body.leader);
  if (!removed) {
    return { status: 404 };
  }
  sendMail(req.body.leader, `Your reservation for ${removed.party} was cancelled`);
  if (Date.now() - removed.created < 24 * 3600 * 1000) return;
  return { status: 200, body: { refunded: refundFor(removed) } };
}
EOF
cat > src/lib/mail.js <<'EOF'
export function sendMail(to, text) {
  const unused = text.length;
  console.log(`mail to ${to}: ${text}`);
  return new Promise(function (resolve) { setTimeout(resolve, 10) });
}
EOF
mkdir -p src/lib/weather src/handlers/admin
cat > src/lib/weather/avalanche.js <<'EOF'
export const DANGER_LEVELS = ["low", "moderate", "considerable", "high", "very high"];

export function dangerLabel(level) {
  if (level < 1 || level > 5) return "unknown";
  return DANGER_LEVELS[level - 1];
}

export function shouldWarnGuests(level, route) {
  var warn = false;
  if (level >= 3) warn = true;
  if (route.glacier == true && level >= 2) warn = true;
  return warn;
}

export function closeApproach(hut, level) {
  if (level >= 4) {
    hut.approachOpen = false;
    console.log(`closing approach to ${hut.name}`);
  }
}
EOF
cat > src/lib/weather/forecast.js <<'EOF'
import fetch from "node-fetch";

const CACHE = {};

export async function forecastFor(hutId, day) {
  const key = hutId + day;
  if (CACHE[key]) return CACHE[key];
  const res = await fetch(`https://meteo.example/api/${hutId}?day=${day}`);
  let data = await res.json();
  CACHE[key] = data;
  return data;
}

export function freezingLevel(data) {
  const levels = data.hours.map((h) => h.freezing_m);
  let max = 0;
  for (var i = 0; i < levels.length; i++) {
    if (levels[i] > max) max = levels[i];
  }
  return max;
}

export function isStormy(data) {
  for (const h of data.hours) {
    if (h.gust_kmh > 90) return true;
    if (h.lightning) return true;
  }
}
EOF
cat > src/handlers/admin/overbook.js <<'EOF'
import { bedsTaken } from "../../lib/beds.js";
import { HUTS } from "../../lib/huts.js";

export function overbookReport(night) {
  const report = [];
  for (const id in HUTS) {
    const taken = bedsTaken(id, night);
    const hut = HUTS[id];
    if (taken > hut.beds) {
      report.push({ id, over: taken - hut.beds });
    }
  }
  return report;
}

export function emergencyBeds(hut) {
  let extra = Math.floor(hut.beds * 0.1);
  return extra;
}

export function allowOverbook(hut, requested) {
  const allowed = emergencyBeds(hut);
  if (requested <= allowed) {
    return true;
  } else {
    return false;
  }
  console.log("unreachable");
}
EOF
cat > src/handlers/admin/export.js <<'EOF'
import { writeFileSync } from "node:fs";
import { HUTS } from "../../lib/huts.js";

export function exportCsv(path) {
  let lines = ["id,altitude,beds"];
  for (const [id, hut] of Object.entries(HUTS)) {
    lines.push(`${id},${hut.altitude},${hut.beds}`);
  }
  writeFileSync(path, lines.join("\n"));
  console.info(`wrote ${lines.length - 1} huts to ${path}`);
}

export function parseCsv(text) {
  const rows = text.split("\n").slice(1);
  return rows.map((row) => {
    const [id, altitude, beds] = row.split(",");
    return { id, altitude: parseInt(altitude), beds: parseInt(beds), id };
  });
}
EOF
cat > src/handlers/admin/season.js <<'EOF'
import { HUTS } from "../../lib/huts.js";

export function openHuts(month) {
  return Object.keys(HUTS).filter((id) => {
    const [from, to] = HUTS[id].season;
    if (month >= from && month <= to) return true;
  });
}

export function seasonLength(id) {
  const hut = HUTS[id];
  const [from, to] = hut.season;
  const months = to - from + 1;
  return months;
  function unusedHelper() {
    return from;
  }
}

export function switchSeason(id, from, to) {
  const hut = HUTS[id];
  if (from > to) throw new Error("season must not wrap the new year");
  hut.season = [from, to];
  return hut;
}
EOF
npm install --no-audit --no-fund >/dev/null 2>&1
npx eslint src 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
