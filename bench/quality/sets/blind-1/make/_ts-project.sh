# Sourced by tsc-*.sh, eslint-*.sh and vitest-*.sh: creates the "shiftplan" TypeScript project
# (staff shift scheduling) in $W and installs its dev dependencies from the npm registry.
mkdir -p src test
cat > package.json <<'EOF'
{
  "name": "shiftplan",
  "version": "0.7.0",
  "private": true,
  "type": "module",
  "scripts": {
    "typecheck": "tsc --noEmit",
    "lint": "eslint .",
    "test": "vitest run"
  }
}
EOF
cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src", "test"]
}
EOF
cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      eqeqeq: "error",
      "no-console": "warn",
      "prefer-const": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
EOF
cat > src/types.ts <<'EOF'
export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

export interface Employee {
  id: string;
  name: string;
  maxHoursPerWeek: number;
  skills: string[];
  unavailable?: Weekday[];
}

export interface Shift {
  id: string;
  day: Weekday;
  start: string; // "HH:MM"
  end: string; // "HH:MM", may be past midnight
  requiredSkill?: string;
  assignee?: string;
}

export interface Rota {
  week: string; // ISO week, e.g. "2024-W18"
  shifts: Shift[];
}
EOF
cat > src/time.ts <<'EOF'
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function shiftHours(start: string, end: string): number {
  let mins = toMinutes(end) - toMinutes(start);
  if (mins <= 0) mins += 24 * 60;
  return mins / 60;
}

export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  const a0 = toMinutes(aStart), a1 = toMinutes(aEnd);
  const b0 = toMinutes(bStart), b1 = toMinutes(bEnd);
  return a0 < b1 && b0 < a1;
}
EOF
cat > src/assign.ts <<'EOF'
import type { Employee, Rota, Shift, Weekday } from "./types";
import { shiftHours, overlaps } from "./time";

export interface AssignResult {
  rota: Rota;
  unfilled: string[];
  hours: Record<string, number>;
}

function canWork(e: Employee, s: Shift, hours: Record<string, number>, taken: Shift[]): boolean {
  if (e.unavailable?.includes(s.day)) return false;
  if (s.requiredSkill && !e.skills.includes(s.requiredSkill)) return false;
  if (hours[e.id] + shiftHours(s.start, s.end) > e.maxHoursPerWeek) return false;
  return !taken.some((t) => t.assignee == e.id && t.day === s.day && overlaps(t.start, t.end, s.start, s.end));
}

export function assign(rota: Rota, staff: Employee[]): AssignResult {
  const hours: Record<string, number> = {};
  for (const e of staff) hours[e.id] = 0;
  let unfilled: string[] = [];
  const done: Shift[] = [];
  for (const shift of rota.shifts) {
    const candidates = staff
      .filter((e) => canWork(e, shift, hours, done))
      .sort((a, b) => hours[a.id] - hours[b.id]);
    const pick = candidates[0];
    if (!pick) {
      unfilled.push(shift.id);
      done.push(shift);
      continue;
    }
    hours[pick.id] += shiftHours(shift.start, shift.end);
    done.push({ ...shift, assignee: pick.id });
  }
  return { rota: { ...rota, shifts: done }, unfilled, hours };
}

export function daysWorked(rota: Rota, employeeId: string): Weekday[] {
  const days = new Set<Weekday>();
  for (const s of rota.shifts) if (s.assignee === employeeId) days.add(s.day);
  return [...days];
}
EOF
cat > src/csv.ts <<'EOF'
import type { Employee, Shift, Weekday } from "./types";

const DAYS: Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

export function parseStaff(csv: string): Employee[] {
  const [header, ...rows] = csv.trim().split("\n");
  const cols = header.split(",");
  return rows.map((row) => {
    const cells = row.split(",");
    const get = (name: string) => cells[cols.indexOf(name)];
    return {
      id: get("id"),
      name: get("name"),
      maxHoursPerWeek: get("max_hours"),
      skills: get("skills")?.split("|") ?? [],
      unavailable: get("unavailable")?.split("|").filter((d) => DAYS.includes(d)),
    };
  });
}

