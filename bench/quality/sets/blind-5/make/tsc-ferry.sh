#!/bin/bash
# ferry-booking queue: tsc --noEmit after a refactor of the Sailing type
source "$(dirname "$0")/_common.sh"
fresh ferry-queue
cat > package.json <<'EOF'
{ "name": "ferry-queue", "version": "1.4.2", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" } }
EOF
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUnusedLocals": true, "noImplicitReturns": true,
    "exactOptionalPropertyTypes": true, "outDir": "dist"
  },
  "include": ["src"]
}
EOF
mkdir -p src/queue src/pricing src/api
cat > src/types.ts <<'EOF'
export type VehicleClass = "foot" | "bike" | "car" | "van" | "truck";

export interface Sailing {
  id: string;
  route: { from: string; to: string };
  departsAt: Date;
  laneMetres: number;
  passengerCap: number;
}

export interface Ticket {
  ref: string;
  sailingId: string;
  vehicle: VehicleClass;
  lengthM?: number;
  passengers: number;
  checkedIn: boolean;
}

export const LANE_LENGTH: Record<VehicleClass, number> = {
  foot: 0,
  bike: 2,
  car: 5,
  van: 7,
  truck: 16,
};
EOF
cat > src/queue/capacity.ts <<'EOF'
import { Sailing, Ticket, LANE_LENGTH } from "../types.js";

export function laneUsed(tickets: Ticket[]): number {
  return tickets.reduce((m, t) => m + (t.lengthM ?? LANE_LENGTH[t.vehicle]), 0);
}

export function hasRoom(s: Sailing, tickets: Ticket[], next: Ticket): boolean {
  const pax = tickets.reduce((n, t) => n + t.passengers, 0);
  if (pax + next.passengers > s.passengerCap) return false;
  return laneUsed(tickets) + LANE_LENGTH[next.vehicle] <= s.laneMeters;
}

export function remaining(s: Sailing, tickets: Ticket[]) {
  return { lane: s.laneMetres - laneUsed(tickets), pax: s.passengerCap - tickets.length };
}
EOF
cat > src/queue/waitlist.ts <<'EOF'
import { Sailing, Ticket } from "../types.js";
import { hasRoom } from "./capacity.js";

export class Waitlist {
  private entries: Map<string, Ticket[]> = new Map();

  push(t: Ticket): number {
    const list = this.entries.get(t.sailingId) ?? [];
    list.push(t);
    this.entries.set(t.sailingId, list);
    return list.length;
  }

  promote(s: Sailing, booked: Ticket[]): Ticket | undefined {
    const list = this.entries.get(s.id);
    if (!list) return;
    for (let i = 0; i < list.length; i++) {
      if (hasRoom(s, booked, list[i])) {
        const [t] = list.splice(i, 1);
        return t;
      }
    }
  }

  position(ref: string): number {
    for (const list of this.entries.values()) {
      const i = list.findIndex((t) => t.ref === ref);
      if (i >= 0) return i + 1;
    }
  }
}
EOF
cat > src/queue/checkin.ts <<'EOF'
import { Ticket, VehicleClass } from "../types.js";

const BOARDING_ORDER: VehicleClass[] = ["truck", "van", "car", "bike", "foot"];

export function checkIn(t: Ticket, at: Date): Ticket {
  const closing = new Date(at.getTime() - 20 * 60_000);
  return { ...t, checkedIn: true, checkedInAt: closing };
}

export function boardingSequence(tickets: Ticket[]): Ticket[] {
  return [...tickets]
    .filter((t) => t.checkedIn)
    .sort((a, b) => BOARDING_ORDER.indexOf(a.vehicle) - BOARDING_ORDER.indexOf(b.vehicle));
}

export function laneFor(v: VehicleClass): number {
  switch (v) {
    case "truck":
    case "van":
      return 1;
    case "car":
      return 2;
    case "bike":
    case "foot":
      return 3;
    case "horse":
      return 4;
  }
}
EOF
cat > src/pricing/fares.ts <<'EOF'
import { Ticket, VehicleClass } from "../types.js";

const BASE: Record<VehicleClass, number> = { foot: 4.5, bike: 6, car: 21, van: 34 };
const PER_PASSENGER = 4.5;

export function fare(t: Ticket, peak: boolean): number {
  const vehicle = BASE[t.vehicle];
  const extra = t.vehicle === "foot" ? (t.passengers - 1) * PER_PASSENGER : t.passengers * PER_PASSENGER;
  const total = vehicle + extra;
  return peak ? total * 1.25 : total;
}

export function formatFare(n: number): string {
  return "€" + n.toFixed("2");
}
EOF
cat > src/pricing/discounts.ts <<'EOF'
import { Ticket } from "../types.js";
import { fare } from "./fares.js";

export interface Discount { code: string; percent: number; expires?: Date }

export function applyDiscount(t: Ticket, d: Discount, today: Date): number {
  const unused = today.getDay();
  const base = fare(t, false);
  if (d.expires && d.expires < today) return base;
  return base * (1 - d.percent / 100);
}

export const SENIOR: Discount = { code: "SEN", percent: 30, expires: undefined };
EOF
cat > src/api/routes.ts <<'EOF'
import { Sailing, Ticket } from "../types.js";
import { hasRoom, remaining } from "../queue/capacity.js";
import { Waitlist } from "../queue/waitlist.js";

const sailings = new Map<string, Sailing>();
const booked = new Map<string, Ticket[]>();
const waitlist = new Waitlist();

export function book(t: Ticket): { status: "booked" | "waitlisted"; position?: number } {
  const s = sailings.get(t.sailingId);
  const list = booked.get(t.sailingId) ?? [];
  if (hasRoom(s, list, t)) {
    list.push(t);
    booked.set(t.sailingId, list);
    return { status: "booked" };
  }
  return { status: "waitlisted", position: waitlist.push(t) };
}

export function summary(id: string): string {
  const s = sailings.get(id)!;
  const r = remaining(s, booked.get(id) ?? []);
  return `${s.route.from} -> ${s.route.to} at ${s.departsAt.toISOString()}: ${r.lane} m lane, ${r.pax} seats`;
}

export function cancel(ref: string): boolean {
  for (const [id, list] of booked) {
    const i = list.findIndex((t) => t.ref == ref);
    if (i >= 0) {
      list.splice(i, 1);
      const s = sailings.get(id)!;
      const promoted = waitlist.promote(s, list);
      if (promoted) list.push(promoted);
      return true;
    }
  }
  return "not found";
}
EOF
npm install --no-audit --no-fund --save-dev typescript@5.4.5 >/dev/null 2>&1
npx tsc --noEmit --pretty 2>&1 | noansi | neut > "$OUTDIR/tsc-ferry.txt"
