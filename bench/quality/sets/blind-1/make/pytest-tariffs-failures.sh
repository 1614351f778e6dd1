#!/usr/bin/env bash
# pytest -v on a small electricity-tariff billing library: 4 failing tests among passing/skipped ones.
NAME=pytest-tariffs-failures; . "$(dirname "$0")/_lib.sh"; setup_project tariffs
mkdir -p tariffs tests
cat > tariffs/__init__.py <<'EOF'
EOF
cat > tariffs/periods.py <<'EOF'
from dataclasses import dataclass
from datetime import time


@dataclass(frozen=True)
class Period:
    name: str
    start: time
    end: time
    rate_pence: float

    def contains(self, t: time) -> bool:
        if self.start <= self.end:
            return self.start <= t < self.end
        # window wraps midnight
        return t >= self.start or t < self.end


DEFAULT_PERIODS = [
    Period("night", time(0, 30), time(7, 30), 9.5),
    Period("day", time(7, 30), time(16, 0), 24.8),
    Period("peak", time(16, 0), time(19, 0), 38.2),
    Period("evening", time(19, 0), time(0, 30), 24.8),
]


def period_for(t: time, periods=DEFAULT_PERIODS) -> Period:
    for p in periods:
        if p.contains(t):
            return p
    raise LookupError(f"no tariff period covers {t}")
EOF
cat > tariffs/billing.py <<'EOF'
from collections import defaultdict
from datetime import datetime
from .periods import period_for, DEFAULT_PERIODS

STANDING_CHARGE_PENCE = 53.1
VAT = 0.05


def split_usage(readings, periods=DEFAULT_PERIODS):
    """readings: list of (iso timestamp, kWh for the half hour starting then)"""
    totals = defaultdict(float)
    for stamp, kwh in readings:
        t = datetime.fromisoformat(stamp).time()
        totals[period_for(t, periods).name] += kwh
    return dict(totals)


def energy_cost(readings, periods=DEFAULT_PERIODS):
    by_name = {p.name: p for p in periods}
    usage = split_usage(readings, periods)
    return round(sum(by_name[n].rate_pence * k for n, k in usage.items()), 2)


def bill(readings, days, periods=DEFAULT_PERIODS):
    energy = energy_cost(readings, periods)
    standing = STANDING_CHARGE_PENCE * days
    net = energy + standing
    vat = round(net * VAT)
    return {"energy": energy, "standing": round(standing, 2), "vat": vat, "total": round(net + vat, 2)}


def parse_csv_line(line):
    stamp, kwh = line.strip().split(",")
    value = float(kwh)
    if value < 0:
        raise ValueError(f"negative reading at {stamp}: {value}")
    return stamp, value
EOF
cat > tests/test_periods.py <<'EOF'
from datetime import time
import pytest
from tariffs.periods import period_for, Period


@pytest.mark.parametrize("t,expected", [
    (time(0, 0), "evening"),
    (time(0, 30), "night"),
    (time(7, 29), "night"),
    (time(7, 30), "day"),
    (time(15, 59), "day"),
    (time(16, 0), "peak"),
    (time(19, 0), "evening"),
    (time(23, 59), "evening"),
])
def test_period_boundaries(t, expected):
    assert period_for(t).name == expected


def test_wrapping_window_contains_midnight():
    p = Period("x", time(22, 0), time(2, 0), 1.0)
    assert p.contains(time(23, 0))
    assert p.contains(time(1, 0))
    assert not p.contains(time(3, 0))


def test_gap_in_custom_periods_raises():
    periods = [Period("a", time(0, 0), time(12, 0), 1.0)]
    with pytest.raises(LookupError, match="no tariff period covers 13:00"):
        period_for(time(13, 0), periods)
EOF
cat > tests/test_billing.py <<'EOF'
import sys
import pytest
from tariffs.billing import split_usage, energy_cost, bill, parse_csv_line

READINGS = [
    ("2024-03-01T00:00", 0.4),
    ("2024-03-01T02:00", 0.3),
    ("2024-03-01T08:00", 0.5),
    ("2024-03-01T17:30", 1.2),
    ("2024-03-01T20:00", 0.8),
]


def test_split_usage_groups_by_period():
    assert split_usage(READINGS) == {"evening": 1.2, "night": 0.3, "day": 0.5, "peak": 1.2}


def test_energy_cost():
    assert energy_cost(READINGS) == pytest.approx(105.26, abs=0.01)


def test_bill_breakdown():
    assert bill(READINGS, days=1) == {
        "energy": 105.26,
        "standing": 53.1,
        "vat": 7.92,
        "total": 166.28,
    }


def test_bill_for_zero_usage_is_standing_charge_plus_vat():
    result = bill([], days=30)
    assert result["energy"] == 0
    assert result["standing"] == 1593.0


def test_parse_csv_line():
    assert parse_csv_line("2024-03-01T00:00,0.25\n") == ("2024-03-01T00:00", 0.25)


def test_parse_csv_line_rejects_negative():
    with pytest.raises(ValueError, match="negative reading"):
        parse_csv_line("2024-03-01T00:00,-0.1")


def test_parse_csv_line_with_header_row():
    with pytest.raises(ValueError, match="could not convert"):
        parse_csv_line("timestamp,kwh")


def test_parse_csv_line_with_extra_column():
    assert parse_csv_line("2024-03-01T00:00,0.25,estimated") == ("2024-03-01T00:00", 0.25)


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="Windows line endings fixture only on win32")
def test_parse_crlf_file():
    pass


@pytest.mark.skip(reason="export to Octopus API format not implemented yet")
def test_export_octopus_format():
    pass


@pytest.mark.xfail(reason="DST change day has 46 half-hours; see issue #41")
def test_dst_short_day():
    readings = [(f"2024-03-31T{h:02d}:{m:02d}", 0.1) for h in range(24) for m in (0, 30)]
    assert len(readings) == 46
EOF
capture "python -m pytest -v tests"
