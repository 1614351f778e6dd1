#!/usr/bin/env bash
# Planetarium show scheduler: vitest run with several failing tests among passing and skipped ones.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/vitest-planetarium.txt"
P="$BASE/planetarium"
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
cat > package.json <<'EOF'
{ "name": "planetarium-scheduler", "version": "2.1.0", "private": true, "type": "module",
  "scripts": { "test": "vitest run" } }
EOF
npm install --no-audit --no-fund --silent vitest@1.6.0 >/dev/null 2>&1
cat > src/dome.js <<'EOF'
export const DOMES = {
  main: { seats: 180, cleanupMin: 15, laserCapable: true },
  studio: { seats: 45, cleanupMin: 10, laserCapable: false },
};

export function capacity(dome, wheelchairSpaces = 0) {
  const d = DOMES[dome];
  if (!d) throw new Error(`unknown dome ${dome}`);
  return d.seats - wheelchairSpaces * 2 + wheelchairSpaces;
}
EOF
cat > src/shows.js <<'EOF'
export const SHOWS = [
  { id: "NSKY", title: "Tonight's Night Sky", minutes: 30, laser: false, minAge: 0 },
  { id: "BHOL", title: "Black Holes: Edge of Everything", minutes: 45, laser: false, minAge: 8 },
  { id: "AURO", title: "Aurora Laser Symphony", minutes: 50, laser: true, minAge: 6 },
  { id: "MOON", title: "Footprints on the Moon", minutes: 35, laser: false, minAge: 4 },
  { id: "EXOP", title: "Worlds Beyond: Exoplanets", minutes: 40, laser: false, minAge: 10 },
];

export const byId = (id) => SHOWS.find((s) => s.id === id);
EOF
cat > src/schedule.js <<'EOF'
import { DOMES } from "./dome.js";
import { byId } from "./shows.js";

