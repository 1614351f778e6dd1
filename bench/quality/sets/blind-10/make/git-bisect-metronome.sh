#!/usr/bin/env bash
# git bisect run over 40 commits of a metronome/tempo library to find when BPM rounding broke.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tempokit
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/tempokit"; cd "$P"
git init -q -b main
git config user.name "Sina Rahimi"; git config user.email sina@tempokit.example
cat > tempokit/__init__.py <<'EOF'
EOF
cat > tempokit/tempo.py <<'EOF'
def interval_ms(bpm):
    return round(60000 / bpm, 3)


def bpm_from_taps(taps_ms):
    gaps = [b - a for a, b in zip(taps_ms, taps_ms[1:])]
    return round(60000 / (sum(gaps) / len(gaps)), 1)
EOF
cat > check.sh <<'EOF'
#!/bin/sh
python3 -c "
from tempokit.tempo import bpm_from_taps, interval_ms
assert interval_ms(120) == 500.0, interval_ms(120)
got = bpm_from_taps([0, 500, 1000, 1500, 2010])
assert got == 119.4, got
print('tempo ok', got)
"
EOF
chmod +x check.sh
git add -A
ts=1704103200
c() { ts=$((ts + 5400)); GIT_AUTHOR_DATE="@$ts +0000" GIT_COMMITTER_DATE="@$ts +0000" git commit -q -am "$1"; }
GIT_AUTHOR_DATE="@$ts +0000" GIT_COMMITTER_DATE="@$ts +0000" git commit -q -m "Tempo helpers"
msgs=("Add swing ratio helper" "Docstrings for tempo helpers" "Support dotted notes" "Add tap tempo smoothing window" "Clamp BPM to 20..400" "Expose subdivision names" "Add polyrhythm ratio" "Faster gap computation" "Type hints" "Add accent pattern parser" "Refactor rounding helper" "Add time signature class" "Handle empty tap list" "Cache interval lookups" "Add triplet support" "Metronome click scheduler" "Use integer ms internally" "Add latency compensation" "Lint fixes" "Export public API" "Add tempo ramp" "Ramp easing curves" "Fix ramp off-by-one" "Add count-in bars" "Add MIDI clock ticks" "Doc examples" "Rename module constants" "Add jitter statistics" "Tidy imports" "Add tempo presets" "Preset names localised" "Add compound meters" "Bump version to 0.9.0" "Add CLI entry point" "CLI --taps option" "CLI help text" "Add README badges" "Pin python >= 3.9")
i=0
for m in "${msgs[@]}"; do
  i=$((i+1))
  echo "# $m" >> tempokit/tempo.py
  if [ "$m" = "Use integer ms internally" ]; then
    sed -i 's|return round(60000 / (sum(gaps) / len(gaps)), 1)|return round(60000 / (sum(gaps) // len(gaps)), 1)|' tempokit/tempo.py
  fi
  c "$m"
done
good=$(git rev-list --max-parents=0 HEAD)
{
  echo "\$ git bisect start HEAD $(git rev-parse --short $good)"
  git bisect start HEAD "$good" 2>&1
  echo "exit status: $?"
  echo '$ git bisect run ./check.sh'
  git bisect run ./check.sh 2>&1 | sed '$a\'
  echo "exit status: ${PIPESTATUS[0]}"
} | neutral
