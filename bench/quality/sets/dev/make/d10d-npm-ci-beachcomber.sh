#!/usr/bin/env bash
# npm ci --foreground-scripts in a beachcombing-finds catalogue workspace: workspace lifecycle scripts
# print their work; the shell-atlas package's postinstall fails late, after a warning from tide-tables.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/beachcomber
rm -rf "$P"; mkdir -p "$P/packages/tide-tables/scripts" "$P/packages/shell-atlas/scripts" "$P/packages/finds-api/src"
cd "$P"
cat > package.json <<'JSON'
{
  "name": "beachcomber",
  "private": true,
  "version": "0.12.0",
  "workspaces": ["packages/*"],
  "dependencies": { "ms": "2.1.3", "picocolors": "1.0.0", "yargs": "17.7.2", "dayjs": "1.11.10" }
}
JSON
cat > packages/tide-tables/package.json <<'JSON'
{ "name": "@beachcomber/tide-tables", "version": "0.4.0",
  "scripts": { "postinstall": "node scripts/gen-tides.js" },
  "dependencies": { "ms": "2.1.3" } }
JSON
cat > packages/tide-tables/scripts/gen-tides.js <<'JS'
const ports = ['Whitby', 'Robin Hoods Bay', 'Scarborough', 'Filey', 'Bridlington', 'Hornsea', 'Withernsea', 'Spurn Point',
  'Cleethorpes', 'Skegness', 'Wells-next-the-Sea', 'Cromer', 'Sheringham', 'Great Yarmouth', 'Lowestoft', 'Southwold'];
console.log(`[tide-tables] generating low-water windows for ${ports.length} ports (2026 season)`);
let total = 0;
ports.forEach((p, i) => {
  const windows = 700 + ((i * 37) % 23);
  total += windows;
  console.log(`[tide-tables]   ${p.padEnd(20)} ${windows} low-water windows, datum CD ${(2.1 + i * 0.13).toFixed(2)} m`);
});
console.warn('[tide-tables] warning: no harmonic constants for "Spurn Point" after 2026-09-30; using Bridlington offsets (+0h42m)');
console.log(`[tide-tables] wrote data/tides-2026.json (${total} windows, ${(total * 0.061).toFixed(1)} kB)`);
JS
cat > packages/finds-api/package.json <<'JSON'
{ "name": "@beachcomber/finds-api", "version": "0.9.1",
  "scripts": { "prepare": "node scripts/check-schema.js" },
  "dependencies": { "picocolors": "1.0.0", "@beachcomber/tide-tables": "0.4.0" } }
JSON
echo "module.exports = {};" > packages/finds-api/src/index.js
mkdir -p packages/finds-api/scripts
cat > packages/finds-api/scripts/check-schema.js <<'JS'
const fields = ['id', 'foundAt', 'beach', 'gridRef', 'tideHeightM', 'category', 'material', 'photo', 'finder', 'notes'];
console.log(`[finds-api] checking finds schema v3 (${fields.length} fields)`);
for (const f of fields) console.log(`[finds-api]   field ${f.padEnd(12)} ok`);
console.warn('[finds-api] warning: field "gridRef" uses OSGB36; WGS84 conversion is deprecated and will be removed in 1.0');
console.log('[finds-api] schema ok');
JS
cat > packages/shell-atlas/package.json <<'JSON'
{ "name": "@beachcomber/shell-atlas", "version": "1.1.0",
  "scripts": { "postinstall": "node scripts/build-atlas.js" },
  "dependencies": { "svgo": "3.0.2", "@beachcomber/tide-tables": "0.4.0" } }
JSON
cat > packages/shell-atlas/scripts/build-atlas.js <<'JS'
const species = [
  ['Buccinum undatum', 'common whelk'], ['Littorina littorea', 'common periwinkle'], ['Patella vulgata', 'common limpet'],
  ['Mytilus edulis', 'blue mussel'], ['Cerastoderma edule', 'common cockle'], ['Ensis siliqua', 'pod razor'],
  ['Pecten maximus', 'king scallop'], ['Ostrea edulis', 'native oyster'], ['Nucella lapillus', 'dog whelk'],
  ['Gibbula umbilicalis', 'flat top shell'], ['Spisula solida', 'thick trough shell'], ['Arctica islandica', 'ocean quahog'],
  ['Donax vittatus', 'banded wedge shell'], ['Tellina tenuis', 'thin tellin'], ['Mya arenaria', 'sand gaper'],
  ['Crepidula fornicata', 'slipper limpet'], ['Trivia monacha', 'spotted cowrie'], ['Lutraria lutraria', 'otter shell'],
  ['Chlamys varia', 'variegated scallop'], ['Aequipecten opercularis', 'queen scallop'], ['Euspira catena', 'necklace shell'],
  ['Aporrhais pespelecani', 'pelican\'s foot'], ['Glycymeris glycymeris', 'dog cockle'], ['Venus verrucosa', 'warty venus'],
];
console.log(`[shell-atlas] building plates for ${species.length} species`);
species.forEach(([latin, common], i) => {
  console.log(`[shell-atlas]   plate ${String(i + 1).padStart(2, '0')}  ${latin.padEnd(26)} (${common})  -> plates/${latin.toLowerCase().replace(/ /g, '-')}.svg`);
});
console.log('[shell-atlas] optimising SVGs ...');
const sizes = species.map((s, i) => 14 + (i * 7) % 19);
console.log(`[shell-atlas] total ${sizes.reduce((a, b) => a + b, 0)} kB before optimisation`);
const sprite = require('./sprite-sheet.js');
sprite.pack(species);
JS
{
  echo '$ npm ci --foreground-scripts --loglevel=verbose --no-audit --no-fund'
  npm install --package-lock-only --ignore-scripts --no-audit --no-fund >/dev/null 2>&1
  npm ci --foreground-scripts --loglevel=verbose --no-audit --no-fund 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
