#!/bin/bash
# Recycling-centre weighbridge ledger: eslint (flat config, recommended rules + a few extras) over src/.
P=${WORK:-/home/dev}/weighbridge
rm -rf "$P"; mkdir -p "$P/src/lib" "$P/src/routes"; cd "$P"
cat > package.json <<'EOF'
{ "name": "weighbridge-ledger", "version": "1.8.2", "private": true, "type": "module",
  "scripts": { "lint": "eslint src" } }
EOF
npm install --no-audit --no-fund --silent eslint@9.9.0 @eslint/js@9.9.0 globals@15.9.0 >/dev/null 2>&1
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
      "consistent-return": "error",
      curly: ["error", "multi-line"],
    },
  },
];
EOF
cat > src/lib/tickets.js <<'EOF'
import { randomUUID } from "node:crypto";

export const MATERIALS = {
  GW: { name: "green waste", pricePerTonne: 38.5 },
  HC: { name: "hardcore / rubble", pricePerTonne: 22.0 },
  MX: { name: "mixed general", pricePerTonne: 119.0 },
  PB: { name: "plasterboard", pricePerTonne: 96.0 },
  WD: { name: "treated wood", pricePerTonne: 71.25 },
};

export function openTicket(reg, material, grossKg, when = new Date()) {
  if (!MATERIALS[material]) throw new Error(`unknown material ${material}`);
  return { id: randomUUID(), reg: reg.toUpperCase().replace(/\s+/g, ""), material, grossKg, tareKg: null, opened: when };
}

export function closeTicket(ticket, tareKg) {
  if (tareKg > ticket.grossKg) {
    throw new RangeError(`tare ${tareKg} exceeds gross ${ticket.grossKg} for ${ticket.reg}`);
  }
  ticket.tareKg = tareKg;
  ticket.netKg = ticket.grossKg - tareKg;
  var price = MATERIALS[ticket.material].pricePerTonne;
  ticket.charge = Math.round(ticket.netKg * price / 10) / 100;
  return ticket;
}

export function describe(ticket) {
  const m = MATERIALS[ticket.material];
  if (ticket.netKg == null) return `${ticket.reg} ${m.name} (open)`;
  return `${ticket.reg} ${m.name} ${ticket.netKg} kg £${ticket.charge.toFixed(2)}`;
}
EOF
cat > src/lib/ledger.js <<'EOF'
import fs from "node:fs/promises";

export class Ledger {
  constructor(path) {
    this.path = path;
    this.rows = [];
  }

  async load() {
    try {
      const text = await fs.readFile(this.path, "utf8");
      this.rows = text.split("\n").filter(Boolean).map((l) => JSON.parse(l));
    } catch (err) {
      if (err.code == "ENOENT") return;
      throw err;
    }
  }

  append(ticket) {
    this.rows.push(ticket);
    return fs.appendFile(this.path, JSON.stringify(ticket) + "\n");
  }

  totalsByMaterial(day) {
    let totals = {};
    for (const row of this.rows) {
      if (!row.opened.startsWith(day)) continue;
      totals[row.material] = (totals[row.material] || 0) + row.netKg;
    }
    return totals;
  }

  findOpen(reg) {
    for (const row of this.rows) {
      if (row.reg === reg && row.tareKg === null) return row;
    }
  }
}
EOF
cat > src/lib/scale.js <<'EOF'
import { EventEmitter } from "node:events";

const STABLE_SAMPLES = 5;
const TOLERANCE_KG = 20;

export class Scale extends EventEmitter {
  constructor(port) {
    super();
    this.port = port;
    this.window = [];
  }

  feed(rawLine) {
    const m = /^ST,GS,\s*([+-]?\d+)\s*kg$/.exec(rawLine.trim());
    if (!m) {
      this.emit("noise", rawLine);
      return;
    }
    const kg = parseInt(m[1]);
    this.window.push(kg);
    if (this.window.length > STABLE_SAMPLES) this.window.shift();
    if (this.isStable()) this.emit("stable", kg);
  }

  isStable() {
    if (this.window.length < STABLE_SAMPLES) return false;
    const min = Math.min(...this.window), max = Math.max(...this.window);
    return max - min <= TOLERANCE_KG;
  }

  zero() {
    let offset = this.window[this.window.length - 1];
    console.log("zeroing scale at", offset);
    this.window = [];
    return;
  }
}
EOF
cat > src/lib/permits.js <<'EOF'
const VAN_PERMIT_LIMIT = 12;

