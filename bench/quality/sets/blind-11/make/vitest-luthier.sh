#!/usr/bin/env bash
# vitest run of a luthier's fret-position and string-tension calculator with failing
# tests. Output: outputs/vitest-luthier.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/fretwork
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"

cat > package.json <<'X'
{
  "name": "fretwork",
  "version": "0.8.0",
  "private": true,
  "type": "module",
  "scripts": { "test": "vitest run" },
  "devDependencies": { "vitest": "^2.1.9" }
}
X
cat > src/frets.js <<'X'
/** Distance from the nut to fret n, 12-TET, in mm. */
export function fretPosition(scaleMm, n) {
  return +(scaleMm - scaleMm / 2 ** (n / 12)).toFixed(2);
}

export function fretTable(scaleMm, frets = 22) {
  const out = [];
  for (let n = 1; n <= frets; n++) out.push({ fret: n, fromNut: fretPosition(scaleMm, n) });
  return out;
}

/** Fanned frets: bass and treble scale lengths, perpendicular fret index. */
export function fannedOffset(bassMm, trebleMm, n, perpendicular = 7) {
  const b = fretPosition(bassMm, n) - fretPosition(bassMm, perpendicular);
  const t = fretPosition(trebleMm, n) - fretPosition(trebleMm, perpendicular);
  return +(b - t).toFixed(2);
}
X
cat > src/tension.js <<'X'
const STEEL_DENSITY = 7850; // kg/m3

const NOTE = { E2: 82.41, A2: 110.0, D3: 146.83, G3: 196.0, B3: 246.94, E4: 329.63 };

export function unitWeight(gaugeInch) {
  const r = (gaugeInch * 0.0254) / 2;
  return Math.PI * r * r * STEEL_DENSITY; // kg/m
}

/** Tension in newtons. */
export function tension(gaugeInch, scaleMm, note) {
  const f = NOTE[note];
  if (f === undefined) throw new Error(`unknown note ${note}`);
  const L = scaleMm / 1000;
  return unitWeight(gaugeInch) * (2 * L * f) ** 2;
}

export function tensionKg(gaugeInch, scaleMm, note) {
  return Math.round((tension(gaugeInch, scaleMm, note) / 9.80665) * 10) / 10;
}

export function setTension(set, scaleMm) {
  return set.reduce((sum, [g, n]) => sum + tensionKg(g, scaleMm, n), 0);
}
X
cat > src/nut.js <<'X'
/** String spacing across the nut, centre to centre, compensating for string gauges. */
export function nutSlots(widthMm, edgeMm, gaugesInch) {
  const usable = widthMm - 2 * edgeMm;
  const dia = gaugesInch.map((g) => g * 25.4);
  const gap = (usable - dia.reduce((a, b) => a + b, 0)) / (gaugesInch.length - 1);
  const out = [];
  let x = edgeMm;
  for (const d of dia) {
    out.push(+(x + d / 2).toFixed(2));
    x += d + gap;
  }
  return out;
}
X
cat > test/frets.test.js <<'X'
import { describe, expect, it } from "vitest";
import { fannedOffset, fretPosition, fretTable } from "../src/frets.js";

describe("fretPosition", () => {
  it.each([
    [648, 12, 324.0],
    [648, 5, 162.65],
    [628.65, 12, 314.33],
    [628.65, 7, 209.18],
    [864, 24, 648.0],
  ])("scale %d fret %d -> %d mm", (scale, n, mm) => {
    expect(fretPosition(scale, n)).toBeCloseTo(mm, 2);
  });

  it("octave is half the scale", () => {
    expect(fretPosition(650, 12)).toBe(325);
  });
});

describe("fretTable", () => {
  it("has 22 frets by default", () => {
    expect(fretTable(648)).toHaveLength(22);
  });

  it("first and last entries", () => {
    const t = fretTable(648, 24);
    expect(t[0]).toEqual({ fret: 1, fromNut: 36.37 });
    expect(t.at(-1)).toEqual({ fret: 24, fromNut: 486.0 });
  });
});

describe("fannedOffset", () => {
  it("is zero at the perpendicular fret", () => {
    expect(fannedOffset(686, 648, 7)).toBe(0);
  });

  it("grows towards the nut", () => {
    expect(fannedOffset(686, 648, 1)).toBeLessThan(0);
  });
});
X
cat > test/tension.test.js <<'X'
import { describe, expect, it } from "vitest";
import { setTension, tensionKg, unitWeight } from "../src/tension.js";

const LIGHT = [[0.010, "E4"], [0.013, "B3"], [0.017, "G3"], [0.026, "D3"], [0.036, "A2"], [0.046, "E2"]];

describe("unitWeight", () => {
  it("is positive and grows with gauge", () => {
    expect(unitWeight(0.010)).toBeGreaterThan(0);
    expect(unitWeight(0.046)).toBeGreaterThan(unitWeight(0.010));
  });
});

describe("tensionKg", () => {
  it("plain high E on a 648 mm scale is about 7.4 kg", () => {
    expect(tensionKg(0.010, 648, "E4")).toBeCloseTo(7.4, 0);
  });

  it("rejects unknown notes", () => {
    expect(() => tensionKg(0.010, 648, "F#4")).toThrowError(/unknown note F#4/);
  });

  it("drop D lowers the sixth string tension", () => {
    expect(tensionKg(0.046, 648, "D2")).toBeLessThan(tensionKg(0.046, 648, "E2"));
  });
});

describe("setTension", () => {
  it("a light set sums to roughly 48 kg", () => {
    expect(setTension(LIGHT, 648)).toBeGreaterThan(40);
    expect(setTension(LIGHT, 648)).toBeLessThan(55);
  });

  it.skip("wound strings use core-to-wrap ratio", () => {});
});
X
cat > test/nut.test.js <<'X'
import { expect, it } from "vitest";
import { nutSlots } from "../src/nut.js";

it("six slots inside the edges", () => {
  const s = nutSlots(43, 3.5, [0.010, 0.013, 0.017, 0.026, 0.036, 0.046]);
  expect(s).toHaveLength(6);
  expect(s).toEqual([3.63, 10.71, 17.83, 25.02, 32.27, 39.5]);
});

it.todo("classical 52 mm nut with nylon gauges");
X

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/\r//g'
}
{
  echo "$ npx vitest run"
  CI=1 NO_COLOR=1 npx vitest run 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
