#!/usr/bin/env bash
# pytest run over a small beekeeping (hive inspection) package: three assertion failures with diffs.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/pytest-apiary.txt
PYBASE=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/apiary
rm -rf "$P"; mkdir -p "$P/apiary" "$P/tests"; cd "$P"
cat > pyproject.toml <<'X'
[project]
name = "apiary"
version = "0.4.1"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
X
cat > apiary/__init__.py <<'X'
from .inspect import Frame, Inspection, colony_strength, varroa_load, brood_pattern, summarize
X
cat > apiary/inspect.py <<'X'
"""Scoring of a hive inspection: frames of bees, brood, stores and mite counts."""
from __future__ import annotations

from dataclasses import dataclass, field

SEAM_BEES = 1100          # bees on one well-covered deep frame side-to-side
WASH_SAMPLE = 300         # bees in a standard alcohol wash


@dataclass
class Frame:
    position: int
    bee_cover: float       # 0..1 of both sides
    brood: float           # 0..1 capped + open brood
    honey: float           # 0..1 capped stores
    queen_cells: int = 0


@dataclass
class Inspection:
    hive_id: str
    frames: list[Frame]
    mites_in_wash: int
    queen_seen: bool = False
    eggs_seen: bool = False
    notes: list[str] = field(default_factory=list)


def colony_strength(frames: list[Frame]) -> int:
    """Estimated number of adult bees."""
    return round(sum(f.bee_cover for f in frames) * SEAM_BEES)


def varroa_load(mites: int, sample: int = WASH_SAMPLE) -> float:
    """Mites per 100 bees."""
    if sample <= 0:
        raise ValueError("sample must be positive")
    return round(mites / sample * 100, 1)


def brood_pattern(frames: list[Frame]) -> str:
    brood = [f.brood for f in frames if f.brood > 0]
    if not brood:
        return "none"
    spread = max(brood) - min(brood)
    if spread < 0.3:
        return "solid"
    if spread < 0.6:
        return "patchy"
    return "spotty"


def queen_cell_frames(frames: list[Frame]) -> list[int]:
    return [f.position for f in frames if f.queen_cells]


def stores_kg(frames: list[Frame]) -> float:
    # a full deep frame holds about 2.7 kg of honey
    return round(sum(f.honey for f in frames) * 2.7, 2)


def summarize(insp: Inspection) -> dict:
    load = varroa_load(insp.mites_in_wash)
    status = "ok"
    if load >= 3:
        status = "treat"
    elif queen_cell_frames(insp.frames) and not insp.eggs_seen:
        status = "queenless?"
    return {
        "hive": insp.hive_id,
        "bees": colony_strength(insp.frames),
        "varroa_per_100": load,
        "brood": brood_pattern(insp.frames),
        "stores_kg": stores_kg(insp.frames),
        "queen_cells_on": queen_cell_frames(insp.frames),
        "status": status,
    }
X
cat > tests/conftest.py <<'X'
import pytest
from apiary import Frame, Inspection


@pytest.fixture
def strong_hive():
    frames = [Frame(i, 0.9, 0.6 if 2 < i < 8 else 0.0, 0.8 if i in (1, 10) else 0.2) for i in range(1, 11)]
    return Inspection("H-07", frames, mites_in_wash=4, queen_seen=True, eggs_seen=True)


@pytest.fixture
def swarmy_hive():
    frames = [Frame(i, 0.95, 0.5, 0.3, queen_cells=2 if i in (4, 6) else 0) for i in range(1, 11)]
    frames[8].queen_cells = 1
    return Inspection("H-12", frames, mites_in_wash=2, queen_seen=False, eggs_seen=False)
X
cat > tests/test_strength.py <<'X'
import pytest
from apiary import Frame, colony_strength, varroa_load


def test_empty_box():
    assert colony_strength([]) == 0


def test_single_frame():
    assert colony_strength([Frame(1, 1.0, 0, 0)]) == 1100


@pytest.mark.parametrize("cover,expected", [(0.5, 5500), (0.25, 2750), (1.0, 11000)])
def test_ten_frames(cover, expected):
    assert colony_strength([Frame(i, cover, 0, 0) for i in range(10)]) == expected


def test_varroa_half_cup():
    assert varroa_load(3, 150) == 2.0


def test_varroa_default_sample():
    assert varroa_load(9) == 3.0


def test_varroa_rate_precision():
    # 7 mites in a short wash of 280 bees
    assert varroa_load(7, 280) == pytest.approx(2.55, abs=0.01)


def test_varroa_zero_sample():
    with pytest.raises(ValueError, match="positive"):
        varroa_load(3, 0)
X
cat > tests/test_brood.py <<'X'
from apiary import Frame, brood_pattern
from apiary.inspect import queen_cell_frames, stores_kg


def frames(*brood):
    return [Frame(i, 0.8, b, 0.1) for i, b in enumerate(brood, 1)]


def test_no_brood():
    assert brood_pattern(frames(0, 0, 0)) == "none"


def test_solid():
    assert brood_pattern(frames(0.7, 0.8, 0.75)) == "solid"


def test_patchy():
    assert brood_pattern(frames(0.2, 0.6, 0.5)) == "patchy"


def test_spotty():
    assert brood_pattern(frames(0.1, 0.9)) == "spotty"


def test_queen_cells_found():
    fs = frames(0.5, 0.5, 0.5, 0.5)
    fs[3].queen_cells = 3
    fs[0].queen_cells = 1
    assert queen_cell_frames(fs) == [4, 1]


def test_stores():
    assert stores_kg(frames(0, 0, 0)) == 0.81
X
cat > tests/test_summary.py <<'X'
from apiary import summarize


def test_strong_hive_summary(strong_hive):
    assert summarize(strong_hive) == {
        "hive": "H-07",
        "bees": 9900,
        "varroa_per_100": 1.33,
        "brood": "solid",
        "stores_kg": 8.64,
        "queen_cells_on": [],
        "status": "ok",
    }


def test_swarmy_hive_flags_queenless(swarmy_hive):
    s = summarize(swarmy_hive)
    assert s["queen_cells_on"] == [4, 6, 9]
    assert s["status"] == "queenless?"


def test_swarmy_hive_stores(swarmy_hive):
    assert summarize(swarmy_hive)["stores_kg"] == 8.1


def test_treatment_threshold(strong_hive):
    strong_hive.mites_in_wash = 12
    assert summarize(strong_hive)["status"] == "treat"


def test_notes_untouched(strong_hive):
    summarize(strong_hive)
    assert strong_hive.notes == []
X
{ echo '$ python -m pytest -v'; python -m pytest -v 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
