#!/bin/bash
# npx tsc --noEmit --pretty over an ice-cream-van route planner in strict TypeScript
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/icecreamvan
rm -rf "$P"; mkdir -p "$P/src/routes" "$P/src/stock" "$P/src/billing"
cd "$P"
cat > package.json <<'JSON'
{ "name": "icecreamvan", "version": "0.4.0", "private": true, "type": "module" }
JSON
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
  "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true,
  "noImplicitReturns": true, "outDir": "dist" }, "include": ["src"] }
JSON
npm install --no-audit --no-fund --silent typescript@5.6.3 >/dev/null 2>&1
cat > src/types.ts <<'TS'
export type Flavour = "vanilla" | "strawberry" | "mint-choc" | "rum-raisin" | "lemon-sorbet";
export interface Stop { id: string; street: string; minute: number; expectedSales: number; school?: boolean }
export interface Route { van: string; day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun"; stops: Stop[] }
export interface Tub { flavour: Flavour; litres: number; bestBefore: Date }
export interface Sale { stop: string; items: { flavour: Flavour; scoops: number }[]; paid: number; method: "cash" | "card" }
TS
cat > src/routes/plan.ts <<'TS'
import type { Route, Stop } from "../types.js";

export function addStop(route: Route, stop: Stop): Route {
  return { ...route, stops: [...route.stops, stop].sort((a, b) => a.minute - b.minute) };
}

export function firstSchoolStop(route: Route): Stop {
  const s = route.stops.find((s) => s.school);
  return s;
}

export function chimeAllowed(stop: Stop, hour: number): boolean {
  if (hour < 12 || hour >= 19) return false;
  if (stop.school) {
    return hour >= 15;
  }
}

export function gapMinutes(route: Route, i: number): number {
  return route.stops[i + 1].minute - route.stops[i].minute;
}

export const saturday: Route = { van: "VAN-2", day: "saturday", stops: [] };
TS
cat > src/routes/distance.ts <<'TS'
import type { Stop } from "../types.js";

const STREET_KM: Record<string, number> = { "Mill Lane": 0.4, "Harbour Rd": 1.1, "Quarry Close": 0.7 };

export function legKm(a: Stop, b: Stop): number {
  const ka = STREET_KM[a.street];
  const kb = STREET_KM[b.street];
  return Math.abs(kb - ka);
}

export function totalKm(stops: Stop[]): number {
  let km = 0;
  for (let i = 1; i < stops.length; i++) km += legKm(stops[i - 1]!, stops[i]!);
  return km.toFixed(1);
}
TS
cat > src/stock/freezer.ts <<'TS'
import type { Flavour, Tub } from "../types.js";

export class Freezer {
  private tubs: Tub[] = [];
  constructor(private readonly capacityLitres: number) {}

  load(tub: Tub): void {
    if (this.usedLitres() + tub.litres > this.capacityLitres) throw new Error("freezer full");
    this.tubs.push(tub);
  }

  usedLitres(): number {
    return this.tubs.reduce((sum, t) => sum + t.litres, 0);
  }

  expired(today: Date): Tub[] {
    return this.tubs.filter((t) => t.bestBefore < today);
  }

  byFlavour(f: Flavour): Tub | undefined {
    return this.tubs.find((t) => t.flavour === f);
  }

  scoop(f: Flavour, scoops: number): void {
    const tub = this.byFlavour(f);
    tub.litres -= scoops * 0.07;
  }
}

export const SCOOPS_PER_LITRE = 14;
export function restock(fr: Freezer): void {
  fr.load({ flavour: "pistachio", litres: 5, bestBefore: new Date("2026-09-01") });
}
TS
cat > src/stock/cones.ts <<'TS'
export type Cone = "wafer" | "waffle" | "sugar" | "tub";
export const CONE_PRICE: Record<Cone, number> = { wafer: 0.0, waffle: 0.5, sugar: 0.3 };

export function conesLeft(stock: Map<Cone, number>, cone: Cone): number {
  return stock.get(cone) ?? "none";
}
TS
cat > src/billing/till.ts <<'TS'
import type { Sale, Flavour } from "../types.js";
import { CONE_PRICE } from "../stock/cones.js";

const SCOOP_PRICE: Record<Flavour, number> = {
  vanilla: 1.5, strawberry: 1.6, "mint-choc": 1.8, "rum-raisin": 2.0, "lemon-sorbet": 1.7,
};

export function saleTotal(sale: Sale): number {
  return sale.items.reduce((sum, it) => sum + SCOOP_PRICE[it.flavour] * it.scoops, 0);
}

export function coneSurcharge(cone: string): number {
  return CONE_PRICE[cone];
}

export function cardFee(sale: Sale): number {
  if (sale.method === "card") return Math.max(0.2, sale.paid * 0.0175);
  return 0;
}

export function receipt(sale: Sale): string {
  return `Stop ${sale.stop}: ${sale.items.length} items, £${saleTotal(sale).toFixed(2)} (${sale.method.toUppercase()})`;
}
TS
cat > src/billing/daily.ts <<'TS'
import type { Sale } from "../types.js";
import { saleTotal, cardFee } from "./till.js";

export interface DailyReport { takings: number; fees: number; byMethod: { cash: number; card: number } }

export function daily(sales: Sale[]): DailyReport {
  const byMethod = { cash: 0, card: 0 };
  let fees = 0;
  for (const s of sales) {
    byMethod[s.method] += saleTotal(s);
    fees += cardFee(s);
  }
  return { takings: byMethod.cash + byMethod.card, fees, byMethod, vanId: "VAN-2" };
}

export function bestStop(sales: Sale[]): string {
  const per: Record<string, number> = {};
  for (const s of sales) per[s.stop] = (per[s.stop] ?? 0) + saleTotal(s);
  return Object.entries(per).sort((a, b) => b[1] - a[1])[0][0];
}
TS
cat > src/index.ts <<'TS'
import { addStop, saturday } from "./routes/plan.js";
import { totalKm } from "./routes/distance.js";
import { Freezer } from "./stock/freezer.js";
import { daily } from "./billing/daily.js";

const r = addStop(saturday, { id: "s1", street: "Mill Lane", minute: 10, expectedSales: 40, school: undefined });
const fr = new Freezer("60");
console.log(totalKm(r.stops), fr.usedLitres(), daily([]).takings.toFixed(2));
TS
run "npx tsc --noEmit --pretty --explainFiles" | neutral > "$OUTDIR/d18c-tsc-icecreamvan.txt"
