#!/bin/bash
# A juggling-convention workshop scheduler (Node ESM) dies on an unhandled promise rejection while loading room data.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-node-juggling-rejection.txt
P=$WORK/jugglecon-scheduler
rm -rf "$P"; mkdir -p "$P/src" "$P/data"
cat > "$P/package.json" <<'EOF'
{ "name": "jugglecon-scheduler", "version": "1.3.0", "type": "module", "main": "src/main.js" }
EOF
cat > "$P/data/rooms.json" <<'EOF'
[{"id": "gym-a", "ceiling_m": 7.5, "capacity": 60},
 {"id": "hall-b", "ceiling_m": 4.2, "capacity": 30},
 {"id": "studio-c", "ceiling_m": 3.1, "capacity": 18}]
EOF
cat > "$P/data/workshops.json" <<'EOF'
[{"title": "5-ball cascade clinic", "props": "balls", "min_ceiling_m": 4.0, "expected": 25},
 {"title": "Club passing: feeds", "props": "clubs", "min_ceiling_m": 4.5, "expected": 40},
 {"title": "Diabolo high throws", "props": "diabolo", "min_ceiling_m": 7.0, "expected": 15},
 {"title": "Contact staff basics", "props": "staff", "min_ceiling_m": 3.0, "expected": 12}]
EOF
cat > "$P/src/load.js" <<'EOF'
import { readFile } from "node:fs/promises";

export async function loadJson(name) {
  const text = await readFile(new URL(`../data/${name}`, import.meta.url), "utf8");
  return JSON.parse(text);
}

export async function loadAll() {
  const [rooms, workshops, slots] = await Promise.all([
    loadJson("rooms.json"),
    loadJson("workshops.json"),
    loadJson("timeslots.json"),
  ]);
  return { rooms, workshops, slots };
}
EOF
cat > "$P/src/fit.js" <<'EOF'
export function fits(room, ws) {
  return room.ceiling_m >= ws.min_ceiling_m && room.capacity >= ws.expected;
}
export function plan(rooms, workshops) {
  return workshops.map(ws => ({ ws: ws.title, room: rooms.find(r => fits(r, ws))?.id ?? "UNPLACED" }));
}
EOF
cat > "$P/src/main.js" <<'EOF'
import { loadAll } from "./load.js";
import { plan } from "./fit.js";

console.log("jugglecon-scheduler 1.3.0: building Saturday programme");
const data = loadAll();
setTimeout(() => console.log("still waiting for data..."), 5);
data.then(({ rooms, workshops }) => {
  for (const row of plan(rooms, workshops)) console.log(`${row.ws.padEnd(28)} ${row.room}`);
});
EOF
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ node src/main.js'; timeout 120 node src/main.js 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
