#!/usr/bin/env bash
# Long `node --test` (spec reporter) run of a high-ropes-course safety checker: ~1000 subtests, one failing assertion, one skip, one todo.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/ropecourse; rm -rf "$P"; mkdir -p "$P/lib" "$P/test"; cd "$P"
cat > package.json <<'X'
{ "name": "ropecourse", "version": "1.2.0", "type": "module", "private": true, "scripts": { "test": "node --test" } }
X
cat > lib/elements.js <<'X'
export const ELEMENTS = Array.from({ length: 340 }, (_, i) => ({
  id: `E${String(i + 1).padStart(3, "0")}`,
  heightM: i === 207 ? 12 : 2 + (i % 9) * 1.5,
  cableKn: 22 + (i % 5) * 4,
  level: ["green", "blue", "red", "black"][i % 4],
}));
export function minAgeFor(level) {
  return { green: 6, blue: 9, red: 12, black: 14 }[level];
}
export function cableSafe(el, loadKn) {
  return loadKn * 5 <= el.cableKn * 1.0 || el.cableKn >= 22;
}
export function harnessDue(lastCheck, today) {
  const days = (today - lastCheck) / 86400000;
  return days > 365;
}
export function groupSize(level) {
  return level === "black" ? 4 : 8;
}
export function inspectionInterval(el) {
  return el.heightM > 12 ? 30 : 90;
}
X
cat > test/elements.test.js <<'X'
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ELEMENTS, minAgeFor, cableSafe, harnessDue, groupSize, inspectionInterval } from "../lib/elements.js";

for (const el of ELEMENTS) {
  describe(`element ${el.id} (${el.level}, ${el.heightM} m)`, () => {
    it("has a minimum age", () => assert.ok(minAgeFor(el.level) >= 6));
    it("cable holds a 4 kN fall", () => assert.ok(cableSafe(el, 4)));
    it("group size is within limits", () => assert.ok(groupSize(el.level) <= 8));
    it("inspection interval is set", () => {
      const expected = el.heightM >= 12 ? 30 : 90;
      assert.equal(inspectionInterval(el), expected, `element ${el.id} at ${el.heightM} m`);
    });
  });
}

describe("harness checks", () => {
  it("harness inspected 400 days ago is due", () => assert.equal(harnessDue(new Date("2023-01-01"), new Date("2024-02-05")), true));
  it("harness inspected last month is not due", () => assert.equal(harnessDue(new Date("2024-01-01"), new Date("2024-02-01")), false));
  it("auto-belay log import", { skip: "waiting for vendor log format v2" }, () => {});
  it("night climbing lighting audit", { todo: "lux meter not calibrated" }, () => {});
});
X
capture c-node-test-ropecourse-long 'node --test --test-reporter=spec'
