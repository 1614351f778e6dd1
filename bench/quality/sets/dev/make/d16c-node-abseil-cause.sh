#!/bin/bash
# A rope-access (abseiling) equipment inspection tool in Node: an error thrown deep in an async chain, wrapped twice with { cause }.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-node-abseil-cause.txt
P=$WORK/ropeaccess-inspect
rm -rf "$P"; mkdir -p "$P/lib" "$P/kits"
cat > "$P/package.json" <<'EOF'
{ "name": "ropeaccess-inspect", "version": "2.1.4", "type": "module", "bin": "cli.js" }
EOF
for k in 1 2 3 4 5 6; do
cat > "$P/kits/kit-0$k.json" <<EOF
{ "kit": "RA-0$k", "technician": "tech$k", "items": [
  { "type": "rope", "serial": "EN1891-A-$k$k$k", "length_m": 60, "manufactured": "202$k-03-01", "falls": $((k-1)) },
  { "type": "descender", "serial": "ID-S-$k", "manufactured": "2022-07-15", "falls": 0 },
  { "type": "harness", "serial": "HRN-$k-09", "manufactured": "2019-01-1$k", "falls": 0 } ] }
EOF
done
sed -i 's/"manufactured": "2024-03-01"/"manufactured": "2024-13-01"/' "$P/kits/kit-04.json"
cat > "$P/lib/dates.js" <<'EOF'
export function parseIsoDate(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) throw new TypeError(`not an ISO date: ${s}`);
  const [y, mo, d] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12) throw new RangeError(`month ${mo} out of range in "${s}"`);
  return new Date(Date.UTC(y, mo - 1, d));
}
export function ageYears(from, now = new Date(Date.UTC(2026, 10, 28))) {
  return (now - from) / (365.25 * 24 * 3600 * 1000);
}
EOF
cat > "$P/lib/rules.js" <<'EOF'
import { parseIsoDate, ageYears } from "./dates.js";
const MAX_AGE = { rope: 10, descender: 15, harness: 10 };
export async function checkItem(item) {
  await new Promise(r => setTimeout(r, 2));
  const age = ageYears(parseIsoDate(item.manufactured));
  const problems = [];
  if (age > MAX_AGE[item.type]) problems.push(`${item.type} ${item.serial} is ${age.toFixed(1)} years old (max ${MAX_AGE[item.type]})`);
  if (item.type === "rope" && item.falls > 2) problems.push(`rope ${item.serial} has arrested ${item.falls} falls`);
  return problems;
}
EOF
cat > "$P/lib/kit.js" <<'EOF'
import { readFile } from "node:fs/promises";
import { checkItem } from "./rules.js";
export async function inspectKit(path) {
  const kit = JSON.parse(await readFile(path, "utf8"));
  const out = [];
  for (const item of kit.items) {
    try {
      out.push(...(await checkItem(item)));
    } catch (err) {
      throw new Error(`item ${item.serial} in ${kit.kit} could not be checked`, { cause: err });
    }
  }
  return { kit: kit.kit, technician: kit.technician, problems: out };
}
EOF
cat > "$P/cli.js" <<'EOF'
import { readdir } from "node:fs/promises";
import { inspectKit } from "./lib/kit.js";

async function inspectAll(dir) {
  const files = (await readdir(dir)).filter(f => f.endsWith(".json")).sort();
  const results = [];
  for (const f of files) {
    try {
      const r = await inspectKit(`${dir}/${f}`);
      console.log(`${r.kit} (${r.technician}): ${r.problems.length ? r.problems.join("; ") : "PASS"}`);
      results.push(r);
    } catch (err) {
      throw new Error(`inspection aborted at ${f}`, { cause: err });
    }
  }
  return results;
}

console.log("LOLER periodic inspection, reference date 2026-11-28");
const results = await inspectAll("kits");
console.log(`${results.length} kits inspected`);
EOF
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ node cli.js'; timeout 120 node cli.js 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
