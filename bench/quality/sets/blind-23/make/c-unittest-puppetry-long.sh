#!/bin/bash
# Long verbose unittest run (2000+ passing tests) of a puppet-theatre cue-sheet library, with skips and one expected failure.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/puppet-cues; fresh "$P"; cd "$P"
mkdir -p cues tests
touch cues/__init__.py tests/__init__.py
cat > cues/sheet.py <<'PY'
def to_frames(seconds, fps=25):
    return round(seconds * fps)

def timecode(frames, fps=25):
    s, f = divmod(frames, fps)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    return f"{h:02d}:{m:02d}:{s:02d}:{f:02d}"

def string_count(kind):
    return {"marionette": 9, "rod": 0, "shadow": 0, "glove": 0, "bunraku": 0}[kind]

def operators(kind):
    return {"marionette": 1, "rod": 1, "shadow": 1, "glove": 1, "bunraku": 3}[kind]

def dimmer_level(pct):
    return max(0, min(255, round(pct * 2.55)))
PY
python3 - <<'PY'
out = ["import unittest, sys", "from cues.sheet import to_frames, timecode, string_count, operators, dimmer_level", ""]
out.append("class TimecodeTests(unittest.TestCase):")
for f in range(0, 90000, 97):
    h, r = divmod(f, 90000); m, r = divmod(f // 25, 60); s = (f // 25) % 60
    tc = f"{f // 25 // 3600:02d}:{f // 25 // 60 % 60:02d}:{f // 25 % 60:02d}:{f % 25:02d}"
    out.append(f"    def test_timecode_{f:05d}(self):\n        self.assertEqual(timecode({f}), '{tc}')")
out.append("\nclass FrameTests(unittest.TestCase):")
for t in range(0, 1200):
    sec = t * 0.4
    out.append(f"    def test_to_frames_{t:04d}(self):\n        self.assertEqual(to_frames({sec}), {round(sec * 25)})")
out.append("\nclass DimmerTests(unittest.TestCase):")
for p in range(0, 101):
    out.append(f"    def test_dimmer_{p:03d}(self):\n        self.assertEqual(dimmer_level({p}), {max(0, min(255, round(p * 2.55)))})")
out.append("""
class PuppetTests(unittest.TestCase):
    def test_marionette_strings(self):
        self.assertEqual(string_count("marionette"), 9)
    def test_bunraku_needs_three_operators(self):
        self.assertEqual(operators("bunraku"), 3)
    @unittest.skipUnless(sys.platform == "win32", "DMX USB interface driver only ships for Windows")
    def test_dmx_output_live(self):
        pass
    @unittest.skip("waiting for the new shadow-screen dimensions from the set designer")
    def test_shadow_screen_throw_distance(self):
        pass
    @unittest.expectedFailure
    def test_timecode_drop_frame_2997(self):
        self.assertEqual(timecode(1800, fps=29.97), "00:01:00;02")
""")
open("tests/test_sheet.py", "w").write("\n".join(out) + "\n")
PY
capture unittest-puppetry-long "$P" 'python -m unittest -v tests.test_sheet'
