#!/bin/bash
# python -m unittest -v for a glass-harp (musical glasses) tuning calculator: failures, an error, skips, subTests.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/glassharp; rm -rf "$P"; mkdir -p "$P/glassharp" "$P/tests"; cd "$P"
cat > glassharp/__init__.py <<'PY'
PY
cat > glassharp/tuning.py <<'PY'
import math

A4 = 440.0
NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

def note_freq(name, octave):
    idx = NAMES.index(name)
    semis = idx - 9 + (octave - 4) * 12
    return round(A4 * 2 ** (semis / 12), 2)

def water_depth_mm(glass_height_mm, empty_freq, target_freq):
    """Water lowers pitch: f = f0 * (1 - k*(h/H)^2) roughly."""
    if target_freq > empty_freq:
        raise ValueError("target above empty-glass pitch")
    ratio = 1 - target_freq / empty_freq
    return round(glass_height_mm * math.sqrt(ratio / 0.55), 1)

def cents(f, ref):
    return round(1200 * math.log2(f / ref), 1)
PY
cat > glassharp/rack.py <<'PY'
from .tuning import note_freq, water_depth_mm

def build_rack(glasses, scale):
    rack = []
    for g, (name, octv) in zip(sorted(glasses, key=lambda g: -g["f0"]), scale):
        target = note_freq(name, octv)
        rack.append({"glass": g["id"], "note": f"{name}{octv}", "depth": water_depth_mm(g["height"], g["f0"], target)})
    return rack
PY
: > tests/__init__.py
cat > tests/test_tuning.py <<'PY'
import sys, unittest
from glassharp.tuning import note_freq, water_depth_mm, cents

class NoteFreqTest(unittest.TestCase):
    def test_a4(self):
        self.assertEqual(note_freq("A", 4), 440.0)
    def test_c5(self):
        self.assertEqual(note_freq("C", 5), 523.25)
    def test_octaves(self):
        for octv in range(2, 7):
            with self.subTest(octave=octv):
                self.assertAlmostEqual(note_freq("A", octv), 440.0 * 2 ** (octv - 4), places=1)
    def test_flat_names(self):
        self.assertEqual(note_freq("Bb", 4), 466.16)

class DepthTest(unittest.TestCase):
    def test_empty_is_zero(self):
        self.assertEqual(water_depth_mm(110, 880.0, 880.0), 0.0)
    def test_known_glass(self):
        self.assertEqual(water_depth_mm(110, 880.0, 784.0), 46.3)
    def test_above_raises(self):
        with self.assertRaises(ValueError):
            water_depth_mm(110, 600.0, 700.0)
    @unittest.skipUnless(sys.platform == "darwin", "needs CoreAudio microphone capture")
    def test_live_pitch(self):
        pass

class CentsTest(unittest.TestCase):
    def test_cents(self):
        cases = [(440.0, 440.0, 0.0), (466.16, 440.0, 100.0), (880.0, 440.0, 1200.0), (452.0, 440.0, 46.6)]
        for f, ref, expected in cases:
            with self.subTest(f=f, ref=ref):
                self.assertEqual(cents(f, ref), expected)
    @unittest.skip("temperament tables move to glassharp.temper in 0.4")
    def test_meantone(self):
        pass
PY
cat > tests/test_rack.py <<'PY'
import unittest
from glassharp.rack import build_rack

GLASSES = [{"id": "wine-3", "f0": 880.0, "height": 110}, {"id": "flute-1", "f0": 1046.0, "height": 150},
           {"id": "tumbler-2", "f0": 700.0, "height": 95}]

class RackTest(unittest.TestCase):
    def test_rack_order(self):
        rack = build_rack(GLASSES, [("C", 6), ("A", 5), ("F", 5)])
        self.assertEqual([r["glass"] for r in rack], ["flute-1", "wine-3", "tumbler-2"])
    def test_rack_depths(self):
        rack = build_rack(GLASSES, [("C", 6), ("A", 5), ("F", 5)])
        self.assertEqual(rack[1], {"glass": "wine-3", "note": "A5", "depth": 0.0})
    def test_rack_unreachable(self):
        rack = build_rack(GLASSES, [("C", 6), ("A", 5), ("G", 5)])
        self.assertEqual(len(rack), 3)

if __name__ == "__main__":
    unittest.main()
PY
run "python -m unittest discover -v -s tests -t ." | neutral > "$OUTDIR/c-unittest-v-glassharp.txt"
