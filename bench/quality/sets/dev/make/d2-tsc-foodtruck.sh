#!/usr/bin/env bash
# d2-tsc-foodtruck: food-truck route planner in TypeScript (strict); npm run typecheck (tsc --noEmit) with errors across several files.
# Prints the tsc output (cmd 2>&1) with machine paths neutralised. Installs typescript@5.4 from the npm registry.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/truckstop
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "truckstop",
  "version": "0.2.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "5.4.5" }
}
EOF
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUnusedLocals": true,
    "noImplicitReturns": true,
    "exactOptionalPropertyTypes": true,
    "noUncheckedIndexedAccess": true,
    "outDir": "dist"
  },
  "include": ["src"]
}
EOF
cat > src/types.ts <<'EOF'
export type Cuisine = "tacos" | "bao" | "pierogi" | "crepes" | "bbq";

export interface Stop {
  id: string;
  name: string;
  lat: number;
  lng: number;
  opensAt: number; // minutes after midnight
  closesAt: number;
  permitZone?: string;
}

export interface Truck {
  plate: string;
  cuisine: Cuisine;
  tankLitres: number;
  litresPer100km: number;
  generatorHours: number;
}

export interface RouteLeg {
  from: Stop;
  to: Stop;
  km: number;
  arriveAt: number;
}
EOF
cat > src/geo.ts <<'EOF'
import type { Stop } from "./types.js";

const EARTH_KM = 6371;

export function haversineKm(a: Stop, b: Stop): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

export function nearest(from: Stop, candidates: Stop[]): Stop {
  let best: Stop | undefined;
  let bestKm = Infinity;
  for (const c of candidates) {
    const km = haversineKm(from, c);
    if (km < bestKm) {
      best = c;
      bestKm = km;
    }
  }
  return best;
}

export function driveMinutes(km: number, avgKmh = 28): number {
  return Math.round((km / avgKmh) * 60);
}
EOF
cat > src/permits.ts <<'EOF'
import type { Stop, Truck } from "./types.js";

const ZONE_RULES: Record<string, { cuisines: string[]; maxHours: number }> = {
  harbour: { cuisines: ["tacos", "bao", "bbq"], maxHours: 4 },
  campus: { cuisines: ["crepes", "bao", "pierogi"], maxHours: 6 },
  oldtown: { cuisines: ["crepes"], maxHours: 3 },
};

export function permitted(truck: Truck, stop: Stop): boolean {
  const rule = ZONE_RULES[stop.permitZone];
  if (!rule) return true;
  return rule.cuisines.includes(truck.cuisine);
}

export function maxStayHours(stop: Stop): number {
  if (stop.permitZone) {
    return ZONE_RULES[stop.permitZone].maxHours;
  }
}
EOF
cat > src/planner.ts <<'EOF'
import { driveMinutes, haversineKm, nearest } from "./geo.js";
import { permitted, maxStayHours } from "./permits.js";
import type { RouteLeg, Stop, Truck } from "./types.js";

export interface PlanOptions {
  startAt: number;
  serviceMinutes?: number;
  depot: Stop;
}

export function planDay(truck: Truck, stops: Stop[], opts: PlanOptions): RouteLeg[] {
  const legs: RouteLeg[] = [];
  const remaining = stops.filter((s) => permitted(truck, s));
  let here = opts.depot;
  let clock = opts.startAt;
  let fuel = truck.tankLitres;
  while (remaining.length) {
    const next = nearest(here, remaining);
    const km = haversineKm(here, next);
    clock += driveMinutes(km);
    if (clock > next.closesAt) {
      remaining.splice(remaining.indexOf(next), 1);
      continue;
    }
    fuel -= (km * truck.litresPer100km) / 100;
    legs.push({ from: here, to: next, km: km.toFixed(1), arriveAt: Math.max(clock, next.opensAt) });
    clock = Math.max(clock, next.opensAt) + (opts.serviceMinutes ?? maxStayHours(next) * 60);
    here = next;
    remaining.splice(remaining.indexOf(next), 1);
  }
  return legs;
}

export function summarise(legs: RouteLeg[]): string {
  const total = legs.reduce((sum, l) => sum + l.km, 0);
  const lastStop = legs.at(-1).to.name;
  return `${legs.length} stops, ${total.toFixed(1)} km, ends at ${lastStop}`;
}
EOF
cat > src/main.ts <<'EOF'
import { planDay, summarise, type PlanOptions } from "./planner.js";
import type { Stop, Truck } from "./types.js";

const depot: Stop = { id: "depot", name: "Commissary", lat: 51.4545, lng: -2.5879, opensAt: 0, closesAt: 1440 };

