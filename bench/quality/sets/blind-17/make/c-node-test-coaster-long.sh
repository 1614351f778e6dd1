#!/usr/bin/env bash
# node --test (TAP output) of a roller-coaster ride-queue planner: ~480 tests, one failure, one skip, one todo.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/ridequeue
fresh "$P"
mkdir -p src test
cat > package.json <<'JS'
{ "name": "ridequeue", "version": "0.4.0", "private": true, "type": "module",
  "scripts": { "test": "node --test test/" } }
JS
cat > src/queue.js <<'JS'
export const RIDES = {
  'thunder-loop': { seatsPerTrain: 24, trains: 3, cycleSec: 110, minHeightCm: 132 },
  'mine-runner': { seatsPerTrain: 20, trains: 2, cycleSec: 150, minHeightCm: 107 },
  'sky-viper': { seatsPerTrain: 16, trains: 2, cycleSec: 95, minHeightCm: 140 },
  'kiddie-dragon': { seatsPerTrain: 12, trains: 1, cycleSec: 80, minHeightCm: 90 },
};

export function hourlyCapacity(ride) {
  const r = RIDES[ride];
  const dispatches = Math.floor(3600 / (r.cycleSec / r.trains));
  return dispatches * r.seatsPerTrain;
}

export function waitMinutes(ride, queueLength, fastPassShare = 0) {
  const perMin = hourlyCapacity(ride) / 60;
  const standby = perMin * (1 - fastPassShare);
  return Math.ceil(queueLength / standby);
}

export function mayRide(ride, heightCm) {
  return heightCm >= RIDES[ride].minHeightCm;
}

export function singleRiderFill(emptySeats, singles) {
  return Math.min(emptySeats, singles);
}
JS
cat > test/capacity.test.js <<'JS'
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RIDES, hourlyCapacity, waitMinutes } from '../src/queue.js';

for (const ride of Object.keys(RIDES)) {
  test(`${ride} capacity is positive`, () => assert.ok(hourlyCapacity(ride) > 0));
  for (let q = 0; q <= 1500; q += 20) {
    test(`${ride} wait for queue of ${q} is finite`, () => assert.ok(Number.isFinite(waitMinutes(ride, q))));
  }
}

test('thunder-loop hourly capacity', () => {
  assert.equal(hourlyCapacity('thunder-loop'), 2352);
});

test('fast pass share lengthens standby wait', () => {
  assert.ok(waitMinutes('sky-viper', 600, 0.3) > waitMinutes('sky-viper', 600, 0));
});

test('mine-runner wait for 400 guests', () => {
  assert.equal(waitMinutes('mine-runner', 400), 9);
});
JS
cat > test/height.test.js <<'JS'
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RIDES, mayRide, singleRiderFill } from '../src/queue.js';

for (const ride of Object.keys(RIDES)) {
  for (let h = 80; h <= 200; h += 5) {
    test(`${ride} height check at ${h} cm`, () => {
      assert.equal(mayRide(ride, h), h >= RIDES[ride].minHeightCm);
    });
  }
}

test('single riders never exceed empty seats', () => {
  assert.equal(singleRiderFill(3, 10), 3);
});

test('companion rule for under-120 cm riders', { skip: 'waiting on park policy doc RQ-88' }, () => {});

test('weather closure reopens queue', { todo: 'lightning hold not modelled' }, () => {});
JS
run "node --test test/" | neutralise
