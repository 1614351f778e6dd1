#!/bin/bash
# Node script for a puppet-theatre booking sync that dies with an unhandled promise rejection.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/puppetbooking
rm -rf "$P"; mkdir -p "$P/lib"
cat > "$P/package.json" <<'JS'
{ "name": "puppetbooking", "version": "0.3.1", "type": "module", "private": true }
JS
cat > "$P/lib/seats.js" <<'JS'
export const HALLS = {
  marionette: { rows: 8, perRow: 14 },
  shadow: { rows: 5, perRow: 10 },
};

export async function loadBookings(hall, day) {
  await new Promise((r) => setTimeout(r, 5));
  if (day === '2026-12-24') {
    return [{ ref: 'PB-7731', seats: ['C4', 'C5'] }, { ref: 'PB-7740', seats: null }];
  }
  return [{ ref: 'PB-7001', seats: ['A1'] }];
}

export function seatIndex(hall, seat) {
  const { perRow } = HALLS[hall];
  const row = seat.charCodeAt(0) - 65;
  return row * perRow + Number(seat.slice(1)) - 1;
}
JS
cat > "$P/lib/sync.js" <<'JS'
import { loadBookings, seatIndex, HALLS } from './seats.js';

export async function occupancy(hall, day) {
  const bookings = await loadBookings(hall, day);
  const taken = new Set();
  for (const b of bookings) {
    for (const s of b.seats) taken.add(seatIndex(hall, s));
  }
  const { rows, perRow } = HALLS[hall];
  return taken.size / (rows * perRow);
}
JS
cat > "$P/sync-days.js" <<'JS'
import { occupancy } from './lib/sync.js';

const days = ['2026-12-22', '2026-12-23', '2026-12-24'];
for (const day of days) {
  occupancy('marionette', day).then((o) => {
    console.log(`${day} marionette hall ${(o * 100).toFixed(1)}% booked`);
  });
}
console.log('sync started for', days.length, 'days');
JS
cd "$P"
run node sync-days.js | neut
