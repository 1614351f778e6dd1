#!/bin/bash
# Rebasing a triathlon results-timing branch onto main stops on a conflict in the transition-time code; then git status.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-git-rebase-triathlon.txt
P=$WORK/tri-timing
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_CONFIG_GLOBAL=/dev/null
git init -q -b main .
git config user.name "Sunniva Holt"; git config user.email "sunniva@tri-timing.example"
ts=1755000000
c() { ts=$((ts+3600)); GIT_AUTHOR_DATE="@$ts +0200" GIT_COMMITTER_DATE="@$ts +0200" git commit -q "$@"; }
mkdir -p timing
cat > timing/splits.js <<'EOF'
// Split computation from chip mat crossings
export const MATS = ["swim_start", "swim_exit", "t1_out", "bike_in", "t2_out", "finish"];

export function splits(crossings) {
  const t = Object.fromEntries(crossings.map(c => [c.mat, c.ms]));
  return {
    swim: t.swim_exit - t.swim_start,
    t1: t.t1_out - t.swim_exit,
    bike: t.bike_in - t.t1_out,
    t2: t.t2_out - t.bike_in,
    run: t.finish - t.t2_out,
  };
}

export function total(s) {
  return s.swim + s.t1 + s.bike + s.t2 + s.run;
}
EOF
cat > timing/format.js <<'EOF'
export function hms(ms) {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(r).padStart(2, "0")}`;
}
EOF
cat > timing/penalties.js <<'EOF'
export const PENALTY_MS = { drafting: 120000, littering: 60000, helmet: 300000 };
export function applyPenalties(totalMs, penalties) {
  return penalties.reduce((t, p) => t + (PENALTY_MS[p] ?? 0), totalMs);
}
EOF
git add -A; c -m "Split and total computation from chip mat crossings"
git checkout -q -b feature/missing-mats
sed -i 's|  const t = Object.fromEntries(crossings.map(c => \[c.mat, c.ms\]));|  const t = Object.fromEntries(crossings.map(c => [c.mat, c.ms]));\n  const missing = MATS.filter(m => !(m in t));\n  if (missing.length) return { dnf: true, missing };|' timing/splits.js
c -am "Mark athletes with missing mat reads as DNF instead of NaN splits"
sed -i 's|    t1: t.t1_out - t.swim_exit,|    t1: Math.max(0, t.t1_out - t.swim_exit),|' timing/splits.js
c -am "Clamp negative T1 caused by mat clock drift"
cat >> timing/format.js <<'EOF'

export function dnfLabel(s) {
  return s.dnf ? `DNF (no read at ${s.missing.join(", ")})` : "";
}
EOF
c -am "Format DNF reason for the results board"
git checkout -q main
sed -i 's|    t1: t.t1_out - t.swim_exit,|    t1: t.t1_out - t.swim_exit - TRANSITION_MAT_OFFSET_MS,|; s|^export const MATS|export const TRANSITION_MAT_OFFSET_MS = 1500;\nexport const MATS|' timing/splits.js
c -am "Correct T1 for the 1.5 s offset between swim exit and T1 mats"
sed -i 's/helmet: 300000/helmet: 300000, "wetsuit-zip": 30000/' timing/penalties.js
c -am "Add wetsuit zip penalty"
git checkout -q feature/missing-mats
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo '$ git rebase main'; timeout 120 git rebase main 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"
  echo '$ git status'; timeout 120 git status 2>&1; echo "exit status: $?"
  echo '$ git diff'; timeout 120 git --no-pager diff 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
