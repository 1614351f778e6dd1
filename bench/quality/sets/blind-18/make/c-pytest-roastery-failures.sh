#!/bin/bash
# pytest run with assertion diffs, a parametrized failure and an exception in project code.
. "$(dirname "$0")/c-lib.sh"
setup roastery
mkdir -p roastery tests
cat > roastery/__init__.py <<'PY'
PY
cat > roastery/profiles.py <<'PY'
from dataclasses import dataclass, field

@dataclass
class Stage:
    name: str
    target_c: float
    seconds: int

@dataclass
class Profile:
    bean: str
    stages: list = field(default_factory=list)

    def total_seconds(self):
        return sum(s.seconds for s in self.stages)

    def development_ratio(self):
        first_crack = next(i for i, s in enumerate(self.stages) if s.name == "first_crack")
        dev = sum(s.seconds for s in self.stages[first_crack + 1:])
        return round(dev / self.total_seconds(), 3)

    def peak(self):
        return max(s.target_c for s in self.stages)

def parse_profile(text):
    lines = [l.strip() for l in text.strip().splitlines() if l.strip() and not l.startswith("#")]
    bean = lines[0].split(":", 1)[1].strip()
    stages = []
    for l in lines[1:]:
        name, temp, secs = l.split(",")
        stages.append(Stage(name.strip(), float(temp), int(secs)))
    return Profile(bean, stages)
PY
cat > roastery/levels.py <<'PY'
LEVELS = [(205, "cinnamon"), (210, "city"), (219, "full city"), (224, "vienna"), (230, "french")]

def roast_level(drop_temp_c):
    for limit, name in LEVELS:
        if drop_temp_c < limit:
            return name
    return "italian"

def weight_loss_pct(green_g, roasted_g):
    return round((green_g - roasted_g) / roasted_g * 100, 1)
PY
cat > roastery/batches.py <<'PY'
from .levels import roast_level, weight_loss_pct

def summarise(batch):
    return {
        "id": batch["id"],
        "level": roast_level(batch["drop_c"]),
        "loss": weight_loss_pct(batch["green_g"], batch["roasted_g"]),
        "bags": batch["roasted_g"] // 250,
    }

def schedule(batches, roaster_capacity_g):
    slots, current, load = [], [], 0
    for b in sorted(batches, key=lambda b: b["drop_c"]):
        if load + b["green_g"] > roaster_capacity_g:
            slots.append(current)
            current, load = [], 0
        current.append(b["id"])
        load += b["green_g"]
    slots.append(current)
    return slots

def blend_cost(components, prices):
    return round(sum(prices[c["origin"]] * c["share"] for c in components), 2)
PY
cat > tests/test_profiles.py <<'PY'
from roastery.profiles import parse_profile

TEXT = """
bean: Huila Washed
charge, 200, 0
drying, 160, 240
maillard, 190, 180
first_crack, 196, 30
development, 210, 95
"""

def test_parse_bean_name():
    assert parse_profile(TEXT).bean == "Huila Washed"

def test_total_seconds():
    assert parse_profile(TEXT).total_seconds() == 545

def test_development_ratio():
    assert parse_profile(TEXT).development_ratio() == 0.174

def test_peak():
    assert parse_profile(TEXT).peak() == 210.0

def test_comment_lines_are_ignored():
    p = parse_profile("# roast 14\n" + TEXT)
    assert len(p.stages) == 5
PY
cat > tests/test_levels.py <<'PY'
import pytest
from roastery.levels import roast_level, weight_loss_pct

@pytest.mark.parametrize("temp,expected", [
    (200, "cinnamon"), (207, "city"), (212, "full city"), (219, "full city"),
    (222, "vienna"), (229, "french"), (233, "italian"),
])
def test_roast_level(temp, expected):
    assert roast_level(temp) == expected

@pytest.mark.parametrize("green,roasted,expected", [(1000, 850, 15.0), (500, 440, 12.0), (1200, 984, 18.0)])
def test_weight_loss(green, roasted, expected):
    assert weight_loss_pct(green, roasted) == expected
PY
cat > tests/test_batches.py <<'PY'
from roastery.batches import summarise, schedule, blend_cost

B = [
    {"id": "R-101", "drop_c": 221, "green_g": 1200, "roasted_g": 1010},
    {"id": "R-102", "drop_c": 208, "green_g": 900, "roasted_g": 780},
    {"id": "R-103", "drop_c": 226, "green_g": 1500, "roasted_g": 1245},
    {"id": "R-104", "drop_c": 215, "green_g": 700, "roasted_g": 596},
]

def test_summarise_first_batch():
    assert summarise(B[0]) == {"id": "R-101", "level": "vienna", "loss": 15.8, "bags": 4}

def test_schedule_respects_capacity():
    assert schedule(B, 2500) == [["R-102", "R-104"], ["R-101"], ["R-103"]]

def test_blend_cost():
    comps = [{"origin": "ethiopia", "share": 0.4}, {"origin": "brazil", "share": 0.6}]
    assert blend_cost(comps, {"ethiopia": 14.5, "brazil": 9.0}) == 11.2

def test_blend_cost_unknown_origin():
    comps = [{"origin": "kenya", "share": 0.5}, {"origin": "brazil", "share": 0.5}]
    assert blend_cost(comps, {"ethiopia": 14.5, "brazil": 9.0}) == 9.0
PY
capture pytest-roastery-failures <<'CMDS'
python3 -m pytest tests
CMDS