export function shiftsToCsv(shifts: Shift[]): string {
  const lines = ["id,day,start,end,assignee"];
  for (const s of shifts) {
    lines.push([s.id, s.day, s.start, s.end, s.assignee ?? ""].join(","));
  }
  return lines.join("\n");
}
EOF
cat > src/report.ts <<'EOF'
import type { Employee, Rota } from "./types";
import { daysWorked } from "./assign";
import { shiftHours } from "./time";

export function weeklySummary(rota: Rota, staff: Employee[]) {
  var lines = [];
  for (const e of staff) {
    const days = daysWorked(rota, e.id);
    let total = 0;
    for (const s of rota.shifts) {
      if (s.assignee === e.id) total += shiftHours(s.start, s.end);
    }
    lines.push(`${e.name.padEnd(16)} ${total.toFixed(1).padStart(5)}h  ${days.join(" ")}`);
  }
  console.log(`rota ${rota.week}: ${rota.shifts.length} shifts`);
  return lines.join("\n");
}

export function overtime(rota: Rota, staff: Employee[], limit = 40): string[] {
  const over = [];
  for (const e of staff) {
    let total = 0;
    for (const s of rota.shifts) if (s.assignee === e.id) total += shiftHours(s.start, s.end);
    if (total > limit) over.push(e.nmae);
  }
  return over;
}

export function fairness(hours: Record<string, number>): number {
  const values = Object.values(hours);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  let spread = 0;
  for (const v of values) spread += Math.abs(v - mean);
  return spread / values.length;
}
EOF
cat > src/legacy-import.ts <<'EOF'
// Importer for the old spreadsheet export (v1). Kept until all sites migrate.
import type { Shift, Weekday } from "./types";
import { toMinutes, overlaps } from "./time";

const DAY_ALIASES: Record<string, Weekday> = { Mo: "mon", Tu: "tue", We: "wed", Th: "thu", Fr: "fri", Sa: "sat", Su: "sun" };

export function importLegacy(text: string, options: { strict?: boolean } = {}): Shift[] {
  const shifts: Shift[] = [];
  let lineNo = 0;
  for (const raw of text.split("\n")) {
    lineNo++;
    const line = raw.trim();
    if (line === "") {
    }
    const m = line.match(/^(\w\w)\s+(\d\d\:\d\d)-(\d\d:\d\d)\s*(.*)$/);
    if (!m) {
      if (options.strict) throw new Error(`line ${lineNo}: cannot parse`);
      continue;
    }
    const [, dayAlias, start, end, rest] = m;
    switch (rest) {
      case "":
        break;
      case "OPEN":
        const note = "open shift";
      default:
        break;
    }
    // @ts-ignore legacy exports sometimes have lowercase aliases
    const day = DAY_ALIASES[dayAlias];
    if (options.hasOwnProperty("strict") && !day) throw new Error(`line ${lineNo}: unknown day ${dayAlias}`);
    shifts.push({ id: `legacy-${lineNo}`, day: day!, start: start!, end: end! });
  }
  while (true) {
    if (shifts.length < 2) break;
    const last = shifts[shifts.length - 1]!;
    const prev = shifts[shifts.length - 2]!;
    if (last.day === prev.day && overlaps(prev.start, prev.end, last.start, last.end)) {
      shifts.pop();
      continue;
    }
    break;
  }
  return shifts;
}

export function legacyMinutes(shift: Shift, unusedRounding: number): number {
  return toMinutes(shift.end) - toMinutes(shift.start);
}
EOF
cat > src/index.ts <<'EOF'
export * from "./types";
export { assign } from "./assign";
export { parseStaff, shiftsToCsv } from "./csv";
export { weeklySummary, overtime, fairness } from "./report";
import { readFileSync } from "node:fs";

