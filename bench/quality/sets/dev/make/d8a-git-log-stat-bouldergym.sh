#!/usr/bin/env bash
# bouldering-gym route-setting app: a repo with ~80 commits by four authors,
# then `git log --stat` (one commit removes the legacy grade converter,
# one vendors a big hold catalogue, one is a revert).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/bouldergym
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-git-log-stat-bouldergym.txt}
rm -rf "$P"; mkdir -p "$P"
cd "$P"
git init -q -b main .
git config user.name "Noor Haddad"; git config user.email noor@bouldergym.example
export GIT_COMMITTER_DATE GIT_AUTHOR_DATE
authors=("Noor Haddad <noor@bouldergym.example>" "Felix Brandt <felix@bouldergym.example>" "Ines Okafor <ines@bouldergym.example>" "Kenji Mori <kenji@bouldergym.example>")
n=0
commit() { # message, files...
  local msg=$1; shift
  n=$((n+1))
  GIT_AUTHOR_DATE="2026-03-$(printf %02d $(( (n/2)%28 + 1 ))) $(printf %02d $((8 + n%10))):$(printf %02d $(( (n*7)%60 ))):00 +0100"
  GIT_COMMITTER_DATE=$GIT_AUTHOR_DATE
  git add -A "$@" >/dev/null
  git commit -q --author="${authors[$((n%4))]}" -m "$msg"
}
mkdir -p src/routes src/grades src/holds src/walls tests docs scripts
gen() { # file lines seed
  python3 - "$@" <<'EOF'
import sys, random
f, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(seed)
words = "wall hold crimp sloper pinch jug volume arete overhang slab dyno match setter grade circuit topout".split()
with open(f, "a") as fh:
    for i in range(n):
        fh.write(f"export const {random.choice(words)}_{seed}_{i} = '{' '.join(random.choices(words, k=5))}';\n")
EOF
}
echo "# Bouldergym route setter" > README.md; gen src/index.ts 20 1; commit "Initial scaffold for route-setting app" .
gen src/routes/route.ts 60 2; commit "Add route model with setter, wall and colour" .
gen src/grades/vscale.ts 40 3; commit "Add V-scale grade parsing" .
gen src/grades/fontscale.ts 45 4; commit "Add Font scale grades" .
gen src/grades/legacy_convert.ts 180 5; commit "Port legacy YDS/V converter from the old spreadsheet" .
gen src/walls/wall.ts 50 6; commit "Model walls with angle and panel count" .
gen tests/grades.test.ts 70 7; commit "Test grade parsing round trips" .
for i in $(seq 1 22); do
  gen src/routes/route.ts $((3 + i % 5)) $((100 + i)); gen tests/routes.test.ts $((2 + i % 3)) $((200 + i))
  commit "Route reset week $i: tweak setter rota handling" .
done
gen src/holds/catalogue.json 1400 9; commit "Vendor the hold manufacturer catalogue (2026 edition)" .
gen src/holds/holds.ts 80 10; commit "Hold inventory with wear tracking" .
gen src/walls/wall.ts 15 11; gen src/walls/lighting.ts 30 12; commit "Track wall lighting zones" .
gen docs/setting-guide.md 90 13; commit "Write the setting guide for new setters" .
git rm -q src/grades/legacy_convert.ts; gen src/grades/convert.ts 40 14; commit "Remove legacy grade converter; convert via Font table" .
gen scripts/export_csv.py 35 15; commit "Export route list to CSV for the front desk" .
for i in $(seq 1 18); do
  gen src/holds/holds.ts $((2 + i % 4)) $((300 + i)); gen tests/holds.test.ts 3 $((400 + i))
  commit "Hold wear: sanding log entry $i" .
done
gen src/routes/circuit.ts 55 16; commit "Add colour circuits spanning several walls" .
gen src/index.ts 10 17; commit "Wire circuits into the API" .
git revert --no-edit HEAD >/dev/null; n=$((n+1))
gen src/routes/circuit.ts 8 18; gen src/index.ts 12 19; commit "Re-apply circuits behind the CIRCUITS flag" .
gen tests/circuit.test.ts 60 20; commit "Tests for circuits crossing the cave section" .
gen src/walls/wall.ts 5 21; gen docs/setting-guide.md 10 22; commit "Document the cave overhang angles" .
for i in $(seq 1 6); do gen src/grades/vscale.ts 2 $((500 + i)); commit "Grade consensus vote tweak $i" .; done
CMD="git log --stat"
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
