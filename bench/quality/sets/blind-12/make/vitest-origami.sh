#!/usr/bin/env bash
# vitest run on an origami crease-pattern checker (Maekawa / Kawasaki flat-foldability): two failing tests with diffs, one skipped.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/vitest-origami.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/crease-check
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'X'
{
  "name": "crease-check",
  "version": "0.5.2",
  "private": true,
  "type": "module",
  "scripts": { "test": "vitest run" },
  "devDependencies": { "vitest": "^2.1.4" }
}
X
cat > src/vertex.js <<'X'
/** A crease-pattern vertex: creases around it, angles in degrees, M = mountain, V = valley. */
export function sortedCreases(creases) {
  return [...creases].sort((a, b) => a.angle - b.angle);
}

export function sectorAngles(creases) {
  const s = sortedCreases(creases);
  return s.map((c, i) => {
    const next = s[(i + 1) % s.length];
    const d = next.angle - c.angle;
    return d <= 0 ? d + 360 : d;
  });
}

/** Maekawa: |M - V| = 2 at an interior flat-foldable vertex. */
export function maekawa(creases) {
  const m = creases.filter((c) => c.kind === "M").length;
  const v = creases.filter((c) => c.kind === "V").length;
  return Math.abs(m - v) === 2;
}

/** Kawasaki: alternating sector angles sum to 180. */
export function kawasaki(creases, eps = 1e-9) {
  const a = sectorAngles(creases);
  if (a.length % 2) return false;
  const odd = a.filter((_, i) => i % 2 === 0).reduce((x, y) => x + y, 0);
  return Math.abs(odd - 180) < eps;
}

export function classify(creases) {
  return {
    degree: creases.length,
    maekawa: maekawa(creases),
    kawasaki: kawasaki(creases),
    sectors: sectorAngles(creases).map((x) => Math.round(x * 100) / 100),
  };
}
X
cat > src/pattern.js <<'X'
import { classify } from "./vertex.js";

export function parsePattern(text) {
  const vertices = [];
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (!t || t.startsWith("#")) continue;
    const [id, rest] = t.split(":");
    const creases = rest.trim().split(/\s+/).map((tok) => {
      const kind = tok.at(-1);
      return { angle: Number(tok.slice(0, -1)), kind };
    });
    vertices.push({ id: id.trim(), creases });
  }
  return vertices;
}

export function report(text) {
  return parsePattern(text).map((v) => ({ id: v.id, ...classify(v.creases) }));
}

export function flatFoldable(text) {
  return report(text).every((v) => v.maekawa && v.kawasaki);
}
X
cat > test/vertex.test.js <<'X'
import { describe, expect, it } from "vitest";
import { classify, kawasaki, maekawa, sectorAngles } from "../src/vertex.js";

const waterbomb = [
  { angle: 0, kind: "V" }, { angle: 45, kind: "M" }, { angle: 90, kind: "V" }, { angle: 135, kind: "M" },
  { angle: 180, kind: "V" }, { angle: 225, kind: "M" }, { angle: 270, kind: "V" }, { angle: 315, kind: "M" },
];
const birdBase = [
  { angle: 0, kind: "M" }, { angle: 90, kind: "V" }, { angle: 157.5, kind: "M" }, { angle: 270, kind: "M" },
];

describe("sector angles", () => {
  it("sums to 360", () => {
    expect(sectorAngles(birdBase).reduce((a, b) => a + b)).toBe(360);
  });
  it("handles unsorted input", () => {
    expect(sectorAngles([{ angle: 270 }, { angle: 0 }, { angle: 90 }, { angle: 180 }])).toEqual([90, 90, 90, 90]);
  });
});

describe("maekawa", () => {
  it("accepts a degree-4 vertex with 3 mountains and 1 valley", () => {
    expect(maekawa(birdBase)).toBe(true);
  });
  it("rejects the waterbomb base vertex as drawn", () => {
    expect(maekawa(waterbomb)).toBe(false);
  });
});

describe("kawasaki", () => {
  it("accepts a square-twist corner", () => {
    expect(kawasaki([{ angle: 0 }, { angle: 90 }, { angle: 180 }, { angle: 270 }])).toBe(true);
  });
  it("accepts the bird base vertex", () => {
    expect(kawasaki(birdBase)).toBe(true);
  });
  it("tolerates floating point from 22.5-degree grids", () => {
    const c = [0, 22.5, 112.5, 202.5].map((angle) => ({ angle }));
    expect(kawasaki(c)).toBe(true);
  });
});

describe("classify", () => {
  it("reports the bird base", () => {
    expect(classify(birdBase)).toEqual({
      degree: 4,
      maekawa: true,
      kawasaki: true,
      sectors: [90, 67.5, 112.5, 90],
    });
  });
  it.skip("reports degree-6 vertices from a hexagonal grid", () => {});
});
X
cat > test/pattern.test.js <<'X'
import { describe, expect, it } from "vitest";
import { flatFoldable, parsePattern, report } from "../src/pattern.js";

const CRANE = `
# traditional crane, centre and flap vertices
c0: 0M 90V 180M 270M
f1: 0V 45M 90M 180M
f2: 0M 135V 180M 315M
`;

describe("parsePattern", () => {
  it("reads ids and creases", () => {
    const v = parsePattern(CRANE);
    expect(v).toHaveLength(3);
    expect(v[0]).toEqual({ id: "c0", creases: [
      { angle: 0, kind: "M" }, { angle: 90, kind: "V" }, { angle: 180, kind: "M" }, { angle: 270, kind: "M" },
    ] });
  });
  it("ignores comments and blank lines", () => {
    expect(parsePattern("# x\n\n a: 0M 180V")).toHaveLength(1);
  });
});

describe("report", () => {
  it("flags the non-flat-foldable flap vertex", () => {
    const bad = report(CRANE).filter((v) => !v.kawasaki).map((v) => v.id);
    expect(bad).toEqual(["f2"]);
  });
  it("says the crane is not flat-foldable as transcribed", () => {
    expect(flatFoldable(CRANE)).toBe(false);
  });
});
X
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
{ echo '$ npx vitest run'; CI=1 npx vitest run 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
