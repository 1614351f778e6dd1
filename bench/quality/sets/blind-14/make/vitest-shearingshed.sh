#!/usr/bin/env bash
# `npx vitest run` on a shearing-shed tally app: object diffs, a thrown error, a timeout,
# skipped and todo tests.
# Output: outputs/vitest-shearingshed.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/shedtally
rm -rf "$P"; mkdir -p "$P/src" "$P/test"
export npm_config_cache=$WORK/.npm-cache-shedtally
cat > "$P/package.json" <<'T'
{
  "name": "shedtally",
  "version": "1.1.0",
  "private": true,
  "type": "module",
  "scripts": { "test": "vitest run" },
  "devDependencies": { "vitest": "1.6.0" }
}
T
cat > "$P/src/tally.js" <<'T'
export const RATES = { ewe: 3.1, lamb: 2.2, ram: 6.5, crutch: 0.9 }; // dollars per head

export function tallyRun(events) {
  const out = {};
  for (const e of events) {
    const t = (out[e.shearer] ??= { total: 0, byClass: {} });
    t.total += 1;
    t.byClass[e.sheepClass] = (t.byClass[e.sheepClass] ?? 0) + 1;
  }
  return out;
}

export function pay(tally) {
  const result = {};
  for (const [name, t] of Object.entries(tally)) {
    let sum = 0;
    for (const [cls, n] of Object.entries(t.byClass)) sum += RATES[cls] * n;
    result[name] = Math.round(sum);
  }
  return result;
}

export function topGun(tally) {
  return Object.entries(tally).sort((a, b) => b[1].total - a[1].total)[0][0];
}
T
cat > "$P/src/wool.js" <<'T'
const MICRON_LINES = [
  { max: 17.5, line: "superfine" },
  { max: 19.5, line: "fine" },
  { max: 21.5, line: "medium" },
  { max: 24, line: "strong" },
];

export function classifyFleece({ micron, lengthMm, vmPercent }) {
  if (vmPercent > 3) throw new Error(`fleece rejected: vegetable matter ${vmPercent}% over 3%`);
  const band = MICRON_LINES.find((b) => micron < b.max);
  if (!band) return { line: "crossbred", pieces: lengthMm < 50 };
  return { line: band.line, pieces: lengthMm < 50 };
}

export async function fetchBaleWeights(shed) {
  return new Promise((resolve) => setTimeout(() => resolve([{ bale: `${shed}-1`, kg: 182 }]), 3000));
}
T
cat > "$P/test/tally.test.js" <<'T'
import { describe, expect, it } from "vitest";
import { pay, tallyRun, topGun } from "../src/tally.js";

const run1 = [
  { shearer: "Mere", sheepClass: "ewe" }, { shearer: "Mere", sheepClass: "ewe" },
  { shearer: "Mere", sheepClass: "lamb" }, { shearer: "Jock", sheepClass: "ram" },
  { shearer: "Jock", sheepClass: "ewe" }, { shearer: "Mere", sheepClass: "crutch" },
];

describe("tallyRun", () => {
  it("counts heads per shearer and class", () => {
    expect(tallyRun(run1)).toEqual({
      Mere: { total: 4, byClass: { ewe: 2, lamb: 1, crutch: 1 } },
      Jock: { total: 2, byClass: { ram: 1, ewe: 1 } },
    });
  });

  it("finds the top gun", () => {
    expect(topGun(tallyRun(run1))).toBe("Mere");
  });

  it.todo("splits a run at smoko breaks");
});

describe("pay", () => {
  it("pays to the cent", () => {
    expect(pay(tallyRun(run1))).toEqual({ Mere: 10.3, Jock: 9.6 });
  });

  it.skip("applies the wet-sheep penalty", () => {});
});
T
cat > "$P/test/wool.test.js" <<'T'
import { describe, expect, it } from "vitest";
import { classifyFleece, fetchBaleWeights } from "../src/wool.js";

describe("classifyFleece", () => {
  it.each([
    [16.8, "superfine"],
    [17.5, "fine"],
    [19.5, "medium"],
    [23.9, "strong"],
    [24.0, "strong"],
    [27.2, "crossbred"],
  ])("micron %s -> %s", (micron, line) => {
    expect(classifyFleece({ micron, lengthMm: 85, vmPercent: 1 }).line).toBe(line);
  });

  it("flags short wool as pieces", () => {
    expect(classifyFleece({ micron: 20, lengthMm: 42, vmPercent: 0.5 })).toEqual({ line: "medium", pieces: true });
  });

  it("tolerates 3.5% vegetable matter in crutchings", () => {
    expect(classifyFleece({ micron: 22, lengthMm: 30, vmPercent: 3.5 }).line).toBe("strong");
  });
});

describe("bale weights", () => {
  it("loads weights from the press", async () => {
    const bales = await fetchBaleWeights("Glenroy");
    expect(bales).toHaveLength(1);
  });
});
T
cd "$P" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
cd "$P" && {
  capture npx vitest run
} 2>&1 | neutral | sed -E -e 's/^( +Start at +)[0-9:]+/\1 14:08:33/' -e 's/Duration +[0-9.]+m?s.*/Duration  6.52s (transform 41ms, setup 0ms, collect 58ms, tests 5.02s, environment 0ms, prepare 211ms)/' > "$SETDIR/outputs/vitest-shearingshed.txt"
