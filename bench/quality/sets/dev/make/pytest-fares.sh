#!/usr/bin/env bash
# Toy project "farecalc" (transit fare calculator) with a few bugs; runs `pytest -v -ra`.
# Usage: WORKDIR=<scratch dir> bash make/pytest-fares.sh > outputs/pytest-fares.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/farecalc"
PYLIB=$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')
neutral() { sed -e "s#$P#/home/dev/farecalc#g" -e "s#$PYLIB#/usr/lib/python3.11#g" -e "s#$HOME/.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/farecalc" "$P/tests"; cd "$P"

cat > pyproject.toml <<'EOF'
[project]
name = "farecalc"
version = "0.4.0"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long-running simulations"]
EOF

cat > farecalc/__init__.py <<'EOF'
from .zones import ZoneMap, zone_distance
from .fares import Fare, fare_for_trip, apply_daily_cap
from .transfers import TransferWindow, merge_legs
EOF

cat > farecalc/zones.py <<'EOF'
from dataclasses import dataclass, field


@dataclass
class ZoneMap:
    stations: dict = field(default_factory=dict)

    def add(self, station, zone):
        if zone < 1:
            raise ValueError(f"zone must be >= 1, got {zone}")
        self.stations[station] = zone

    def zone_of(self, station):
        try:
            return self.stations[station]
        except KeyError:
            raise LookupError(f"unknown station {station!r}") from None


def zone_distance(zmap, a, b):
    za, zb = zmap.zone_of(a), zmap.zone_of(b)
    return abs(za - zb) + 1
EOF

cat > farecalc/fares.py <<'EOF'
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

from .zones import zone_distance

BASE = Decimal("2.10")
PER_ZONE = Decimal("0.65")
CONCESSION = {"adult": Decimal("1"), "child": Decimal("0.5"), "senior": Decimal("0.4")}
DAILY_CAP = {"adult": Decimal("8.40"), "child": Decimal("4.20"), "senior": Decimal("3.00")}


@dataclass
class Fare:
    amount: Decimal
    zones: int
    rider: str
    peak: bool = False


def _round(x):
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def fare_for_trip(zmap, origin, dest, rider="adult", peak=False):
    if rider not in CONCESSION:
        raise KeyError(rider)
    zones = zone_distance(zmap, origin, dest)
    amount = BASE + PER_ZONE * (zones - 1)
    if peak:
        amount *= Decimal("1.2")
    amount = amount * CONCESSION[rider]
    return Fare(_round(amount), zones, rider, peak)


def apply_daily_cap(fares):
    total = {}
    charged = []
    for f in fares:
        spent = total.get(f.rider, Decimal("0"))
        cap = DAILY_CAP[f.rider]
        charge = min(f.amount, cap - spent)
        total[f.rider] = spent + charge
        charged.append(charge)
    return charged
EOF

cat > farecalc/transfers.py <<'EOF'
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass
class TransferWindow:
    minutes: int = 60

    def allows(self, first_tap, second_tap):
        return second_tap - first_tap < timedelta(minutes=self.minutes)


def merge_legs(legs, window=None):
    """Merge consecutive legs that fall within the transfer window into journeys."""
    window = window or TransferWindow()
    journeys = []
    for leg in sorted(legs, key=lambda l: l["tap_on"]):
        if journeys and window.allows(journeys[-1]["tap_on"], leg["tap_on"]):
            journeys[-1]["legs"].append(leg["line"])
            journeys[-1]["tap_off"] = leg["tap_off"]
        else:
            journeys.append({"tap_on": leg["tap_on"], "tap_off": leg["tap_off"], "legs": [leg["line"]]})
    return journeys
EOF

cat > tests/conftest.py <<'EOF'
import pytest
from farecalc import ZoneMap


@pytest.fixture
def zmap():
    z = ZoneMap()
    for name, zone in [("Harbour", 1), ("Market", 1), ("Northgate", 2), ("Elm Park", 3),
                       ("Quarry", 4), ("Airport", 6), ("Riverside", 2), ("Old Mill", 5)]:
        z.add(name, zone)
    return z
EOF

cat > tests/test_zones.py <<'EOF'
import pytest
from farecalc import ZoneMap, zone_distance


@pytest.mark.parametrize("a,b,expected", [
    ("Harbour", "Market", 1),
    ("Harbour", "Northgate", 2),
    ("Harbour", "Airport", 6),
    ("Quarry", "Elm Park", 2),
    ("Old Mill", "Riverside", 4),
    ("Airport", "Harbour", 6),
])
def test_zone_distance(zmap, a, b, expected):
    assert zone_distance(zmap, a, b) == expected


def test_unknown_station(zmap):
    with pytest.raises(LookupError, match="Nowhere"):
        zmap.zone_of("Nowhere")


def test_zone_must_be_positive():
    with pytest.raises(ValueError):
        ZoneMap().add("Ghost", 0)


@pytest.mark.skip(reason="zone polygons not imported yet (FARE-112)")
def test_zone_from_coordinates(zmap):
    assert zmap.zone_at(51.5, -0.12) == 1
EOF

cat > tests/test_fares.py <<'EOF'
from decimal import Decimal
import sys

import pytest
from farecalc import fare_for_trip, apply_daily_cap, Fare


@pytest.mark.parametrize("dest,rider,expected", [
    ("Market", "adult", "2.10"),
    ("Northgate", "adult", "2.75"),
    ("Elm Park", "adult", "3.40"),
    ("Airport", "adult", "5.35"),
    ("Market", "child", "1.05"),
    ("Northgate", "child", "1.38"),
    ("Airport", "child", "2.68"),
    ("Market", "senior", "0.84"),
    ("Quarry", "senior", "1.62"),
])
def test_offpeak_fare(zmap, dest, rider, expected):
    assert fare_for_trip(zmap, "Harbour", dest, rider).amount == Decimal(expected)


@pytest.mark.parametrize("dest,expected", [
    ("Market", "2.52"),
    ("Northgate", "3.30"),
    ("Airport", "6.42"),
])
def test_peak_fare(zmap, dest, expected):
    assert fare_for_trip(zmap, "Harbour", dest, peak=True).amount == Decimal(expected)


def test_senior_peak_is_free_before_0930(zmap):
    fare = fare_for_trip(zmap, "Harbour", "Quarry", rider="senior", peak=True)
    assert fare.amount == Decimal("0.00"), "seniors ride free in the morning peak"


def test_unknown_rider(zmap):
    with pytest.raises(KeyError):
        fare_for_trip(zmap, "Harbour", "Market", rider="student")


def test_fare_record(zmap):
    fare = fare_for_trip(zmap, "Riverside", "Old Mill", rider="child", peak=True)
    assert fare == Fare(amount=Decimal("2.04"), zones=4, rider="child", peak=True)


def test_daily_cap_adult():
    fares = [Fare(Decimal("3.40"), 3, "adult")] * 4
    assert apply_daily_cap(fares) == [Decimal("3.40"), Decimal("3.40"), Decimal("1.60"), Decimal("0.00")]


def test_daily_cap_mixed_riders():
    fares = [Fare(Decimal("2.10"), 1, "adult"), Fare(Decimal("1.05"), 1, "child"),
             Fare(Decimal("5.35"), 6, "adult"), Fare(Decimal("2.68"), 6, "child"),
             Fare(Decimal("2.10"), 1, "adult")]
    assert apply_daily_cap(fares) == [Decimal("2.10"), Decimal("1.05"), Decimal("5.35"),
                                      Decimal("2.68"), Decimal("0.95")]


def test_daily_cap_totals_by_rider():
    fares = [Fare(Decimal("3.00"), 2, "senior"), Fare(Decimal("3.00"), 2, "senior"),
             Fare(Decimal("5.35"), 6, "adult")]
    charged = apply_daily_cap(fares)
    totals = {}
    for f, c in zip(fares, charged):
        totals[f.rider] = totals.get(f.rider, Decimal("0")) + c
    assert totals == {"senior": Decimal("3.00"), "adult": Decimal("5.35"), "child": Decimal("0")}


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="uses the Windows fare-card reader")
def test_card_reader_roundtrip():
    pass