function toMin(hhmm) {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

function toHHMM(min) {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function buildDay(dome, showIds, open = "10:00", close = "17:30") {
  const d = DOMES[dome];
  let t = toMin(open);
  const out = [];
  for (const id of showIds) {
    const show = byId(id);
    if (show.laser && !d.laserCapable) {
      throw new Error(`${show.id} needs a laser-capable dome, ${dome} is not`);
    }
    const end = t + show.minutes;
    if (end > toMin(close)) break;
    out.push({ id, start: toHHMM(t), end: toHHMM(end) });
    t = end + d.cleanupMin;
  }
  return out;
}

export function gaps(day) {
  const res = [];
  for (let i = 1; i < day.length; i++) {
    res.push(toMin(day[i].start) - toMin(day[i - 1].end));
  }
  return res;
}

export function schoolSlots(day, age) {
  return day.filter((s) => byId(s.id).minAge < age).map((s) => s.start);
}
EOF
cat > src/tickets.js <<'EOF'
export const PRICE = { adult: 9.5, child: 6.0, senior: 7.0, school: 4.5 };

export function quote(party) {
  let total = 0;
  for (const [kind, n] of Object.entries(party)) {
    total += PRICE[kind] * n;
  }
  const people = Object.values(party).reduce((a, b) => a + b, 0);
  if (people >= 15) total *= 0.85;
  return Number(total.toFixed(2));
}

export function teachersFree(pupils) {
  return Math.floor(pupils / 10);
}
EOF
cat > test/dome.test.js <<'EOF'
import { describe, it, expect } from "vitest";
import { capacity } from "../src/dome.js";

describe("capacity", () => {
  it("main dome full capacity", () => {
    expect(capacity("main")).toBe(180);
  });
  it("studio dome full capacity", () => {
    expect(capacity("studio")).toBe(45);
  });
  it("each wheelchair space removes two seats", () => {
    expect(capacity("main", 3)).toBe(177);
  });
  it("rejects unknown dome", () => {
    expect(() => capacity("roof")).toThrow("unknown dome roof");
  });
});
EOF
cat > test/schedule.test.js <<'EOF'
import { describe, it, expect } from "vitest";
import { buildDay, gaps, schoolSlots } from "../src/schedule.js";

describe("buildDay", () => {
  it("packs shows back to back with cleanup", () => {
    const day = buildDay("main", ["NSKY", "BHOL", "AURO"]);
    expect(day).toEqual([
      { id: "NSKY", start: "10:00", end: "10:30" },
      { id: "BHOL", start: "10:45", end: "11:30" },
      { id: "AURO", start: "11:45", end: "12:35" },
    ]);
  });

  it("refuses laser shows in the studio", () => {
    expect(() => buildDay("studio", ["AURO"])).toThrow(/laser-capable/);
  });

  it("stops before closing time", () => {
    const day = buildDay("studio", ["BHOL", "BHOL", "BHOL"], "16:00", "17:30");
    expect(day.map((s) => s.start)).toEqual(["16:00", "16:55"]);
  });

  it("keeps the last show when it ends exactly at close", () => {
    const day = buildDay("studio", ["NSKY", "NSKY"], "16:20", "17:30");
    expect(day).toHaveLength(2);
  });

  it("uses the dome cleanup time between shows", () => {
    const day = buildDay("studio", ["MOON", "EXOP", "NSKY"]);
    expect(gaps(day)).toEqual([10, 10]);
  });

  it.skip("handles lunchtime closure", () => {
    const day = buildDay("main", ["NSKY", "MOON"], "12:00", "14:00");
    expect(day).toHaveLength(1);
  });
});

describe("schoolSlots", () => {
  it("offers only age-appropriate shows to a year-4 class (age 8)", () => {
    const day = buildDay("main", ["NSKY", "BHOL", "MOON", "EXOP"]);
    expect(schoolSlots(day, 8)).toEqual(["10:00", "10:45", "11:45"]);
  });
});
EOF
cat > test/tickets.test.js <<'EOF'
import { describe, it, expect } from "vitest";
import { quote, teachersFree } from "../src/tickets.js";

describe("quote", () => {
  it("prices a family", () => {
    expect(quote({ adult: 2, child: 2 })).toBe(31);
  });
  it("applies the group discount from 15 people", () => {
    expect(quote({ school: 14, adult: 1 })).toBeCloseTo(61.63, 2);
  });
  it("rejects unknown ticket kinds", () => {
    expect(() => quote({ student: 2 })).toThrow();
  });
  it.todo("charges booking fee for phone orders");
});

describe("teachersFree", () => {
  it.each([
    [9, 0],
    [10, 1],
    [31, 3],
  ])("%i pupils -> %i free teachers", (pupils, free) => {
    expect(teachersFree(pupils)).toBe(free);
  });
});
EOF
cat > test/shows.test.js <<'EOF'
import { describe, it, expect } from "vitest";
import { SHOWS, byId } from "../src/shows.js";

describe("show catalogue", () => {
  it.each(SHOWS.map((s) => [s.id, s.minutes]))("%s runs %i minutes, under an hour", (id, minutes) => {
    expect(minutes).toBeLessThanOrEqual(60);
  });
  it.each(SHOWS.map((s) => [s.id]))("%s has a unique id", (id) => {
    expect(SHOWS.filter((s) => s.id === id)).toHaveLength(1);
  });
  it.each(SHOWS.map((s) => [s.id, s.title]))("%s title is set (%s)", (id, title) => {
    expect(title.length).toBeGreaterThan(5);
  });
  it("looks shows up by id", () => {
    expect(byId("MOON").title).toBe("Footprints on the Moon");
  });
  it("returns undefined for unknown ids", () => {
    expect(byId("NOPE")).toBeUndefined();
  });
  it.skip("every laser show has a safety briefing", () => {});
});
EOF
npx vitest run --reporter=verbose 2>&1 | neut > "$OUT"
