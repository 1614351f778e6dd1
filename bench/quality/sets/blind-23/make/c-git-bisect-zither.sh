#!/bin/bash
# git bisect run over 40 commits of a zither-tuning helper to find the commit that broke a check.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/zither-tuner; fresh "$P"; cd "$P"
gitinit "" "Ilse Brandauer" "ilse@zitherwerk.example"
cat > tuning.py <<'PY'
import math
A4 = 440.0
def freq(semitones_from_a4):
    return A4 * 2 ** (semitones_from_a4 / 12)
def cents(f, ref):
    return 1200 * math.log2(f / ref)
PY
cat > check.sh <<'SH'
#!/bin/sh
python3 -c "
from tuning import freq, cents
assert abs(freq(-9) - 261.626) < 0.01, freq(-9)
assert abs(cents(442, 440) - 7.85) < 0.01
print('ok')
"
SH
chmod +x check.sh
n=0
c() { n=$((n+1)); GIT_AUTHOR_DATE="$((1760000000 + n*5400)) +0100" GIT_COMMITTER_DATE="$((1760000000 + n*5400)) +0100" git commit -q -am "$1"; }
git add -A; c "Equal-temperament frequency helper"
msgs=("Add Viennese tuning preset" "Add Munich tuning preset" "Document fretboard strings" "Add bass string gauges" "Tidy imports"
 "Add cents display helper" "Round display to 0.1 cent" "Add chromatic scale table" "Add accompaniment string map" "Fix typo in preset name"
 "Add contrabass strings" "Add string tension estimate" "Support 415 Hz baroque pitch" "Refactor preset loader" "Add CLI entry point"
 "Cache frequency table" "Add metronome tick" "Speed up table build" "Support Alpine zither layout" "Add harmonic overtone listing"
 "Use concert pitch from settings" "Add tests for presets" "Translate help text to German" "Add MIDI note names" "Add strobe tuner mode"
 "Clamp cent deviation display" "Add string change reminder" "Add humidity note" "Bump version to 0.7.0" "Add export of tuning sheets"
 "Add fine tuner step setting" "Normalise preset file names" "Add microtonal offsets" "Document release process" "Add temperament comparison"
 "Add Psalter zither preset" "Polish CLI output" "Add JSON export")
i=0
for m in "${msgs[@]}"; do
  i=$((i+1))
  echo "# $m" >> notes.md
  if [ $i -eq 21 ]; then sed -i 's/^A4 = 440.0/A4 = 443.0  # concert pitch (settings.CONCERT_PITCH)/' tuning.py; fi
  git add -A; c "$m"
done
first=$(git rev-list --max-parents=0 HEAD)
capture git-bisect-zither "$P" "git bisect start HEAD $first && git bisect run ./check.sh; git bisect log | tail -n 3"
