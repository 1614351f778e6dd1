#!/bin/bash
# pytest run of a toy kombucha fermentation planner with assertion diffs and parametrized failures
. "$(dirname "$0")/c-lib.sh"
P=$WORK/kombucha-planner; rm -rf "$P"; mkdir -p "$P/brewlog" "$P/tests"; cd "$P"
cat > brewlog/__init__.py <<'PY'
PY
cat > brewlog/batch.py <<'PY'
from dataclasses import dataclass, field
from datetime import date, timedelta

SCOBY_MIN_PH = 2.5
SCOBY_MAX_PH = 3.5

@dataclass
class Batch:
    name: str
    volume_l: float
    sugar_g_per_l: float
    tea: str = "black"
    started: date = date(2024, 3, 1)
    readings: list = field(default_factory=list)

    def add_reading(self, day, ph, brix):
        if ph < 0 or ph > 14:
            raise ValueError(f"impossible pH {ph}")
        self.readings.append((day, ph, brix))

    def total_sugar_g(self):
        return round(self.volume_l * self.sugar_g_per_l)

    def latest_ph(self):
        if not self.readings:
            return None
        return sorted(self.readings)[-1][1]

    def ready_for_f2(self):
        ph = self.latest_ph()
        return ph is not None and SCOBY_MIN_PH < ph < SCOBY_MAX_PH

    def bottling_date(self, days=10):
        return self.started + timedelta(days=days - 1)
PY
cat > brewlog/flavour.py <<'PY'
RATIOS = {"ginger": 0.05, "hibiscus": 0.02, "mango": 0.12, "lavender": 0.004}

def additions_for(volume_l, flavours):
    out = {}
    for f in flavours:
        out[f] = round(volume_l * RATIOS[f.lower()] * 1000)
    return out

def label_for(batch_name, flavours):
    parts = [batch_name.title()] + sorted(f.capitalize() for f in flavours)
    return " / ".join(parts)

def carbonation_days(temp_c):
    if temp_c >= 26:
        return 2
    if temp_c >= 22:
        return 3
    if temp_c > 18:
        return 5
    return 7
PY
cat > brewlog/schedule.py <<'PY'
from .batch import Batch

def plan(batches, vessels):
    if len(batches) > len(vessels):
        raise RuntimeError("not enough vessels: %d batches, %d vessels" % (len(batches), len(vessels)))
    plan = {}
    for b, v in zip(sorted(batches, key=lambda b: b.volume_l), sorted(vessels)):
        if b.volume_l > v:
            raise ValueError(f"batch {b.name} ({b.volume_l} l) does not fit vessel of {v} l")
        plan[b.name] = v
    return plan
PY
cat > tests/conftest.py <<'PY'
import pytest
from brewlog.batch import Batch

@pytest.fixture
def jun_batch():
    b = Batch("jun spring", 8.0, 70.0, tea="green")
    b.add_reading(1, 4.1, 9.0)
    b.add_reading(5, 3.4, 7.2)
    b.add_reading(9, 3.0, 6.1)
    return b

@pytest.fixture
def cellar():
    return [4.0, 8.0, 12.0, 20.0]
PY
cat > tests/test_batch.py <<'PY'
from datetime import date
import pytest
from brewlog.batch import Batch

def test_total_sugar(jun_batch):
    assert jun_batch.total_sugar_g() == 560

def test_latest_ph(jun_batch):
    assert jun_batch.latest_ph() == 3.0

def test_ready_for_f2(jun_batch):
    assert jun_batch.ready_for_f2()

def test_reject_impossible_ph():
    b = Batch("x", 1, 50)
    with pytest.raises(ValueError, match="impossible pH"):
        b.add_reading(1, 15, 3)

def test_bottling_date_default():
    b = Batch("x", 1, 50, started=date(2024, 3, 1))
    assert b.bottling_date() == date(2024, 3, 11)

def test_readings_out_of_order():
    b = Batch("x", 1, 50)
    b.add_reading(7, 3.1, 6)
    b.add_reading(2, 3.9, 8)
    assert b.latest_ph() == 3.1

def test_batch_repr_fields():
    b = Batch("oolong", 2.5, 80, tea="oolong")
    assert b.__dict__ == {"name": "oolong", "volume_l": 2.5, "sugar_g_per_l": 80,
                          "tea": "oolong", "started": date(2024, 3, 1), "readings": [], "notes": ""}
PY
cat > tests/test_flavour.py <<'PY'
import pytest
from brewlog.flavour import additions_for, label_for, carbonation_days

@pytest.mark.parametrize("temp,days", [(28, 2), (26, 2), (24, 3), (22, 3), (20, 5), (18, 5), (15, 7)])
def test_carbonation_days(temp, days):
    assert carbonation_days(temp) == days

def test_additions_basic():
    assert additions_for(4, ["ginger", "mango"]) == {"ginger": 200, "mango": 480}

def test_additions_case_insensitive():
    assert additions_for(2, ["Hibiscus"]) == {"hibiscus": 40}

def test_additions_unknown():
    with pytest.raises(KeyError):
        additions_for(2, ["cardamom"])

def test_label():
    assert label_for("jun spring", ["mango", "ginger"]) == "Jun Spring / Ginger / Mango"

@pytest.mark.parametrize("vol,fl,grams", [(1, "lavender", 4), (10, "lavender", 40), (3, "ginger", 150)])
def test_additions_scale(vol, fl, grams):
    assert additions_for(vol, [fl])[fl] == grams
PY
cat > tests/test_schedule.py <<'PY'
import pytest
from brewlog.batch import Batch
from brewlog.schedule import plan

def test_plan_fits(cellar):
    bs = [Batch("a", 7.5, 60), Batch("b", 3.0, 60), Batch("c", 19.0, 70)]
    assert plan(bs, cellar) == {"b": 4.0, "a": 8.0, "c": 12.0}

def test_plan_too_many(cellar):
    bs = [Batch(str(i), 1, 60) for i in range(5)]
    with pytest.raises(RuntimeError):
        plan(bs, cellar)

def test_plan_exact(cellar):
    bs = [Batch("a", 4.0, 60), Batch("b", 8.0, 60)]
    assert plan(bs, cellar) == {"a": 4.0, "b": 8.0}
PY
run c-pytest-kombucha-failures python3 -m pytest tests
