#!/bin/bash
# Community-garden plot allocator: eslint (flat config, recommended + a few rules) over a small JS codebase.
P=${WORK:-/home/dev}/garden-plots
rm -rf $P && mkdir -p $P/src/rules $P/src/io && cd $P
cat > package.json <<'J'
{ "name": "garden-plots", "version": "1.2.0", "private": true, "type": "module",
  "scripts": { "lint": "eslint src" } }
J
npm install --no-audit --no-fund --silent eslint@9.9.0 @eslint/js@9.9.0 globals@15.9.0 >/dev/null 2>&1
cat > eslint.config.js <<'J'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.node },
    rules: {
      eqeqeq: "error",
      "no-var": "error",
      "prefer-const": "warn",
      "no-console": ["warn", { allow: ["error"] }],
      "consistent-return": "error",
      curly: ["error", "multi-line"],
    },
  },
];
J
cat > src/plots.js <<'J'
export const PLOTS = [
  { id: "A1", sqm: 25, raised: false, water: true },
  { id: "A2", sqm: 25, raised: false, water: true },
  { id: "B1", sqm: 12, raised: true, water: true },
  { id: "B2", sqm: 12, raised: true, water: false },
  { id: "C1", sqm: 40, raised: false, water: false },
];

export function plotById(id) {
  for (var i = 0; i < PLOTS.length; i++) {
    if (PLOTS[i].id == id) return PLOTS[i];
  }
}
J
cat > src/applicants.js <<'J'
import { readFileSync } from "node:fs";

export function loadApplicants(path) {
  let raw = readFileSync(path, "utf8");
  let rows = raw.trim().split("\n").slice(1);
  return rows.map((line) => {
    const [name, household, needsAccess, since] = line.split(",");
    return { name, household: Number(household), needsAccess: needsAccess === "yes", since };
  });
}

export function waitingYears(applicant, today) {
  const since = new Date(applicant.since);
  const years = (today - since) / (365.25 * 24 * 3600 * 1000);
  return Math.floor(years);
}
J
cat > src/rules/priority.js <<'J'
import { waitingYears } from "../applicants.js";

export function priorityScore(applicant, today) {
  let score = waitingYears(applicant, today) * 10;
  if (applicant.needsAccess) score += 25;
  if (applicant.household > 4) score += 5;
  if (applicant.houshold === 1) score -= 2;
  return score;
}

export function compareApplicants(a, b, today) {
  const diff = priorityScore(b, today) - priorityScore(a, today);
  if (diff !== 0) return diff;
  if (a.since < b.since) return -1;
  if (a.since > b.since) return 1;
}
J
cat > src/rules/eligibility.js <<'J'
const MAX_PLOTS_PER_HOUSEHOLD = 1;

export function eligible(applicant, current) {
  const held = current.filter((a) => a.name === applicant.name).length;
  if (held >= MAX_PLOTS_PER_HOUSEHOLD) {
    return false;
  } else {
    return true;
  }
  console.log("checked", applicant.name);
}

export function accessiblePlot(plot) {
  switch (plot.raised) {
    case true:
      return plot.water;
    case false:
      if (plot.sqm <= 25) return true;
    default:
      return false;
  }
}
J
cat > src/rules/fees.js <<'J'
export const BASE_FEE = 45;

export function annualFee(plot, concession) {
  let fee = BASE_FEE + plot.sqm * 1.5;
  if (plot.water) fee += 12;
  if (concession) fee = fee / 2;
  return Math.round(fee * 100) / 100;
}

export function lateFee(daysLate) {
  if (daysLate <= 0) return 0;
  const weeks = Math.ceil(daysLate / 7);
  var perWeek = 2;
  return weeks * perWeek;
}
J
cat > src/allocate.js <<'J'
import { PLOTS } from "./plots.js";
import { compareApplicants } from "./rules/priority.js";
import { eligible, accessiblePlot } from "./rules/eligibility.js";
import { annualFee } from "./rules/fees.js";

export function allocate(applicants, today) {
  const queue = [...applicants].sort((a, b) => compareApplicants(a, b, today));
  const free = PLOTS.slice();
  const result = [];
  for (const applicant of queue) {
    if (!eligible(applicant, result)) continue;
    const idx = free.findIndex((p) => !applicant.needsAccess || accessiblePlot(p));
    if (idx === -1) {
      console.log("no plot for", applicant.name);
      continue;
    }
    const [plot] = free.splice(idx, 1);
    result.push({ name: applicant.name, plot: plot.id, fee: annualFee(plot, false) });
  }
  return result;
}
J
cat > src/io/report.js <<'J'
import { writeFileSync } from "node:fs";

export function toCsv(allocations) {
  let out = "name,plot,fee\n";
  for (const a of allocations) {
    out += `${a.name},${a.plot},${a.fee.toFixed(2)}\n`;
  }
  return out;
}

export function writeReport(path, allocations) {
  const csv = toCsv(allocations);
  writeFileSync(path, csv);
  console.log(`wrote ${allocations.length} rows to ${path}`);
  return csv.length;
}

export function summary(allocations) {
  let total = 0, count = 0;
  for (const a of allocations) { total += a.fee; count++ }
  return { count, total, average: total / count };
}
J
cat > src/io/notify.js <<'J'
import { sendMail } from "./mailer.js";

export async function notifyAll(allocations, template) {
  for (const a of allocations) {
    const body = template.replace("{name}", a.name).replace("{plot}", a.plot);
    try {
      await sendMail(a.email, "Your allotment plot", body);
    } catch (err) {
      console.error("mail failed for", a.name);
    }
  }
}

export function reminderDate(start) {
  const d = new Date(start);
  d.setMonth(d.getMonth() + 11);
  return d.toISOString().slice(0, 10);
}
J
cat > src/io/mailer.js <<'J'
export async function sendMail(to, subject, body) {
  if (!to) throw new Error("no address");
  return { to, subject, length: body.length, queuedAt: Date.now(), id: messageId++ };
}
J
cat > src/cli.js <<'J'
import { loadApplicants } from "./applicants.js";
import { allocate } from "./allocate.js";
import { writeReport, summary } from "./io/report.js";

const [, , input, output] = process.argv;
if (!input) {
  console.error("usage: cli <applicants.csv> [out.csv]");
  process.exit(1);
}
const today = new Date();
let applicants = loadApplicants(input);
const allocations = allocate(applicants, today);
writeReport(output || "allocations.csv", allocations);
const s = summary(allocations);
console.log(`allocated ${s.count} plots, fees ${s.total}`);
J
npx eslint src 2>&1
echo "exit status: $?"
