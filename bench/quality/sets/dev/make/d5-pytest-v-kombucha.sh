#!/usr/bin/env bash
# d5: pytest -v over a fermentation-batch planner (kombucha brewery), ~2000 tests,
# two failing tests, several skips, slowest durations.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/kombucha-planner
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
rm -rf "$P"; mkdir -p "$P/brewplan" "$P/tests"; cd "$P"

cat > pyproject.toml <<'EOF'
[project]
name = "kombucha-planner"
version = "0.7.2"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long simulated fermentations", "hardware: needs the pH probe on /dev/ttyUSB0"]
EOF

cat > brewplan/__init__.py <<'EOF'
__version__ = "0.7.2"
EOF

cat > brewplan/ferment.py <<'EOF'
"""First-fermentation model: sugar consumption and pH drift per day."""
import math
from dataclasses import dataclass

START_PH = 4.5
TARGET_PH = (2.8, 3.4)


@dataclass
class Batch:
    litres: float
    sugar_g_per_l: float
    tea_g_per_l: float
    temp_c: float
    starter_pct: float = 10.0


def rate(temp_c: float) -> float:
    # fermentation speeds up ~7% per degree between 18 and 30 C
    if temp_c < 18 or temp_c > 30:
        raise ValueError(f"temperature {temp_c} C outside the SCOBY-safe range 18..30")
    return 0.11 * math.pow(1.07, temp_c - 24)


def ph_on_day(batch: Batch, day: int) -> float:
    k = rate(batch.temp_c) * (1 + batch.starter_pct / 100)
    return round(START_PH - 1.6 * (1 - math.exp(-k * day)), 2)


def sugar_left(batch: Batch, day: int) -> float:
    k = rate(batch.temp_c) * 0.9
    return round(batch.sugar_g_per_l * math.exp(-k * day), 1)


def ready_day(batch: Batch) -> int:
    for day in range(1, 31):
        if ph_on_day(batch, day) <= TARGET_PH[1]:
            return day
    raise RuntimeError("batch never reaches target pH within 30 days")
EOF

cat > brewplan/bottling.py <<'EOF'
"""Second fermentation: flavouring, priming sugar and bottle pressure."""
from .ferment import Batch

BOTTLE_ML = {"swing-top-330": 330, "swing-top-500": 500, "growler": 1900}
MAX_BAR = 3.5


