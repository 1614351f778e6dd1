#!/usr/bin/env bash
# d6c: pytest -x on a small accordion-repair shop project; stops at the first failure.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-pytest-x-accordion.txt}
P=$WORK/accordion-workshop
rm -rf "$P"; mkdir -p "$P/squeezebox" "$P/tests"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$HOME/\.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
cat > pyproject.toml <<'EOF'
[project]
name = "squeezebox"
version = "0.4.1"
[tool.pytest.ini_options]
testpaths = ["tests"]
EOF
cat > squeezebox/__init__.py <<'EOF'
EOF
cat > squeezebox/reeds.py <<'EOF'
import math

A4 = 440.0

def cents_off(measured_hz: float, target_hz: float) -> float:
    """Deviation of a reed from its target pitch in cents."""
    return 1200 * math.log2(measured_hz / target_hz)

def target_for(note: str, tuning_offset_cents: float = 0.0) -> float:
    names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    name, octave = note[:-1], int(note[-1])
    semis = names.index(name) - 9 + (octave - 4) * 12
    return A4 * 2 ** (semis / 12) * 2 ** (tuning_offset_cents / 1200)

def musette_beat(left_hz: float, right_hz: float) -> float:
    # beat frequency heard between the two middle reeds of a wet-tuned register
    return round(left_hz - right_hz, 2)

def needs_filing(measured_hz: float, note: str, tolerance_cents: float = 2.0) -> bool:
    return abs(cents_off(measured_hz, target_for(note))) > tolerance_cents
EOF
cat > squeezebox/bellows.py <<'EOF'
from dataclasses import dataclass

@dataclass
class LeakTest:
    closed_seconds: float     # time for the bellows to close under 2 kg with all valves shut
    folds: int

    def verdict(self) -> str:
        per_fold = self.closed_seconds / self.folds
        if per_fold >= 4.0:
            return "tight"
        if per_fold >= 2.5:
            return "serviceable"
        return "leaking"
EOF
cat > tests/test_bellows.py <<'EOF'
from squeezebox.bellows import LeakTest

def test_tight_bellows():
    assert LeakTest(closed_seconds=80, folds=16).verdict() == "tight"

def test_serviceable_bellows():
    assert LeakTest(closed_seconds=48, folds=16).verdict() == "serviceable"

def test_leaking_bellows():
    assert LeakTest(closed_seconds=20, folds=16).verdict() == "leaking"
EOF
cat > tests/test_reeds.py <<'EOF'
import pytest
from squeezebox.reeds import cents_off, target_for, musette_beat, needs_filing

def test_a4_is_440():
    assert target_for("A4") == pytest.approx(440.0)

def test_c5_target():
    assert target_for("C5") == pytest.approx(523.251, abs=1e-3)

def test_cents_off_sharp_reed():
    assert cents_off(441.0, 440.0) == pytest.approx(3.93, abs=0.01)

@pytest.mark.parametrize("left,right,beat", [(441.5, 440.0, 1.5), (440.0, 441.5, 1.5)])
def test_musette_beat_is_positive(left, right, beat):
    assert musette_beat(left, right) == beat

def test_needs_filing_within_tolerance():
    assert not needs_filing(440.5, "A4")

def test_needs_filing_flat_reed():
    assert needs_filing(436.0, "A4")
EOF
cat > tests/test_tuning_offsets.py <<'EOF'
from squeezebox.reeds import target_for

def test_swing_tuning_offset():
    assert round(target_for("A4", tuning_offset_cents=12), 2) == 443.06
EOF
{ echo '$ python3 -m pytest -x -v'; python3 -m pytest -x -v -p no:cacheprovider 2>&1; echo "exit status: $?"; } | neut > "$OUT"
