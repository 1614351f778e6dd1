#!/usr/bin/env bash
# tsc --build --verbose --listEmittedFiles on a fish-cannery line monorepo with project references;
# the seaming package has a type error, so its dependents are skipped; reports has an error of its own.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/cannery-line
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > package.json <<'JSON'
{ "name": "cannery-line", "private": true, "version": "2.1.0",
  "devDependencies": { "typescript": "5.4.5" } }
JSON
npm install --no-audit --no-fund --silent >/dev/null 2>&1

mkpkg() { # name, deps (space separated)
  local name=$1; shift
  mkdir -p "packages/$name/src"
  local refs=""
  for d in "$@"; do refs="$refs{ \"path\": \"../$d\" },"; done
  cat > "packages/$name/tsconfig.json" <<JSON
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist" },
  "include": ["src"],
  "references": [${refs%,}]
}
JSON
}
cat > tsconfig.base.json <<'JSON'
{
  "compilerOptions": {
    "target": "ES2020", "module": "commonjs", "strict": true,
    "composite": true, "declaration": true, "declarationMap": true, "sourceMap": true,
    "esModuleInterop": true, "skipLibCheck": true
  }
}
JSON
mkpkg units
mkpkg catch units
mkpkg retort units
mkpkg seaming units retort
mkpkg labels units catch
mkpkg qa seaming labels
mkpkg inventory catch labels
mkpkg reports inventory
mkpkg line-control qa inventory

# plant-side helper packages: small, each depends on units, three modules apiece
EXTRA="brine oil-dosing can-supply coding-printer metal-detect xray palletiser cold-store traceability haccp sanitation shifts"
for x in $EXTRA; do
  mkpkg "$x" units
  id=$(echo "$x" | tr -d '-')
  cat > "packages/$x/src/index.ts" <<TS
import { Grams, grams } from "@units";
export interface ${id}Reading { station: string; value: number; at: Date }
export function ${id}Mean(rs: ${id}Reading[]): number { return rs.length ? rs.reduce((a, r) => a + r.value, 0) / rs.length : 0; }
export const ${id}Tare: Grams = grams(0);
TS
  cat > "packages/$x/src/limits.ts" <<TS
export const LOWER = 0;
export const UPPER = 100;
export function within(v: number): boolean { return v >= LOWER && v <= UPPER; }
TS
  cat > "packages/$x/src/format.ts" <<TS
import { within } from "./limits";
export function badge(v: number): string { return within(v) ? "ok" : "out-of-range"; }
TS
done
cat > packages/units/src/index.ts <<'TS'
export type Grams = number & { readonly __unit: "g" };
export type Celsius = number & { readonly __unit: "C" };
export const grams = (n: number) => n as Grams;
export const celsius = (n: number) => n as Celsius;
TS
cat > packages/units/src/can.ts <<'TS'
import { Grams } from "./index";
export interface CanSize { code: "1/4 club" | "1/2 oval" | "tall"; fill: Grams; headspaceMm: number }
TS
cat > packages/catch/src/index.ts <<'TS'
import { Grams, grams } from "@units";
export interface Landing { vessel: string; species: "sardine" | "mackerel" | "sprat" | "tuna"; weight: Grams; landedAt: Date }
export function totalWeight(ls: Landing[]): Grams { return grams(ls.reduce((a, l) => a + l.weight, 0)); }
TS
cat > packages/catch/src/grading.ts <<'TS'
import { Landing } from "./index";
export type Grade = "A" | "B" | "reject";
export function grade(l: Landing, hoursSinceLanding: number): Grade {
  if (hoursSinceLanding > 36) return "reject";
  return hoursSinceLanding > 12 ? "B" : "A";
}
TS
cat > packages/retort/src/index.ts <<'TS'
import { Celsius } from "@units";
export interface RetortCycle { id: string; holdMinutes: number; temp: Celsius; batch: string }
export function f0Value(c: RetortCycle): number {
  return c.holdMinutes * Math.pow(10, (c.temp - 121.1) / 10);
}
TS
cat > packages/seaming/src/index.ts <<'TS'
import { CanSize } from "@units/can";
import { RetortCycle } from "@retort";
export interface SeamCheck { can: CanSize; overlapMm: number; bodyHookMm: number; cycle: RetortCycle }
export function seamOk(s: SeamCheck): boolean {
  const tightness: string = s.overlapMm / s.bodyHookMm;
  return s.overlapMm >= 1.0 && tightness.length > 0;
}
TS
cat > packages/seaming/src/teardown.ts <<'TS'
import { SeamCheck } from "./index";
export function teardownInterval(checks: SeamCheck[]): number { return checks.length > 100 ? 30 : 60; }
TS
cat > packages/labels/src/index.ts <<'TS'
import { Landing } from "@catch";
export function labelText(l: Landing, lot: string): string {
  return `${l.species.toUpperCase()} in olive oil - lot ${lot} - caught by ${l.vessel}`;
}
TS
cat > packages/qa/src/index.ts <<'TS'
import { seamOk, SeamCheck } from "@seaming";
import { labelText } from "@labels";
export function release(checks: SeamCheck[]): boolean { return checks.every(seamOk) && typeof labelText === "function"; }
TS
cat > packages/inventory/src/index.ts <<'TS'
import { Landing, totalWeight } from "@catch";
export interface Pallet { id: string; cans: number; lots: string[] }
export function palletsFor(ls: Landing[], cansPerPallet: number): number {
  return Math.ceil(totalWeight(ls) / 125 / cansPerPallet);
}
TS
cat > packages/inventory/src/stock.ts <<'TS'
import { Pallet } from "./index";
export function onHand(ps: Pallet[]): number { return ps.reduce((a, p) => a + p.cans, 0); }
TS
cat > packages/reports/src/index.ts <<'TS'
import { Pallet } from "@inventory";
export function shiftReport(ps: Pallet[], shift: "early" | "late"): string {
  const lines = ps.map(p => `${p.id}\t${p.cans}`);
  return [`shift ${shift}`, ...lines, `total ${ps.length}`].join("\n");
}
export const DEFAULT_SHIFT = shiftReport([], "night");
TS
cat > packages/line-control/src/index.ts <<'TS'
import { release } from "@qa";
import { palletsFor } from "@inventory";
export function run(): void { console.log(release([]), palletsFor([], 48)); }
TS
# path aliases
node -e '
const fs=require("fs");const b=JSON.parse(fs.readFileSync("tsconfig.base.json"));
b.compilerOptions.baseUrl=".";b.compilerOptions.paths={};
for (const p of fs.readdirSync("packages")) {
  b.compilerOptions.paths["@"+p]=["packages/"+p+"/src/index.ts"];
  b.compilerOptions.paths["@"+p+"/*"]=["packages/"+p+"/src/*"];
}
fs.writeFileSync("tsconfig.base.json",JSON.stringify(b,null,2));'
refs='{ "path": "packages/line-control" }, { "path": "packages/reports" }'
for x in $EXTRA; do refs="$refs, { \"path\": \"packages/$x\" }"; done
echo "{ \"files\": [], \"references\": [ $refs ] }" > tsconfig.json
{
  echo '$ npx tsc --build --verbose --listEmittedFiles'
  npx tsc --build --verbose --listEmittedFiles 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
