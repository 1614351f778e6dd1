#!/bin/bash
# Tram timetable merger: vitest run with several failing tests among passing and skipped ones.
P=${WORK:-/home/dev}/tram-merge
rm -rf $P && mkdir -p $P/src $P/test && cd $P
cat > package.json <<'J'
{ "name": "tram-merge", "version": "0.2.0", "private": true, "type": "module",
  "scripts": { "test": "vitest run" } }
J
npm install --no-audit --no-fund --silent vitest@1.6.0 >/dev/null 2>&1
cat > src/time.js <<'J'
export function toMinutes(hhmm) {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function fromMinutes(total) {
  const h = Math.floor(total / 60) % 24;
  const m = total % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function addMinutes(hhmm, delta) {
  return fromMinutes(toMinutes(hhmm) + delta);
}
J
cat > src/merge.js <<'J'
import { toMinutes } from "./time.js";

// Merge departures of several lines at a shared stop into one sorted board.
export function mergeBoards(...boards) {
  const all = boards.flatMap((b) => b.departures.map((t) => ({ line: b.line, time: t })));
  return all.sort((a, b) => a.time.localeCompare(b.time));
}

export function dedupe(board, windowMin = 1) {
  const out = [];
  for (const d of board) {
    const prev = out[out.length - 1];
    if (prev && prev.line === d.line && toMinutes(d.time) - toMinutes(prev.time) < windowMin) continue;
    out.push(d);
  }
  return out;
}

export function headways(times) {
  const mins = times.map(toMinutes);
  return mins.slice(1).map((m, i) => m - mins[i]);
}

export function nextDeparture(board, now) {
  return board.find((d) => toMinutes(d.time) > toMinutes(now)) ?? null;
}

export function byLine(board) {
  const groups = {};
  for (const d of board) (groups[d.line] ??= []).push(d.time);
  return groups;
}
J
cat > src/gtfs.js <<'J'
export function parseStopTimes(csv) {
  const [header, ...rows] = csv.trim().split("\n");
  const cols = header.split(",");
  return rows.map((r) => {
    const v = r.split(",");
    return Object.fromEntries(cols.map((c, i) => [c, v[i]]));
  });
}

export function departuresAt(stopTimes, stopId) {
  return stopTimes.filter((s) => s.stop_id === stopId).map((s) => s.departure_time.slice(0, 5));
}
J
cat > test/time.test.js <<'J'
import { describe, it, expect } from "vitest";
import { toMinutes, fromMinutes, addMinutes } from "../src/time.js";

describe("time helpers", () => {
  it("converts to minutes", () => expect(toMinutes("06:45")).toBe(405));
  it("converts back", () => expect(fromMinutes(405)).toBe("06:45"));
  it("adds minutes within the hour", () => expect(addMinutes("06:45", 10)).toBe("06:55"));
  it("adds minutes across midnight", () => expect(addMinutes("23:55", 10)).toBe("00:05"));
  it("handles GTFS times past 24:00", () => expect(toMinutes("25:10")).toBe(1510));
});
J
cat > test/merge.test.js <<'J'
import { describe, it, expect } from "vitest";
import { mergeBoards, dedupe, headways, nextDeparture, byLine } from "../src/merge.js";

const L4 = { line: "4", departures: ["06:02", "06:14", "06:26", "06:38"] };
const L9 = { line: "9", departures: ["06:05", "06:20", "06:35"] };
const N1 = { line: "N1", departures: ["23:50", "00:20", "00:50"] };

describe("mergeBoards", () => {
  it("interleaves two lines by time", () => {
    const board = mergeBoards(L4, L9);
    expect(board.map((d) => d.line)).toEqual(["4", "9", "4", "9", "4", "9", "4"]);
  });

  it("keeps every departure", () => {
    expect(mergeBoards(L4, L9, N1)).toHaveLength(10);
  });

  it("orders night services after the evening ones", () => {
    const board = mergeBoards(L9, N1);
    expect(board.at(-1)).toEqual({ line: "N1", time: "00:50" });
  });
});

describe("dedupe", () => {
  it("drops a duplicated departure of the same line", () => {
    const board = [{ line: "4", time: "06:02" }, { line: "4", time: "06:02" }, { line: "9", time: "06:05" }];
    expect(dedupe(board)).toHaveLength(2);
  });

  it("keeps close departures of different lines", () => {
    const board = [{ line: "4", time: "06:02" }, { line: "9", time: "06:02" }];
    expect(dedupe(board)).toHaveLength(2);
  });

  it("uses a wider window when asked", () => {
    const board = [{ line: "4", time: "06:02" }, { line: "4", time: "06:04" }];
    expect(dedupe(board, 3)).toEqual([{ line: "4", time: "06:02" }]);
  });
});

describe("headways", () => {
  it("computes gaps for line 4", () => expect(headways(L4.departures)).toEqual([12, 12, 12]));
  it("computes gaps across midnight for N1", () => expect(headways(N1.departures)).toEqual([30, 30]));
});

describe("nextDeparture", () => {
  const board = mergeBoards(L4, L9);
  it("finds the next tram", () => expect(nextDeparture(board, "06:15")).toEqual({ line: "9", time: "06:20" }));
  it("returns null after the last tram", () => expect(nextDeparture(board, "07:00")).toBeNull());
  it("does not return a tram leaving right now", () =>
    expect(nextDeparture(board, "06:14")?.time).toBe("06:20"));
});

describe("byLine", () => {
  it("groups times per line", () => {
    expect(byLine(mergeBoards(L4, L9))).toEqual({
      "4": ["06:02", "06:14", "06:26", "06:38"],
      "9": ["06:05", "06:20", "06:35"],
    });
  });
  it.skip("groups by direction too", () => {});
});
J
cat > test/gtfs.test.js <<'J'
import { describe, it, expect } from "vitest";
import { parseStopTimes, departuresAt } from "../src/gtfs.js";

const CSV = `trip_id,arrival_time,departure_time,stop_id,stop_sequence
T4-1,06:01:30,06:02:00,CENTRAL,5
T4-2,06:13:30,06:14:00,CENTRAL,5
T9-1,06:04:00,06:05:00,CENTRAL,3
T9-1,06:09:00,06:10:00,MARKET,4
`;

describe("gtfs stop_times", () => {
  it("parses rows into objects", () => {
    const rows = parseStopTimes(CSV);
    expect(rows[0]).toMatchObject({ trip_id: "T4-1", stop_id: "CENTRAL", stop_sequence: 5 });
  });
  it("selects departures at one stop", () => {
    expect(departuresAt(parseStopTimes(CSV), "CENTRAL")).toEqual(["06:02", "06:14", "06:05"]);
  });
  it.todo("handles quoted stop names with commas");
  it.skip("reads calendar_dates exceptions", () => {});
});
J
npx vitest run --reporter=verbose 2>&1
echo "exit status: $?"
