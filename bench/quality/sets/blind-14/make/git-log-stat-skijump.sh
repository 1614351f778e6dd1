#!/usr/bin/env bash
# `git log --stat` of a ski-jumping competition scoring service with ~260 commits.
# Output: outputs/git-log-stat-skijump.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/jumpscore
rm -rf "$P"; mkdir -p "$P"
cd "$P" && git init -q -b main && git config commit.gpgsign false
mkdir -p scoring api judges hills tests docs
cat > scoring/distance.py <<'T'
METER_VALUE = {"normal": 2.0, "large": 1.8, "flying": 1.2}


def distance_points(hill_kind: str, k_point: float, distance: float) -> float:
    base = 120.0 if hill_kind == "flying" else 60.0
    return base + (distance - k_point) * METER_VALUE[hill_kind]
T
cat > scoring/wind.py <<'T'
def wind_points(hill_kind: str, avg_wind_ms: float) -> float:
    factor = {"normal": 8.0, "large": 9.9, "flying": 12.0}[hill_kind]
    return -avg_wind_ms * factor
T
cat > scoring/gate.py <<'T'
def gate_points(gate_delta: int, points_per_gate: float) -> float:
    return -gate_delta * points_per_gate
T
cat > judges/style.py <<'T'
def style_points(marks: list[float]) -> float:
    marks = sorted(marks)
    return sum(marks[1:-1])
T
cat > hills/table.csv <<'T'
hill,kind,k_point,hill_size,points_per_gate
Holmenkollen,large,120,134,7.24
Planica,flying,200,240,9.36
Innsbruck,large,120,128,7.02
T
cat > api/routes.py <<'T'
ROUTES = ["/jumps", "/standings"]
T
cat > tests/test_scoring.py <<'T'
from scoring.distance import distance_points
def test_k_point():
    assert distance_points("large", 120, 120) == 60.0
T
echo "# jumpscore" > docs/README.md
git add -A
t=1704103200  # 2024-01-01 10:00 UTC
commit() { # author email message
  GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
  GIT_AUTHOR_DATE="@$t +0100" GIT_COMMITTER_DATE="@$t +0100" git commit -q -m "$3" ${4:+-m "$4"}
  t=$((t + 20000 + (t % 7) * 3100))
}
commit "Kari Nilsen" kari@jumpscore.dev "Initial scoring skeleton"
AUTHORS=("Kari Nilsen|kari@jumpscore.dev" "Tomaz Vidmar|tomaz@jumpscore.dev" "Lena Gruber|lena@jumpscore.dev" "Akira Sato|akira@jumpscore.dev" "Piotr Wasik|piotr@jumpscore.dev")
FILES=(api/routes.py api/standings.py api/export.py judges/panel.py judges/style.py docs/README.md docs/rules.md tests/test_api.py tests/test_style.py scoring/gate.py hills/profiles.py api/live.py)
VERBS=("Fix" "Refactor" "Tidy" "Add tests for" "Document" "Speed up" "Handle edge case in" "Rename helpers in" "Log more in" "Type-annotate")
for i in $(seq 1 258); do
  a=${AUTHORS[$(( (i * 7) % 5 ))]}; name=${a%%|*}; email=${a##*|}
  f=${FILES[$(( (i * 5 + i / 3) % ${#FILES[@]} ))]}
  g=${FILES[$(( (i * 11 + 3) % ${#FILES[@]} ))]}
  mkdir -p "$(dirname "$f")"
  for k in $(seq 0 $(( i % 4 ))); do echo "# change $i.$k" >> "$f"; done
  if [ $((i % 3)) -eq 0 ]; then echo "# touch $i" >> "$g"; fi
  git add -A
  v=${VERBS[$(( i % ${#VERBS[@]} ))]}
  mod=$(basename "$f" .py)
  case $i in
    57)
      echo "Oberstdorf,flying,200,235,8.91" >> hills/table.csv; git add -A
      commit "Lena Gruber" lena@jumpscore.dev "Add Oberstdorf flying hill to hill table" "Values from the 2023 homologation certificate." ;;
    131)
      sed -i 's/"large": 9.9/"large": 10.8/' scoring/wind.py; git add -A
      commit "Piotr Wasik" piotr@jumpscore.dev "Raise large-hill wind factor to 10.8 pts per m/s" "FIS rule change for the 2024/25 season (ICR 414.2). Normal and flying
hills are unchanged." ;;
    132)
      commit "$name" "$email" "$v $mod (#$((400 + i)))" ;;
    199)
      sed -i 's/return sum(marks\[1:-1\])/return round(sum(marks[1:-1]), 1)/' judges/style.py; git add -A
      commit "Akira Sato" akira@jumpscore.dev "Round style points to one decimal" "Five judges, highest and lowest dropped; the sum could show float noise
like 56.49999 on the scoreboard." ;;
    *)
      commit "$name" "$email" "$v $mod (#$((400 + i)))" ;;
  esac
done
{
  capture git log --stat
} 2>&1 | neutral > "$SETDIR/outputs/git-log-stat-skijump.txt"
