#!/usr/bin/env bash
# Birdsong recording archive API (Node http server, loopback only): a replay script starts the
# server and replays 2,600 requests from a recorded trace; the server logs one access line per
# request; one spectrogram request is very slow (cache miss on a long recording) and one request
# fails with a 500 and a logged stack trace.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/birdsong-api
rm -rf "$P"; mkdir -p "$P/src" "$P/scripts" "$P/traces"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "birdsong-api",
  "version": "1.8.0",
  "private": true,
  "type": "commonjs",
  "scripts": { "replay": "node scripts/replay.js traces/2024-05-02.trace" }
}
EOF

cat > src/catalogue.js <<'EOF'
'use strict';
const species = ['Turdus merula', 'Erithacus rubecula', 'Luscinia megarhynchos', 'Fringilla coelebs',
  'Sylvia atricapilla', 'Phylloscopus collybita', 'Troglodytes troglodytes', 'Parus major',
  'Alauda arvensis', 'Cuculus canorus', 'Emberiza citrinella', 'Strix aluco'];
const recordings = new Map();
for (let i = 0; i < 400; i++) {
  const id = `XC${410000 + i * 37}`;
  recordings.set(id, {
    id,
    species: species[i % species.length],
    seconds: i === 233 ? 5412 : 20 + ((i * 53) % 190),
    recordist: ['A. Lindholm', 'B. Ferreira', 'C. Okafor', 'D. Moreau'][i % 4],
    licence: i % 5 === 0 ? 'CC-BY-NC-SA' : 'CC-BY',
  });
}
module.exports = { recordings, species };
EOF

cat > src/spectrogram.js <<'EOF'
'use strict';
const cache = new Map();

function busyWait(ms) {
  const end = Date.now() + ms;
  let x = 0;
  while (Date.now() < end) x += Math.sqrt(x + 1);
  return x;
}

// Rendering cost grows with recording length; results are cached per (id, fftSize).
function render(rec, fftSize) {
  const key = `${rec.id}:${fftSize}`;
  if (cache.has(key)) return cache.get(key);
  const columns = Math.ceil((rec.seconds * 22050) / (fftSize / 2));
  busyWait(Math.min(4000, Math.round(columns / 400)));
  const png = Buffer.alloc(64 + (columns % 1000));
  cache.set(key, png);
  return png;
}
module.exports = { render };
EOF

cat > src/server.js <<'EOF'
'use strict';
const http = require('http');
const { URL } = require('url');
const { recordings, species } = require('./catalogue');
const { render } = require('./spectrogram');

function log(req, status, bytes, started) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const ts = new Date().toISOString();
  console.log(`${ts} ${req.method} ${req.url} ${status} ${bytes}b ${ms.toFixed(1)}ms`);
}

function handler(req, res) {
  const started = process.hrtime.bigint();
  const url = new URL(req.url, 'http://localhost');
  const send = (status, body, type = 'application/json') => {
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    res.writeHead(status, { 'content-type': type, 'content-length': buf.length });
    res.end(buf);
    log(req, status, buf.length, started);
  };
  try {
    let m;
    if (url.pathname === '/health') return send(200, { ok: true });
    if (url.pathname === '/species') return send(200, species);
    if ((m = url.pathname.match(/^\/recordings\/(XC\d+)$/))) {
      const rec = recordings.get(m[1]);
      return rec ? send(200, rec) : send(404, { error: 'no such recording' });
    }
    if ((m = url.pathname.match(/^\/recordings\/(XC\d+)\/spectrogram$/))) {
      const rec = recordings.get(m[1]);
      if (!rec) return send(404, { error: 'no such recording' });
      const fft = Number(url.searchParams.get('fft') || 512);
      return send(200, render(rec, fft), 'image/png');
    }
    if ((m = url.pathname.match(/^\/recordings\/(XC\d+)\/credits$/))) {
      const rec = recordings.get(m[1]);
      const [first, last] = rec.recordist.split(' ');
      return send(200, { text: `${last}, ${first} (${rec.licence})` });
    }
    send(404, { error: 'not found' });
  } catch (err) {
    console.error(`${new Date().toISOString()} ERROR ${req.method} ${req.url}: ${err.stack}`);
    send(500, { error: 'internal error' });
  }
}

module.exports = { start: (port = 0) => new Promise((ok) => { const s = http.createServer(handler); s.listen(port, '127.0.0.1', () => ok(s)); }) };
EOF

cat > scripts/replay.js <<'EOF'
'use strict';
const fs = require('fs');
const http = require('http');
const { start } = require('../src/server');

function get(port, path) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); }).on('error', reject);
  });
}

(async () => {
  const server = await start();
  const { port } = server.address();
  const paths = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
  console.log(`replaying ${paths.length} requests from ${process.argv[2]} against 127.0.0.1 (ephemeral port)`);
  const counts = {};
  const t0 = Date.now();
  for (const p of paths) {
    const status = await get(port, p);
    counts[status] = (counts[status] || 0) + 1;
  }
  console.log(`replay finished in ${((Date.now() - t0) / 1000).toFixed(1)}s: ${JSON.stringify(counts)}`);
  server.close();
})();
EOF

node - <<'EOF'
const fs = require('fs');
let seed = 99;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const ids = Array.from({ length: 400 }, (_, i) => `XC${410000 + i * 37}`);
const lines = [];
for (let n = 0; n < 2600; n++) {
  const r = rnd();
  const k = Math.floor(rnd() * 400);
  const id = ids[k === 233 ? 10 : k];
  if (r < 0.05) lines.push('/health');
  else if (r < 0.1) lines.push('/species');
  else if (r < 0.55) lines.push(`/recordings/${id}`);
  else if (r < 0.97) lines.push(`/recordings/${id}/spectrogram?fft=${[256, 512, 1024][Math.floor(rnd() * 3)]}`);
  else lines.push(`/recordings/${id === 'XC411332' ? 'XC410000' : id}/credits`);
}
lines[1487] = '/recordings/XC418621/spectrogram?fft=256';
lines[2044] = '/recordings/XC499999/credits';
lines[312] = '/recordings/XC4100O0';
fs.writeFileSync('traces/2024-05-02.trace', lines.join('\n') + '\n');
EOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ node scripts/replay.js traces/2024-05-02.trace'
  node scripts/replay.js traces/2024-05-02.trace 2>&1
  echo "exit status: $?"
} | neutral
