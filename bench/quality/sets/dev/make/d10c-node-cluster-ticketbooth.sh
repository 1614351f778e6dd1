#!/usr/bin/env bash
# node:cluster service for a funfair ticket booth: 3 workers, interleaved request logs, one worker crashes on an uncaught exception and is re-forked.
set -u
P=${WORK:-/home/dev}/funfair-ticketbooth
rm -rf "$P"; mkdir -p "$P/lib"
cd "$P"
cat > lib/pricing.js <<'JS'
const RIDES = { carousel: 3, dodgems: 4, 'ghost-train': 5, 'helter-skelter': 3, 'big-wheel': 6, waltzer: 4 };
function price(ride, qty, band) {
  const base = RIDES[ride];
  if (base === undefined) { const e = new Error(`unknown ride '${ride}'`); e.code = 'E_RIDE'; throw e; }
  const mult = { child: 0.5, adult: 1, family: band.size * 0.8 }[band.kind];
  return Math.round(base * qty * mult * 100) / 100;
}
module.exports = { price, RIDES };
JS
cat > booth.js <<'JS'
const cluster = require('node:cluster');
const http = require('node:http');
const { price } = require('./lib/pricing');
const stamp = () => new Date().toISOString();
if (cluster.isPrimary) {
  let restarts = 0;
  console.log(`${stamp()} primary ${process.pid}: starting 3 workers`);
  for (let i = 0; i < 3; i++) cluster.fork();
  cluster.on('online', (w) => console.log(`${stamp()} primary: worker ${w.id} online`));
  cluster.on('exit', (w, code, signal) => {
    console.log(`${stamp()} primary: worker ${w.id} exited (code=${code}, signal=${signal})`);
    if (code !== 0 && !signal && restarts < 3) { restarts++; console.log(`${stamp()} primary: re-forking (restart ${restarts}/3)`); cluster.fork(); }
  });
  process.on('SIGTERM', () => { console.log(`${stamp()} primary: SIGTERM, stopping workers`); for (const w of Object.values(cluster.workers)) w.kill('SIGTERM'); setTimeout(() => process.exit(0), 200); });
} else {
  const id = cluster.worker.id;
  let served = 0;
  http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    const t0 = process.hrtime.bigint();
    const done = (code, body) => {
      res.writeHead(code, { 'content-type': 'application/json' }); res.end(JSON.stringify(body));
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      console.log(`${stamp()} w${id} ${req.method} ${u.pathname}${u.search} -> ${code} ${ms.toFixed(1)}ms`);
    };
    served++;
    if (u.pathname === '/quote') {
      const ride = u.searchParams.get('ride');
      const qty = Number(u.searchParams.get('qty') || 1);
      const kind = u.searchParams.get('band') || 'adult';
      const band = kind === 'family' ? JSON.parse(u.searchParams.get('members') || 'null') : { kind };
      try { return done(200, { ride, qty, total: price(ride, qty, band) }); }
      catch (e) { if (e.code === 'E_RIDE') return done(404, { error: e.message }); throw e; }
    }
    if (u.pathname === '/stats') return done(200, { worker: id, served });
    done(404, { error: 'no route' });
  }).listen(Number(process.env.PORT), () => console.log(`${stamp()} w${id} listening on :${process.env.PORT}`));
  process.on('SIGTERM', () => { console.log(`${stamp()} w${id} draining, served=${served}`); process.exit(0); });
}
JS
cat > load.js <<'JS'
const base = process.argv[2];
const rides = ['carousel', 'dodgems', 'ghost-train', 'helter-skelter', 'big-wheel', 'waltzer'];
const get = (p) => fetch(base + p).then((r) => r.text()).catch(() => 'ERR');
(async () => {
  for (let round = 0; round < 22; round++) {
    const batch = [];
    for (let k = 0; k < 7; k++) {
      const i = round * 7 + k;
      const ride = i === 40 ? 'log-flume' : rides[(i * 5) % rides.length];
      const band = i % 9 === 0 ? 'child' : 'adult';
      batch.push(get(`/quote?ride=${ride}&qty=${(i % 4) + 1}&band=${band}`));
    }
    if (round === 7) batch.push(get('/quote?ride=waltzer&qty=2&band=family'));
    if (round % 5 === 0) batch.push(get('/stats'));
    await Promise.all(batch);
    await new Promise((r) => setTimeout(r, 30));
  }
})();
JS
PORT=5641
{
  echo "\$ PORT=$PORT node booth.js"
  PORT=$PORT node booth.js > "$P/booth.log" 2>&1 &
  SRV=$!
  sleep 0.8
  node load.js "http://127.0.0.1:$PORT" > /dev/null 2>&1
  sleep 0.3
  kill -TERM $SRV; wait $SRV; RC=$?
  cat "$P/booth.log"
  echo "exit status: $RC"
} > "$P/out.raw"
sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