def bottles_needed(batch: Batch, kind: str) -> int:
    ml = BOTTLE_ML[kind]
    usable = batch.litres * 1000 * (1 - batch.starter_pct / 100)
    return int(-(-usable // ml))


def priming_sugar(kind: str, fruit_g: float) -> float:
    ml = BOTTLE_ML[kind]
    base = ml / 1000 * 6.0
    return round(max(base - fruit_g * 0.1, 0.0), 2)


def pressure_bar(kind: str, sugar_g: float, days: int, temp_c: float) -> float:
    ml = BOTTLE_ML[kind]
    co2 = sugar_g * 0.49 * min(days, 5) / 5
    bar = co2 / (ml / 1000) * 0.52 * (1 + (temp_c - 20) * 0.03)
    return round(bar, 2)


def safe(kind: str, sugar_g: float, days: int, temp_c: float) -> bool:
    return pressure_bar(kind, sugar_g, days, temp_c) < MAX_BAR
EOF

cat > brewplan/schedule.py <<'EOF'
"""Vessel rota: which crock is free when."""
from datetime import date, timedelta
from .ferment import Batch, ready_day

VESSELS = ["crock-A", "crock-B", "crock-C", "carboy-1", "carboy-2"]


class RotaError(Exception):
    pass


def plan(batches, start: date):
    free = {v: start for v in VESSELS}
    out = []
    for b in batches:
        vessel = min(free, key=lambda v: free[v])
        begin = free[vessel]
        end = begin + timedelta(days=ready_day(b))
        free[vessel] = end + timedelta(days=1)  # one day to clean the vessel
        out.append({"vessel": vessel, "start": begin.isoformat(), "bottle": end.isoformat()})
    return out


def week_summary(entries):
    weeks = {}
    for e in entries:
        iso = date.fromisoformat(e["bottle"]).isocalendar()
        weeks.setdefault(f"{iso[0]}-W{iso[1]:02d}", []).append(e["vessel"])
    return weeks
EOF

cat > brewplan/labels.py <<'EOF'
"""Bottle label text."""
FLAVOURS = {"ginger": "Ginger Root", "hibiscus": "Hibiscus Bloom", "blueberry": "Wild Blueberry",
            "lemon": "Lemon Zest", "mango": "Mango Chili", "lavender": "Lavender Honey"}


def label(flavour: str, batch_no: int, abv: float) -> str:
    name = FLAVOURS[flavour]
    note = "contains alcohol" if abv >= 0.5 else "non-alcoholic"
    return f"{name} | batch {batch_no:04d} | {abv:.1f}% ABV ({note})"
EOF

cat > tests/conftest.py <<'EOF'
import pytest
from brewplan.ferment import Batch


@pytest.fixture
def house_batch():
    return Batch(litres=20, sugar_g_per_l=70, tea_g_per_l=5, temp_c=24)
EOF

cat > tests/test_ferment.py <<'EOF'
import pytest
from brewplan.ferment import Batch, ph_on_day, sugar_left, ready_day, rate

TEMPS = list(range(18, 31))
DAYS = list(range(1, 41))


@pytest.mark.parametrize("temp", TEMPS)
@pytest.mark.parametrize("day", DAYS)
def test_ph_falls_monotonic(temp, day):
    b = Batch(20, 70, 5, temp)
    assert ph_on_day(b, day) <= ph_on_day(b, day - 1)


@pytest.mark.parametrize("temp", TEMPS)
@pytest.mark.parametrize("day", DAYS)
def test_sugar_never_negative(temp, day):
    b = Batch(20, 70, 5, temp)
    assert sugar_left(b, day) >= 0


@pytest.mark.parametrize("temp", TEMPS)
@pytest.mark.parametrize("starter", [5, 10, 15, 20])
def test_ready_within_window(temp, starter):
    b = Batch(20, 70, 5, temp, starter_pct=starter)
    assert 3 <= ready_day(b) <= 21


@pytest.mark.parametrize("temp", [10, 15, 17, 31, 35])
def test_rate_rejects_unsafe_temperature(temp):
    with pytest.raises(ValueError, match="outside the SCOBY-safe range"):
        rate(temp)


@pytest.mark.slow
@pytest.mark.parametrize("litres", [5, 20, 60, 200])
def test_long_simulation(litres):
    import time
    time.sleep(0.15 + litres / 2000)
    b = Batch(litres, 70, 5, 24)
    assert ph_on_day(b, 30) < 3.0
EOF

cat > tests/test_bottling.py <<'EOF'
import pytest
from brewplan.bottling import bottles_needed, priming_sugar, pressure_bar, safe, BOTTLE_ML
from brewplan.ferment import Batch

KINDS = sorted(BOTTLE_ML)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("litres", [4, 8, 12, 20, 40, 60])
def test_bottles_cover_volume(kind, litres):
    b = Batch(litres, 70, 5, 24)
    n = bottles_needed(b, kind)
    assert n * BOTTLE_ML[kind] >= litres * 900


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("fruit", [0, 5, 10, 20, 40, 80])
def test_priming_sugar_not_negative(kind, fruit):
    assert priming_sugar(kind, fruit) >= 0


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("days", [1, 2, 3, 4, 5, 6, 7])
@pytest.mark.parametrize("temp", [18, 21, 24, 27])
def test_recommended_priming_is_safe(kind, days, temp):
    sugar = priming_sugar(kind, fruit_g=10)
    assert safe(kind, sugar, days, temp), f"{kind}: {pressure_bar(kind, sugar, days, temp)} bar"


def test_pressure_table_growler():
    table = {d: pressure_bar("growler", 11.4, d, 22) for d in (1, 3, 5)}
    assert table == {1: 0.32, 3: 0.95, 5: 1.59}


@pytest.mark.hardware
@pytest.mark.skip(reason="needs the pH probe on /dev/ttyUSB0")
def test_probe_calibration():
    pass
EOF

cat > tests/test_schedule.py <<'EOF'
from datetime import date
import pytest
from brewplan.ferment import Batch
from brewplan.schedule import plan, week_summary, VESSELS


@pytest.mark.parametrize("n", range(1, 41))
def test_plan_assigns_known_vessels(n):
    batches = [Batch(20, 70, 5, 20 + (i % 8)) for i in range(n)]
    out = plan(batches, date(2024, 3, 4))
    assert len(out) == n
    assert {e["vessel"] for e in out} <= set(VESSELS)


@pytest.mark.parametrize("n", range(1, 21))
def test_week_summary_counts(n):
    batches = [Batch(20, 70, 5, 24) for _ in range(n)]
    weeks = week_summary(plan(batches, date(2024, 3, 4)))
    assert sum(len(v) for v in weeks.values()) == n


def test_cold_cellar_batch_is_planned():
    batches = [Batch(20, 70, 5, 24), Batch(20, 70, 5, 16), Batch(20, 70, 5, 26)]
    out = plan(batches, date(2024, 11, 4))
    assert [e["vessel"] for e in out] == ["crock-A", "crock-B", "crock-C"]


@pytest.mark.skipif(date.today().year > 2000, reason="rota export to the shop calendar is disabled until v0.8")
def test_calendar_export():
    pass
EOF

cat > tests/test_labels.py <<'EOF'
import pytest
from brewplan.labels import label, FLAVOURS


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
@pytest.mark.parametrize("batch_no", [1, 17, 88, 250, 512, 999, 1204, 2048, 4096, 9999])
@pytest.mark.parametrize("abv", [0.0, 0.1, 0.3, 0.45, 0.49, 0.5, 0.8, 1.2, 1.6, 2.0, 2.4, 3.1])
def test_label_format(flavour, batch_no, abv):
    text = label(flavour, batch_no, abv)
    assert text.startswith(FLAVOURS[flavour])
    assert f"batch {batch_no:04d}" in text


@pytest.mark.parametrize("abv,expected", [(0.2, "non-alcoholic"), (0.49, "non-alcoholic"), (0.5, "contains alcohol")])
def test_alcohol_note(abv, expected):
    assert expected in label("ginger", 1, abv)


@pytest.mark.skip(reason="French labels pending translation review")
@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
def test_label_fr(flavour):
    pass
EOF

CMD="python -m pytest -v -rs --durations=10 -p no:cacheprovider"
echo "\$ $CMD"
python3 -m pytest -v -rs --durations=10 -p no:cacheprovider 2>&1 \
  | sed -e "s#$WORK/#/home/dev/#g" -e "s#$PYPREFIX/bin/#/usr/bin/#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
