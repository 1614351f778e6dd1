#!/usr/bin/env bash
# Node http service for paddleboard rentals logging pino-style JSON lines; concurrent client, interleaved requests, one crash in a handler.
set -u
P=${WORK:-/home/dev}/paddleboard-rentals
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > package.json <<'JSON'
{ "name": "paddleboard-rentals", "version": "0.4.2", "private": true, "main": "src/server.js" }
JSON
cat > src/log.js <<'JS'
const base = { pid: process.pid, hostname: 'devbox' };
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
function make(bindings = {}) {
  const out = {};
  for (const [name, level] of Object.entries(LEVELS)) {
    out[name] = (obj, msg) => {
      if (typeof obj === 'string') { msg = obj; obj = {}; }
      if (level < LEVELS[process.env.LOG_LEVEL || 'info']) return;
      if (obj.err instanceof Error) obj.err = { type: obj.err.name, message: obj.err.message, stack: obj.err.stack };
      process.stdout.write(JSON.stringify({ level, time: Date.now(), ...base, ...bindings, ...obj, msg }) + '\n');
    };
  }
  out.child = (b) => make({ ...bindings, ...b });
  return out;
}
module.exports = make({ name: 'paddleboard' });
JS
cat > src/fleet.js <<'JS'
const boards = new Map();
const kinds = ['allround', 'touring', 'inflatable', 'race', 'yoga'];
for (let i = 1; i <= 24; i++) boards.set(`SUP-${String(i).padStart(2, '0')}`, { kind: kinds[i % 5], rate: 14 + (i % 5) * 3, out: false });
function wait(ms) { return new Promise((r) => setTimeout(r, ms)); }
async function checkout(id, hours) {
  await wait(5 + (id.charCodeAt(5) % 7) * 6);
  const b = boards.get(id);
  if (!b) { const e = new Error(`unknown board ${id}`); e.status = 404; throw e; }
  if (b.out) { const e = new Error(`board ${id} already rented`); e.status = 409; throw e; }
  b.out = true;
  return { id, kind: b.kind, price: b.rate * hours };
}
async function weather(beach) {
  await wait(beach === 'north-cove' ? 260 : 20);
  return { beach, windKnots: beach === 'north-cove' ? 19 : 8 };
}
async function waiver(rental) {
  await wait(12);
  return rental.customer.name.trim().split(' ')[1].toUpperCase();
}
module.exports = { boards, checkout, weather, waiver };
JS
cat > src/server.js <<'JS'
const http = require('http');
const log = require('./log');
const fleet = require('./fleet');
let seq = 0;
const server = http.createServer(async (req, res) => {
  const reqId = `req-${++seq}`;
  const rlog = log.child({ reqId });
  const t0 = Date.now();
  rlog.info({ req: { method: req.method, url: req.url } }, 'incoming request');
  const send = (code, body) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
    rlog.info({ res: { statusCode: code }, responseTime: Date.now() - t0 }, 'request completed');
  };
  try {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/rent') {
      const id = url.searchParams.get('board');
      const hours = Number(url.searchParams.get('hours') || 1);
      const beach = url.searchParams.get('beach') || 'harbour';
      const w = await fleet.weather(beach);
      if (w.windKnots > 15) rlog.warn({ beach, windKnots: w.windKnots }, 'wind above rental limit, flagging for staff');
      const r = await fleet.checkout(id, hours);
      rlog.debug({ board: r.id, kind: r.kind }, 'board checked out');
      const tag = await fleet.waiver({ customer: { name: url.searchParams.get('name') || '' } });
      return send(200, { ...r, waiver: tag });
    }
    if (url.pathname === '/return') {
      const b = fleet.boards.get(url.searchParams.get('board'));
      if (b) b.out = false;
      return send(204, {});
    }
    if (url.pathname === '/fleet') return send(200, { available: [...fleet.boards.values()].filter((b) => !b.out).length });
    send(404, { error: 'not found' });
  } catch (err) {
    if (err.status) { rlog.warn({ err: err.message }, 'rental rejected'); return send(err.status, { error: err.message }); }
    rlog.error({ err }, 'unhandled error in request handler');
    send(500, { error: 'internal' });
  }
});
server.listen(Number(process.env.PORT || 4180), () => log.info({ port: server.address().port, env: process.env.NODE_ENV || 'development', version: require('../package.json').version }, 'paddleboard service listening'));
process.on('SIGTERM', () => { log.info({ served: seq }, 'SIGTERM received, closing server'); server.close(() => { log.info('server closed'); process.exit(0); }); });
JS
cat > client.js <<'JS'
const base = process.argv[2];
const names = ['Rhea Okafor', 'Tomas Lindqvist', 'Ines Duarte', 'Kai Nakamura', 'Priya Raman', 'Odile Moreau', 'Bjorn', 'Lena Hart'];
async function get(p) { try { await fetch(base + p); } catch (e) {} }
(async () => {
  const batch = [];
  for (let i = 1; i <= 30; i++) {
    const board = `SUP-${String(((i * 7) % 26) + 1).padStart(2, '0')}`;
    const beach = i % 9 === 0 ? 'north-cove' : 'harbour';
    const name = encodeURIComponent(names[i % names.length]);
    batch.push(get(`/rent?board=${board}&hours=${(i % 3) + 1}&beach=${beach}&name=${name}`));
    if (i % 5 === 0) { await Promise.all(batch.splice(0)); await get('/fleet'); }
    if (i % 8 === 0) batch.push(get(`/return?board=SUP-${String(i).padStart(2, '0')}`));
  }
  await Promise.all(batch);
  await get('/fleet');
})();
JS
PORT=4187
{
  echo "\$ PORT=$PORT LOG_LEVEL=debug node src/server.js"
  PORT=$PORT LOG_LEVEL=debug node src/server.js > "$P/server.log" 2>&1 &
  SRV=$!
  sleep 0.6
  node client.js "http://127.0.0.1:$PORT" > /dev/null 2>&1
  sleep 0.3
  kill -TERM $SRV; wait $SRV; RC=$?
  cat "$P/server.log"
  echo "exit status: $RC"
} > "$P/out.raw"
sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' -e 's/"pid":[0-9]*/"pid":48213/g' "$P/out.raw"
