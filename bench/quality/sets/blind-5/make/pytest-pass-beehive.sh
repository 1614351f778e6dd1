#!/bin/bash
# beehive inspection log: a passing pytest run with skips, an xfail and a durations report
source "$(dirname "$0")/_common.sh"
fresh hive-inspections
mkdir -p hivelog tests
cat > hivelog/__init__.py <<'EOF'
EOF
cat > hivelog/inspection.py <<'EOF'
import time
from dataclasses import dataclass, field
from datetime import date

VARROA_TREAT_THRESHOLD = 3.0   # mites per 100 bees


@dataclass
class Inspection:
    hive: str
    day: date
    frames_brood: int
    frames_honey: float
    queen_seen: bool
    eggs_seen: bool
    mites_per_100: float = 0.0
    temper: str = "calm"
    notes: list = field(default_factory=list)

    def queenright(self):
        return self.queen_seen or self.eggs_seen

    def needs_treatment(self):
        return self.mites_per_100 >= VARROA_TREAT_THRESHOLD

    def honey_kg(self):
        return round(self.frames_honey * 2.2, 1)


def swarm_risk(ins: Inspection, queen_cells: int) -> str:
    if queen_cells >= 3 and ins.frames_brood >= 7:
        return "high"
    if queen_cells:
        return "medium"
    return "low"


def slow_sync(records):
    """Simulates pushing records to the association's hive register."""
    for _ in records:
        time.sleep(0.05)
    return len(records)
EOF
cat > tests/test_inspection.py <<'EOF'
import os
import sys
from datetime import date

import pytest

from hivelog.inspection import Inspection, swarm_risk, slow_sync


def mk(**kw):
    base = dict(hive="H1", day=date(2024, 5, 12), frames_brood=5, frames_honey=2.5, queen_seen=True, eggs_seen=True)
    base.update(kw)
    return Inspection(**base)


@pytest.mark.parametrize("queen,eggs,expected", [(True, True, True), (True, False, True), (False, True, True), (False, False, False)])
def test_queenright(queen, eggs, expected):
    assert mk(queen_seen=queen, eggs_seen=eggs).queenright() is expected


@pytest.mark.parametrize("mites,treat", [(0.0, False), (1.5, False), (2.99, False), (3.0, True), (7.2, True)])
def test_needs_treatment(mites, treat):
    assert mk(mites_per_100=mites).needs_treatment() is treat


@pytest.mark.parametrize("frames,kg", [(0, 0.0), (1, 2.2), (2.5, 5.5), (9, 19.8)])
def test_honey_kg(frames, kg):
    assert mk(frames_honey=frames).honey_kg() == kg


@pytest.mark.parametrize("cells,brood,risk", [(0, 8, "low"), (1, 4, "medium"), (3, 6, "medium"), (3, 7, "high"), (5, 9, "high")])
def test_swarm_risk(cells, brood, risk):
    assert swarm_risk(mk(frames_brood=brood), cells) == risk


@pytest.mark.parametrize("n", [1, 5, 12])
def test_sync_counts_records(n):
    assert slow_sync([mk()] * n) == n


@pytest.mark.skipif(not os.environ.get("HIVE_REGISTER_TOKEN"), reason="needs HIVE_REGISTER_TOKEN for the live register")
def test_live_register_roundtrip():
    pass


@pytest.mark.skipif(sys.version_info < (3, 12), reason="uses itertools.batched (3.12+)")
def test_batched_upload():
    pass


@pytest.mark.xfail(reason="temper scale not validated yet (#17)", strict=True)
def test_rejects_unknown_temper():
    with pytest.raises(ValueError):
        mk(temper="furious")
EOF
cat > tests/test_report.py <<'EOF'
import time
from datetime import date, timedelta

import pytest

from hivelog.inspection import Inspection


def season(hive, n):
    d0 = date(2024, 4, 1)
    return [Inspection(hive, d0 + timedelta(days=7 * i), 3 + i % 5, 1.0 + i * 0.5, i % 3 != 0, True, mites_per_100=0.4 * i) for i in range(n)]


@pytest.mark.parametrize("hive", ["H1", "H2", "H3", "H4", "nuc-A", "nuc-B"])
def test_season_has_weekly_dates(hive):
    s = season(hive, 20)
    assert all((b.day - a.day).days == 7 for a, b in zip(s, s[1:]))


@pytest.mark.parametrize("hive", ["H1", "H2", "H3"])
def test_treatment_weeks(hive):
    s = season(hive, 20)
    first = next(i for i in s if i.needs_treatment())
    assert first.day == date(2024, 5, 27)


def test_yearly_honey_total():
    time.sleep(0.3)
    total = sum(i.honey_kg() for i in season("H1", 20))
    assert round(total, 1) == 253.0


@pytest.mark.skip(reason="PDF export moved to hivelog-pdf package")
def test_pdf_export():
    pass


@pytest.mark.slow
def test_full_apiary_report():
    time.sleep(0.8)
    assert len([season(h, 30) for h in ("H1", "H2", "H3", "H4")]) == 4
EOF
cat > pytest.ini <<'EOF'
[pytest]
markers =
    slow: long-running report tests
EOF
{
  echo '$ pytest -v -rsx --durations=8'
  python3 -m pytest -v -rsx --durations=8 -p no:benchmark -p no:hypothesispytest 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/pytest-pass-beehive.txt"
