#!/bin/bash
# git merge with conflicts, then git status and git diff, in a river weir-gauge telemetry repo.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/weirgauge; fresh "$P"; cd "$P"
gitinit
export GIT_AUTHOR_DATE="1750000000 +0100" GIT_COMMITTER_DATE="1750000000 +0100"
mkdir -p gauge tests
cat > gauge/rating.py <<'PY'
"""Stage-discharge rating for the Aldwick crump weir."""

CREST_LEVEL_M = 12.480
COEFF_C = 1.627
WIDTH_M = 6.0


def discharge(stage_m):
    head = stage_m - CREST_LEVEL_M
    if head <= 0:
        return 0.0
    return COEFF_C * WIDTH_M * head ** 1.5


def flag(stage_m):
    if stage_m > 14.2:
        return "FLOOD"
    if stage_m < 12.6:
        return "LOW"
    return "NORMAL"
PY
cat > gauge/config.toml <<'T'
[station]
id = "ALDW-03"
river = "Aldwick Brook"
sample_seconds = 900

[alarm]
flood_stage_m = 14.2
low_stage_m = 12.6
recipients = ["duty-hydrologist@example.org"]
T
cat > tests/test_rating.py <<'PY'
from gauge.rating import discharge, flag
def test_zero_below_crest():
    assert discharge(12.0) == 0.0
def test_flag():
    assert flag(15.0) == "FLOOD"
PY
git add -A && git commit -q -m "Rating curve and alarm thresholds for ALDW-03"
git checkout -q -b drowned-flow
python3 - <<'PY'
p = "gauge/rating.py"; s = open(p).read()
s = s.replace("""    return COEFF_C * WIDTH_M * head ** 1.5
""", """    q = COEFF_C * WIDTH_M * head ** 1.5
    if tailwater_m is not None and tailwater_m > CREST_LEVEL_M + 0.75 * head:
        q *= DROWNED_REDUCTION
    return q
""").replace("def discharge(stage_m):", "def discharge(stage_m, tailwater_m=None):").replace("WIDTH_M = 6.0\n", "WIDTH_M = 6.0\nDROWNED_REDUCTION = 0.91\n")
open(p, "w").write(s)
c = open("gauge/config.toml").read().replace("sample_seconds = 900", "sample_seconds = 900\ntailwater_sensor = \"ALDW-03T\"")
open("gauge/config.toml", "w").write(c)
PY
git commit -q -am "Apply drowned-flow reduction when tailwater is high"
git checkout -q main
python3 - <<'PY'
p = "gauge/rating.py"; s = open(p).read()
s = s.replace("COEFF_C = 1.627", "COEFF_C = 1.612  # recalibrated after 2025 current-meter gaugings")
s = s.replace("""    return COEFF_C * WIDTH_M * head ** 1.5
""", """    return round(COEFF_C * WIDTH_M * head ** 1.5, 3)
""")
open(p, "w").write(s)
c = open("gauge/config.toml").read().replace("sample_seconds = 900", "sample_seconds = 300").replace("flood_stage_m = 14.2", "flood_stage_m = 13.9")
open("gauge/config.toml", "w").write(c)
PY
git commit -q -am "Recalibrate coefficient, round discharge, 5-minute sampling"
capture git-merge-weirgauge "$P" 'git merge drowned-flow; git status; git diff'
