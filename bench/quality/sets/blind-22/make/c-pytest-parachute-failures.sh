#!/bin/bash
# pytest run with assertion diffs and parametrized failures in a toy parachute-packing log project
. "$(dirname "$0")/c-lib.sh"
P=$WORK/parachute-rigging
rm -rf "$P"; mkdir -p "$P/rigging" "$P/tests"; cd "$P"
cat > rigging/__init__.py <<'PY'
PY
cat > rigging/repack.py <<'PY'
from dataclasses import dataclass, field
from datetime import date, timedelta

RESERVE_INTERVAL_DAYS = 180
MAIN_INTERVAL_JUMPS = 25


@dataclass
class Canopy:
    serial: str
    kind: str  # "main" or "reserve"
    size_sqft: int
    packed_on: date
    jumps_since_pack: int = 0
    defects: list = field(default_factory=list)


def reserve_due(canopy: Canopy, today: date) -> date:
    return canopy.packed_on + timedelta(days=RESERVE_INTERVAL_DAYS - 1)


def main_needs_inspection(canopy: Canopy) -> bool:
    return canopy.jumps_since_pack > MAIN_INTERVAL_JUMPS


def wing_loading(exit_weight_lb: float, size_sqft: int) -> float:
    return round(exit_weight_lb / size_sqft, 2)


def classify_loading(loading: float) -> str:
    if loading < 1.0:
        return "student"
    if loading < 1.3:
        return "intermediate"
    if loading <= 1.6:
        return "advanced"
    return "swoop"


def pack_card(canopy: Canopy, rigger: str) -> dict:
    return {
        "serial": canopy.serial,
        "kind": canopy.kind,
        "rigger": rigger.upper(),
        "packed": canopy.packed_on.isoformat(),
        "defects": sorted(canopy.defects),
    }
PY
cat > tests/test_repack.py <<'PY'
from datetime import date
import pytest
from rigging.repack import (Canopy, reserve_due, main_needs_inspection,
                            wing_loading, classify_loading, pack_card)


def test_reserve_due_is_180_days():
    c = Canopy("R-1142", "reserve", 160, date(2024, 3, 1))
    assert reserve_due(c, date(2024, 3, 2)) == date(2024, 8, 28)


@pytest.mark.parametrize("jumps,expected", [(0, False), (24, False), (25, True), (40, True)])
def test_main_inspection_threshold(jumps, expected):
    c = Canopy("M-77", "main", 170, date(2024, 1, 1), jumps_since_pack=jumps)
    assert main_needs_inspection(c) is expected


@pytest.mark.parametrize("weight,size,expected", [
    (180, 190, 0.95), (200, 170, 1.18), (210, 150, 1.4), (220, 120, 1.83)])
def test_wing_loading(weight, size, expected):
    assert wing_loading(weight, size) == expected


@pytest.mark.parametrize("loading,label", [
    (0.8, "student"), (1.0, "intermediate"), (1.3, "advanced"), (1.6, "advanced"), (1.61, "swoop")])
def test_classify_loading(loading, label):
    assert classify_loading(loading) == label


def test_pack_card_fields():
    c = Canopy("R-2208", "reserve", 143, date(2024, 5, 9), defects=["line 4 frayed", "Slider grommet"])
    card = pack_card(c, "m. okafor")
    assert card == {
        "serial": "R-2208",
        "kind": "reserve",
        "rigger": "M. Okafor",
        "packed": "2024-05-09",
        "defects": ["line 4 frayed", "Slider grommet"],
    }


def test_pack_card_unknown_canopy_kind():
    c = Canopy("X-1", "drogue", 40, date(2024, 5, 9))
    with pytest.raises(ValueError):
        pack_card(c, "j. lee")
PY
cat > tests/test_logbook.py <<'PY'
from datetime import date
from rigging.repack import Canopy, reserve_due


def test_logbook_lines():
    entries = [Canopy(f"M-{i}", "main", 170, date(2024, 1, 1 + i)) for i in range(5)]
    serials = [e.serial for e in entries]
    assert serials == ["M-0", "M-1", "M-2", "M-3", "M-4"]


def test_reserve_dates_in_leap_year():
    c = Canopy("R-9", "reserve", 150, date(2024, 2, 29))
    assert reserve_due(c, date(2024, 3, 1)).isoformat() == "2024-08-27"
PY
capture "python3 -m pytest tests" | neutral
