#!/bin/bash
# node: an error thrown deep in an async chain, wrapped twice with { cause } (water-polo league fixture builder)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/waterpolo-league
rm -rf "$P"; mkdir -p "$P/lib" "$P/config"
cat > "$P/package.json" <<'JSON'
{ "name": "waterpolo-league", "version": "1.2.0", "private": true }
JSON
cat > "$P/config/pools.json" <<'JSON'
{ "pools": [
  { "name": "Aquatics Centre", "lanes": 8, "deepEndM": 2.0, "slots": ["Sat 18:00", "Sat 19:30"] },
  { "name": "Northgate Baths", "lanes": 6, "deepEndM": 1.8, "slots": ["Sun 10:00"] },
  { "name": "Riverside Lido", "lanes": 10, "slots": ["Sat 16:00"] }
] }
JSON
cat > "$P/lib/venues.js" <<'JS'
'use strict';
const fs = require('node:fs/promises');
const MIN_DEPTH_M = 1.8;

async function loadVenues(file) {
  const { pools } = JSON.parse(await fs.readFile(file, 'utf8'));
  return pools.map(checkDepth);
}

function checkDepth(pool) {
  if (pool.deepEndM.toFixed(1) < MIN_DEPTH_M) {
    throw new RangeError(`${pool.name}: deep end ${pool.deepEndM} m below ${MIN_DEPTH_M} m`);
  }
  return pool;
}
module.exports = { loadVenues };
JS
cat > "$P/lib/fixtures.js" <<'JS'
'use strict';
const { loadVenues } = require('./venues');

async function roundRobin(teams) {
  const rounds = [];
  const t = teams.length % 2 ? [...teams, 'BYE'] : [...teams];
  for (let r = 0; r < t.length - 1; r++) {
    const games = [];
    for (let i = 0; i < t.length / 2; i++) games.push([t[i], t[t.length - 1 - i]]);
    rounds.push(games);
    t.splice(1, 0, t.pop());
  }
  return rounds;
}

async function buildSeason(teams, venueFile) {
  let venues;
  try {
    venues = await loadVenues(venueFile);
  } catch (err) {
    throw new Error(`cannot load venues from ${venueFile}`, { cause: err });
  }
  const rounds = await roundRobin(teams);
  return rounds.map((games, i) => ({ round: i + 1, venue: venues[i % venues.length].name, games }));
}
module.exports = { buildSeason };
JS
cat > "$P/lib/cli.js" <<'JS'
'use strict';
const { buildSeason } = require('./fixtures');

const TEAMS = ['Otters', 'Seals', 'Barracudas', 'Marlins', 'Pike', 'Narwhals', 'Gannets'];

async function main() {
  console.log(`building winter season for ${TEAMS.length} teams`);
  try {
    const season = await buildSeason(TEAMS, 'config/pools.json');
    console.log(`season has ${season.length} rounds`);
  } catch (err) {
    throw new Error('season build failed', { cause: err });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
JS
cd "$P"
{ run "node lib/cli.js"; } | neutral
