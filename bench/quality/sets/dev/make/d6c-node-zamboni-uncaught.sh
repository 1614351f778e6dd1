#!/usr/bin/env bash
# d6c: node script that plans ice-resurfacing runs for an arena; a top-level await rejects outside any try and
# node dies with the uncaught error, which carries a cause.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-node-zamboni-uncaught.txt}
P=$WORK/icearena-resurfacer
rm -rf "$P"; mkdir -p "$P/lib" "$P/data" "$P/bin"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{ "name": "icearena-resurfacer", "version": "0.9.3", "type": "module", "bin": { "resurface": "bin/plan.js" } }
EOF
cat > data/sessions.json <<'EOF'
[
  { "rink": "main",    "start": "06:00", "end": "07:30", "kind": "figure" },
  { "rink": "main",    "start": "07:45", "end": "09:15", "kind": "hockey" },
  { "rink": "studio",  "start": "06:30", "end": "07:30", "kind": "learn-to-skate" },
  { "rink": "studio",  "start": "07:40", "end": "08:40", "kind": "curling" },
  { "rink": "main",    "start": "09:30", "end": "11:00", "kind": "public" }
]
EOF
cat > data/machines.json <<'EOF'
{ "Z-1": { "rinks": ["main"], "waterLitres": 680 }, "Z-2": { "rinks": ["main", "studio"], "waterLitres": 520 } }
EOF
cat > lib/load.js <<'EOF'
import { readFile } from 'node:fs/promises';

export async function loadJson(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new Error(`cannot load ${path}`, { cause: err });
  }
}
EOF
cat > lib/plan.js <<'EOF'
const MIN_GAP = 12; // minutes a resurface takes including the door

const toMin = (t) => { const [h, m] = t.split(':').map(Number); return h * 60 + m; };

export function gaps(sessions) {
  const byRink = new Map();
  for (const s of sessions) byRink.set(s.rink, [...(byRink.get(s.rink) ?? []), s]);
  const out = [];
  for (const [rink, list] of byRink) {
    list.sort((a, b) => toMin(a.start) - toMin(b.start));
    for (let i = 1; i < list.length; i++) {
      const gap = toMin(list[i].start) - toMin(list[i - 1].end);
      out.push({ rink, after: list[i - 1].kind, before: list[i].kind, at: list[i - 1].end, gap, ok: gap >= MIN_GAP });
    }
  }
  return out;
}

export function assign(gapsList, machines) {
  return gapsList.map((g) => {
    const m = Object.entries(machines).find(([, spec]) => spec.rinks.includes(g.rink));
    return { ...g, machine: m[0] };
  });
}
EOF
cat > bin/plan.js <<'EOF'
#!/usr/bin/env node
import { loadJson } from '../lib/load.js';
import { gaps, assign } from '../lib/plan.js';

const day = process.argv[2] ?? 'today';
console.log(`resurfacing plan for ${day}`);
const sessions = await loadJson('data/sessions.json');
console.log(`  ${sessions.length} sessions on ${new Set(sessions.map((s) => s.rink)).size} rinks`);
for (const g of gaps(sessions)) {
  console.log(`  ${g.rink.padEnd(7)} ${g.at} ${g.after} -> ${g.before}: ${g.gap} min${g.ok ? '' : '  (too short for a full resurface)'}`);
}
const machines = await loadJson(`data/machines-${day}.json`);
for (const a of assign(gaps(sessions), machines)) console.log(`  ${a.machine} ${a.rink} ${a.at}`);
EOF
{ echo '$ node bin/plan.js saturday'; node bin/plan.js saturday 2>&1; echo "exit status: $?"; } | neut > "$OUT"
