#!/usr/bin/env bash
# stilt-walking festival site generator: `npm run build` runs a prebuild
# (schema check that warns about two performers) and a node build script that
# renders one page per act, then dies on a malformed act file; npm reports the
# failed lifecycle script.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/stiltwalk
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-npm-run-stiltwalk.txt}
rm -rf "$P"; mkdir -p "$P/acts" "$P/scripts" "$P/dist"
cd "$P"
cat > package.json <<'EOF'
{
  "name": "stiltwalk-festival-site",
  "version": "3.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "prebuild": "node scripts/check-acts.js",
    "build": "node scripts/build.js --out dist",
    "postbuild": "node scripts/sitemap.js"
  }
}
EOF
python3 - <<'EOF'
import json, random
random.seed(11)
first = "Ottilie Bram Cosima Dario Elke Faisal Greta Hugo Isolde Jasper Kalani Lotte Mads Nerys Orla Piet".split()
styles = ["giant puppet", "fire juggling", "living statue", "drumline", "aerial hoop", "clown troupe", "bubble show"]
stages = ["Harbour Green", "Market Cross", "Old Mill Yard", "Riverside Lawn"]
for i in range(1, 301):
    name = f"{random.choice(first)} & the {random.choice(['Tall', 'Lofty', 'Wobbly', 'Skyward', 'Long-legged'])} {random.choice(['Heron', 'Lanterns', 'Giants', 'Cranes', 'Poles'])}"
    act = {"id": f"act-{i:03d}", "name": name, "style": random.choice(styles),
           "stiltHeightCm": random.choice([60, 90, 120, 150, 180]),
           "stage": random.choice(stages), "slot": f"{10 + i % 9}:{'00' if i % 2 else '30'}"}
    if i in (17, 158):
        del act["stiltHeightCm"]
    text = json.dumps(act, indent=2)
    if i == 212:
        text = text.replace('"stage"', '"stage": "Harbour Green",\n  "stage2"', 1).rstrip('}') + ',\n}'
    open(f"acts/act-{i:03d}.json", "w").write(text + "\n")
EOF
cat > scripts/check-acts.js <<'EOF'
import { readdirSync, readFileSync } from 'node:fs';
const files = readdirSync('acts').sort();
let warned = 0;
for (const f of files) {
  let act;
  try { act = JSON.parse(readFileSync(`acts/${f}`, 'utf8')); } catch { console.log(`check-acts: ${f}: not parsed here (build will report)`); continue; }
  if (act.stiltHeightCm === undefined) { console.warn(`check-acts: WARN ${f}: "${act.name}" has no stiltHeightCm; safety briefing will default to 150 cm`); warned++; }
}
console.log(`check-acts: ${files.length} acts checked, ${warned} warnings`);
EOF
cat > scripts/build.js <<'EOF'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
const out = process.argv[process.argv.indexOf('--out') + 1];
const start = Date.now();
console.log(`build: rendering acts into ${out}/`);
for (const f of readdirSync('acts').sort()) {
  const act = JSON.parse(readFileSync(`acts/${f}`, 'utf8'));
  const html = `<h1>${act.name}</h1><p>${act.style} on ${act.stiltHeightCm ?? 150} cm stilts, ${act.stage} at ${act.slot}</p>`;
  writeFileSync(`${out}/${act.id}.html`, html);
  console.log(`build:   ${act.id}  ${act.stage.padEnd(15)} ${act.slot}  ${html.length} bytes  ${act.name}`);
}
console.log(`build: done in ${Date.now() - start} ms`);
EOF
cat > scripts/sitemap.js <<'EOF'
console.log('sitemap: written');
EOF
CMD="npm run build"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
        -e 's#/home/dev/\.npm/_logs/[0-9TZ:.-]*-debug-0\.log#/home/dev/.npm/_logs/debug-0.log#' > "$OUT"
