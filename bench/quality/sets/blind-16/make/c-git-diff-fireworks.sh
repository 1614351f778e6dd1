#!/usr/bin/env bash
# git diff --stat and full git diff between two release tags of a fireworks show-firing controller:
# a re-timed show file (hundreds of changed cue lines) plus code changes in safety, timing and module code.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/firectl
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.email dev@firectl.example; git config user.name "Dev"
export GIT_AUTHOR_NAME="Priya Raman" GIT_AUTHOR_EMAIL=priya@firectl.example
export GIT_COMMITTER_NAME="Priya Raman" GIT_COMMITTER_EMAIL=priya@firectl.example
export PYTHONHASHSEED=0
cat > gen.py <<'PY'
import os, random, sys
version = sys.argv[1]
rng = random.Random(2026)
os.makedirs("firectl", exist_ok=True); os.makedirs("shows", exist_ok=True); os.makedirs("tests", exist_ok=True)
new = version == "3.2.0"

EFFECTS = ["peony", "chrysanthemum", "willow", "palm", "crossette", "kamuro", "ring", "strobe", "comet", "mine",
           "crackling", "horsetail", "brocade", "dahlia", "spider"]
COLOURS = ["red", "green", "blue", "gold", "silver", "purple", "white", "orange", "lemon", "aqua"]
CALIBRES = [50, 75, 100, 125, 150]

def show_file():
    out = ["# New Year 2026 harbour show", "show: harbour-ny-2026", "music: soundtrack_v7.wav",
           f"timecode_offset_ms: {0 if not new else 40}", "positions:"]
    for p in ["BARGE-A", "BARGE-B", "PIER-N", "PIER-S", "ROOF-1"]:
        out.append(f"  - {{id: {p}, rails: {rng.randint(6, 12)}}}")
    out.append("cues:")
    t = 0
    r2 = random.Random(99)
    for n in range(1, 1301):
        t += r2.randint(200, 1800)
        cal = r2.choice(CALIBRES)
        eff = r2.choice(EFFECTS)
        col = r2.choice(COLOURS)
        pos = r2.choice(["BARGE-A", "BARGE-B", "PIER-N", "PIER-S", "ROOF-1"])
        ch = r2.randint(1, 64)
        tt = t
        if new and n >= 231:
            tt = t + 850  # chorus re-edit: everything from cue 231 on moves by 850 ms
        if new and n == 905:
            cal = 100 if cal != 100 else 125
        out.append(f"  - {{cue: {n:03d}, t_ms: {tt}, pos: {pos}, ch: {ch}, calibre_mm: {cal}, effect: {eff}, colour: {col}}}")
    if new:
        out.append("  - {cue: 1301, t_ms: %d, pos: BARGE-A, ch: 64, calibre_mm: 150, effect: kamuro, colour: gold, note: finale-hold}" % (t + 2500))
    return "\n".join(out) + "\n"

safety_old = '''"""Safety distances and pre-fire checks."""

# minimum spectator distance in metres per mm of shell calibre (NFPA 1123 style table)
DISTANCE_PER_MM = 0.70
MIN_DISTANCE_M = {50: 35, 75: 53, 100: 70, 125: 88, 150: 105}
WIND_LIMIT_MS = 9.0


def required_distance(calibre_mm, wind_ms=0.0):
    base = MIN_DISTANCE_M.get(calibre_mm, calibre_mm * DISTANCE_PER_MM)
    if wind_ms > 5:
        base *= 1.25
    return base


def can_fire(calibre_mm, crowd_distance_m, wind_ms):
    if wind_ms >= WIND_LIMIT_MS:
        return False, "wind over limit"
    if crowd_distance_m < required_distance(calibre_mm, wind_ms):
        return False, "crowd too close"
    return True, ""
'''
safety_new = safety_old.replace("WIND_LIMIT_MS = 9.0", "WIND_LIMIT_MS = 10.5\nGUST_LIMIT_MS = 14.0").replace(
'''def can_fire(calibre_mm, crowd_distance_m, wind_ms):
    if wind_ms >= WIND_LIMIT_MS:
        return False, "wind over limit"''',
'''def can_fire(calibre_mm, crowd_distance_m, wind_ms, gust_ms=None):
    if wind_ms >= WIND_LIMIT_MS:
        return False, "wind over limit"
    if gust_ms is not None and gust_ms >= GUST_LIMIT_MS:
        return False, "gusts over limit"''').replace("    if wind_ms > 5:\n        base *= 1.25", "    if wind_ms > 6:\n        base *= 1.2")

