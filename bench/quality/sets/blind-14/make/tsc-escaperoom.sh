#!/usr/bin/env bash
# tsc --noEmit on an escape-room booking service after a type refactor: a dozen type errors.
# Output: outputs/tsc-escaperoom.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/puzzlebook
rm -rf "$P"; mkdir -p "$P/src/rooms" "$P/src/booking" "$P/src/api"
cat > "$P/package.json" <<'T'
{
  "name": "puzzlebook",
  "version": "0.7.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." },
  "devDependencies": { "typescript": "5.4.5" }
}
T
cat > "$P/tsconfig.json" <<'T'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "exactOptionalPropertyTypes": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src"]
}
T
cat > "$P/src/rooms/room.ts" <<'T'
export type Difficulty = "easy" | "medium" | "hard" | "expert";

export interface Room {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  durationMin: number;
  difficulty: Difficulty;
  accessible: boolean;
  hintBudget?: number;
}

export const ROOMS: Record<string, Room> = {
  pharaoh: { id: "pharaoh", title: "Tomb of the Last Pharaoh", minPlayers: 2, maxPlayers: 6, durationMin: 60, difficulty: "hard", accessible: false },
  lab: { id: "lab", title: "Dr Voss's Laboratory", minPlayers: 3, maxPlayers: 8, durationMin: 75, difficulty: "expert", accessible: true, hintBudget: 3 },
  heist: { id: "heist", title: "Midnight Bank Heist", minPlayers: 2, maxPlayers: 5, durationMin: 60, difficulty: "medium", accessible: true },
  cabin: { id: "cabin", title: "The Trapper's Cabin", minPlayers: 2, maxPlayers: 4, durationMin: 45, difficulty: "beginner", accessible: true },
};

export function roomById(id: string): Room {
  return ROOMS[id];
}
T
cat > "$P/src/booking/slot.ts" <<'T'
import type { Room } from "../rooms/room.js";

export interface Slot {
  roomId: string;
  start: Date;
  resetMin: number;
}

export interface Booking {
  ref: string;
  slot: Slot;
  players: number;
  leadName: string;
  email: string;
  phone?: string;
  giftVoucher?: string;
  status: "held" | "confirmed" | "cancelled";
}

export function slotEnd(slot: Slot, room: Room): Date {
  return new Date(slot.start.getTime() + (room.durationMin + slot.resetMin) * 60_000);
}

export function overlaps(a: Slot, b: Slot, room: Room): boolean {
  return a.roomId === b.roomId && a.start < slotEnd(b, room) && b.start < slotEnd(a, room);
}
T
cat > "$P/src/booking/pricing.ts" <<'T'
import type { Booking } from "./slot.js";
import { roomById } from "../rooms/room.js";

const PER_PLAYER_GBP: Record<number, number> = { 2: 32, 3: 28, 4: 25, 5: 23, 6: 22 };

export function price(b: Booking): number {
  const room = roomById(b.slot.roomId);
  const perHead = PER_PLAYER_GBP[Math.min(b.players, 6)];
  let total = perHead * b.players;
  if (room.difficulty === "expert") total += 15;
  if (b.giftVoucher) total -= voucherValue(b.giftVoucher);
  return Math.max(total, 0);
}

function voucherValue(code: string): number {
  const m = /^PB-(\d{2,3})-[A-Z]{4}$/.exec(code);
  return m ? Number(m[1]) : 0;
}

export function formatPrice(pence: number): string {
  return "£" + (pence / 100).toFixed(2);
}
T
cat > "$P/src/booking/hold.ts" <<'T'
import { ROOMS, roomById } from "../rooms/room.js";
import { overlaps, type Booking, type Slot } from "./slot.js";
import { price } from "./pricing.js";

const bookings: Booking[] = [];

export function hold(slot: Slot, players: number, lead: { name: string; email: string; phone?: string }): Booking {
  const room = roomById(slot.roomId);
  if (players < room.minPlayers || players > room.maxPlayers) {
    throw new RangeError(`${room.title} takes ${room.minPlayers}-${room.maxPlayers} players`);
  }
  const clash = bookings.find((b) => b.status !== "cancelled" && overlaps(b.slot, slot, room));
  if (clash) throw new Error(`slot taken by ${clash.ref}`);
  const booking: Booking = {
    ref: "PB" + (bookings.length + 1).toString().padStart(5, "0"),
    slot,
    players,
    leadName: lead.name,
    email: lead.email,
    phone: lead.phone,
    status: "pending",
  };
  bookings.push(booking);
  return booking;
}

export function confirm(ref: string): number {
  const b = bookings.find((x) => x.ref === ref);
  b.status = "confirmed";
  return price(b);
}

export function accessibleRooms(): string[] {
  return Object.values(ROOMS).filter((r) => r.accessible).map((r) => r.name);
}
T
cat > "$P/src/api/routes.ts" <<'T'
import { hold, confirm } from "../booking/hold.js";
import { formatPrice } from "../booking/pricing.js";

interface HoldRequest {
  room: string;
  start: string;
  players: string;
  name: string;
  email: string;
}

export function handleHold(body: HoldRequest) {
  const booking = hold({ roomId: body.room, start: body.start, resetMin: 15 }, body.players, {
    name: body.name,
    email: body.email,
  });
  return { ref: booking.ref, status: booking.status };
}

export function handleConfirm(ref: string) {
  const total = confirm(ref);
  return { ref, total: formatPrice(total), paid: false as const };
}

export async function handleCancel(ref: string): Promise<{ ok: boolean }> {
  const res = await fetch(`/internal/cancel/${ref}`, { method: "POST" });
  return res.json;
}
T
cd "$P" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
cd "$P" && {
  capture npx tsc --noEmit -p . --pretty
} 2>&1 | neutral > "$SETDIR/outputs/tsc-escaperoom.txt"
