#!/usr/bin/env bash
# pytest run of a small beehive-inspection library: assertion diffs, a fixture error,
# parametrized failures. Output: outputs/pytest-apiary.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/apiary-log
rm -rf "$P"; mkdir -p "$P/apiary" "$P/tests"; cd "$P"

cat > pyproject.toml <<'X'
[project]
name = "apiary-log"
version = "0.4.1"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-ra"
X

cat > apiary/__init__.py <<'X'
from .colony import Colony, Frame, InspectionError
from .varroa import mite_load, treatment_needed
from .honey import harvestable_kg, moisture_ok
X

cat > apiary/colony.py <<'X'
from dataclasses import dataclass, field


class InspectionError(ValueError):
    pass


@dataclass
class Frame:
    position: int
    brood_pct: float = 0.0
    honey_pct: float = 0.0
    pollen_pct: float = 0.0
    queen_cells: int = 0

    def __post_init__(self):
        total = self.brood_pct + self.honey_pct + self.pollen_pct
        if total > 100.0:
            raise InspectionError(f"frame {self.position}: coverage {total}% > 100%")


@dataclass
class Colony:
    hive_id: str
    frames: list = field(default_factory=list)
    queen_seen: bool = False

    def add_frame(self, frame):
        if any(f.position == frame.position for f in self.frames):
            raise InspectionError(f"duplicate frame position {frame.position}")
        self.frames.append(frame)

    def brood_frames(self):
        return [f.position for f in self.frames if f.brood_pct >= 20]

    def swarm_risk(self):
        cells = sum(f.queen_cells for f in self.frames)
        if cells == 0:
            return "low"
        if cells < 3:
            return "medium"
        return "high"

    def summary(self):
        return {
            "hive": self.hive_id,
            "frames": len(self.frames),
            "brood_frames": self.brood_frames(),
            "queen_seen": self.queen_seen,
            "swarm_risk": self.swarm_risk(),
        }
X

cat > apiary/varroa.py <<'X'
def mite_load(mites, bees_sampled=300):
    """Mites per 100 bees from an alcohol wash."""
    if bees_sampled <= 0:
        raise ValueError("bees_sampled must be positive")
    return round(mites / bees_sampled * 100, 1)


THRESHOLDS = {"spring": 2.0, "summer": 3.0, "autumn": 2.0}


def treatment_needed(load, season):
    limit = THRESHOLDS[season]
    return load > limit
X

cat > apiary/honey.py <<'X'
FRAME_KG = {"deep": 3.6, "medium": 2.7, "shallow": 1.8}


def moisture_ok(pct):
    return pct <= 18.6


def harvestable_kg(frames, box="medium", capped_ratio=0.8):
    full = [f for f in frames if f.honey_pct >= 80]
    kg = len(full) * FRAME_KG[box] * capped_ratio
    return round(kg, 2)
X

cat > tests/conftest.py <<'X'
import json
import pathlib

import pytest

from apiary import Colony, Frame

DATA = pathlib.Path(__file__).parent / "data"


@pytest.fixture
def strong_colony():
    c = Colony("H-07", queen_seen=True)
    for pos, (b, h, p) in enumerate([(10, 85, 5), (45, 30, 10), (60, 20, 10), (55, 25, 15), (15, 80, 5)], 1):
        c.add_frame(Frame(pos, b, h, p))
    return c


@pytest.fixture
def inspection_records():
    with open(DATA / "inspections-2024.json") as fh:
        return json.load(fh)
X

cat > tests/test_colony.py <<'X'
import pytest

from apiary import Colony, Frame, InspectionError


def test_brood_frames(strong_colony):
    assert strong_colony.brood_frames() == [2, 3, 4]


def test_summary(strong_colony):
    strong_colony.frames[2].queen_cells = 2
    assert strong_colony.summary() == {
        "hive": "H-07",
        "frames": 5,
        "brood_frames": [2, 3, 4],
        "queen_seen": True,
        "swarm_risk": "high",
    }


def test_duplicate_frame_rejected(strong_colony):
    with pytest.raises(InspectionError, match="duplicate"):
        strong_colony.add_frame(Frame(3, 10, 10, 10))


def test_overfull_frame():
    with pytest.raises(InspectionError):
        Frame(1, 60, 40, 5)


@pytest.mark.parametrize("cells,risk", [(0, "low"), (1, "medium"), (2, "medium"), (3, "high"), (7, "high")])
def test_swarm_risk(cells, risk):
    c = Colony("H-01")
    c.add_frame(Frame(1, 30, 30, 10, queen_cells=cells))
    assert c.swarm_risk() == risk


def test_records_have_queen_field(inspection_records):
    assert all("queen_seen" in r for r in inspection_records)


def test_records_hive_ids(inspection_records):
    assert {r["hive"] for r in inspection_records} >= {"H-01", "H-07"}
X

cat > tests/test_varroa.py <<'X'
import pytest

from apiary import mite_load, treatment_needed


@pytest.mark.parametrize("mites,sampled,expected", [
    (3, 300, 1.0),
    (9, 300, 3.0),
    (7, 300, 2.3),
    (12, 250, 4.8),
    (5, 0, None),
])
def test_mite_load(mites, sampled, expected):
    assert mite_load(mites, sampled) == expected


@pytest.mark.parametrize("load,season,expected", [
    (1.5, "spring", False),
    (2.0, "spring", True),
    (2.9, "summer", False),
    (3.5, "summer", True),
    (2.5, "winter", True),
])
def test_treatment_needed(load, season, expected):
    assert treatment_needed(load, season) is expected


@pytest.mark.skip(reason="sticky-board counts not implemented yet")
def test_sticky_board_estimate():
    pass
X

cat > tests/test_honey.py <<'X'
import pytest

from apiary import Frame, harvestable_kg, moisture_ok


def test_moisture_limits():
    assert moisture_ok(17.0)
    assert moisture_ok(18.6)
    assert not moisture_ok(19.2)


def test_harvestable_medium(strong_colony):
    assert harvestable_kg(strong_colony.frames) == 4.32


def test_harvestable_deep(strong_colony):
    assert harvestable_kg(strong_colony.frames, box="deep", capped_ratio=0.9) == pytest.approx(6.84)


def test_harvestable_labels():
    frames = [Frame(i, 0, 90, 0) for i in range(1, 4)]
    report = {"box": "shallow", "kg": harvestable_kg(frames, box="shallow")}
    assert report == {"box": "shallow", "kg": 4.32, "frames": 3}


@pytest.mark.xfail(reason="ross rounds not supported", strict=False)
def test_comb_honey_sections():
    assert harvestable_kg([], box="ross") == 0
X

PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
neutral() {
  sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ python -m pytest"
  python3 -m pytest -p no:cacheprovider 2>&1
  echo "exit status: $?"
} | neutral
