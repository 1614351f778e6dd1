#!/usr/bin/env bash
# Carillon recital scheduler: tsc --traceResolution with vendored packages and one unresolved import.
P=${WORK:-/home/dev}/carillon-rota
rm -rf "$P"; mkdir -p "$P/src/recital" "$P/src/bells"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#'$(dirname ${WORK:-/home/dev})/node_modules'#'/home/node_modules'#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
cat > package.json <<'EOF'
{ "name": "carillon-rota", "version": "1.3.0", "private": true, "type": "module" }
EOF
npm install --no-audit --no-fund --silent typescript@5.9.3 >/dev/null 2>&1
mk() { # name version body
  mkdir -p "node_modules/$1"
  printf '{ "name": "%s", "version": "%s", "types": "index.d.ts", "main": "index.js" }\n' "$1" "$2" > "node_modules/$1/package.json"
  printf '%s\n' "$3" > "node_modules/$1/index.d.ts"
}
mk bell-temperament 2.7.1 'export declare function centsOffset(note: string, temperament: "meantone" | "equal"): number;'
mk @tower/keyframe 0.9.4 'export interface Keyframe { bell: number; at: number } export declare function sequence(k: Keyframe[]): Keyframe[];'
mk campanology-calendar 4.0.0-beta.3 'export declare function nextSunday(d: Date): Date; export declare const FEAST_DAYS: string[];'
mkdir -p node_modules/@tower/keyframe/node_modules/bell-temperament
printf '{ "name": "bell-temperament", "version": "1.12.0", "types": "index.d.ts" }\n' > node_modules/@tower/keyframe/node_modules/bell-temperament/package.json
echo 'export declare function centsOffset(note: string): number;' > node_modules/@tower/keyframe/node_modules/bell-temperament/index.d.ts
echo 'import { centsOffset } from "bell-temperament"; export {}' >> node_modules/@tower/keyframe/index.d.ts
cat > tsconfig.json <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true, "noEmit": true, "types": [] }, "include": ["src"] }
EOF
cat > src/bells/tuning.ts <<'EOF'
import { centsOffset } from "bell-temperament";
export const BOURDON = "C3";
export function offsets(notes: string[]): number[] { return notes.map((n) => centsOffset(n, "meantone")); }
EOF
cat > src/bells/ranges.ts <<'EOF'
import { offsets } from "./tuning.js";
export const CHROMATIC_47 = Array.from({ length: 47 }, (_, i) => `B${i}`);
export const drift = offsets(CHROMATIC_47.slice(0, 4));
EOF
cat > src/recital/programme.ts <<'EOF'
import { sequence, type Keyframe } from "@tower/keyframe";
import { nextSunday, FEAST_DAYS } from "campanology-calendar";
import { CHROMATIC_47 } from "../bells/ranges.js";
import { arrangeHymn } from "@tower/hymnal";
export function programme(today: Date): Keyframe[] {
  const when = nextSunday(today);
  return sequence(CHROMATIC_47.map((_, bell) => ({ bell, at: when.getTime() + bell * 250 })));
}
export const feasts = FEAST_DAYS.length;
EOF
cat > src/recital/index.ts <<'EOF'
export * from "./programme.js";
export { drift } from "../bells/ranges.js";
EOF
echo '$ npx tsc -p . --traceResolution'
npx tsc -p . --traceResolution 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
