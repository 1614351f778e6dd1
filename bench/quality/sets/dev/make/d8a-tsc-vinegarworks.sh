#!/usr/bin/env bash
# craft-vinegar brewery tracker just switched on "strict": npx tsc --noEmit
# --pretty reports many implicit-any and possibly-undefined errors across the
# barrel modules, one missing module import and one wrong argument type.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/vinegarworks
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-tsc-vinegarworks.txt}
rm -rf "$P"; mkdir -p "$P/src/barrels" "$P/src/lab"
cd "$P"
cat > package.json <<'EOF'
{ "name": "vinegarworks", "version": "0.9.0", "private": true,
  "scripts": { "typecheck": "tsc --noEmit" } }
EOF
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022", "module": "ES2022", "moduleResolution": "bundler",
    "strict": true, "noEmit": true, "skipLibCheck": true
  },
  "include": ["src"]
}
EOF
npm install --no-audit --no-fund --silent typescript@5.6.3 >/dev/null 2>&1
cat > src/types.ts <<'EOF'
export interface Barrel {
  id: string;
  wood: 'oak' | 'chestnut' | 'cherry' | 'acacia';
  litres: number;
  mother?: { strain: string; addedOn: string };
  readings: Reading[];
}
export interface Reading { day: number; acidityPct: number; tempC: number; note?: string }
export interface Batch { code: string; fruit: string; barrels: Barrel[]; bottledOn?: string }
EOF
python3 - <<'EOF'
fruits = ["apple", "pear", "quince", "plum", "fig", "blackberry", "rhubarb", "elderflower", "cherry", "apricot", "damson", "raspberry", "mango", "persimmon", "pomegranate", "gooseberry", "honey", "date", "tamarind", "sloe", "grape", "coconut"]
for k, fruit in enumerate(fruits):
    L = ["import type { Barrel, Batch, Reading } from '../types';", ""]
    L += [f"export const {fruit.upper()}_TARGET_ACIDITY = {5 + k * 0.25};", ""]
    L += [f"export function {fruit}MeanAcidity(barrel: Barrel): number {{",
          "  const sum = barrel.readings.reduce((a, r) => a + r.acidityPct, 0);",
          "  return sum / barrel.readings.length;", "}", ""]
    L += [f"export function {fruit}Ready(batch, threshold) {{",
          f"  return batch.barrels.every((b: Barrel) => {fruit}MeanAcidity(b) >= threshold);", "}", ""]
    L += [f"export function {fruit}MotherStrain(b: Barrel): string {{",
          "  return b.mother.strain.toUpperCase();", "}", ""]
    if k % 3 == 0:
        L += [f"export function {fruit}LastNote(b: Barrel): string {{",
              "  const last = b.readings.at(-1);",
              "  return last.note ?? '';", "}", ""]
    if k == 5:
        L += ["export function blackberryLitres(batch: Batch): number {",
              "  let total: number = '0';",
              "  for (const b of batch.barrels) total += b.litres;",
              "  return total;", "}", ""]
    if k == 2:
        L += ["export function quinceLabel(batch: Batch): Reading {",
              "  return { day: batch.barrels.length, acidityPct: 6.1 };", "}", ""]
    open(f"src/barrels/{fruit}.ts", "w").write("\n".join(L))
EOF
cat > src/lab/titration.ts <<'EOF'
import type { Reading } from '../types';
import { sodiumHydroxideMolarity } from './reagents';

export function acidityFromTitration(mlNaOH: number, sampleMl: number): number {
  // acetic acid g/100ml = ml NaOH * molarity * 0.06005 * 100 / sample ml
  return (mlNaOH * sodiumHydroxideMolarity * 6.005) / sampleMl;
}

export function logReading(readings: Reading[], day: number, ml: number) {
  readings.push({ day, acidityPct: acidityFromTitration(String(ml), 20), tempC: 26 });
}
EOF
cat > src/lab/schedule.ts <<'EOF'
import type { Batch } from '../types';

export function nextTastingDay(batch: Batch): number {
  const days = batch.barrels.flatMap((b) => b.readings.map((r) => r.day));
  return Math.max(...days) + 7;
}

export function bottlingLabel(batch: Batch): string {
  return `${batch.code} ${batch.fruit} bottled ${batch.bottledOn.slice(0, 10)}`;
}
EOF
CMD="npx tsc --noEmit --pretty"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