export function loadRota(path: string) {
  const raw = JSON.parse(readFileSync(path, "utf8"));
  return raw as any;
}
EOF
cat > src/notify.ts <<'EOF'
import type { Employee, Rota, Shift, Weekday } from "./types";
import { shiftHours } from "./time";

export interface Message {
  to: string;
  subject: string;
  body: string;
  sendAt: Date;
}

const DAY_LABEL: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
};

function formatShift(s) {
  return `${DAY_LABEL[s.day]} ${s.start}-${s.end}`;
}

export function shiftMessages(rota: Rota, staff: Employee[]): Message[] {
  const out: Message[] = [];
  for (const e of staff) {
    const mine = rota.shifts.filter((s) => s.assignee === e.id);
    if (mine.length === 0) continue;
    const hours = mine.reduce((sum, s) => sum + shiftHours(s.start, s.end), 0);
    out.push({
      to: e.id,
      subject: `Your shifts for ${rota.week}`,
      body: mine.map(formatShift).join("\n") + `\nTotal: ${hours}h`,
    });
  }
  return out;
}

export function reminder(shift: Shift, leadHours: number): Message | null {
  if (shift.assignee === undefined) return null;
  if (shift.day === "holiday") return null;
  const sendAt = new Date();
  sendAt.setHours(sendAt.getHours() - leadHours);
  return { to: shift.assignee, subject: "Shift reminder", body: formatShift(shift, true), sendAt };
}
EOF
cat > test/time.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { overlaps, shiftHours, toMinutes } from "../src/time";

describe("time helpers", () => {
  it("converts HH:MM to minutes", () => {
    expect(toMinutes("00:00")).toBe(0);
    expect(toMinutes("07:45")).toBe(465);
  });

  it("computes hours of a day shift", () => {
    expect(shiftHours("09:00", "17:30")).toBe(8.5);
  });

  it("computes hours of a night shift past midnight", () => {
    expect(shiftHours("22:00", "06:00")).toBe(8);
  });

  it("detects overlapping shifts", () => {
    expect(overlaps("09:00", "13:00", "12:00", "16:00")).toBe(true);
    expect(overlaps("09:00", "12:00", "12:00", "16:00")).toBe(false);
  });

  it("detects overlap with a night shift", () => {
    expect(overlaps("22:00", "06:00", "05:00", "09:00")).toBe(true);
  });
});
EOF
cat > test/assign.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { assign } from "../src/assign";
import type { Employee, Rota } from "../src/types";

const staff: Employee[] = [
  { id: "e1", name: "Priya", maxHoursPerWeek: 16, skills: ["bar", "till"] },
  { id: "e2", name: "Tomasz", maxHoursPerWeek: 40, skills: ["kitchen"], unavailable: ["sun"] },
  { id: "e3", name: "Aoife", maxHoursPerWeek: 24, skills: ["bar", "kitchen"] },
];

const rota: Rota = {
  week: "2024-W18",
  shifts: [
    { id: "s1", day: "fri", start: "17:00", end: "23:00", requiredSkill: "bar" },
    { id: "s2", day: "fri", start: "17:00", end: "23:00", requiredSkill: "kitchen" },
    { id: "s3", day: "sat", start: "12:00", end: "20:00", requiredSkill: "bar" },
    { id: "s4", day: "sun", start: "10:00", end: "16:00", requiredSkill: "kitchen" },
    { id: "s5", day: "sun", start: "16:00", end: "22:00", requiredSkill: "till" },
  ],
};