timing_old = '''"""Timecode handling for the firing system."""
import time

FRAME_MS = 40  # 25 fps SMPTE


def frames(t_ms):
    return t_ms // FRAME_MS


def schedule(cues, start_ns):
    plan = []
    for cue in sorted(cues, key=lambda c: c["t_ms"]):
        plan.append((start_ns + cue["t_ms"] * 1_000_000, cue))
    return plan


def late_by_ms(fire_ns, actual_ns):
    return (actual_ns - fire_ns) / 1_000_000
'''
timing_new = timing_old.replace('''def schedule(cues, start_ns):
    plan = []
    for cue in sorted(cues, key=lambda c: c["t_ms"]):
        plan.append((start_ns + cue["t_ms"] * 1_000_000, cue))
    return plan''', '''def schedule(cues, start_ns, offset_ms=0, drift_ppm=0.0):
    """Fire times in ns; drift_ppm compensates a slow/fast audio clock."""
    plan = []
    for cue in sorted(cues, key=lambda c: c["t_ms"]):
        t_ms = (cue["t_ms"] + offset_ms) * (1 + drift_ppm / 1_000_000)
        plan.append((start_ns + int(t_ms * 1_000_000), cue))
    return plan''')

modules_lines = ['"""Firing module bus (RS-485)."""', "", "MODULES = {"]
for i in range(1, 41):
    modules_lines.append(f'    "M{i:02d}": {{"channels": 64, "addr": 0x{0x20 + i:02X}, "position": "{["BARGE-A", "BARGE-B", "PIER-N", "PIER-S", "ROOF-1"][i % 5]}"}},')
modules_lines.append("}")
modules_lines += ["", "", "def module_for(position, ch):" if not new else "def module_for_channel(position, ch):",
                  "    for name, m in MODULES.items():",
                  "        if m[\"position\"] == position and ch <= m[\"channels\"]:",
                  "            return name", "    raise LookupError(f\"no module at {position} for channel {ch}\")", "",
                  "", "def arm(bus, name):", "    bus.write(MODULES[name][\"addr\"], b\"ARM\")" if not new else
                  "    bus.write(MODULES[name][\"addr\"], b\"ARM\", retries=3)", ""]
tests = '''from firectl.safety import can_fire, required_distance


def test_distance_table():
    assert required_distance(100) == 70


def test_wind_blocks():
    assert can_fire(75, 100, 9.5) == (False, "wind over limit")
'''
if new:
    tests = tests.replace("can_fire(75, 100, 9.5)", "can_fire(75, 100, 11.0)") + '''

def test_gusts_block():
    assert can_fire(75, 100, 4.0, gust_ms=15.0) == (False, "gusts over limit")
'''
open("shows/harbour-ny-2026.yaml", "w").write(show_file())
open("firectl/safety.py", "w").write(safety_new if new else safety_old)
open("firectl/timing.py", "w").write(timing_new if new else timing_old)
open("firectl/modules.py", "w").write("\n".join(modules_lines))
open("tests/test_safety.py", "w").write(tests)
open("VERSION", "w").write(version + "\n")
PY
python3 gen.py 3.1.0; rm gen.py.bak 2>/dev/null; git add -A -- . ':!gen.py'
GIT_AUTHOR_DATE=2025-12-01T10:00:00 GIT_COMMITTER_DATE=2025-12-01T10:00:00 git commit -q -m "release 3.1.0"; git tag v3.1.0
python3 gen.py 3.2.0; git add -A -- . ':!gen.py'
GIT_AUTHOR_DATE=2025-12-20T18:00:00 GIT_COMMITTER_DATE=2025-12-20T18:00:00 git commit -q -m "release 3.2.0: chorus re-edit, gust limit, drift compensation"; git tag v3.2.0
rm gen.py
{
  run "git diff --stat v3.1.0 v3.2.0"
  run "git diff v3.1.0 v3.2.0"
} | neutral
