#!/bin/bash
# tsc --noEmit errors in a toy cable ferry booking app (typescript from the npm registry)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/ropeferry-booking; rm -rf "$P"; mkdir -p "$P/src/booking" "$P/src/crossings"; cd "$P"
cat > package.json <<'JSON'
{ "name": "ropeferry-booking", "version": "1.2.0", "private": true, "scripts": { "typecheck": "tsc --noEmit" } }
JSON
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true, "noEmit": true, "exactOptionalPropertyTypes": true }, "include": ["src"] }
JSON
cat > src/crossings/timetable.ts <<'TS'
export type Bank = 'north' | 'south';
export interface Crossing { id: string; departs: Date; from: Bank; capacity: { cars: number; foot: number }; }
export function nextCrossing(list: Crossing[], after: Date): Crossing | undefined {
  return list.filter(c => c.departs > after).sort((a, b) => a.departs.getTime() - b.departs.getTime())[0];
}
export const LAST_SAILING_HOUR = 22;
TS
cat > src/booking/ticket.ts <<'TS'
import { Crossing, Bank, nextCrossing } from '../crossings/timetable.js';
export type Vehicle = 'car' | 'bike' | 'foot' | 'van';
export interface Ticket { ref: string; crossing: Crossing['id']; vehicle: Vehicle; passengers: number; note?: string; }
const PRICES: Record<Vehicle, number> = { car: 6.5, bike: 1.5, foot: 1 };
export function price(t: Ticket): number {
  return PRICES[t.vehicle] + (t.passengers - 1) * 1;
}
export function book(list: Crossing[], from: Bank, vehicle: Vehicle, passengers: number, note?: string): Ticket {
  const c = nextCrossing(list, new Date());
  const ticket: Ticket = { ref: Math.random().toString(36).slice(2, 8), crossing: c.id, vehicle, passengers, note };
  if (c.from !== from) throw new Error(`next crossing leaves from ${c.from}`);
  return ticket;
}
TS
cat > src/booking/manifest.ts <<'TS'
import { Ticket, price } from './ticket.js';
export function manifestTotal(tickets: Ticket[]): string {
  const total = tickets.reduce((sum, t) => sum + price(t), '0');
  return total.toFixed(2);
}
export function cars(tickets: Ticket[]): number {
  return tickets.filter(t => t.vehicle === 'cars').length;
}
TS
cat > src/index.ts <<'TS'
import { book } from './booking/ticket.js';
import { manifestTotal } from './booking/manifest.js';
import { LAST_SAILING_HOUR } from './crossings/timetable';
const t = book([], 'north', 'car', 2);
console.log(manifestTotal([t]), LAST_SAILING_HOUR);
TS
npm install --no-audit --no-fund --silent typescript@5.4.5 >/dev/null 2>&1
run c-tsc-ropeferry npx tsc --noEmit -p .
