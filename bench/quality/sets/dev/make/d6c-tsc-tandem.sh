#!/usr/bin/env bash
# d6c: tsc --noEmit on a tandem-bicycle rental booking service midway through a refactor
# (Rider split into Captain/Stoker); a dozen type errors across several files.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-tsc-tandem.txt}
P=$WORK/tandem-hire
rm -rf "$P"; mkdir -p "$P/src/booking" "$P/src/fleet" "$P/src/pricing" "$P/src/api"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{ "name": "tandem-hire", "version": "3.2.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "5.6.3", "@types/node": "20.17.6" } }
EOF
cat > tsconfig.json <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true,
    "noImplicitReturns": true, "outDir": "dist", "types": ["node"] },
  "include": ["src"] }
EOF
cat > src/fleet/bike.ts <<'EOF'
export type FrameSize = 'S/M' | 'M/L' | 'L/XL';
export interface Tandem {
  id: string;
  frame: FrameSize;
  electric: boolean;
  batteryWh?: number;
  serviceDue: Date;
}
export const FLEET: Tandem[] = [
  { id: 'T-01', frame: 'M/L', electric: false, serviceDue: new Date('2025-05-01') },
  { id: 'T-02', frame: 'L/XL', electric: true, batteryWh: 625, serviceDue: new Date('2025-04-12') },
  { id: 'T-03', frame: 'S/M', electric: true, batteryWh: 500, serviceDue: new Date('2025-06-30') },
];
EOF
cat > src/fleet/service.ts <<'EOF'
import { FLEET, type Tandem } from './bike.js';

export function dueBefore(day: Date): Tandem[] {
  return FLEET.filter((b) => b.serviceDue < day);
}

export function rangeKm(bike: Tandem, riders: number): number {
  if (!bike.electric) return Infinity;
  const whPerKm = 9 + riders * 2.5;
  return Math.floor(bike.batteryWh / whPerKm);
}

export function frameFor(captainCm: number): Tandem['frame'] {
  if (captainCm < 170) return 'S/M';
  if (captainCm < 185) return 'M/L';
}
EOF
cat > src/booking/riders.ts <<'EOF'
export interface Captain { name: string; heightCm: number; experienced: boolean }
export interface Stoker { name: string; heightCm: number; child?: boolean }
export interface Crew { captain: Captain; stoker: Stoker }
EOF
cat > src/booking/booking.ts <<'EOF'
import type { Crew, Rider } from './riders.js';
import { FLEET } from '../fleet/bike.js';
import { frameFor } from '../fleet/service.js';

export interface Booking {
  ref: string;
  bikeId: string;
  crew: Crew;
  start: Date;
  hours: number;
  helmetSizes?: string[];
}

export function pickBike(crew: Crew) {
  const frame = frameFor(crew.captain.heightCm);
  return FLEET.find((b) => b.frame === frame && !b.electric || crew.stoker.child);
}

export function book(crew: Crew, start: Date, hours: number): Booking {
  const bike = pickBike(crew);
  return { ref: `BK-${start.getTime()}`, bikeId: bike.id, crew, start, hours, helmetSizes: undefined };
}

export function riderNames(r: Rider[]): string {
  return r.map((x) => x.name).join(' & ');
}
EOF
cat > src/pricing/tariff.ts <<'EOF'
export const HOURLY = { standard: 14, electric: 22 } as const;
export type Tier = keyof typeof HOURLY;

export function price(tier: Tier, hours: number, member = false): number {
  const base = HOURLY[tier] * Math.max(hours, 2);
  return member ? base * 0.85 : base;
}

export function dayRate(tier: Tier): number {
  return price(tier, 8, 'member');
}
EOF
cat > src/pricing/deposit.ts <<'EOF'
import type { Booking } from '../booking/booking.js';

export function deposit(b: Booking): number {
  const first = b.helmetSizes[0];
  return first === 'child' ? 60 : 100;
}
EOF
cat > src/api/routes.ts <<'EOF'
import { createServer } from 'node:http';
import { book } from '../booking/booking.js';
import { price } from '../pricing/tariff.js';

export const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/quote') {
    const hours = url.searchParams.get('hours');
    res.end(JSON.stringify({ total: price('standard', hours) }));
    return;
  }
  if (url.pathname === '/book') {
    const b = book({ captain: { name: 'Ola', heightCm: 181 }, stoker: { name: 'Kai', heightCm: 120 } }, new Date(), 3);
    res.end(JSON.stringify(b));
  }
  res.statusCode = 404;
  res.end();
});
EOF
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ echo '$ npm run typecheck'; npm run typecheck 2>&1; echo "exit status: $?"; } | neut > "$OUT"