export function checkPermit(permits, reg, vehicleType) {
  const p = permits.get(reg);
  if (vehicleType === "car") return { ok: true };
  if (!p) return { ok: false, reason: "no van permit" };
  if (p.visitsThisYear >= VAN_PERMIT_LIMIT) return { ok: false, reason: "permit visits used up" };
  if (p.expires < new Date()) {
    return { ok: false, reason: "permit expired" };
  }
  p.visitsThisYear++;
  return { ok: true, remaining: VAN_PERMIT_LIMIT - p.visitsThisYear };
}

export function isTradeWaste(ticket, permit) {
  if (permit && permit.trade) return true;
  if (ticket.netKg > 1000) return true
  else return false;
}

export function normaliseReg(reg) {
  return reg.replace(/[^A-Z0-9]/gi, '').toUpperCase();
}

export function parsePermitCsv(text) {
  const map = new Map();
  for (const line of text.split("\n").slice(1)) {
    if (!line) continue;
    const [reg, visits, expires, trade] = line.split(",");
    map.set(normaliseReg(reg), { visitsThisYear: Number(visits), expires: new Date(expires), trade: trade === "Y" });
  }
  return map;
}
EOF
cat > src/routes/weigh.js <<'EOF'
import { openTicket, closeTicket, describe } from "../lib/tickets.js";
import { checkPermit } from "../lib/permits.js";

export function weighIn(ctx, body) {
  const { reg, material, grossKg, vehicleType } = body;
  const permit = checkPermit(ctx.permits, reg, vehicleType);
  if (!permit.ok) {
    return { status: 403, body: { error: permit.reason } };
  }
  const t = openTicket(reg, material, grossKg);
  ctx.ledger.append(t);
  console.info("weigh-in", describe(t));
  return { status: 201, body: t };
}

export function weighOut(ctx, body) {
  const open = ctx.ledger.findOpen(body.reg);
  if (!open) return { status: 404, body: { error: "no open ticket" } };
  try {
    const t = closeTicket(open, body.tareKg);
    return { status: 200, body: t };
  } catch (e) {
    if (e instanceof RangeError) return { status: 422, body: { error: e.message } };
  }
}
EOF
cat > src/routes/reports.js <<'EOF'
import { MATERIALS } from "../lib/tickets.js";

export function dailyReport(ctx, day) {
  const totals = ctx.ledger.totalsByMaterial(day);
  const lines = [];
  for (const code in totals) {
    const kg = totals[code];
    let tonnes = (kg / 1000).toFixed(2);
    lines.push(`${MATERIALS[code].name.padEnd(20)} ${tonnes} t`);
  }
  if (lines.length == 0) lines.push("no tickets");
  return lines.join("\n");
}

export function monthlyCsv(ctx, month) {
  const header = "day,material,kg";
  const rows = ctx.ledger.rows.filter((r) => r.opened.startsWith(month));
  return [header, ...rows.map((r) => `${r.opened.slice(0, 10)},${r.material},${r.netKg}`)].join("\n");
}

export function unusedHelper(ctx, month, format) {
  return monthlyCsv(ctx, month);
}
EOF
cat > src/server.js <<'EOF'
import http from "node:http";
import { Ledger } from "./lib/ledger.js";
import { parsePermitCsv } from "./lib/permits.js";
import { weighIn, weighOut } from "./routes/weigh.js";
import { dailyReport } from "./routes/reports.js";
import fs from "node:fs";

const ledger = new Ledger(process.env.LEDGER_PATH || "ledger.jsonl");
const permits = parsePermitCsv(fs.readFileSync("permits.csv", "utf8"));
await ledger.load();

const server = http.createServer(async (req, res) => {
  let body = "";
  for await (const chunk of req) body += chunk;
  const ctx = { ledger, permits };
  let out;
  if (req.method === "POST" && req.url === "/weigh-in") out = weighIn(ctx, JSON.parse(body));
  else if (req.method === "POST" && req.url === "/weigh-out") out = weighOut(ctx, JSON.parse(body));
  else if (req.url.startsWith("/report/")) out = { status: 200, body: dailyReport(ctx, req.url.slice(8)) };
  else out = { status: 404, body: { error: "not found" } };
  res.writeHead(out.status, { "content-type": "application/json" });
  res.end(JSON.stringify(out.body));
});

server.listen(port, () => console.log(`weighbridge ledger on :${port}`));
EOF
node_modules/.bin/eslint src 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
