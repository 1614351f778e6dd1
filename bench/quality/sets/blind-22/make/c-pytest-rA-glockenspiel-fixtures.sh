#!/bin/bash
# pytest -rA where a fixture fails at setup and one at teardown (toy glockenspiel tuning workshop)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/glockenspiel-tuner
rm -rf "$P"; mkdir -p "$P/tuner" "$P/tests"; cd "$P"
touch tuner/__init__.py
cat > tuner/bars.py <<'PY'
import json, math

A4 = 440.0

def cents_off(measured_hz: float, target_hz: float) -> float:
    return 1200 * math.log2(measured_hz / target_hz)

def note_hz(semitones_from_a4: int) -> float:
    return A4 * 2 ** (semitones_from_a4 / 12)

class BarSet:
    def __init__(self, path):
        with open(path) as fh:
            self.bars = json.load(fh)["bars"]
    def out_of_tune(self, tolerance=5.0):
        return [b["note"] for b in self.bars if abs(cents_off(b["hz"], note_hz(b["semi"]))) > tolerance]

class Strobe:
    def __init__(self, port):
        if not port.startswith("/dev/tty"):
            raise ConnectionError(f"strobe tuner not found on {port!r}")
        self.port = port
    def close(self):
        pass
PY
mkdir -p tests/data
cat > tests/data/alto.json <<'JS'
{"bars": [{"note": "A4", "semi": 0, "hz": 440.2},
          {"note": "C5", "semi": 3, "hz": 523.0},
          {"note": "E5", "semi": 7, "hz": 665.1},
          {"note": "G5", "semi": 10, "hz": 783.99}]}
JS
cat > tests/conftest.py <<'PY'
import os, pytest
from tuner.bars import BarSet, Strobe

@pytest.fixture
def alto_set():
    return BarSet(os.path.join(os.path.dirname(__file__), "data", "alto.json"))

@pytest.fixture
def soprano_set():
    return BarSet(os.path.join(os.path.dirname(__file__), "data", "soprano.json"))

@pytest.fixture
def strobe():
    s = Strobe(os.environ.get("STROBE_PORT", "usb:strobe0"))
    yield s
    s.close()

@pytest.fixture
def workshop_log(tmp_path):
    log = tmp_path / "session.log"
    log.write_text("")
    yield log
    assert log.read_text().strip(), "tuning session wrote nothing to the workshop log"
PY
cat > tests/test_bars.py <<'PY'
import pytest
from tuner.bars import cents_off, note_hz

def test_a4_reference():
    assert note_hz(0) == 440.0

def test_octave_is_1200_cents():
    assert round(cents_off(880.0, 440.0)) == 1200

def test_alto_out_of_tune(alto_set):
    assert alto_set.out_of_tune() == ["E5"]

def test_soprano_all_in_tune(soprano_set):
    assert soprano_set.out_of_tune() == []

def test_strobe_reads_port(strobe):
    assert strobe.port

def test_session_logged(alto_set, workshop_log):
    bad = alto_set.out_of_tune()
    assert len(bad) == 1

@pytest.mark.skip(reason="needs the anechoic booth")
def test_decay_time():
    pass
PY
capture "python3 -m pytest -rA -p no:cacheprovider --basetemp=$P/.tmp tests" | neutral
