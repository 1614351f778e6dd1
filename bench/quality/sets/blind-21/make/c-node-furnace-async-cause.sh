#!/bin/bash
# Node thrown error in an async chain with Error.cause, in a glass-furnace annealing-schedule runner.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/annealer; rm -rf "$P"; mkdir -p "$P/lib"; cd "$P"
cat > package.json <<'JS'
{ "name": "annealer", "version": "1.2.0", "type": "commonjs" }
JS
cat > lib/profile.js <<'JS'
const fs = require('node:fs/promises');

async function readProfile(file) {
  const text = await fs.readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`annealing profile ${file} is not valid JSON`, { cause: err });
  }
}

function validateSegment(seg, i) {
  if (typeof seg.rampCPerHour !== 'number') {
    throw new TypeError(`segment ${i}: rampCPerHour must be a number, got ${typeof seg.rampCPerHour}`);
  }
  if (seg.rampCPerHour > 120) {
    throw new RangeError(`segment ${i}: ramp ${seg.rampCPerHour} C/h exceeds 120 C/h for soda-lime glass`);
  }
}
module.exports = { readProfile, validateSegment };
JS
cat > lib/kiln.js <<'JS'
const { readProfile, validateSegment } = require('./profile');

class ScheduleError extends Error {
  constructor(msg, opts) { super(msg, opts); this.name = 'ScheduleError'; }
}

async function planSchedule(file) {
  const profile = await readProfile(file);
  profile.segments.forEach(validateSegment);
  let minutes = 0;
  for (const s of profile.segments) minutes += Math.abs(s.targetC - s.fromC) / s.rampCPerHour * 60 + s.soakMin;
  return { name: profile.name, minutes: Math.round(minutes) };
}

async function runBatch(files) {
  const out = [];
  for (const f of files) {
    try {
      out.push(await planSchedule(f));
    } catch (err) {
      throw new ScheduleError(`cannot plan batch: ${f} rejected`, { cause: err });
    }
  }
  return out;
}
module.exports = { runBatch };
JS
mkdir -p profiles
cat > profiles/bowls-6mm.json <<'JS'
{ "name": "bowls 6mm", "segments": [ { "fromC": 20, "targetC": 515, "rampCPerHour": 110, "soakMin": 30 },
  { "fromC": 515, "targetC": 370, "rampCPerHour": 60, "soakMin": 0 } ] }
JS
cat > profiles/paperweights.json <<'JS'
{ "name": "paperweights", "segments": [ { "fromC": 20, "targetC": 515, "rampCPerHour": 90, "soakMin": 120 },
  { "fromC": 515, "targetC": 370, "rampCPerHour": 180, "soakMin": 0 } ] }
JS
cat > main.js <<'JS'
const { runBatch } = require('./lib/kiln');

async function main() {
  const plans = await runBatch(process.argv.slice(2));
  for (const p of plans) console.log(`${p.name}: ${p.minutes} min`);
}
main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
JS
run "node main.js profiles/bowls-6mm.json profiles/paperweights.json" | neutral > "$OUTDIR/c-node-furnace-async-cause.txt"
