#!/usr/bin/env bash
# Cinema seat allocator: tsc --noEmit with strict mode errors.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/tsc-cinema-seats.txt"
P="$BASE/cinema-seats"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{ "name": "cinema-seats", "version": "1.4.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." } }
EOF
npm install --no-audit --no-fund --silent typescript@5.4.5 >/dev/null 2>&1
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUnusedLocals": true, "noImplicitReturns": true, "exactOptionalPropertyTypes": true,
    "outDir": "dist"
  },
  "include": ["src"]
}
EOF
cat > src/types.ts <<'EOF'
export type SeatKind = "standard" | "premium" | "wheelchair" | "companion";

export interface Seat {
  row: string;
  number: number;
  kind: SeatKind;
  heldUntil?: Date;
}

export interface Screen {
  id: number;
  name: string;
  rows: Record<string, Seat[]>;
}

export interface Booking {
  ref: string;
  screenId: number;
  seats: Seat[];
  accessible: boolean;
  promoCode?: string;
}
EOF
cat > src/layout.ts <<'EOF'
import { Screen, Seat, SeatKind } from "./types.js";

export function buildScreen(id: number, name: string, rowLetters: string, perRow: number): Screen {
  const rows: Record<string, Seat[]> = {};
  for (const letter of rowLetters) {
    rows[letter] = [];
    for (let n = 1; n <= perRow; n++) {
      const kind: SeatKind = letter >= "H" ? "premium" : n <= 2 && letter === "A" ? "wheelchair" : "standard";
      rows[letter].push({ row: letter, number: n, kind });
    }
  }
  return { id, name, rows };
}

export function seatLabel(s: Seat): string {
  return s.row + s.number;
}

export function findSeat(screen: Screen, label: string): Seat {
  const row = label[0];
  const num = parseInt(label.slice(1));
  return screen.rows[row].find((s) => s.number === num);
}
EOF
cat > src/allocate.ts <<'EOF'
import { Booking, Screen, Seat } from "./types.js";
import { seatLabel } from "./layout.js";

const HOLD_MINUTES = 8;

export function contiguousBlock(row: Seat[], count: number, taken: Set<string>): Seat[] | null {
  for (let start = 0; start + count <= row.length; start++) {
    const block = row.slice(start, start + count);
    if (block.every((s) => !taken.has(seatLabel(s)))) return block;
  }
}

export function allocate(screen: Screen, count: number, taken: Set<string>, accessible = false): Booking | null {
  const order = Object.keys(screen.rows).sort((a, b) => middleDistance(a) - middleDistance(b));
  for (const letter of order) {
    const block = contiguousBlock(screen.rows[letter], count, taken);
    if (block) {
      const until = new Date(Date.now() + HOLD_MINUTES * 60_000);
      block.forEach((s) => (s.heldUntil = until));
      return { ref: makeRef(screen.id), screenId: screen.id, seats: block, accessible, promoCode: undefined };
    }
  }
  return null;
}

function middleDistance(letter: string): number {
  return Math.abs(letter.charCodeAt(0) - "F".charCodeAt(0));
}

function makeRef(screenId: number): string {
  const stamp = Date.now().toString(36).toUpperCase();
  return `S${screenId}-${stamp}`;
}
EOF
cat > src/pricing.ts <<'EOF'
import { Booking, SeatKind } from "./types.js";

const BASE: Record<SeatKind, number> = {
  standard: 9.5,
  premium: 13.0,
  wheelchair: 9.5,
};

export function price(b: Booking, matinee: boolean): number {
  let total = 0;
  for (const s of b.seats) {
    total += BASE[s.kind];
  }
  if (matinee) total *= 0.8;
  if (b.promoCode.startsWith("STUDENT")) total -= 2;
  return Math.round(total * 100) / 100;
}

export function describe(b: Booking): string {
  const seats = b.seats.map((s) => s.row + s.number).join(", ");
  return `${b.ref}: ${seats} (${b.seats.length} seats)`;
}
EOF
cat > src/main.ts <<'EOF'
import { buildScreen } from "./layout.js";
import { allocate } from "./allocate.js";
import { price, describe } from "./pricing.js";

const screen = buildScreen(3, "Screen 3 - Orion", "ABCDEFGHJ", 14);
const taken = new Set(["F5", "F6", "F7", "E7"]);
const booking = allocate(screen, 4, taken);
console.log(describe(booking));
console.log("price:", price(booking, "yes"));
const unusedTotal = 0;
EOF
cat > src/refunds.ts <<'EOF'
import { Booking } from "./types.js";

export interface Refund {
  ref: string;
  amount: number;
  reason: "cancelled-show" | "customer" | "duplicate";
}

export function refundFor(b: Booking, paid: number, reason: Refund["reason"]): Refund {
  const hoursToShow = 12;
  let amount = paid;
  if (reason === "customer" && hoursToShow < 24) {
    amount = paid * 0.5;
  }
  return { ref: b.ref, amount, reason: reason.toUpperCase() };
}

export function totalRefunded(refunds: Refund[]): number {
  return refunds.reduce((sum, r) => sum + r.amount);
}

export function byReason(refunds: Refund[]) {
  const out: Record<string, Refund[]> = {};
  for (const r of refunds) {
    (out[r.reason] ??= []).push(r);
  }
  return out.cancelled_show.length;
}
EOF
cat > src/report.ts <<'EOF'
import { Screen } from "./types.js";

export function occupancy(screen: Screen, taken: Set<string>): number {
  let seats = 0;
  for (const row in screen.rows) {
    seats += screen.rows[row].length;
  }
  return taken.size / seats;
}

export function occupancyTable(screens: Screen[], takenById: Map<number, Set<string>>): string {
  return screens
    .map((s) => {
      const pct = occupancy(s, takenById.get(s.id)) * 100;
      return `${s.name.padEnd(20)} ${pct.toFixed(1)}%`;
    })
    .join("\n");
}

export function busiest(screens: Screen[], takenById: Map<number, Set<string>>): Screen {
  let best;
  let bestPct = -1;
  for (const s of screens) {
    const pct = occupancy(s, takenById.get(s.id) ?? new Set());
    if (pct > bestPct) {
      best = s;
      bestPct = pct;
    }
  }
  return best;
}

export function rowLetters(screen: Screen): string[] {
  return Object.keys(screen.rows).sort((a, b) => a - b);
}
EOF
cat > src/api.ts <<'EOF'
import { allocate } from "./allocate.js";
import { buildScreen } from "./layout.js";
import type { Booking } from "./types.js";

interface HoldRequest {
  screenId: number;
  count: number;
  accessible?: boolean;
}

const screens = new Map([[3, buildScreen(3, "Orion", "ABCDEFGHJ", 14)]]);

export async function handleHold(body: unknown): Promise<Booking> {
  const req = body as HoldRequest;
  const screen = screens.get(req.screenId);
  const taken = new Set<string>();
  const booking = allocate(screen, req.count, taken, req.accessible);
  if (!booking) {
    throw new Error(`no block of ${req.count} seats`);
  }
  return booking;
}

export function parseCount(q: string | undefined): number {
  const n = Number(q);
  if (Number.isNaN(n)) {
    return "1";
  }
  return n;
}

export function seatsParam(booking: Booking): string {
  return booking.seats.map((s) => s.label).join(",");
}
EOF
npm run typecheck 2>&1 | neut > "$OUT"
