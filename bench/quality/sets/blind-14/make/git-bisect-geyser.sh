#!/usr/bin/env bash
# `git bisect run` over 80 commits of a geyser eruption-interval predictor to find the commit
# that broke the interval regression check.
# Output: outputs/git-bisect-geyser.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/geyserwatch
rm -rf "$P"; mkdir -p "$P/geyser" "$P/scripts"
cd "$P" && git init -q -b main && git config commit.gpgsign false
t=1698800000
c() { GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
      GIT_AUTHOR_DATE="@$t -0700" GIT_COMMITTER_DATE="@$t -0700" git commit -q -m "$3"; t=$((t + 43200 + (t % 5) * 1800)); }
cat > geyser/predict.py <<'T'
"""Predict the next eruption of a cone geyser from the last eruption's duration."""

SHORT_LONG_SPLIT_MIN = 2.5
SHORT_INTERVAL_MIN = 65.0
LONG_INTERVAL_MIN = 91.0


def next_interval(duration_min: float) -> float:
    if duration_min < SHORT_LONG_SPLIT_MIN:
        return SHORT_INTERVAL_MIN
    return LONG_INTERVAL_MIN


def predict(last_eruption_min_of_day: float, duration_min: float) -> float:
    return (last_eruption_min_of_day + next_interval(duration_min)) % 1440
T
cat > geyser/history.py <<'T'
EVENTS = [(0.0, 4.1), (93.0, 1.9), (157.0, 4.3), (249.0, 4.0), (339.0, 2.1), (404.0, 4.6)]
T
cat > scripts/check_intervals.py <<'T'
import sys
sys.path.insert(0, ".")
from geyser.history import EVENTS
from geyser.predict import predict

errors = []
for (t0, dur), (t1, _) in zip(EVENTS, EVENTS[1:]):
    p = predict(t0, dur)
    errors.append(abs(p - t1))
mae = sum(errors) / len(errors)
print(f"interval check: {len(errors)} eruptions, mean abs error {mae:.1f} min")
sys.exit(0 if mae <= 10 else 1)
T
echo "# geyserwatch" > README.md
git add -A && c "Ruth Begay" ruth@geyserwatch.org "Duration-based interval predictor"
git tag v0.9
AUTH=("Ruth Begay|ruth@geyserwatch.org" "Sam Okonkwo|sam@geyserwatch.org" "Freya Lund|freya@geyserwatch.org")
for i in $(seq 1 80); do
  a=${AUTH[$((i % 3))]}
  case $i in
    53)
      python3 - <<'T'
p = "geyser/predict.py"
s = open(p).read()
s = s.replace("def next_interval(duration_min: float) -> float:\n    if duration_min < SHORT_LONG_SPLIT_MIN:",
              "def next_interval(duration_min: float) -> float:\n    # durations now arrive in seconds from the new logger\n    if duration_min / 60 < SHORT_LONG_SPLIT_MIN:")
open(p, "w").write(s)
T
      git add -A && c "Sam Okonkwo" sam@geyserwatch.org "Accept durations from the seismic logger" ;;
    *)
      echo "- note $i" >> README.md
      [ $((i % 4)) -eq 0 ] && echo "# tuning note $i" >> geyser/history.py
      git add -A && c "${a%%|*}" "${a##*|}" "$( case $((i % 6)) in 0) echo "Docs: field notes batch $i";; 1) echo "Tidy history loader ($i)";; 2) echo "Add eruption log for week $i";; 3) echo "CI: pin python for run $i";; 4) echo "Tune plot colours ($i)";; *) echo "Refactor helpers ($i)";; esac )" ;;
  esac
done
{
  capture 'git bisect start HEAD v0.9 && git bisect run python3 scripts/check_intervals.py'
} 2>&1 | neutral > "$SETDIR/outputs/git-bisect-geyser.txt"
git bisect reset >/dev/null 2>&1
