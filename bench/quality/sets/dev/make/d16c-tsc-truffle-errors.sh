#!/bin/bash
# tsc --noEmit over a truffle-hunting dog rota and harvest ledger (TypeScript) after a refactor: type errors in several files.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-tsc-truffle-errors.txt
P=$WORK/truffle-ledger
rm -rf "$P"; mkdir -p "$P/src/harvest" "$P/src/dogs" "$P/src/report"
cat > "$P/package.json" <<'EOF'
{ "name": "truffle-ledger", "version": "0.4.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "5.6.3" } }
EOF
cat > "$P/tsconfig.json" <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true, "noEmit": true },
  "include": ["src"] }
EOF
cat > "$P/src/harvest/types.ts" <<'EOF'
export type Species = "tuber-melanosporum" | "tuber-aestivum" | "tuber-magnatum" | "tuber-borchii";
export interface Find {
  id: string;
  species: Species;
  grams: number;
  plot: string;
  dog: string;
  foundAt: Date;
  grade?: "extra" | "first" | "second";
}
export interface Plot { code: string; hostTree: "oak" | "hazel" | "lime" | "poplar"; hectares: number }
EOF
cat > "$P/src/harvest/ledger.ts" <<'EOF'
import type { Find, Species } from "./types.js";

const PRICE_PER_KG: Record<Species, number> = {
  "tuber-melanosporum": 1100,
  "tuber-aestivum": 350,
  "tuber-magnatum": 4200,
};

export class Ledger {
  private finds: Find[] = [];
  add(find: Find): void {
    this.finds.push(find);
  }
  totalGrams(species?: Species): number {
    return this.finds.filter(f => !species || f.species === species).reduce((s, f) => s + f.grams, 0);
  }
  value(): number {
    return this.finds.reduce((s, f) => s + (f.grams / 1000) * PRICE_PER_KG[f.species], 0);
  }
  byPlot(): Map<string, Find[]> {
    const m = new Map<string, Find[]>();
    for (const f of this.finds) {
      const list = m.get(f.plot);
      list.push(f);
      m.set(f.plot, list ?? [f]);
    }
    return m;
  }
  latest(): Find {
    return this.finds[this.finds.length - 1];
  }
}
EOF
cat > "$P/src/dogs/rota.ts" <<'EOF'
import type { Plot } from "../harvest/types.js";

export interface Dog { name: string; breed: "lagotto" | "springer" | "mixed"; maxHoursPerDay: number; rested?: boolean }

export function assign(dogs: Dog[], plots: Plot[], day: string): Record<string, string> {
  const out: Record<string, string> = {};
  plots.forEach((p, i) => {
    const dog = dogs[i % dogs.length];
    out[p.code] = dog.name;
  });
  return out;
}

export function restDog(dog: Dog): Dog {
  return { ...dog, rested: undefined };
}

export const TEAM: Dog[] = [
  { name: "Nocciola", breed: "lagotto", maxHoursPerDay: 4 },
  { name: "Tartufo", breed: "lagotto", maxHoursPerDay: "3" },
  { name: "Pepe", breed: "beagle", maxHoursPerDay: 2 },
];
EOF
cat > "$P/src/report/weekly.ts" <<'EOF'
import { Ledger } from "../harvest/ledger.js";
import { assign, TEAM } from "../dogs/rota.js";
import type { Find } from "../harvest/types.js";

export function weeklyReport(ledger: Ledger, week: number): string {
  const lines: string[] = [`Week ${week}`];
  const plots = ledger.byPlot();
  for (const [plot, finds] of plots) {
    const grams = finds.reduce((s, f) => s + f.grams, 0);
    lines.push(`${plot.padEnd(8)} ${grams.toFixed(0)} g`);
  }
  lines.push(`value: ${ledger.value().toFixed(2)} EUR`);
  const rota = assign(TEAM, [{ code: "P-OAK-3", hostTree: "oak", hectares: 1.2 }], "monday");
  lines.push(rota.P_OAK_3);
  return lines.join("\n");
}

export function bestFind(finds: Find[]): Find {
  return finds.sort((a, b) => b.grams - a.grams)[0];
}

export function gradeLabel(f: Find): string {
  switch (f.grade) {
    case "extra": return "Extra";
    case "first": return "I cat.";
    case "second": return "II cat.";
    case "third": return "III cat.";
  }
}
EOF
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
timeout 120 npm install --no-audit --no-fund >/dev/null 2>&1
{ echo '$ npx tsc --noEmit'; timeout 120 npx tsc --noEmit 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
