#!/usr/bin/env bash
# Food co-op order relay in Node (no dependencies): a relay HTTP service and a stand-in wholesaler
# API, both on 127.0.0.1, plus a driver that replays 1,300 member orders. Both services log every
# request with timestamps and levels (about 2,700 lines). The wholesaler stalls on one order, so the
# relay's reservation call times out three times (with backoff) and the member gets a 502; one
# order is rejected with 409 for a stocked-out item; summary at the end.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/coopbasket
rm -rf "$P"; mkdir -p "$P/src" "$P/scripts"; cd "$P"

cat > package.json <<'EOF'
{ "name": "coopbasket", "version": "2.3.0", "private": true, "type": "module" }
EOF

cat > src/log.js <<'EOF'
export function logger(name) {
  const out = (level, msg) => process.stdout.write(`${new Date().toISOString()} ${level.padEnd(5)} [${name}] ${msg}\n`);
  return {
    info: (m) => out("INFO", m),
    warn: (m) => out("WARN", m),
    error: (m) => out("ERROR", m),
  };
}
EOF

cat > src/wholesaler.js <<'EOF'
import http from "node:http";
import { logger } from "./log.js";

const log = logger("wholesaler");
const OUT_OF_STOCK = new Set(["TAHINI-1KG"]);

export function startWholesaler({ stallOrders }) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const order = JSON.parse(body);
      if (stallOrders.has(order.id)) {
        log.info(`reserve ${order.id}: holding request (batch lock on warehouse B)`);
        return; // never answers
      }
      const missing = order.lines.find((l) => OUT_OF_STOCK.has(l.sku));
      if (missing) {
        log.warn(`reserve ${order.id}: ${missing.sku} out of stock`);
        res.writeHead(409, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: "out_of_stock", sku: missing.sku }));
      }
      setTimeout(() => {
        log.info(`reserve ${order.id}: ${order.lines.length} lines reserved`);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: true, reservation: "W" + order.id.slice(2) }));
      }, 1 + (order.lines.length % 4));
    });
  });
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r(server)));
}
EOF

cat > src/relay.js <<'EOF'
import http from "node:http";
import { logger } from "./log.js";

const log = logger("relay");
const TIMEOUT_MS = 800;
const ATTEMPTS = 3;

function reserve(port, order) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/reserve", method: "POST",
      headers: { "content-type": "application/json" }, timeout: TIMEOUT_MS }, (res) => {
      let b = "";
      res.on("data", (c) => (b += c));
      res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(b) }));
    });
    req.on("timeout", () => req.destroy(new Error(`wholesaler did not answer within ${TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(JSON.stringify(order));
  });
}

async function reserveWithRetry(port, order, reqId) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await reserve(port, order);
    } catch (err) {
      if (attempt === ATTEMPTS) {
        log.error(`${reqId} order ${order.id}: giving up after ${attempt} attempts: ${err.message}`);
        throw err;
      }
      const backoff = 250 * 2 ** (attempt - 1);
      log.warn(`${reqId} order ${order.id}: reserve attempt ${attempt}/${ATTEMPTS} failed: ${err.message}; retry in ${backoff} ms`);
      await new Promise((r) => setTimeout(r, backoff));
    }
  }
}

export function startRelay(wholesalerPort) {
  let n = 0;
  const server = http.createServer((req, res) => {
    const reqId = "req-" + String(++n).padStart(5, "0");
    const t0 = process.hrtime.bigint();
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      const order = JSON.parse(body);
      let status, payload;
      try {
        const r = await reserveWithRetry(wholesalerPort, order, reqId);
        status = r.status === 200 ? 201 : r.status;
        payload = r.body;
      } catch (err) {
        status = 502;
        payload = { error: "wholesaler_unavailable" };
      }
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const line = `${reqId} ${req.method} ${req.url} member=${order.member} order=${order.id} -> ${status} ${ms.toFixed(1)}ms`;
      if (status >= 500) log.error(line);
      else if (status >= 400) log.warn(line);
      else log.info(line);
    });
  });
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r(server)));
}
EOF

cat > scripts/replay.js <<'EOF'
import http from "node:http";
import { startWholesaler } from "../src/wholesaler.js";
import { startRelay } from "../src/relay.js";
import { logger } from "../src/log.js";

const log = logger("replay");
const SKUS = ["OATS-5KG", "LENTILS-RED-2KG", "RICE-BROWN-5KG", "CHICKPEAS-1KG", "TAHINI-1KG", "OLIVE-OIL-5L",
  "PEANUT-BUTTER-1KG", "DATES-MEDJOOL-1KG", "COCONUT-MILK-12", "SOY-SAUCE-1L", "FLOUR-SPELT-16KG", "HONEY-3KG",
  "RAISINS-2KG", "QUINOA-1KG", "BARLEY-2KG", "COFFEE-BEANS-1KG", "TEA-ROOIBOS-500G", "CASHEWS-1KG"];

let seed = 1309;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

function post(port, path, obj) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
    req.end(JSON.stringify(obj));
  });
}

const orders = [];
for (let i = 1; i <= 1300; i++) {
  const lines = [];
  const k = 1 + Math.floor(rnd() * 6);
  for (let j = 0; j < k; j++) {
    let sku = SKUS[Math.floor(rnd() * SKUS.length)];
    if (sku === "TAHINI-1KG") sku = "OATS-5KG";
    lines.push({ sku, qty: 1 + Math.floor(rnd() * 3) });
  }
  if (i === 642) lines.push({ sku: "TAHINI-1KG", qty: 2 });
  orders.push({ id: "o-" + (4000 + i), member: "M" + (100 + Math.floor(rnd() * 380)), lines });
}

const wholesaler = await startWholesaler({ stallOrders: new Set(["o-4977"]) });
const relay = await startRelay(wholesaler.address().port);
log.info(`wholesaler on 127.0.0.1:${wholesaler.address().port}, relay on 127.0.0.1:${relay.address().port}`);
const counts = {};
for (const o of orders) {
  const s = await post(relay.address().port, "/orders", o);
  counts[s] = (counts[s] || 0) + 1;
}
log.info(`replayed ${orders.length} orders: ` + Object.entries(counts).map(([s, c]) => `${c} x ${s}`).join(", "));
relay.close();
wholesaler.closeAllConnections();
wholesaler.close();
process.exitCode = counts[502] ? 1 : 0;
EOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ node scripts/replay.js'
  node scripts/replay.js 2>&1
  echo "exit status: $?"
} | neutral
