#!/usr/bin/env bash
# A barbershop booking service (Node) replays a day of requests, logging each one; a
# reminder job's promise rejects with an error that has a cause, and nobody catches it.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/barbershop-booking
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-node-barbershop-rejection.txt}
rm -rf "$P"; mkdir -p "$P/src"
cd "$P"
cat > package.json <<'EOF'
{ "name": "barbershop-booking", "version": "2.0.1", "type": "module", "scripts": { "replay": "node src/replay.js" } }
EOF
cat > src/chairs.js <<'EOF'
export const CHAIRS = ["chair-1 (Marco)", "chair-2 (Ines)", "chair-3 (Tobi)", "chair-4 (Yuki)"];
export const SERVICES = { cut: 30, "cut+beard": 45, "hot-towel-shave": 40, "kids-cut": 20, "fade": 35 };
EOF
cat > src/sms.js <<'EOF'
export class SmsGatewayError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "SmsGatewayError";
  }
}

export async function sendSms(phone, text) {
  await new Promise((r) => setTimeout(r, 2));
  if (!/^\+\d{8,15}$/.test(phone)) {
    throw new TypeError(`invalid E.164 number: "${phone}"`);
  }
  return { id: `sms-${phone.slice(-4)}`, chars: text.length };
}
EOF
cat > src/reminders.js <<'EOF'
import { sendSms, SmsGatewayError } from "./sms.js";

async function remind(booking) {
  try {
    return await sendSms(booking.phone, `Reminder: ${booking.service} at ${booking.time}, ${booking.chair}`);
  } catch (err) {
    throw new SmsGatewayError(`reminder for booking ${booking.id} not sent`, { cause: err });
  }
}

export async function remindTomorrow(bookings) {
  for (const b of bookings) {
    await remind(b);
  }
}
EOF
cat > src/replay.js <<'EOF'
import { CHAIRS, SERVICES } from "./chairs.js";
import { remindTomorrow } from "./reminders.js";

let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const names = ["Ali", "Bea", "Cas", "Dov", "Eli", "Fen", "Gus", "Hal", "Ida", "Jon", "Kit", "Lou", "Mo", "Nia", "Oz", "Pia"];
const services = Object.keys(SERVICES);
const bookings = [];
let t = Date.UTC(2026, 8, 12, 8, 0, 0);
const ts = () => new Date(t).toISOString();

console.log(`${ts()} info  replay: loading 1 day of traffic for shop=north-quay`);
for (let i = 1; i <= 1580; i++) {
  t += Math.floor(rnd() * 25000) + 2000;
  const r = rnd();
  const ms = Math.floor(rnd() * 90) + 3;
  if (r < 0.45) {
    console.log(`${ts()} info  http: GET /api/slots?date=2026-09-13&service=${pick(services)} 200 ${ms}ms`);
  } else if (r < 0.75) {
    const b = { id: `bk-${4000 + i}`, chair: pick(CHAIRS), service: pick(services), time: `${9 + Math.floor(rnd() * 9)}:${pick(["00", "15", "30", "45"])}`,
                phone: `+4479${String(Math.floor(rnd() * 1e8)).padStart(8, "0")}`, name: pick(names) };
    if (i >= 1203 && !bookings.some((x) => x.phone.startsWith("0"))) b.phone = "07911 123456";
    bookings.push(b);
    console.log(`${ts()} info  http: POST /api/bookings 201 ${ms}ms id=${b.id} chair="${b.chair}" service=${b.service}`);
  } else if (r < 0.85) {
    console.log(`${ts()} info  http: GET /api/bookings/bk-${4000 + Math.floor(rnd() * i)} 200 ${ms}ms`);
  } else if (r < 0.93) {
    console.log(`${ts()} info  http: DELETE /api/bookings/bk-${4000 + Math.floor(rnd() * i)} 204 ${ms}ms`);
  } else if (r < 0.985) {
    console.log(`${ts()} warn  http: POST /api/bookings 409 ${ms}ms slot taken chair="${pick(CHAIRS)}"`);
  } else {
    console.log(`${ts()} warn  http: GET /api/slots 429 ${ms}ms rate limited ip=10.0.${Math.floor(rnd() * 255)}.${Math.floor(rnd() * 255)}`);
  }
}
t += 60000;
console.log(`${ts()} info  jobs: reminder job started for ${bookings.length} bookings`);
remindTomorrow(bookings);
EOF
{
  echo '$ node src/replay.js'
  timeout 120 node src/replay.js 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
