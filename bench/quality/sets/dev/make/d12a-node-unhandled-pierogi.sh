#!/usr/bin/env bash
# Pierogi kitchen batch planner: logs each batch, prints a deprecation warning early,
# then an unhandled promise rejection (with an Error cause) kills the process.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pierogi
rm -rf "$P"; mkdir -p "$P/lib" "$P/data"
cat > "$P/package.json" <<'EOF'
{ "name": "pierogi-planner", "version": "2.3.0", "private": true, "type": "module",
  "scripts": { "plan": "node lib/plan.js data/week.json" } }
EOF
python3 - "$P/data/week.json" <<'EOF'
import json, random, sys
rnd = random.Random(5)
fillings = ["ruskie", "sauerkraut-mushroom", "meat", "spinach-feta", "blueberry", "sweet-cheese", "buckwheat", "lentil"]
days = ["mon", "tue", "wed", "thu", "fri", "sat"]
orders = []
n = 0
for d in days:
    for _ in range(40):
        n += 1
        orders.append({"id": f"PO-{4100+n}", "day": d, "filling": rnd.choice(fillings),
                       "dozens": rnd.randint(1, 14), "frozen": rnd.random() < 0.3})
orders[171]["filling"] = "pumpkin-sage"
json.dump({"week": "2024-W41", "orders": orders}, open(sys.argv[1], "w"), indent=1)
EOF
cat > "$P/lib/pantry.js" <<'EOF'
const STOCK = { flour_kg: 720, eggs: 3000, potato_kg: 230, twarog_kg: 290, sauerkraut_kg: 170,
  mushroom_kg: 55, beef_kg: 210, spinach_kg: 95, feta_kg: 80, blueberry_kg: 150, buckwheat_kg: 85, lentil_kg: 110 };
export const RECIPES = {
  ruskie: { potato_kg: 0.35, twarog_kg: 0.15 },
  'sauerkraut-mushroom': { sauerkraut_kg: 0.3, mushroom_kg: 0.08 },
  meat: { beef_kg: 0.4 },
  'spinach-feta': { spinach_kg: 0.2, feta_kg: 0.15 },
  blueberry: { blueberry_kg: 0.3 },
  'sweet-cheese': { twarog_kg: 0.35 },
  buckwheat: { buckwheat_kg: 0.18, twarog_kg: 0.1 },
  lentil: { lentil_kg: 0.25 },
};
export async function reserve(filling, dozens) {
  await new Promise((r) => setTimeout(r, 1));
  const recipe = RECIPES[filling];
  const dough = { flour_kg: 0.3 * dozens, eggs: 1 * dozens };
  const need = { ...dough };
  for (const [k, v] of Object.entries(recipe)) need[k] = (need[k] || 0) + v * dozens;
  for (const [k, v] of Object.entries(need)) {
    if (STOCK[k] < v) throw new Error(`short of ${k}: need ${v.toFixed(2)}, have ${STOCK[k].toFixed(2)}`);
    STOCK[k] -= v;
  }
  return need;
}
export function stockLeft() { return { ...STOCK }; }
EOF
cat > "$P/lib/plan.js" <<'EOF'
import { readFileSync } from 'node:fs';
import { reserve, stockLeft } from './pantry.js';
import { Buffer } from 'node:buffer';

const file = process.argv[2];
const week = JSON.parse(readFileSync(file, 'utf8'));
console.log(`planning ${week.week}: ${week.orders.length} orders from ${file}`);
const label = new Buffer('batch-label');   // old label printer helper

class BatchError extends Error {}

async function planOrder(o) {
  try {
    const need = await reserve(o.filling, o.dozens);
    console.log(`${o.day} ${o.id} ${o.dozens.toString().padStart(2)} doz ${o.filling.padEnd(20)} ${o.frozen ? 'freezer' : 'fresh  '} flour ${need.flour_kg.toFixed(1)} kg`);
  } catch (err) {
    throw new BatchError(`order ${o.id} (${o.day}, ${o.filling}) could not be planned`, { cause: err });
  }
}

for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']) {
  const todays = week.orders.filter((o) => o.day === day);
  console.log(`-- ${day}: ${todays.length} orders, ${todays.reduce((s, o) => s + o.dozens, 0)} dozen`);
  for (const o of todays) {
    await planOrder(o);
  }
  const left = stockLeft();
  console.log(`   stock after ${day}: flour ${left.flour_kg.toFixed(1)} kg, twarog ${left.twarog_kg.toFixed(1)} kg, potato ${left.potato_kg.toFixed(1)} kg`);
}
console.log('week planned', label.length);
EOF
cd "$P"
{
  echo '$ npm run plan'
  timeout 120 npm run plan 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
