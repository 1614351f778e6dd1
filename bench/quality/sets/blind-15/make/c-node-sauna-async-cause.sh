#!/usr/bin/env bash
# c-node-sauna-async-cause: a Node nightly job for a public sauna's booking
# system runs through its bookings, then an error thrown deep in an async chain
# is wrapped (Error cause) and printed by the top-level catch.
# Usage: WORK=<scratch dir> bash c-node-sauna-async-cause.sh > ../outputs/c-node-sauna-async-cause.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/loylybook
rm -rf "$P"; mkdir -p "$P/src" "$P/data"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > package.json <<'T'
{ "name": "loylybook", "version": "3.2.0", "type": "module", "private": true,
  "scripts": { "nightly": "node src/nightly.js" } }
T
node - <<'T'
const fs = require("node:fs");
const names = ["aino", "eero", "kaisa", "lauri", "mirja", "oskari", "pirkko", "sami", "tuula", "veikko", "hilkka", "juho"];
const rooms = ["smoke", "wood-1", "wood-2", "electric", "lakeside"];
let seed = 11;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const rows = [];
for (let i = 1; i <= 140; i++) {
  const h = 7 + Math.floor(rnd() * 14);
  rows.push({
    id: `BK-${String(4000 + i)}`,
    member: names[Math.floor(rnd() * names.length)],
    room: rooms[Math.floor(rnd() * rooms.length)],
    start: `2026-01-23T${String(h).padStart(2, "0")}:${rnd() < 0.5 ? "00" : "30"}:00`,
    minutes: [60, 90, 120][Math.floor(rnd() * 3)],
    towels: Math.floor(rnd() * 3),
  });
}
rows[117].start = "2026-01-23T24:30:00";
fs.writeFileSync("data/bookings-2026-01-23.json", JSON.stringify(rows, null, 1));
fs.writeFileSync("data/tariff.json", JSON.stringify({ smoke: 24, "wood-1": 16, "wood-2": 16, electric: 11, lakeside: 30, towel: 3 }));
T
cat > src/store.js <<'T'
import { readFile } from "node:fs/promises";

export async function bookingsFor(day) {
  return JSON.parse(await readFile(new URL(`../data/bookings-${day}.json`, import.meta.url), "utf8"));
}

export async function tariff() {
  return JSON.parse(await readFile(new URL("../data/tariff.json", import.meta.url), "utf8"));
}
T
cat > src/slots.js <<'T'
export function parseSlot(b) {
  const start = new Date(b.start + "Z");
  if (Number.isNaN(start.getTime())) {
    throw new TypeError(`invalid start time "${b.start}" in booking ${b.id}`);
  }
  return { start, end: new Date(start.getTime() + b.minutes * 60000) };
}

export async function heatSchedule(bookings) {
  const byRoom = new Map();
  for (const b of bookings) {
    const { start, end } = parseSlot(b);
    const list = byRoom.get(b.room) ?? [];
    list.push({ id: b.id, start, end });
    byRoom.set(b.room, list);
  }
  return byRoom;
}
T
cat > src/invoice.js <<'T'
import { heatSchedule } from "./slots.js";
import { tariff } from "./store.js";

export async function invoiceDay(bookings, log) {
  const t = await tariff();
  const lines = [];
  for (const b of bookings) {
    const price = (t[b.room] * b.minutes) / 60 + b.towels * t.towel;
    lines.push({ id: b.id, member: b.member, price });
    log(`invoice ${b.id} ${b.member.padEnd(7)} ${b.room.padEnd(9)} ${String(b.minutes).padStart(3)} min  EUR ${price.toFixed(2)}`);
  }
  return lines;
}

export async function preheatPlan(bookings) {
  try {
    const sched = await heatSchedule(bookings);
    return [...sched.entries()].map(([room, list]) => ({ room, first: list.sort((a, b) => a.start - b.start)[0].start }));
  } catch (err) {
    throw new Error("could not build the preheat plan for the stove controller", { cause: err });
  }
}
T
cat > src/nightly.js <<'T'
import { invoiceDay, preheatPlan } from "./invoice.js";
import { bookingsFor } from "./store.js";

const DAY = process.argv[2] ?? "2026-01-23";
const log = (m) => console.log(`[nightly ${DAY}] ${m}`);

async function main() {
  const bookings = await bookingsFor(DAY);
  log(`${bookings.length} bookings loaded`);
  const lines = await invoiceDay(bookings, log);
  const total = lines.reduce((s, l) => s + l.price, 0);
  log(`invoiced ${lines.length} bookings, EUR ${total.toFixed(2)}`);
  const plan = await preheatPlan(bookings);
  for (const p of plan) log(`preheat ${p.room} from ${p.first.toISOString()}`);
}

main().catch((err) => {
  console.error("nightly job failed:", err);
  process.exitCode = 1;
});
T
{
  echo '$ npm run nightly'
  npm run nightly 2>&1; echo "exit status: $?"
} | neutral
