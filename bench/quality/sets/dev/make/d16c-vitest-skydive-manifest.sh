#!/bin/bash
# vitest run over a skydiving drop-zone load manifest planner (TypeScript): failing tests with object diffs and a thrown error.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-vitest-skydive-manifest.txt
P=$WORK/dz-manifest
rm -rf "$P"; mkdir -p "$P/src" "$P/test"
cat > "$P/package.json" <<'EOF'
{ "name": "dz-manifest", "version": "0.3.1", "private": true, "type": "module",
  "scripts": { "test": "vitest run" },
  "devDependencies": { "vitest": "2.1.9" } }
EOF
cat > "$P/src/load.ts" <<'EOF'
export type Jumper = { name: string; kind: "fun" | "tandem" | "aff" | "camera"; exitWeightKg: number; licence?: string };
export type Aircraft = { reg: string; seats: number; maxPayloadKg: number };

export const CARAVAN: Aircraft = { reg: "G-DZCV", seats: 17, maxPayloadKg: 1400 };

export function seatsUsed(j: Jumper): number {
  // a tandem pair takes two seats, an AFF student comes with one instructor
  return j.kind === "tandem" ? 2 : j.kind === "aff" ? 2 : 1;
}

export function exitOrder(jumpers: Jumper[]): string[] {
  const rank = { fun: 0, camera: 1, aff: 2, tandem: 3 } as const;
  return [...jumpers].sort((a, b) => rank[a.kind] - rank[b.kind]).map(j => j.name);
}

export function planLoad(ac: Aircraft, jumpers: Jumper[]) {
  const seats = jumpers.reduce((s, j) => s + seatsUsed(j), 0);
  const payload = jumpers.reduce((s, j) => s + j.exitWeightKg, 0);
  if (seats > ac.seats) throw new Error(`load over capacity: ${seats} seats on ${ac.reg} (max ${ac.seats})`);
  return { reg: ac.reg, seats, payloadKg: payload, overweight: payload > ac.maxPayloadKg };
}

export function checkLicence(j: Jumper): void {
  if (j.kind === "fun" && !j.licence?.match(/^[ABCD]-\d{4,6}$/)) {
    throw new Error(`fun jumper ${j.name} has no valid licence`);
  }
}
EOF
cat > "$P/src/wind.ts" <<'EOF'
export const LIMITS_KT = { student: 14, tandem: 20, licensed: 25 };
export function canJump(kind: keyof typeof LIMITS_KT, gustKt: number): boolean {
  return gustKt < LIMITS_KT[kind];
}
export function spotOffsetMetres(windKt: number, freefallSec = 60): number {
  return Math.round(windKt * 0.514 * freefallSec);
}
EOF
cat > "$P/test/load.test.ts" <<'EOF'
import { describe, it, expect } from "vitest";
import { CARAVAN, planLoad, exitOrder, checkLicence, type Jumper } from "../src/load";

const fun = (name: string, kg = 90, licence = "C-12345"): Jumper => ({ name, kind: "fun", exitWeightKg: kg, licence });

describe("planLoad", () => {
  it("fills a Caravan with fun jumpers", () => {
    const js = Array.from({ length: 15 }, (_, i) => fun(`j${i}`));
    expect(planLoad(CARAVAN, js)).toEqual({ reg: "G-DZCV", seats: 15, payloadKg: 1350, overweight: false });
  });
  it("counts tandem pairs and AFF instructors", () => {
    const js: Jumper[] = [
      { name: "tandem-1", kind: "tandem", exitWeightKg: 185 },
      { name: "aff-1", kind: "aff", exitWeightKg: 170 },
      { name: "cam-1", kind: "camera", exitWeightKg: 95 },
    ];
    expect(planLoad(CARAVAN, js)).toEqual({ reg: "G-DZCV", seats: 6, payloadKg: 450, overweight: false });
  });
  it("rejects an over-capacity load", () => {
    const js = Array.from({ length: 9 }, (_, i) => ({ name: `t${i}`, kind: "tandem", exitWeightKg: 180 }) as Jumper);
    expect(() => planLoad(CARAVAN, js)).toThrow("load over capacity: 18 seats on G-DZCV (max 17)");
  });
  it("flags an overweight load", () => {
    const js = Array.from({ length: 16 }, (_, i) => fun(`j${i}`, 95));
    expect(planLoad(CARAVAN, js).overweight).toBe(true);
  });
});

describe("exitOrder", () => {
  it("puts big groups out first and tandems last", () => {
    const js: Jumper[] = [
      { name: "tandem-1", kind: "tandem", exitWeightKg: 185 },
      fun("belly-4way"),
      { name: "aff-1", kind: "aff", exitWeightKg: 170 },
      { name: "cam-1", kind: "camera", exitWeightKg: 95 },
    ];
    expect(exitOrder(js)).toEqual(["belly-4way", "aff-1", "cam-1", "tandem-1"]);
  });
});

describe("checkLicence", () => {
  it("accepts a C licence", () => {
    expect(() => checkLicence(fun("ok"))).not.toThrow();
  });
  it("accepts an FAI-style licence number", () => {
    checkLicence(fun("visitor", 80, "D-0042"));
  });
});
EOF
cat > "$P/test/wind.test.ts" <<'EOF'
import { describe, it, expect } from "vitest";
import { canJump, spotOffsetMetres } from "../src/wind";

describe("wind limits", () => {
  it("students grounded at 14 kt gusts", () => expect(canJump("student", 14)).toBe(false));
  it("tandems fly in 19 kt", () => expect(canJump("tandem", 19)).toBe(true));
  it("spot offset for 20 kt upper winds", () => expect(spotOffsetMetres(20)).toBe(617));
  it.skip("uses winds-aloft forecast from the met feed", () => {});
});
EOF
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
timeout 120 npm install --no-audit --no-fund >/dev/null 2>&1
{ echo '$ npx vitest run'; CI=1 NO_COLOR=1 timeout 120 npx vitest run 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
