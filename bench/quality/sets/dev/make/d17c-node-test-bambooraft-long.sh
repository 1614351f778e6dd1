#!/usr/bin/env bash
# Bamboo-raft river rental (Node): node --test with the spec reporter, ~230 tests, a few failures, a skip and a todo.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/bambooraft
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"
cd "$P"
cat > package.json <<'X'
{ "name": "bambooraft", "version": "0.9.2", "type": "module", "scripts": { "test": "node --test" } }
X
cat > lib/river.js <<'X'
export const SECTIONS = [
  { code: "S1", name: "Xingping bend", km: 4.2, grade: 1 },
  { code: "S2", name: "Nine Horses cliff", km: 6.8, grade: 2 },
  { code: "S3", name: "Yellow Cloth shoal", km: 3.1, grade: 2 },
  { code: "S4", name: "Yangdi landing", km: 7.5, grade: 1 },
];
export function tripKm(codes) {
  return codes.reduce((s, c) => s + SECTIONS.find((x) => x.code === c).km, 0);
}
export function maxGrade(codes) {
  return Math.max(...codes.map((c) => SECTIONS.find((x) => x.code === c).grade));
}
X
cat > lib/rafts.js <<'X'
export const SEATS = 4;
export function raftsNeeded(people) {
  if (people <= 0) return 0;
  return Math.ceil(people / SEATS);
}
export function price(people, hours, { child = 0 } = {}) {
  const adults = people - child;
  return adults * 45 * hours + child * 20 * hours;
}
export function lifeJackets(people, child) {
  return { adult: people - child, child };
}
X
cat > lib/schedule.js <<'X'
export function departures(startHour, endHour, everyMin) {
  const out = [];
  for (let m = startHour * 60; m < endHour * 60; m += everyMin) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return out;
}
export function riverOpen(levelCm) {
  return levelCm >= 40 && levelCm < 220;
}
X
cat > test/rafts.test.js <<'X'
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { raftsNeeded, price, lifeJackets, SEATS } from "../lib/rafts.js";

describe("raftsNeeded", () => {
  for (let p = 1; p <= 60; p++) {
    it(`${p} people`, () => assert.equal(raftsNeeded(p), Math.ceil(p / SEATS)));
  }
  it("zero people needs no raft", () => assert.equal(raftsNeeded(0), 0));
});

describe("price", () => {
  for (let h = 1; h <= 4; h++) {
    for (let p = 1; p <= 12; p++) {
      it(`${p} adults for ${h}h`, () => assert.equal(price(p, h), 45 * p * h));
    }
  }
  it("children pay the reduced rate", () => assert.equal(price(4, 2, { child: 2 }), 2 * 45 * 2 + 2 * 20 * 2));
  it("group discount from 10 people", () => assert.equal(price(10, 1), 405));
});

describe("lifeJackets", () => {
  it("splits adults and children", () => assert.deepEqual(lifeJackets(5, 2), { adult: 3, child: 2 }));
  it("toddler size for under-4s", { todo: "needs age field on bookings" }, () => {});
});
X
cat > test/river.test.js <<'X'
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { tripKm, maxGrade, SECTIONS } from "../lib/river.js";

describe("tripKm", () => {
  for (const a of SECTIONS) for (const b of SECTIONS) {
    it(`${a.code}+${b.code}`, () => assert.ok(Math.abs(tripKm([a.code, b.code]) - (a.km + b.km)) < 1e-9));
  }
  it("full river is 21.6 km", () => assert.equal(tripKm(["S1", "S2", "S3", "S4"]), 21.6));
  it("unknown section code throws a clear error", () => {
    assert.throws(() => tripKm(["S9"]), /unknown section S9/);
  });
});

describe("maxGrade", () => {
  it("single grade 1", () => assert.equal(maxGrade(["S1"]), 1));
  it("mixed grades", () => assert.equal(maxGrade(["S1", "S3"]), 2));
});
X
cat > test/schedule.test.js <<'X'
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { departures, riverOpen } from "../lib/schedule.js";

describe("departures", () => {
  it("every 30 min from 8 to 17", () => assert.equal(departures(8, 17, 30).length, 18));
  it("first is 08:00", () => assert.equal(departures(8, 17, 30)[0], "08:00"));
  it("last is 16:30", () => assert.equal(departures(8, 17, 30).at(-1), "16:30"));
});

describe("riverOpen", () => {
  for (let cm = 40; cm < 220; cm += 10) it(`open at ${cm} cm`, () => assert.equal(riverOpen(cm), true));
  it("closed in flood at 220 cm", () => assert.equal(riverOpen(220), false));
  it("closed below 40 cm", () => assert.equal(riverOpen(39), false));
  it("monsoon gauge feed", { skip: "gauge API key not configured" }, () => {});
});
X
capture d17c-node-test-bambooraft-long "node --test --test-reporter=spec"