const stops: Stop[] = [
  { id: "s1", name: "Harbourside", lat: 51.4495, lng: -2.5988, opensAt: 660, closesAt: 900, permitZone: "harbour" },
  { id: "s2", name: "Uni Precinct", lat: 51.4585, lng: -2.6029, opensAt: 690, closesAt: 840, permitZone: "campus" },
  { id: "s3", name: "Old Market", lat: 51.4551, lng: -2.5863, opensAt: 1020, closesAt: 1320, permitZone: undefined },
  { id: "s4", name: "Brewery Yard", lat: 51.4471, lng: -2.5801, opensAt: "17:30", closesAt: 1380 },
];

const truck: Truck = { plate: "FT-204", cuisine: "pierogi", tankLitres: 70, litresPer100km: 14 };

const opts: PlanOptions = { startAt: 600, serviceMinutes: undefined, depot };
const legs = planDay(truck, stops, opts);
console.log(summarise(legs));
for (const leg of legs) {
  console.log(`${leg.from.name} -> ${leg.to.name}: ${leg.km} km, arrive ${formatClock(leg.arriveAt)}`);
}
EOF
cat > src/menu.ts <<'EOF'
import type { Cuisine } from "./types.js";

export interface MenuItem {
  sku: string;
  label: string;
  priceCents: number;
  vegan: boolean;
  allergens: readonly string[];
}

export const MENUS: Record<Cuisine, MenuItem[]> = {
  tacos: [{ sku: "T1", label: "Al pastor", priceCents: 450, vegan: false, allergens: [] }],
  bao: [{ sku: "B1", label: "Pork belly bao", priceCents: 520, vegan: false, allergens: ["soy", "gluten"] }],
  pierogi: [
    { sku: "P1", label: "Ruskie (6)", priceCents: 800, vegan: false, allergens: ["gluten", "milk"] },
    { sku: "P2", label: "Sauerkraut & mushroom (6)", priceCents: 850, vegan: "yes", allergens: ["gluten"] },
  ],
  crepes: [{ sku: "C1", label: "Galette complète", priceCents: 900, vegan: false, allergens: ["egg", "milk"] }],
};

export function priceList(cuisine: Cuisine, discountPct: number): string[] {
  return MENUS[cuisine].map((item) => `${item.label}: ${(item.priceCents * (1 - discountPct / 100)) / 100}`);
}

export function withoutAllergen(cuisine: Cuisine, allergen: string): MenuItem[] {
  const items = MENUS[cuisine];
  items.allergens.push(allergen);
  return items.filter((i) => !i.allergens.includes(allergen));
}
EOF
cat > src/schedule.ts <<'EOF'
import type { RouteLeg } from "./types.js";

export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function generatorHours(legs: RouteLeg[], serviceMinutes: number): number {
  const unused = legs.length * 2;
  return (legs.length * serviceMinutes) / 60;
}

export function overlapping(legs: RouteLeg[]): RouteLeg | null {
  for (let i = 1; i < legs.length; i++) {
    if (legs[i].arriveAt < legs[i - 1].arriveAt) return legs[i];
  }
}
EOF
cat > src/fuel.ts <<'EOF'
import type { RouteLeg, Truck, Cuisine } from "./types.js";

type Refuel = { at: string; litres: number; pricePerLitre: number };

const GENERATOR_LPH: Record<Cuisine, number> = { tacos: 1.2, bao: 0.9, pierogi: 1.1, crepes: 0.8, bbq: "2.4" };

export function litresNeeded(truck: Truck, legs: RouteLeg[]): number {
  const driving = legs.reduce((l, leg) => l + (leg.km * truck.litresPer100km) / 100, 0);
  const generator = GENERATOR_LPH[truck.cuisine] * truck.generatorHours;
  return driving + generator;
}

export function planRefuels(truck: Truck, legs: RouteLeg[]): Refuel[] {
  const stops: Refuel[] = [];
  let tank = truck.tankLitres;
  for (const leg of legs) {
    tank -= (leg.km * truck.litresPer100km) / 100;
    if (tank < truck.tankLitres * 0.15) {
      stops.push({ at: leg.to, litres: truck.tankLitres - tank, pricePerLitre: 1.52 });
      tank = truck.tankLitres;
    }
  }
  return stops;
}

export function cheapest(refuels: Refuel[]): Refuel {
  return refuels.sort((a, b) => a.pricePerLitre - b.pricePerLitre)[0];
}
EOF
npm install --no-audit --no-fund --silent >/dev/null 2>&1
npm run typecheck 2>&1 | neutral
