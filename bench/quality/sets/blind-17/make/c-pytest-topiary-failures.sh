#!/usr/bin/env bash
# pytest run of a topiary-pruning scheduler with parametrized failures and assertion diffs.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/topiary
fresh "$P"
mkdir -p topiary tests
cat > topiary/__init__.py <<'PY'
PY
cat > topiary/shapes.py <<'PY'
from dataclasses import dataclass, field

SHAPES = {"ball": 1.0, "cone": 0.8, "spiral": 1.6, "peacock": 2.4, "cube": 1.1}


@dataclass
class Shrub:
    species: str
    height_cm: int
    shape: str
    last_trim_week: int = 0
    notes: list = field(default_factory=list)


def trim_interval_weeks(shrub: Shrub) -> int:
    base = {"box": 6, "yew": 8, "privet": 4, "holly": 10}.get(shrub.species, 6)
    factor = SHAPES[shrub.shape]
    # intricate shapes need trimming more often
    return max(2, round(base / factor))


def next_trim_week(shrub: Shrub) -> int:
    return shrub.last_trim_week + trim_interval_weeks(shrub)


def clippings_litres(shrub: Shrub) -> float:
    growth = shrub.height_cm * 0.02
    return round(growth * SHAPES[shrub.shape], 1)
PY
cat > topiary/schedule.py <<'PY'
from .shapes import Shrub, next_trim_week, clippings_litres


def plan(shrubs, week):
    due = [s for s in shrubs if next_trim_week(s) < week]
    due.sort(key=lambda s: (next_trim_week(s), s.species))
    return [f"{s.species}:{s.shape}" for s in due]


def green_waste_bags(shrubs, bag_litres=60):
    total = sum(clippings_litres(s) for s in shrubs)
    return int(total // bag_litres)


def crew_hours(shrubs):
    hours = {}
    for s in shrubs:
        hours[s.shape] = hours.get(s.shape, 0) + s.height_cm / 50
    return {k: round(v, 2) for k, v in sorted(hours.items())}
PY
cat > tests/test_shapes.py <<'PY'
import pytest
from topiary.shapes import Shrub, trim_interval_weeks, clippings_litres, next_trim_week


@pytest.mark.parametrize("species,shape,expected", [
    ("box", "ball", 6),
    ("box", "cone", 7),
    ("yew", "spiral", 5),
    ("privet", "peacock", 2),
    ("holly", "cube", 9),
    ("yew", "cone", 10),
    ("hornbeam", "ball", 6),
])
def test_trim_interval(species, shape, expected):
    assert trim_interval_weeks(Shrub(species, 120, shape)) == expected


@pytest.mark.parametrize("height,shape,litres", [
    (100, "ball", 2.0),
    (150, "peacock", 7.2),
    (80, "spiral", 2.6),
    (200, "cone", 3.5),
])
def test_clippings(height, shape, litres):
    assert clippings_litres(Shrub("box", height, shape)) == litres


def test_next_trim_week_counts_from_last_trim():
    s = Shrub("privet", 90, "ball", last_trim_week=30)
    assert next_trim_week(s) == 34


def test_unknown_shape_rejected():
    with pytest.raises(ValueError, match="unknown shape"):
        trim_interval_weeks(Shrub("box", 100, "swan"))
PY
cat > tests/test_schedule.py <<'PY'
from topiary.shapes import Shrub
from topiary.schedule import plan, green_waste_bags, crew_hours

GARDEN = [
    Shrub("box", 120, "ball", last_trim_week=10),
    Shrub("yew", 210, "spiral", last_trim_week=8),
    Shrub("privet", 90, "peacock", last_trim_week=12),
    Shrub("holly", 160, "cube", last_trim_week=2),
    Shrub("box", 60, "cone", last_trim_week=11),
]


def test_plan_includes_shrubs_due_this_week():
    assert plan(GARDEN, 16) == ["privet:peacock", "yew:spiral", "box:ball"]


def test_plan_empty_early_in_season():
    assert plan(GARDEN, 3) == []


def test_green_waste_bags_rounds_up():
    assert green_waste_bags(GARDEN, bag_litres=5) == 3


def test_crew_hours_by_shape():
    assert crew_hours(GARDEN) == {
        "ball": 2.4, "cone": 1.2, "cube": 3.2, "peacock": 1.8, "spiral": 4.0,
    }
PY
run "python -m pytest tests" | neutralise