describe("assign", () => {
  it("fills every shift when enough staff exist", () => {
    const r = assign(rota, staff);
    expect(r.unfilled).toEqual([]);
  });

  it("balances hours between qualified staff", () => {
    const r = assign(rota, staff);
    expect(r.hours).toEqual({ e1: 12, e2: 6, e3: 14 });
  });

  it("respects unavailability", () => {
    const r = assign(rota, staff);
    const sun = r.rota.shifts.filter((s) => s.day === "sun");
    expect(sun.map((s) => s.assignee)).not.toContain("e2");
  });

  it("reports a shift nobody can take", () => {
    const r = assign({ week: "2024-W19", shifts: [{ id: "x", day: "mon", start: "08:00", end: "12:00", requiredSkill: "forklift" }] }, staff);
    expect(r.unfilled).toEqual(["x"]);
  });

  it.skip("prefers staff who asked for extra hours", () => {
    expect(true).toBe(false);
  });

  it.todo("splits a 12h shift into two when nobody can take it whole");
});
EOF
cat > test/csv.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { parseStaff, shiftsToCsv } from "../src/csv";

describe("csv", () => {
  it("parses a staff sheet", () => {
    const staff = parseStaff("id,name,max_hours,skills,unavailable\ne1,Priya,16,bar|till,sun\n");
    expect(staff[0]).toEqual({
      id: "e1",
      name: "Priya",
      maxHoursPerWeek: 16,
      skills: ["bar", "till"],
      unavailable: ["sun"],
    });
  });

  it("rejects a sheet without the id column", () => {
    expect(() => parseStaff("name,max_hours\nPriya,16\n")).toThrow(/missing column "id"/);
  });

  it("writes shifts back to csv", () => {
    const out = shiftsToCsv([{ id: "s1", day: "fri", start: "17:00", end: "23:00", assignee: "e1" }]);
    expect(out).toBe("id,day,start,end,assignee\ns1,fri,17:00,23:00,e1");
  });
});
EOF
cat > test/notify.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { reminder, shiftMessages } from "../src/notify";
import type { Rota } from "../src/types";

const rota: Rota = {
  week: "2024-W18",
  shifts: [
    { id: "s1", day: "Fri", start: "17:00", end: "23:00", assignee: "e1" },
    { id: "s2", day: "sat", start: 12, end: "20:00", assignee: "e1" },
  ],
};

describe("notify", () => {
  it("sends one message per employee with shifts", () => {
    const msgs = shiftMessages(rota, [{ id: "e1", name: "Priya", maxHoursPerWeek: 16 }]);
    expect(msgs).toHaveLength(1);
    expect(msgs[0].subject).toBe("Your shifts for 2024-W18");
  });

  it("does not remind about open shifts", () => {
    expect(reminder({ id: "s9", day: "mon", start: "08:00", end: "12:00" }, "24")).toBeNull();
  });
});
EOF
cat > test/fixtures.ts <<'EOF'
import type { Employee, Shift } from "../src/types";

export function makeStaff(n: number): Employee[] {
  let out: Employee[] = [];
  for (let i = 0; i < n; i++) {
    out.push({ id: `e${i}`, name: `Worker ${i}`, maxHoursPerWeek: i % 2 == 0 ? 40 : 20, skills: ["bar"] });
  }
  return out;
}

export function makeShift(partial: Partial<Shift>): Shift {
  return { id: "s", day: "mon", start: "09:00", end: "17:00", ...(partial as any) };
}
EOF
cat > test/report.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { fairness, overtime, weeklySummary } from "../src/report";

describe("report", () => {
  it("fairness is zero for equal hours", () => {
    expect(fairness({ a: 10, b: 10 })).toBe(0);
  });

  it("fairness of an empty map is zero", () => {
    expect(fairness({})).toBe(0);
  });

  it("prints one line per employee", () => {
    const text = weeklySummary(
      { week: "2024-W18", shifts: [{ id: "s1", day: "fri", start: "17:00", end: "23:00", assignee: "e1" }] },
      [{ id: "e1", name: "Priya", maxHoursPerWeek: 16, skills: [] }],
    );
    expect(text).toMatchInlineSnapshot(`"Priya              6.0h  fri"`);
  });
});
EOF
npm install --no-audit --no-fund --save-dev typescript@5.8.3 vitest@3.2.4 eslint@9.39.1 @eslint/js@9.39.1 typescript-eslint@8.46.2 @types/node@20 > /dev/null 2>&1
