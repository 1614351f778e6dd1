#!/usr/bin/env bash
# pytest run of a small irrigation scheduler: assertion diffs, a fixture error,
# parametrized failures. Usage: WORK=$SCRATCH bash pytest-irrigation.sh > outputs/pytest-irrigation.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/drizzle
neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/drizzle" "$P/tests"; cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "drizzle"
version = "0.4.1"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long-running schedule simulations"]
EOF
cat > drizzle/__init__.py <<'EOF'
from .zones import Zone, SoilKind
from .schedule import plan_week, WateringSlot
EOF
cat > drizzle/zones.py <<'EOF'
from dataclasses import dataclass, field
from enum import Enum


class SoilKind(Enum):
    SAND = "sand"
    LOAM = "loam"
    CLAY = "clay"


# millimetres of water a soil holds per 10 cm of depth
HOLDING = {SoilKind.SAND: 8.0, SoilKind.LOAM: 17.0, SoilKind.CLAY: 21.0}
# infiltration rate in mm/hour
INFILTRATION = {SoilKind.SAND: 30.0, SoilKind.LOAM: 12.0, SoilKind.CLAY: 4.0}


@dataclass
class Zone:
    name: str
    soil: SoilKind
    area_m2: float
    root_depth_cm: float = 20.0
    emitters: list = field(default_factory=list)

    def capacity_mm(self) -> float:
        return HOLDING[self.soil] * self.root_depth_cm / 10

    def max_run_minutes(self, flow_mm_per_hour: float) -> int:
        # never apply faster than the soil can absorb
        rate = min(flow_mm_per_hour, INFILTRATION[self.soil])
        return int(self.capacity_mm() / rate * 60)

    def litres_for(self, mm: float) -> float:
        return round(mm * self.area_m2, 1)
EOF
cat > drizzle/schedule.py <<'EOF'
from dataclasses import dataclass
from .zones import Zone

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


@dataclass(frozen=True)
class WateringSlot:
    day: str
    zone: str
    start: str
    minutes: int


def deficit_mm(et_mm: float, rain_mm: float, carry: float) -> float:
    return max(0.0, et_mm - rain_mm + carry)


def plan_week(zones, et_by_day, rain_by_day, flow_mm_per_hour=15.0, start="05:30"):
    slots = []
    carry = {z.name: 0.0 for z in zones}
    for day in DAYS:
        for z in zones:
            need = deficit_mm(et_by_day[day], rain_by_day.get(day, 0.0), carry[z.name])
            if need < z.capacity_mm() * 0.5:
                carry[z.name] = need
                continue
            minutes = min(z.max_run_minutes(flow_mm_per_hour), int(need / flow_mm_per_hour * 60))
            slots.append(WateringSlot(day, z.name, start, minutes))
            carry[z.name] = 0.0
    return slots


def stagger(slots, gap_minutes=5):
    out, clock = [], {}
    for s in slots:
        h, m = map(int, s.start.split(":"))
        t = clock.get(s.day, h * 60 + m)
        out.append(WateringSlot(s.day, s.zone, f"{t // 60:02d}:{t % 60:02d}", s.minutes))
        clock[s.day] = t + s.minutes + gap_minutes
    return out
EOF
cat > tests/conftest.py <<'EOF'
import json
import pytest
from drizzle import Zone, SoilKind


@pytest.fixture
def garden():
    return [
        Zone("front-lawn", SoilKind.LOAM, 42.0),
        Zone("veg-beds", SoilKind.SAND, 12.5, root_depth_cm=30),
        Zone("orchard", SoilKind.CLAY, 80.0, root_depth_cm=45),
    ]


@pytest.fixture
def weather(tmp_path):
    data = json.loads((tmp_path / "weather.json").read_text())
    return data["et"], data["rain"]


@pytest.fixture
def hot_week():
    et = {d: 6.5 for d in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}
    return et, {"wed": 2.0}
EOF
cat > tests/test_zones.py <<'EOF'
import pytest
from drizzle import Zone, SoilKind


@pytest.mark.parametrize("soil,depth,expected", [
    (SoilKind.SAND, 20, 16.0),
    (SoilKind.LOAM, 20, 34.0),
    (SoilKind.CLAY, 20, 42.0),
    (SoilKind.LOAM, 35, 59.5),
])
def test_capacity(soil, depth, expected):
    assert Zone("z", soil, 10, root_depth_cm=depth).capacity_mm() == expected


@pytest.mark.parametrize("soil,depth,flow,expected", [
    (SoilKind.SAND, 20, 15.0, 64),
    (SoilKind.LOAM, 20, 15.0, 170),
    (SoilKind.CLAY, 20, 15.0, 630),
    (SoilKind.CLAY, 20, 2.0, 1260),
    (SoilKind.SAND, 30, 15.0, 96),
    (SoilKind.LOAM, 15, 12.0, 128),
    (SoilKind.LOAM, 25, 10.0, 255),
    (SoilKind.CLAY, 45, 15.0, 1418),
])
def test_max_run_minutes(soil, depth, flow, expected):
    zone = Zone("z", soil, 10, root_depth_cm=depth)
    assert zone.max_run_minutes(flow) == expected


def test_litres_rounding():
    assert Zone("z", SoilKind.LOAM, 3.333).litres_for(7) == 23.3


def test_emitters_not_shared():
    a = Zone("a", SoilKind.SAND, 1)
    b = Zone("b", SoilKind.SAND, 1)
    a.emitters.append("drip-2lph")
    assert b.emitters == []
EOF
cat > tests/test_schedule.py <<'EOF'
import pytest
from drizzle import plan_week, WateringSlot
from drizzle.schedule import stagger, deficit_mm


def test_deficit_never_negative():
    assert deficit_mm(2.0, 10.0, 0.0) == 0.0


def test_plan_hot_week(garden, hot_week):
    et, rain = hot_week
    slots = plan_week(garden, et, rain)
    by_zone = {}
    for s in slots:
        by_zone.setdefault(s.zone, []).append(s.day)
    assert by_zone == {
        "front-lawn": ["mon", "wed", "fri", "sun"],
        "veg-beds": ["tue", "thu", "sat"],
        "orchard": ["thu"],
    }


def test_plan_from_station(garden, weather):
    et, rain = weather
    assert plan_week(garden, et, rain)


def test_stagger_orders_zones(garden, hot_week):
    et, rain = hot_week
    slots = stagger(plan_week(garden, et, rain))
    mon = [s for s in slots if s.day == "mon"]
    assert mon[0] == WateringSlot("mon", "front-lawn", "05:30", 26)


@pytest.mark.parametrize("gap", [0, 5, 10])
def test_stagger_gap(gap):
    slots = [WateringSlot("sat", "a", "06:00", 20), WateringSlot("sat", "b", "06:00", 15)]
    out = stagger(slots, gap_minutes=gap)
    assert out[1].start == f"06:{20 + gap:02d}"


@pytest.mark.slow
@pytest.mark.skip(reason="needs a season of station data")
def test_full_season(garden):
    pass
EOF
{
  echo '$ python -m pytest'
  python -m pytest -p no:cacheprovider --basetemp="$P/.pytest-tmp" 2>&1
  echo "exit status: $?"
} | neutral
