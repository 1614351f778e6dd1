#!/usr/bin/env bash
# Node CLI for a village cricket scorebook: an error thrown deep in an async chain, wrapped with { cause }.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/scorebook
fresh "$P"
mkdir -p lib matches
cat > package.json <<'JS'
{ "name": "scorebook", "version": "1.3.0", "private": true, "bin": { "scorebook": "cli.js" } }
JS
cat > matches/2024-06-22-lowfield.txt <<'TXT'
# Lowfield CC v Brampton Vale, 35 overs
1.1 Hartley to Singh 1
1.2 Hartley to Osei 4
1.3 Hartley to Osei W caught Dunmore
1.4 Hartley to Pike 0
1.5 Hartley to Pike wd
1.6 Hartley to Pike 2
2.1 Coles to Singh lb 1
2.2 Coles to Pike 6
2.3 Coles to Pike nb+4
2.4 Coles to Pike 1
2.5 Coles to Singh ducked
2.6 Coles to Singh 0
TXT
cat > lib/ball.js <<'JS'
'use strict';
const RUNS = /^(\d)$/;
const EXTRA = /^(wd|nb|lb|b)(?:\+(\d))?$/;

function parseOutcome(token, ref) {
  if (token === 'W') return { runs: 0, wicket: true };
  let m = RUNS.exec(token);
  if (m) return { runs: Number(m[1]) };
  m = EXTRA.exec(token);
  if (m) return { runs: Number(m[2] ?? 1), extra: m[1] };
  throw new RangeError(`unknown ball outcome "${token}" at ${ref}`);
}

function parseBall(line, lineNo) {
  const [over, bowler, , batter, outcome, ...rest] = line.trim().split(/\s+/);
  return { over, bowler, batter, ...parseOutcome(outcome === 'lb' ? `lb+${rest[0]}` : outcome, `line ${lineNo}`) };
}
module.exports = { parseBall };
JS
cat > lib/innings.js <<'JS'
'use strict';
const fs = require('node:fs/promises');
const { parseBall } = require('./ball');

async function loadInnings(file) {
  const text = await fs.readFile(file, 'utf8');
  const balls = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    await new Promise((r) => setImmediate(r));
    try {
      balls.push(parseBall(line, i + 1));
    } catch (err) {
      throw new Error(`cannot score ${file}`, { cause: err });
    }
  }
  return balls;
}

async function summarise(file) {
  const balls = await loadInnings(file);
  const runs = balls.reduce((s, b) => s + b.runs, 0);
  const wkts = balls.filter((b) => b.wicket).length;
  return `${runs}/${wkts}`;
}
module.exports = { summarise };
JS
cat > cli.js <<'JS'
#!/usr/bin/env node
'use strict';
const { summarise } = require('./lib/innings');

async function main(files) {
  for (const f of files) {
    const score = await summarise(f).catch((err) => {
      throw new Error(`scorebook: match report failed`, { cause: err });
    });
    console.log(`${f}: ${score}`);
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
JS
run "node cli.js matches/2024-06-22-lowfield.txt" | neutralise
