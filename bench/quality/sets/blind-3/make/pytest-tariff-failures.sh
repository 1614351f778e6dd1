#!/usr/bin/env bash
# Time-of-use electricity billing library; pytest run with failures, skips, an xfail.
set -u
NAME=pytest-tariff-failures; PROJ=touband
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p touband tests
cat > pyproject.toml <<'EOF'
[project]
name = "touband"
version = "0.4.0"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long-running property checks"]
EOF
cat > touband/__init__.py <<'EOF'
from .bands import Band, BandTable, parse_band
from .bill import Meter, Reading, bill_period, split_interval
__all__ = ["Band", "BandTable", "parse_band", "Meter", "Reading", "bill_period", "split_interval"]
EOF
cat > touband/bands.py <<'EOF'
"""Time-of-use bands: named windows of the day with a price per kWh."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import time
from decimal import Decimal


@dataclass(frozen=True)
class Band:
    name: str
    start: time
    end: time          # exclusive; 00:00 means midnight at the end of the day
    price: Decimal     # per kWh

    def contains(self, t: time) -> bool:
        if self.end == time(0, 0):
            return t >= self.start
        if self.start <= self.end:
            return self.start <= t < self.end
        # window wraps midnight, e.g. 22:00-06:00
        return t >= self.start or t < self.end


def parse_band(spec: str) -> Band:
    """'peak 17:00-21:00 0.41' -> Band"""
    name, window, price = spec.split()
    start_s, end_s = window.split("-")
    h1, m1 = (int(x) for x in start_s.split(":"))
    h2, m2 = (int(x) for x in end_s.split(":"))
    return Band(name, time(h1, m1), time(h2 % 24, m2), Decimal(price))


class BandTable:
    def __init__(self, bands: list[Band]):
        self.bands = bands

    @classmethod
    def from_lines(cls, text: str) -> "BandTable":
        bands = [parse_band(line) for line in text.splitlines() if line.strip() and not line.startswith("#")]
        return cls(bands)

    def band_at(self, t: time) -> Band:
        for band in self.bands:
            if band.contains(t):
                return band
        raise LookupError(f"no band covers {t.isoformat()}")

    def names(self) -> list[str]:
        return sorted({b.name for b in self.bands})
EOF
cat > touband/bill.py <<'EOF'
"""Turn meter readings into a bill split by band."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

from .bands import BandTable

STEP = timedelta(minutes=30)


@dataclass
class Reading:
    at: datetime
    kwh_total: Decimal


class Meter:
    def __init__(self, serial: str):
        self.serial = serial
        self.readings: list[Reading] = []

    def record(self, at: datetime, kwh_total: str | Decimal) -> None:
        value = Decimal(kwh_total)
        if self.readings and value < self.readings[-1].kwh_total:
            raise ValueError(f"meter {self.serial} went backwards at {at:%Y-%m-%d %H:%M}")
        self.readings.append(Reading(at, value))


def split_interval(start: datetime, end: datetime, kwh: Decimal) -> list[tuple[datetime, Decimal]]:
    """Spread kwh evenly over 30-minute slots between start and end."""
    slots = []
    t = start
    while t < end:
        slots.append(t)
        t += STEP
    if not slots:
        return []
    share = kwh / len(slots)
    return [(s, share) for s in slots]


def bill_period(meter: Meter, table: BandTable, standing_charge: Decimal = Decimal("0")) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = {name: Decimal(0) for name in table.names()}
    for prev, cur in zip(meter.readings, meter.readings[1:]):
        used = cur.kwh_total - prev.kwh_total
        for slot, kwh in split_interval(prev.at, cur.at, used):
            band = table.band_at(slot.time())
            totals[band.name] += kwh * band.price
    out = {k: v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP) for k, v in totals.items()}
    days = {r.at.date() for r in meter.readings}
    out["standing"] = standing_charge * len(days)
    out["total"] = sum(out.values())
    return out
EOF
cat > tests/conftest.py <<'EOF'
from decimal import Decimal
import pytest
from touband import BandTable

TABLE = """
# name window price
night 00:00-07:00 0.12
day 07:00-17:00 0.28
peak 17:00-21:00 0.41
day 21:00-00:00 0.28
"""

@pytest.fixture
def table():
    return BandTable.from_lines(TABLE)

@pytest.fixture
def wrap_table():
    return BandTable.from_lines("offpeak 22:00-06:00 0.09\nstd 06:00-22:00 0.31\n")
EOF
cat > tests/test_bands.py <<'EOF'
from datetime import time
from decimal import Decimal
import sys
import pytest
from touband import parse_band


