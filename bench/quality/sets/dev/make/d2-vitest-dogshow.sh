#!/usr/bin/env bash
# d2-vitest-dogshow: dog-show judging sheet (ESM JavaScript); npx vitest run with several failing tests showing diffs.
# Prints the command output (cmd 2>&1) with machine paths neutralised. Installs vitest@1.6.0 from the npm registry.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/ringside
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "ringside",
  "version": "1.3.0",
  "private": true,
  "type": "module",
  "scripts": { "test": "vitest run" },
  "devDependencies": { "vitest": "1.6.0" }
}
EOF
cat > src/scoring.js <<'EOF'
export const CRITERIA = { gait: 25, coat: 15, head: 20, body: 25, temperament: 15 };

export function weightedScore(marks) {
  let total = 0;
  for (const [k, weight] of Object.entries(CRITERIA)) {
    const m = marks[k];
    if (m === undefined) throw new Error(`missing mark for ${k}`);
    if (m < 0 || m > 10) throw new RangeError(`mark for ${k} out of range: ${m}`);
    total += (m / 10) * weight;
  }
  return Math.round(total * 10) / 10;
}

export function averageAcrossJudges(sheets) {
  const scores = sheets.map(weightedScore);
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}
EOF
cat > src/placings.js <<'EOF'
import { averageAcrossJudges } from "./scoring.js";

export function placeClass(entries) {
  const scored = entries.map((e) => ({ ...e, score: averageAcrossJudges(e.sheets) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map((e, i) => ({ place: i + 1, ring: e.ring, name: e.name, score: e.score }));
}

export function rosettes(placings) {
  const colours = ["red", "blue", "yellow", "white"];
  return placings.slice(0, 4).map((p, i) => ({ ring: p.ring, rosette: colours[i] }));
}

export function bestInGroup(winners) {
  return winners.reduce((best, w) => (w.score > best.score ? w : best));
}
EOF
cat > src/sheet.js <<'EOF'
export function parseSheetLine(line) {
  const [ring, judge, ...marks] = line.split(",").map((s) => s.trim());
  const [gait, coat, head, body, temperament] = marks.map(Number);
  return { ring: Number(ring), judge, marks: { gait, coat, head, body, temperament } };
}

export function formatRing(n) {
  return `#${String(n).padStart(3, "0")}`;
}

export function judgeInitials(name) {
  return name
    .split(/\s+/)
    .map((p) => p[0].toUpperCase())
    .join(".");
}
EOF
cat > test/scoring.test.js <<'EOF'
import { describe, expect, it } from "vitest";
import { weightedScore, averageAcrossJudges } from "../src/scoring.js";

const perfect = { gait: 10, coat: 10, head: 10, body: 10, temperament: 10 };

describe("weightedScore", () => {
  it("gives 100 for a perfect sheet", () => {
    expect(weightedScore(perfect)).toBe(100);
  });
  it("weights gait and body most", () => {
    expect(weightedScore({ ...perfect, gait: 5 })).toBe(87.5);
  });
  it("rejects marks above ten", () => {
    expect(() => weightedScore({ ...perfect, coat: 11 })).toThrow(RangeError);
  });
  it("rejects a sheet without temperament", () => {
    const { temperament, ...rest } = perfect;
    expect(() => weightedScore(rest)).toThrow("missing mark for temperament");
  });
});

describe("averageAcrossJudges", () => {
  it("averages three judges", () => {
    const sheets = [perfect, { ...perfect, head: 6 }, { ...perfect, coat: 7 }];
    expect(averageAcrossJudges(sheets)).toBe(95.8);
  });
  it("returns 0 for no sheets", () => {
    expect(averageAcrossJudges([])).toBe(0);
  });
});
EOF
cat > test/placings.test.js <<'EOF'
import { describe, expect, it } from "vitest";
import { placeClass, rosettes, bestInGroup } from "../src/placings.js";

const sheet = (g, c, h, b, t) => ({ gait: g, coat: c, head: h, body: b, temperament: t });

const entries = [
  { ring: 14, name: "Brackenhill Juniper", sheets: [sheet(9, 8, 9, 9, 8), sheet(9, 9, 8, 9, 9)] },
  { ring: 22, name: "Oakmere Tansy", sheets: [sheet(8, 9, 9, 8, 10), sheet(9, 8, 9, 8, 9)] },
  { ring: 7, name: "Fellside Rowan", sheets: [sheet(7, 7, 8, 8, 9), sheet(8, 7, 7, 8, 8)] },
  { ring: 31, name: "Larchwood Pip", sheets: [sheet(9, 8, 9, 9, 8), sheet(9, 9, 8, 9, 9)] },
];

describe("placeClass", () => {
  it("orders by average score, ties keep catalogue order", () => {
    const placings = placeClass(entries);
    expect(placings.map((p) => p.ring)).toEqual([14, 31, 22, 7]);
  });
  it("reports placings with scores", () => {
    expect(placeClass(entries)[0]).toEqual({ place: 1, ring: 14, name: "Brackenhill Juniper", score: 87.75 });
  });
  it("shares a place on an exact tie", () => {
    const placings = placeClass(entries);
    expect(placings[1]).toMatchObject({ place: 1, ring: 31 });
  });
});

describe("rosettes", () => {
  it("awards four colours", () => {
    const r = rosettes(placeClass(entries));
    expect(r).toEqual([
      { ring: 14, rosette: "red" },
      { ring: 31, rosette: "blue" },
      { ring: 22, rosette: "yellow" },
      { ring: 7, rosette: "green" },
    ]);
  });
});

describe("bestInGroup", () => {
  it("picks the highest scorer", () => {
    expect(bestInGroup([{ score: 80 }, { score: 91 }, { score: 85 }])).toEqual({ score: 91 });
  });
  it("handles an empty group", () => {
    expect(bestInGroup([])).toBeNull();
  });
});
EOF
cat > test/sheet.test.js <<'EOF'
import { describe, expect, it, test } from "vitest";
import { parseSheetLine, formatRing, judgeInitials } from "../src/sheet.js";

describe("parseSheetLine", () => {
  it("reads a CSV line", () => {
    expect(parseSheetLine("14, Mrs A. Penrose, 9, 8, 9, 9, 8")).toEqual({
      ring: 14,
      judge: "Mrs A. Penrose",
      marks: { gait: 9, coat: 8, head: 9, body: 9, temperament: 8 },
    });
  });
  it.skip("accepts half marks written with a comma decimal", () => {
    expect(parseSheetLine("14; Penrose; 8,5; 8; 9; 9; 8").marks.gait).toBe(8.5);
  });
  it.todo("rejects lines with a missing judge");
});

test("formatRing pads to three digits", () => {
  expect(formatRing(7)).toBe("#007");
});

test("judgeInitials", () => {
  expect(judgeInitials("Mrs A. Penrose")).toBe("M.A.P");
  expect(judgeInitials("  Dr Kwame  Boateng ")).toBe("D.K.B");
});
EOF
npm install --no-audit --no-fund --silent >/dev/null 2>&1
npx vitest run 2>&1 | neutral
