#!/usr/bin/env bash
# d6c: service log of an outdoor-pool (lido) ticketing HTTP service under a scripted morning of traffic:
# access lines, a slow upstream call, one 500 with a stack trace, then a graceful shutdown summary.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-node-service-log-lido.txt}
P=$WORK/lido-tickets
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{ "name": "lido-tickets", "version": "2.0.4", "type": "module", "scripts": { "start": "node src/server.js" } }
EOF
cat > src/prices.js <<'EOF'
export const PRICES = { adult: 6.5, child: 3.2, concession: 4.1, family: 17 };
export const SWIM_SLOTS = ['07:00', '08:30', '10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00'];

export function basket(items) {
  return items.reduce((sum, it) => {
    const unit = PRICES[it.type];
    return sum + unit.toFixed(2) * it.qty;
  }, 0);
}
EOF
cat > src/server.js <<'EOF'
import http from 'node:http';
import { PRICES, SWIM_SLOTS, basket } from './prices.js';

const cap = new Map(SWIM_SLOTS.map((s) => [s, 120]));
const ts = (() => { let t = Date.UTC(2024, 6, 13, 6, 0, 0); return () => new Date((t += 1370)).toISOString(); })();
const log = (lvl, msg) => console.log(`${ts()} ${lvl.padEnd(5)} lido-tickets: ${msg}`);
const stats = { requests: 0, errors: 0, sold: 0 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function handle(req, res) {
  const url = new URL(req.url, 'http://lido.local');
  if (url.pathname === '/health') return [200, { ok: true }];
  if (url.pathname === '/slots') return [200, Object.fromEntries(cap)];
  if (url.pathname === '/weather') {
    await sleep(420);
    return [200, { water_c: 19.5, air_c: 24 }];
  }
  if (url.pathname === '/buy' && req.method === 'POST') {
    let body = '';
    for await (const c of req) body += c;
    const order = JSON.parse(body);
    const left = cap.get(order.slot);
    if (left === undefined) return [404, { error: `no slot ${order.slot}` }];
    const n = order.items.reduce((a, i) => a + i.qty * (i.type === 'family' ? 4 : 1), 0);
    if (n > left) return [409, { error: 'slot full', left }];
    const total = basket(order.items);
    cap.set(order.slot, left - n);
    stats.sold += n;
    return [201, { total, slot: order.slot, left: left - n }];
  }
  return [404, { error: 'not found' }];
}

const server = http.createServer(async (req, res) => {
  const t0 = performance.now();
  stats.requests++;
  let status, payload;
  try {
    [status, payload] = await handle(req, res);
  } catch (err) {
    stats.errors++;
    status = 500; payload = { error: 'internal' };
    log('ERROR', `${req.method} ${req.url} failed: ${err.stack}`);
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  const ms = (performance.now() - t0).toFixed(1);
  log(ms > 300 ? 'WARN' : 'INFO', `${req.method} ${req.url} ${status} ${ms}ms${ms > 300 ? ' (slow)' : ''}`);
});

server.listen(0, async () => {
  const { port } = server.address();
  log('INFO', `listening on :${port}, ${SWIM_SLOTS.length} swim slots, capacity 120 each`);
  const base = `http://127.0.0.1:${port}`;
  const types = Object.keys(PRICES);
  for (let i = 0; i < 260; i++) {
    const slot = SWIM_SLOTS[(i * 7) % SWIM_SLOTS.length];
    if (i % 25 === 0) await fetch(`${base}/health`);
    if (i % 40 === 13) await fetch(`${base}/weather`);
    if (i % 30 === 7) await fetch(`${base}/slots`);
    const items = [{ type: types[i % types.length], qty: 1 + (i % 3) }];
    if (i === 173) items.push({ type: 'pensioner', qty: 1 });
    const s = i === 201 ? '09:45' : slot;
    await fetch(`${base}/buy`, { method: 'POST', body: JSON.stringify({ slot: s, items }) });
  }
  log('INFO', 'SIGTERM received, draining connections');
  server.close(() => {
    log('INFO', `shutdown complete: ${stats.requests} requests, ${stats.errors} errors, ${stats.sold} swimmers booked`);
    const left = [...cap].filter(([, n]) => n < 20).map(([s, n]) => `${s}=${n}`);
    log('INFO', `slots nearly full: ${left.join(', ') || 'none'}`);
  });
  server.closeAllConnections?.();
});
EOF
{ echo '$ npm start'; npm start 2>&1; echo "exit status: $?"; } | neut > "$OUT"
