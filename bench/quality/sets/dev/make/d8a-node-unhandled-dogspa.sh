#!/usr/bin/env bash
# dog-grooming salon booking sync: a node service logs each appointment it
# syncs (info/warn/debug lines, one slow-request warning, one deprecated
# option notice early), then an async reminder sender rejects with an error
# carrying a cause and nobody catches it: node dies with exit 1.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dogspa
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-node-unhandled-dogspa.txt}
rm -rf "$P"; mkdir -p "$P/lib"
cd "$P"
cat > package.json <<'EOF'
{ "name": "dogspa-sync", "version": "1.8.4", "type": "module", "private": true }
EOF
cat > lib/log.js <<'EOF'
let t = Date.UTC(2026, 4, 9, 7, 0, 0);
export function log(level, component, msg) {
  t += 1370;
  const ts = new Date(t).toISOString();
  console.log(`${ts} ${level.toUpperCase().padEnd(5)} [${component}] ${msg}`);
}
EOF
cat > lib/reminders.js <<'EOF'
import { log } from './log.js';

export class ReminderError extends Error {}

const TEMPLATES = {
  bath: 'Hi {owner}, {dog} is booked for a bath at {time}.',
  full: 'Hi {owner}, {dog} is booked for a full groom at {time}. Please arrive 10 minutes early.',
  nails: 'Hi {owner}, nail trim for {dog} at {time}.',
};

function render(kind, appt) {
  const tpl = TEMPLATES[kind];
  return tpl.replace('{owner}', appt.owner).replace('{dog}', appt.dog).replace('{time}', appt.time);
}

export async function sendReminder(appt) {
  await new Promise((r) => setTimeout(r, 1));
  try {
    const text = render(appt.service, appt);
    log('info', 'sms', `queued reminder for ${appt.phone}: ${text.length} chars`);
  } catch (err) {
    throw new ReminderError(`cannot build reminder for appointment ${appt.id} (${appt.dog})`, { cause: err });
  }
}
EOF
cat > sync.js <<'EOF'
import { log } from './lib/log.js';
import { sendReminder } from './lib/reminders.js';

const dogs = ['Biscuit', 'Mochi', 'Pepper', 'Juniper', 'Otis', 'Luna', 'Waffles', 'Ziggy', 'Nala', 'Bruno'];
const owners = ['A. Lindqvist', 'R. Osei', 'M. Duarte', 'K. Nakamura', 'S. Byrne', 'T. Haas'];
const services = ['bath', 'full', 'nails'];
const groomers = ['Carla', 'Dev', 'Hanne'];

log('info', 'boot', 'dogspa-sync 1.8.4 starting (node ' + process.version + ')');
log('warn', 'config', 'option "smsGateway.legacyAuth" is deprecated and will be removed in 2.0; use smsGateway.token');
log('info', 'config', 'salon=harbour-street timezone=Europe/Dublin slots=30min');

const appts = [];
for (let i = 1; i <= 96; i++) {
  const hour = 8 + Math.floor((i * 30) / 60) % 10;
  appts.push({
    id: `APT-${5200 + i}`,
    dog: dogs[i % dogs.length],
    owner: owners[i % owners.length],
    phone: `+353 87 ${String(1000000 + i * 7919).slice(0, 7)}`,
    service: i === 71 ? 'deshed' : services[i % services.length],
    groomer: groomers[i % groomers.length],
    time: `${String(hour).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  });
}

for (const a of appts) {
  log('info', 'sync', `${a.id} ${a.dog.padEnd(8)} ${a.service.padEnd(6)} with ${a.groomer.padEnd(5)} at ${a.time} -> calendar ok`);
  if (a.id === 'APT-5233') log('warn', 'calendar', 'PUT /v2/events/APT-5233 took 4812 ms (threshold 2000 ms)');
  if (a.id === 'APT-5260') log('debug', 'calendar', 'etag mismatch for APT-5260, refetched and retried once');
}
log('info', 'sync', `${appts.length} appointments synced; sending reminders`);

for (const a of appts) {
  sendReminder(a); // fire and forget
}
setTimeout(() => log('info', 'sync', 'reminder run finished'), 500);
EOF
CMD="node sync.js"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