def test_parse_simple():
    b = parse_band("peak 17:00-21:00 0.41")
    assert b.name == "peak" and b.start == time(17) and b.end == time(21)
    assert b.price == Decimal("0.41")

def test_parse_midnight_end():
    assert parse_band("late 21:00-24:00 0.2").end == time(0)

@pytest.mark.parametrize("t,name", [
    (time(0, 0), "night"), (time(6, 59), "night"), (time(7, 0), "day"),
    (time(16, 59), "day"), (time(17, 0), "peak"), (time(20, 30), "peak"),
    (time(21, 0), "day"), (time(23, 59), "day"),
])
def test_band_at(table, t, name):
    assert table.band_at(t).name == name

def test_wrapping_band(wrap_table):
    assert wrap_table.band_at(time(23, 0)).name == "offpeak"
    assert wrap_table.band_at(time(5, 30)).name == "offpeak"
    assert wrap_table.band_at(time(6, 0)).name == "std"

def test_names_sorted(table):
    assert table.names() == ["day", "night", "peak"]

def test_parse_rejects_garbage():
    with pytest.raises(ValueError, match="not enough values"):
        parse_band("peak 17:00-21:00")

def test_parse_seconds_window():
    b = parse_band("flash 12:00:30-12:15 0.50")
    assert b.start == time(12, 0, 30)

@pytest.mark.skipif(sys.platform.startswith("linux"), reason="Windows line endings only matter on win32 exports")
def test_crlf_table():
    pass

@pytest.mark.skip(reason="band overlap validation not implemented yet (#31)")
def test_overlap_rejected(table):
    pass
EOF
cat > tests/test_bill.py <<'EOF'
from datetime import datetime
from decimal import Decimal
import pytest
from touband import Meter, bill_period, split_interval


def meter_with(*points):
    m = Meter("EM-0042")
    for at, v in points:
        m.record(datetime.fromisoformat(at), v)
    return m

def test_split_interval_even():
    slots = split_interval(datetime(2024, 3, 1, 0, 0), datetime(2024, 3, 1, 2, 0), Decimal("4"))
    assert [k for _, k in slots] == [Decimal(1)] * 4

def test_split_interval_empty():
    assert split_interval(datetime(2024, 3, 1, 1), datetime(2024, 3, 1, 1), Decimal(3)) == []

def test_meter_backwards():
    m = meter_with(("2024-03-01T00:00", "100"))
    with pytest.raises(ValueError, match="went backwards"):
        m.record(datetime(2024, 3, 1, 1), "99.5")

def test_night_only(table):
    m = meter_with(("2024-03-01T01:00", "100"), ("2024-03-01T03:00", "104"))
    assert bill_period(m, table) == {"day": Decimal("0.00"), "night": Decimal("0.48"), "peak": Decimal("0.00"),
                                     "standing": Decimal("0"), "total": Decimal("0.48")}

def test_across_peak(table):
    m = meter_with(("2024-03-01T16:00", "200"), ("2024-03-01T18:00", "206"))
    bill = bill_period(m, table)
    assert bill["day"] == Decimal("0.84")
    assert bill["peak"] == Decimal("1.23")

def test_standing_charge_per_day(table):
    m = meter_with(("2024-03-01T23:00", "10"), ("2024-03-02T01:00", "12"), ("2024-03-03T00:30", "20"))
    bill = bill_period(m, table, standing_charge=Decimal("0.45"))
    assert bill["standing"] == Decimal("1.35")

def test_total_is_rounded(table):
    m = meter_with(("2024-03-01T07:00", "0"), ("2024-03-01T08:30", "1"))
    bill = bill_period(m, table, standing_charge=Decimal("0.333"))
    assert bill["total"] == Decimal("0.61")

def test_partial_slot_counts(table):
    # 45 minutes of usage should fall into two slots, weighted 30/15
    m = meter_with(("2024-03-01T16:45", "0"), ("2024-03-01T17:30", "3"))
    bill = bill_period(m, table)
    assert bill == {"day": Decimal("0.28"), "night": Decimal("0.00"), "peak": Decimal("0.82"),
                    "standing": Decimal("0"), "total": Decimal("1.10")}

@pytest.mark.xfail(reason="DST transitions double-count the repeated hour", strict=False)
def test_dst_autumn(table):
    m = meter_with(("2024-10-27T00:00", "0"), ("2024-10-27T03:00", "6"))
    assert bill_period(m, table)["night"] == Decimal("0.84")

@pytest.mark.slow
@pytest.mark.skip(reason="slow: run with -m slow in nightly")
def test_year_of_random_readings(table):
    pass
EOF
( python3 -m pytest -v -ra 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
