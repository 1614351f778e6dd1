#!/bin/bash
# git bisect run over a butterfly-transect counting tool: a regression in the weekly index somewhere in 80 commits.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-git-bisect-butterfly.txt
P=$WORK/transect-counts
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_CONFIG_GLOBAL=/dev/null
git init -q -b main .
git config user.name "Celyn Marsh"; git config user.email "celyn@lepidoptera-survey.example"
ts=1748000000
c() { ts=$((ts+86400)); GIT_AUTHOR_DATE="@$ts +0000" GIT_COMMITTER_DATE="@$ts +0000" git commit -q "$@"; }
mkdir -p transect data
cat > transect/index.py <<'EOF'
SECTIONS = 15

def weekly_index(counts):
    """Mean count per section over the weeks walked; missing weeks are interpolated."""
    walked = [c for c in counts if c is not None]
    if not walked:
        return 0.0
    return round(sum(walked) / len(walked), 2)
EOF
cat > transect/species.py <<'EOF'
SPECIES = ["Small Tortoiseshell", "Peacock", "Red Admiral", "Meadow Brown", "Gatekeeper",
           "Common Blue", "Small Copper", "Orange-tip", "Brimstone", "Ringlet"]
EOF
cat > check.sh <<'EOF'
#!/bin/sh
python3 -c "
from transect.index import weekly_index
got = weekly_index([4, None, 6, 8, None, 2])
assert got == 5.0, f'weekly_index returned {got}, expected 5.0'
print('ok', got)
"
EOF
chmod +x check.sh
echo "week,section,species,count" > data/2025.csv
git add -A; c -m "Transect counting tool: weekly index and species list"
NAMES=("Small Tortoiseshell" "Peacock" "Red Admiral" "Meadow Brown" "Gatekeeper" "Common Blue" "Small Copper" "Orange-tip" "Brimstone" "Ringlet")
for i in $(seq 1 80); do
  s=${NAMES[$((i % 10))]}
  echo "$i,$((i % 15 + 1)),$s,$((i * 7 % 13))" >> data/2025.csv
  msg="Add week $((i/5+14)) counts for section $((i % 15 + 1)) ($s)"
  if [ $i = 23 ]; then
    sed -i 's/SECTIONS = 15/SECTIONS = 15\nMAX_GAP = 2/' transect/index.py; msg="index: define MAX_GAP for interpolation"
  fi
  if [ $i = 49 ]; then
    python3 - <<'EOF'
p = "transect/index.py"
s = open(p).read()
s = s.replace("walked = [c for c in counts if c is not None]", "walked = [c if c is not None else 0 for c in counts]")
open(p, "w").write(s)
EOF
    msg="index: treat unwalked weeks as zero so partial seasons are comparable"
  fi
  if [ $i = 61 ]; then echo '    "Holly Blue",' >/dev/null; sed -i 's/"Ringlet"]/"Ringlet", "Holly Blue"]/' transect/species.py; msg="species: add Holly Blue"; fi
  git add -A; c -m "$msg"
done
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
first=$(git rev-list --max-parents=0 HEAD)
{ echo "\$ git bisect start HEAD $(git rev-parse --short $first)"; timeout 120 git bisect start HEAD $first 2>&1; echo "exit status: $?"
  echo '$ git bisect run ./check.sh'; timeout 120 git bisect run ./check.sh 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"
  echo '$ git bisect log'; timeout 120 git bisect log 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
git bisect reset >/dev/null 2>&1