@pytest.mark.xfail(reason="weekly cap not implemented", strict=False)
def test_weekly_cap():
    from farecalc.fares import apply_weekly_cap  # noqa: F401
EOF

cat > tests/test_transfers.py <<'EOF'
from datetime import datetime, timedelta

import pytest
from farecalc import merge_legs, TransferWindow

T0 = datetime(2024, 3, 18, 8, 0)


def leg(line, on, off):
    return {"line": line, "tap_on": T0 + timedelta(minutes=on), "tap_off": T0 + timedelta(minutes=off)}


def test_single_leg():
    assert len(merge_legs([leg("B12", 0, 20)])) == 1


def test_two_legs_within_window():
    journeys = merge_legs([leg("B12", 0, 20), leg("T3", 30, 55)])
    assert [j["legs"] for j in journeys] == [["B12", "T3"]]


def test_window_measured_from_previous_tap_off():
    # the rider taps off at 0:50 and on again at 1:35: 45 minutes later, within the window
    journeys = merge_legs([leg("B12", 0, 50), leg("T3", 95, 120)])
    assert [j["legs"] for j in journeys] == [["B12", "T3"]]


def test_three_legs_split():
    journeys = merge_legs([leg("B12", 0, 20), leg("T3", 25, 40), leg("R1", 200, 230)])
    assert [j["legs"] for j in journeys] == [["B12", "T3"], ["R1"]]


def test_unsorted_input():
    journeys = merge_legs([leg("R1", 200, 230), leg("B12", 0, 20)])
    assert [j["legs"][0] for j in journeys] == ["B12", "R1"]


@pytest.mark.parametrize("minutes,gap,same", [(60, 59, True), (60, 60, False), (90, 75, True), (30, 31, False)])
def test_window_edges(minutes, gap, same):
    w = TransferWindow(minutes)
    assert w.allows(T0, T0 + timedelta(minutes=gap)) is same


@pytest.mark.slow
@pytest.mark.skip(reason="simulation takes ~4 min; run with -m slow nightly")
def test_full_day_simulation():
    pass
EOF

python3 -m pytest -v -ra -p no:cacheprovider 2>&1 | neutral
